/**
 * Opening hours and "open now" (product §11): the public entry of `app/features/hours` for pages and components.
 *
 * The model (types below): a place's `hours` record reads as a week Monday first (`OpeningWeek`, `null` = the
 * hours are not known). Each day is its spans `{ day: 0-6 (Monday = 0), opens, closes }` in minutes since the
 * start of the day the span belongs to (a span past midnight belongs to the day it starts and has
 * `closes > 1440`: Friday "8:00 PM - 2:00 AM" = 1200..1560; `[]` = 'Closed') or a named special case
 * ('Open 24 hours', 'Sunrise to Sunset', 'Tours by appointment', 'Game days only', 'Varies with shows').
 * Card summaries carry it compactly (`PlaceSummary.openingHours`, a `CompactWeek`).
 *
 * Three doors, so that no page's first-load JavaScript carries more than its cards draw:
 * - **This entry** (browser): {@link useMinuteClock} (the page's one clock: null until after hydration, then
 *   the time, each minute), {@link useOpenRule} / {@link loadOpenRule} (the rule below as a chunk loaded after
 *   hydration), {@link OpenStateLine} (a card's or place page's state line), {@link HoursTable}, {@link weeklyHours}.
 * - **`./open-rule`** (the rule, pure): `openState(week, now, { timeZone: site.timeZone, sunTimes })` and its words
 *   `openStateText(state).text` ("Open now · Closes 10 PM", "Closes soon · 9:45 PM", "Closed · Opens Tue 11 AM",
 *   "Open 24 hours", "Hours vary", "By appointment"); for lists `isOpenAt(week, now, { timeZone })` (the Open now filter) and
 *   `closingMinutes(week, now, { timeZone })` (Closing latest: minutes until an open place closes, null when it is closed; sort
 *   open places by it, largest first, closed ones after); `expandWeek(compact)`; `cityWeekday(now, timeZone)`.
 *   In components get it from {@link useOpenRule}; tests and build code may import it directly.
 * - **`./parse-hours`** (build time): `parseHoursText` (the place schema's check), `parseOpeningHours`,
 *   `compactWeek`. `./sun-times` has Columbus's sunrise and sunset (suncalc), loaded only where needed
 *   ({@link useSunTimes}).
 *
 * @example
 * const rule = useOpenRule(filters.open);   // undefined until loaded
 * const now = useMinuteClock();             // null until after hydration
 * const open = rule && now ? places.filter((place) => rule.isOpenAt(rule.expandWeek(place.openingHours), now, { timeZone: site.timeZone })) : [];
 */
export { closedText, weekdays, type DayIndex, type Weekday } from "./days";
export type { CompactWeek, DayHours, OpeningWeek, ParsedHoursText, Span, SpecialCase } from "./parse-hours";
export type { ClockTime, OpenState, OpenStateOptions, OpenStateText, OpenTone, SunTimesFn } from "./open-state";
export type { CalendarDate, ZonedMoment } from "./zoned-time";
export { weeklyHours, type HoursRow } from "./weekly-hours";
export { loadOpenRule, loadSunTimes, useOpenRule, useSunTimes, type OpenRule } from "./use-open-rule";
export { subscribeMinuteClock, useMinuteClock } from "./minute-clock";
export { OpenStateLine } from "./open-state-line";
export { HoursTable } from "./hours-table";
