import { Link } from "react-router";

/** Where "Know their hours? Tell us" leads: the contact form, which takes corrections (product §16.2). */
const tellUsHref = "/contact";

/** A count of places in words: "19 restaurants", "1 restaurant" (`noun` as the list's config names them). */
const placesInWords = (count: number, noun: { one: string; other: string }) =>
  `${count} ${(count === 1 ? noun.one : noun.other).toLowerCase()}`;

/**
 * Product §12.6-§12.7: why a list left places out, one reason a note, each in words for one place (`its`) or
 * several (`their`), to follow "N places left out because".
 */
const leftOutReasons = {
  hoursUnknown: (its: string) => `${its} hours are not known.`,
  hoursVary: (its: string) => `${its} hours vary:`,
  unjudged: (its: string, facts: string) => `nobody has told the guide about ${its} ${facts}.`,
};

/** "N places left out because" the `reason` ({@link leftOutReasons}), given "its" for one place, "their" for more. */
const leftOutText = (count: number, noun: { one: string; other: string }, reason: (its: string) => string) =>
  `${placesInWords(count, noun)} left out because ${reason(count === 1 ? "its" : "their")}`;

/**
 * Product §12.6: the words under a list's count when Open now left out places whose hours are not known.
 * `count` places of `noun` ("Restaurant"/"Restaurants"); `shown` when the visitor asked to see them too.
 */
export function hoursUnknownText(count: number, noun: { one: string; other: string }, shown: boolean): string {
  if (shown) return `Also showing ${placesInWords(count, noun)} whose hours are not known, after those open now.`;
  return leftOutText(count, noun, leftOutReasons.hoursUnknown);
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

/** A place a note names: its name and where its page is. */
interface NamedPlace {
  name: string;
  slug: string;
}

/**
 * Product §12.6: the words for the places Open now left out because their hours vary now (shows, appointments):
 * "4 venues left out because their hours vary:" before their names.
 */
export function hoursVaryText(count: number, noun: { one: string; other: string }): string {
  return leftOutText(count, noun, leftOutReasons.hoursVary);
}

/**
 * Product §12.6: under a list's count with Open now on, the places left out because their hours vary now ('Varies
 * with shows', 'Tours by appointment'), each named with a link to its page (where its website and calendar are), so
 * the results and every note add up to the list. Nothing when there are none.
 */
export function HoursVaryNote({
  places,
  noun,
  className = "-mt-4 mb-6",
}: {
  places: readonly NamedPlace[];
  noun: { one: string; other: string };
  className?: string;
}) {
  if (places.length === 0) return null;
  return (
    <p className={`${className} text-sm text-stone-700`} data-hours-vary={places.length}>
      {hoursVaryText(places.length, noun)}{" "}
      {places.map((place, at) => (
        <span key={place.slug}>
          {at > 0 && ", "}
          <Link to={`/place/${place.slug}`} className="font-medium text-primary underline underline-offset-4">
            {place.name}
          </Link>
        </span>
      ))}
      . Check their calendars before you go.
    </p>
  );
}

/**
 * Product §12.7: the words for the places the step-free and diet filters could not judge: "12 restaurants left out
 * because nobody has told the guide about their step-free access." `stepFree` and `diets` say which filters are on.
 */
export function unjudgedText(
  count: number,
  noun: { one: string; other: string },
  { stepFree, diets }: { stepFree: boolean; diets: readonly string[] },
): string {
  const facts = [
    ...(stepFree ? ["step-free access"] : []),
    ...(diets.length > 0 ? [`${diets.join(" and ")} dishes`] : []),
  ].join(" or ");
  return leftOutText(count, noun, (its) => leftOutReasons.unjudged(its, facts));
}

/**
 * Product §12.7: under a list's count with step-free access or a diet chosen, how many places were left out because
 * nobody has told the guide that fact (it cannot judge them), with "Know? Tell us" to the contact form, as Open now
 * says of unknown hours. Nothing when there are none.
 */
export function UnjudgedNote({
  count,
  noun,
  stepFree,
  diets,
  className = "-mt-4 mb-6",
}: {
  count: number;
  noun: { one: string; other: string };
  stepFree: boolean;
  diets: readonly string[];
  className?: string;
}) {
  if (count === 0) return null;
  return (
    <p className={`${className} text-sm text-stone-700`} data-unjudged={count}>
      {unjudgedText(count, noun, { stepFree, diets })}{" "}
      <Link to={tellUsHref} className="font-medium text-primary underline underline-offset-4">
        Know? Tell us
      </Link>
    </p>
  );
}

/** decision 068: how many of `places` have hours last confirmed over a year before the build (`oldHours`). */
export function oldHoursCount(places: readonly { oldHours?: true }[]): number {
  let count = 0;
  for (const place of places) if (place.oldHours) count += 1;
  return count;
}

/**
 * decision 068 (freshness): the words under a list's count when Open now keeps places whose hours were last
 * confirmed over a year ago: "2 of these restaurants have hours not confirmed for over a year."
 */
export function oldHoursText(count: number, noun: { one: string; other: string }): string {
  return `${count} of these ${noun.other.toLowerCase()} ${count === 1 ? "has" : "have"} hours not confirmed for over a year.`;
}

/**
 * decision 068 (freshness): under a list's count with Open now on, how many of its results have hours older than a
 * year (counted at build time into each card's `oldHours`). Nothing when none has.
 */
export function OldHoursNote({
  count,
  noun,
  className = "-mt-4 mb-6",
}: {
  count: number;
  noun: { one: string; other: string };
  className?: string;
}) {
  if (count === 0) return null;
  return (
    <p className={`${className} text-sm text-stone-700`} data-old-hours={count}>
      {oldHoursText(count, noun)}
    </p>
  );
}

/**
 * A list page's notes under its count, in order: with Open now on, the places left out for hours not known
 * ({@link HoursUnknownNote}) or varying ({@link HoursVaryNote}) and the results with old hours ({@link OldHoursNote});
 * with Step-free or a diet, the places nobody told the guide about ({@link UnjudgedNote}). Drawn only once the list
 * is filtered after hydration, so the list page loads this module then (decision 099), not with its first load.
 */
export function ListNotes({
  open,
  hoursUnknown,
  unknownShown,
  onShowUnknown,
  hoursVarying,
  results,
  unjudged,
  stepFree,
  diets,
  noun,
}: {
  /** Open now is on (the filters the results were drawn with). */
  open: boolean;
  hoursUnknown: number;
  unknownShown: boolean;
  onShowUnknown: (shown: boolean) => void;
  hoursVarying: readonly NamedPlace[];
  /** The list's results, whose `oldHours` are counted. */
  results: readonly { oldHours?: true }[];
  unjudged: number;
  stepFree: boolean;
  diets: readonly string[];
  noun: { one: string; other: string };
}) {
  return (
    <>
      {open && <HoursUnknownNote count={hoursUnknown} shown={unknownShown} noun={noun} onShow={onShowUnknown} />}
      {open && <HoursVaryNote places={hoursVarying} noun={noun} />}
      {open && <OldHoursNote count={oldHoursCount(results)} noun={noun} />}
      <UnjudgedNote count={unjudged} noun={noun} stepFree={stepFree} diets={diets} />
    </>
  );
}
