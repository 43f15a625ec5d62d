import { Link } from "react-router";
import {
  calendarDate,
  expandHours,
  hoursChangeNoticeDays,
  hoursChangeText,
  nextHoursChange,
  type CompactHours,
} from "#core/hours/hours-calendar.ts";
import { useMinuteClock } from "~/lib/minute-clock";
import { useOpenRule } from "./use-open-rule";
import { weeklyHours } from "#core/hours/weekly-hours.ts";
import { site } from "#core/site-config.ts";
import { cn } from "~/lib/utils";

/**
 * product §2 place detail: the Hours of Operation table, Monday first, for the week people are planning:
 * each row the hours of that date (product §11, decision 038: seasons and holidays included), and below it
 * "Hours change on Apr 1" when the hours change within {@link hoursChangeNoticeDays} days. The pre-rendered
 * HTML shows the week of `builtOn` (the build's date in the city); after hydration the week of Columbus's
 * today (whatever the visitor's time zone), whose row is bold, labelled "Today" and `aria-current="date"`.
 * Only the day column, of fixed width, changes (bold name, label), so nothing moves. A place whose hours are
 * not known (`null`) says so instead, and with `tellUsHref` (the place's correction form) asks "Know the
 * hours? Tell us" (product §16.2).
 */
export function HoursTable({
  hours,
  builtOn,
  className,
  tellUsHref,
}: {
  hours: CompactHours | null;
  /** `YYYY-MM-DD`: the city's date when the build read the hours. */
  builtOn: string;
  className?: string;
  tellUsHref?: string;
}) {
  const now = useMinuteClock();
  const rule = useOpenRule(hours !== null);
  const calendar = expandHours(hours);
  if (!calendar) {
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
  const today = now && rule ? rule.cityDate(now, site.timeZone) : null;
  const shownDate = today ?? calendarDate(builtOn);
  const change = nextHoursChange(calendar, shownDate, hoursChangeNoticeDays);
  return (
    <div className={className}>
      <table className="w-full table-fixed text-sm">
        <caption className="sr-only">Opening hours this week, Monday to Sunday</caption>
        <tbody>
          {weeklyHours(calendar, shownDate).map(({ day, date, hours: text, open }) => {
            const isToday =
              today !== null && date.year === today.year && date.month === today.month && date.day === today.day;
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
      {change && <p className="mt-3 text-sm font-medium">{hoursChangeText(change)}</p>}
    </div>
  );
}
