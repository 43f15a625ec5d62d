/** @jsxImportSource hono/jsx */
import type { FC } from "hono/jsx";
import { expandHours, hoursChangeNoticeDays, hoursChangeText, nextHoursChange } from "../../core/hours/hours-calendar";
import { compactHours } from "../../core/hours/opening-hours.server";
import { weeklyHours } from "../../core/hours/weekly-hours";
import { zonedMoment } from "../../core/hours/zoned-time";
import { city } from "../../core/city";
import { openingHoursOf } from "../places/record";

/** What the desk shows of some hours: the syntax the guide would store, and the result it reads, or why not. */
export type HoursReading =
  | { ok: true; openingHours: string; rows: { day: string; hours: string }[]; change: string | null }
  | { ok: false; error: string };

/**
 * product §17.4 (decision 038): an owner's free-text hours as the guide would read them, for the editor to
 * confirm before approving: the `opening_hours` syntax ({@link openingHoursOf}) and this week's seven rows in
 * the city's time, with the next change within two weeks ("Hours change on Apr 1"). `now` is the clock's instant.
 */
export function readHoursForDesk(text: string, now: Date): HoursReading {
  const reading = openingHoursOf(text);
  if (!reading.ok) return reading;
  const today = zonedMoment(now, city.timeZone).date;
  const calendar = expandHours(compactHours(reading.openingHours, city.geo, today))!;
  const change = nextHoursChange(calendar, today, hoursChangeNoticeDays);
  return {
    ok: true,
    openingHours: reading.openingHours,
    rows: weeklyHours(calendar, today).map(({ day, hours }) => ({ day, hours })),
    change: change && hoursChangeText(change),
  };
}

/**
 * Who wrote the hours the desk previews: the listing's owner, OpenStreetMap (a suggested place or correction, product
 * §17.5), or a visitor's correction (product §16.2).
 */
const writers = {
  owner: { wrote: "The owner wrote", none: "The owner gave no hours" },
  openstreetmap: { wrote: "OpenStreetMap has", none: "OpenStreetMap gives no hours" },
  visitor: { wrote: "The visitor wrote", none: "The visitor gave no hours" },
} as const;

/** The owner's (or OpenStreetMap's) text beside the guide's reading of it (a table of this week), for the approval form. */
export const HoursPreview: FC<{ ownerText: string; now: Date; writer?: keyof typeof writers }> = ({
  ownerText,
  now,
  writer = "owner",
}) => {
  if (!ownerText.trim())
    return <p class="text-sm">{writers[writer].none}: leave the field empty and the guide says "Hours not known".</p>;
  const reading = readHoursForDesk(ownerText, now);
  return (
    <div class="grid gap-3 sm:grid-cols-2" id="hours-preview">
      <div>
        <h3 class="text-sm font-semibold">{writers[writer].wrote}</h3>
        <p class="mt-1 text-sm break-words whitespace-pre-wrap">{ownerText}</p>
      </div>
      <div>
        <h3 class="text-sm font-semibold">The guide reads this week</h3>
        {reading.ok ? (
          <>
            <table class="mt-1 w-full text-sm">
              <caption class="sr-only">This week's hours as the guide reads them</caption>
              <tbody>
                {reading.rows.map((row) => (
                  <tr>
                    <th scope="row" class="pr-3 text-left font-medium">
                      {row.day}
                    </th>
                    <td>{row.hours}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {reading.change && <p class="mt-1 text-sm">{reading.change}</p>}
          </>
        ) : (
          <p class="mt-1 text-sm text-destructive">Cannot be read: {reading.error}. Write them in the field below.</p>
        )}
      </div>
    </div>
  );
};
