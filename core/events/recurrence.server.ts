import { RRuleTemporal } from "rrule-temporal";
import { Temporal } from "temporal-polyfill";
import { city } from "../city";
import type { EventDay } from "./event-words";
import { addNights, nightOf, nightStartsHour, type Occurrence } from "./occurrence";

/**
 * An event's dates (decision 073): its rule expanded with `rrule-temporal` (RFC 5545 recurrence on Temporal time
 * zones), in the city's zone whatever the host's (`TZ`), daylight saving included: a 9 PM show is 9 PM before and
 * after the change, and the offset it carries (-05:00, -04:00) is the one of its date. Build and server only: the
 * pages get the expanded {@link Occurrence}s, never the library.
 */

/** How an event repeats (the schema's `repeat`): once, weekly on days, monthly on the nth weekday (-1: the last). */
export type EventRepeat =
  | { freq: "once" }
  | { freq: "weekly"; days: readonly EventDay[] }
  | { freq: "monthly"; nth: 1 | 2 | 3 | 4 | -1; day: EventDay };

/** The parts of an event that say when it is (the schema's fields). */
export interface EventTiming {
  /** First start, city wall clock `YYYY-MM-DDTHH:MM`. */
  start: string;
  /** First end, city wall clock; may be the next day (past midnight) or, for a festival, days later. */
  end: string;
  repeat: EventRepeat;
  /** Last date the rule may give, inclusive, `YYYY-MM-DD`. */
  until?: string;
  /** Start dates left out, `YYYY-MM-DD`. */
  except?: string[];
}

/** How many days ahead the pages show an event's dates ("a repeating event shows its next dates, 60 days ahead"). */
export const eventWindowDays = 60;

const zone = city.timeZone;

/** The wall-clock minutes from `start` to `end` (both `YYYY-MM-DDTHH:MM`). */
function wallMinutes(start: string, end: string): number {
  return (Date.parse(`${end}:00Z`) - Date.parse(`${start}:00Z`)) / 60_000;
}

/**
 * A city wall-clock time `YYYY-MM-DDTHH:MM` as an instant in the city's zone, as RFC 5545 §3.3.5 reads a DATE-TIME
 * with a TZID: a time the clock skips (2:30 AM on the spring-forward day) is moved forward by the gap (3:30 AM
 * EDT), and a time it shows twice (1:30 AM on the fall-back day) is the first of the two (EDT). Temporal's
 * "compatible" disambiguation is that rule.
 */
export function zoned(local: string): Temporal.ZonedDateTime {
  return Temporal.PlainDateTime.from(local).toZonedDateTime(zone, { disambiguation: "compatible" });
}

/** A wall-clock time on a calendar without daylight saving: the rule is expanded on the wall clock alone. */
function floating(local: string): Temporal.ZonedDateTime {
  return Temporal.PlainDateTime.from(local).toZonedDateTime("UTC");
}

/** ISO 8601 with the offset of its date, to the minute: `2026-12-05T22:00-05:00`. */
function isoWithOffset(time: Temporal.ZonedDateTime): string {
  return `${time.toPlainDateTime().toString({ smallestUnit: "minute" })}${time.offset}`;
}

/** The RFC 5545 RRULE of a repeating event (without DTSTART), e.g. `FREQ=MONTHLY;BYDAY=1SA;UNTIL=...`; null once. */
export function rruleOf(timing: EventTiming): { freq: "WEEKLY" | "MONTHLY"; byDay: string[] } | null {
  switch (timing.repeat.freq) {
    case "once":
      return null;
    case "weekly":
      return { freq: "WEEKLY", byDay: [...timing.repeat.days] };
    case "monthly":
      return { freq: "MONTHLY", byDay: [`${timing.repeat.nth}${timing.repeat.day}`] };
  }
}

/**
 * The rule as `rrule-temporal` takes it, or null for a one-off: expanded on the wall clock (a zone without daylight
 * saving), each start then placed in the city's zone by {@link zoned}. In the city's own zone the library drops a
 * date whose start the clock skips, and a series whose first start is skipped it moves to 3:30 for good.
 */
function ruleOf(timing: EventTiming): RRuleTemporal<Temporal.ZonedDateTime> | null {
  const rule = rruleOf(timing);
  if (!rule) return null;
  return new RRuleTemporal<Temporal.ZonedDateTime>({
    ...rule,
    temporal: Temporal,
    tzid: "UTC",
    dtstart: floating(timing.start),
    until: timing.until ? floating(`${timing.until}T23:59`) : undefined,
  });
}

/**
 * The occurrences of an event whose night (see {@link nightOf}) is from `fromNight` to `toNight`, both
 * `YYYY-MM-DD` inclusive, in order. Each lasts as long on the wall clock as the first (`start` to `end`); dates in
 * `except` are left out; a start the clock skips (2:30 AM on the spring-forward day) is moved forward by the gap
 * (3:30 AM EDT, its end an hour later too), as RFC 5545 §3.3.5 reads such a time ({@link zoned}), and the series
 * keeps its 2:30 on the other dates. Costs a few milliseconds for a weekly rule over 60 days.
 */
export function eventDates(timing: EventTiming, fromNight: string, toNight: string): Occurrence[] {
  const minutes = wallMinutes(timing.start, timing.end);
  const rule = ruleOf(timing);
  const starts = rule
    ? rule
        .between(floating(`${fromNight}T00:00`), floating(`${addNights(toNight, 1)}T05:00`), true)
        .map((start) => start.toPlainDateTime().toString({ smallestUnit: "minute" }))
    : [timing.start];
  const except = new Set(timing.except ?? []);
  const occurrences: Occurrence[] = [];
  for (const local of starts) {
    const night = nightOf(local);
    if (night < fromNight || night > toNight || except.has(local.slice(0, 10))) continue;
    const start = zoned(local);
    const end = start.toPlainDateTime().add({ minutes }).toZonedDateTime(zone, { disambiguation: "compatible" });
    occurrences.push({ night, start: isoWithOffset(start), end: isoWithOffset(end) });
  }
  return occurrences;
}

/**
 * Whether the rule gives a date from its start to its `until` that `except` does not leave out (a one-off: always).
 * Asks the rule for its next date, one at a time, so a series of two years costs its first dates only.
 */
export function hasADate(timing: EventTiming): boolean {
  const rule = ruleOf(timing);
  if (!rule) return true;
  const except = new Set(timing.except ?? []);
  let after = floating(timing.start);
  for (let inclusive = true; ; inclusive = false) {
    const next = rule.next(after, inclusive);
    if (!next) return false;
    if (!except.has(next.toPlainDate().toString())) return true;
    after = next;
  }
}

/**
 * The occurrences the pages show from the city's night `today`: those of the next {@link eventWindowDays} nights,
 * and one of a festival that began earlier and is still on when `today`'s night begins (5 AM): last night's show
 * that ended at 1 AM is over, a festival's last day is not.
 */
export function upcomingDates(timing: EventTiming, today: string): Occurrence[] {
  const fromNight = addNights(today, -14);
  const todayBegins = `${today}T${String(nightStartsHour).padStart(2, "0")}:00`;
  return eventDates(timing, fromNight, addNights(today, eventWindowDays)).filter(
    (occurrence) => occurrence.night >= today || occurrence.end.slice(0, 16) > todayBegins,
  );
}

export { nightOf };
