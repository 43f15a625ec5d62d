import { Link } from "react-router";
import { useMinuteClock } from "./minute-clock";
import { useOpenRule } from "./use-open-rule";
import { weeklyHours } from "./weekly-hours";
import { site } from "~/lib/site-config";
import { cn } from "~/lib/utils";

/**
 * product §2 place detail: the Hours of Operation table, Monday first, a missing day 'Closed'. After hydration
 * the row of Columbus's today (product §11, whatever the visitor's time zone) is bold, labelled "Today" and
 * `aria-current="date"`; the pre-rendered HTML marks no day. Only the day column, of fixed width, changes
 * (bold name, label), so the hours cells keep their line breaks and nothing moves. A place whose hours are not known (`{}`) says so instead of seven 'Closed' rows,
 * and with `tellUsHref` (the place's correction form) asks "Know the hours? Tell us" (product §16.2).
 */
export function HoursTable({
  hours,
  className,
  tellUsHref,
}: {
  hours: Record<string, string>;
  className?: string;
  tellUsHref?: string;
}) {
  const known = Object.keys(hours).length > 0;
  const now = useMinuteClock();
  const rule = useOpenRule(known);
  if (!known) {
    return (
      <p className={cn("text-sm text-muted-foreground", className)}>
        Hours not known
        {tellUsHref && (
          <>
            {". "}
            <Link to={tellUsHref} className="font-medium text-primary underline underline-offset-4">
              Know the hours? Tell us
            </Link>
          </>
        )}
      </p>
    );
  }
  const today = now && rule ? rule.cityWeekday(now, site.timeZone) : null;
  return (
    <table className={cn("w-full table-fixed text-sm", className)}>
      <caption className="sr-only">Opening hours, Monday to Sunday</caption>
      <tbody>
        {weeklyHours(hours).map(({ day, hours: text, open }, index) => {
          const isToday = index === today;
          return (
            <tr
              key={day}
              className={cn("border-b last:border-0", isToday && "bg-stone-50")}
              aria-current={isToday ? "date" : undefined}
            >
              <th scope="row" className="w-40 py-2 pr-2 text-left align-top font-medium whitespace-nowrap">
                <span className={cn(isToday && "font-bold")}>{day}</span>
                {isToday && " "}
                {isToday && (
                  <span className="ml-1.5 rounded bg-stone-800 px-1.5 py-px text-xs leading-4 font-semibold text-white">
                    Today
                  </span>
                )}
              </th>
              <td className={cn("py-2 text-right", !open && "text-muted-foreground")}>{text}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
