import { Link } from "react-router";

/** Where "Know their hours? Tell us" leads: the contact form, which takes corrections (product §16.2). */
const tellUsHref = "/contact";

/**
 * Product §12.6: the words under a list's count when Open now left out places whose hours are not known.
 * `count` places of `noun` ("Restaurant"/"Restaurants"); `shown` when the visitor asked to see them too.
 */
export function hoursUnknownText(count: number, noun: { one: string; other: string }, shown: boolean): string {
  const places = `${count} ${(count === 1 ? noun.one : noun.other).toLowerCase()}`;
  if (shown) return `Also showing ${places} whose hours are not known, after those open now.`;
  return `${places} left out because ${count === 1 ? "its" : "their"} hours are not known.`;
}

/**
 * Product §12.6: under the count of a list with Open now on, how many places were left out because their hours
 * are not known, with "Show them" (or "Hide them" once shown: `unknown=1` in the URL) and "Know their hours?
 * Tell us" to the contact form. Nothing when none was left out. `canShow` false leaves out "Show them" (on /search
 * when Open now comes from the query's words, not the control whose URL key `unknown` goes with).
 */
export function HoursUnknownNote({
  count,
  shown,
  noun,
  onShow,
  canShow = true,
  className = "-mt-4 mb-6",
}: {
  count: number;
  shown: boolean;
  noun: { one: string; other: string };
  onShow: (shown: boolean) => void;
  canShow?: boolean;
  /** Its margins where it sits (under a list page's count by default). */
  className?: string;
}) {
  if (count === 0) return null;
  return (
    <p className={`${className} text-sm text-stone-700`} data-hours-unknown={count}>
      {hoursUnknownText(count, noun, shown)}{" "}
      {canShow && (
        <>
          <button
            type="button"
            className="cursor-pointer font-medium text-primary underline underline-offset-4 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            onClick={() => onShow(!shown)}
          >
            {shown ? "Hide them" : "Show them"}
          </button>
          {" · "}
        </>
      )}
      <Link to={tellUsHref} className="font-medium text-primary underline underline-offset-4">
        Know their hours? Tell us
      </Link>
    </p>
  );
}
