/**
 * A time zone's UTC offsets as a small table made at build time, so the browser can tell the city's wall
 * clock with arithmetic alone. Reading it through `Intl.DateTimeFormat` costs the first call a load of the
 * browser's date-format data, a main-thread stall of about 30 ms on a laptop and 120-260 ms on a 4x-slowed
 * phone (docs/decisions/015-city-clock-without-intl-at-run-time.md). The build has the same Intl data
 * (Node's full ICU) and writes the table; the browser falls back to Intl outside the table's years.
 */

/** Offset periods, oldest first: `[startMinute, offsetMinutes]`, where `startMinute` is minutes since the Unix epoch (UTC) at which `offsetMinutes` (wall clock minus UTC, -300 for New York in winter) begins. */
export type ZoneOffsetTable = readonly (readonly [number, number])[];

/** The table the build made for one zone and the UTC minute after which it no longer answers. */
export interface ZoneOffsets {
  timeZone: string;
  table: ZoneOffsetTable;
  /** Minutes since the Unix epoch (UTC) at which the table stops (exclusive). */
  until: number;
}

const MINUTE = 60_000;

/** Wall clock minus UTC, in minutes, of `timeZone` at the UTC minute `minute` (read through Intl). */
function intlOffset(format: Intl.DateTimeFormat, minute: number): number {
  const parts: Record<string, number> = {};
  for (const { type, value } of format.formatToParts(new Date(minute * MINUTE))) parts[type] = Number(value);
  const wall =
    Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0) / MINUTE;
  return Math.round(wall - minute);
}

/**
 * Build time: the offsets of `timeZone` from 1 January `fromYear` to 1 January `toYear` (UTC), found by
 * checking the offset every six hours and narrowing each change to its minute.
 * @throws RangeError for a time zone Intl does not know.
 */
export function zoneOffsets(timeZone: string, fromYear: number, toYear: number): ZoneOffsets {
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
  });
  const start = Date.UTC(fromYear, 0, 1) / MINUTE;
  const until = Date.UTC(toYear, 0, 1) / MINUTE;
  const step = 6 * 60;
  const table: [number, number][] = [[start, intlOffset(format, start)]];
  for (let minute = start + step; minute < until; minute += step) {
    const offset = intlOffset(format, minute);
    if (offset === table[table.length - 1]![1]) continue;
    // The change happened in (minute - step, minute]: find its first minute.
    let low = minute - step;
    let high = minute;
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (intlOffset(format, middle) === offset) high = middle;
      else low = middle;
    }
    table.push([high, offset]);
  }
  return { timeZone, table, until };
}

/** The offset (minutes) at the UTC minute `minute`, or null when the table does not cover it. */
export function offsetAt(offsets: ZoneOffsets, minute: number): number | null {
  const { table, until } = offsets;
  if (table.length === 0 || minute < table[0]![0] || minute >= until) return null;
  let answer = table[0]![1];
  for (const [start, offset] of table) {
    if (start > minute) break;
    answer = offset;
  }
  return answer;
}
