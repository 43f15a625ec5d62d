/**
 * Opening hours and "open now" (product §11): the public entry of `app/features/hours` for pages and components.
 *
 * The model (decision 038): a place's `openingHours` is OpenStreetMap's `opening_hours` syntax, read only at
 * build time by the `opening_hours` library (`./opening-hours.server`, seasons, holidays and sun times
 * included) into the hours of the coming weeks: a `CompactHours` of periods of identical weeks (cards carry it
 * as `PlaceSummary.openingHours`; `null` = not known), read back as an `HoursCalendar`. Each day of a week is its
 * spans `{ day: 0-6 (Monday = 0), opens, closes }` in minutes since the start of the day the span belongs to (a
 * span past midnight belongs to the day it starts and has `closes > 1440`: Friday 20:00-02:00 = 1200..1560;
 * `[]` = 'Closed'; 0..1440 = 'Open 24 hours') or one of the guide's words for hours it cannot give as times
 * ('Tours by appointment', 'Game days only', 'Varies with shows').
 *
 * Three doors, so that no page's first-load JavaScript carries more than its cards draw:
 * - **This entry** (browser): {@link useMinuteClock} (the page's one clock: null until after hydration, then
 *   the time, each minute), {@link useOpenRule} / {@link loadOpenRule} (the rule below as a chunk loaded after
 *   hydration), {@link OpenStateLine} (a card's or place page's state line), {@link HoursTable}, {@link weeklyHours}.
 * - **`./open-rule`** (the rule, pure): `openState(hours, now, { timeZone: site.timeZone })` and its words
 *   `openStateText(state).text` ("Open now · Closes 10 PM", "Closes soon · 9:45 PM", "Closed · Opens Tue 11 AM",
 *   "Closed today (Thanksgiving Day) · Opens Fri 12 PM" (product §11.4),
 *   "Open 24 hours", "Hours vary", "By appointment"); for lists `isOpenAt(hours, now, { timeZone })` (the Open now
 *   filter) and `closingMinutes(hours, now, { timeZone })` (Closing latest: minutes until an open place closes, null
 *   when it is closed; sort open places by it, largest first, closed ones after); `expandHours(compact)`;
 *   `cityDate(now, timeZone)`, `cityWeekday(now, timeZone)`. In components get it from {@link useOpenRule}; tests
 *   and build code may import it directly.
 * - **`./opening-hours.server`** (build time and server): `openingHoursError` (the place schema's check),
 *   `compactHours`, and `openingHoursFromWeek` (the earlier weekday texts of `./parse-hours` in the syntax).
 *
 * @example
 * const rule = useOpenRule(filters.open);   // undefined until loaded
 * const now = useMinuteClock();             // null until after hydration
 * const open = rule && now ? places.filter((place) => rule.isOpenAt(rule.expandHours(place.openingHours), now, { timeZone: site.timeZone })) : [];
 */
export { closedText, weekdays, type DayIndex, type Weekday } from "#core/hours/days.ts";
export type { ClockTime, OpenState, OpenStateOptions, OpenStateText, OpenTone } from "#core/hours/open-state.ts";
export type {
  CompactHours,
  CompactWeek,
  DayHours,
  HoursCalendar,
  HoursWord,
  OpeningWeek,
  Span,
} from "#core/hours/hours-calendar.ts";
export type { CalendarDate, ZonedMoment } from "#core/hours/zoned-time.ts";
export { weeklyHours, type HoursRow } from "#core/hours/weekly-hours.ts";
export { loadOpenRule, useOpenRule, type OpenRule } from "./use-open-rule";
export { useMinuteClock } from "~/lib/minute-clock";
export { OpenStateLine } from "./open-state-line";
export { HoursTable } from "./hours-table";
