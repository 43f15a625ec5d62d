/**
 * What a page needs to answer "open now" in the browser, as one lazily loaded chunk ({@link loadOpenRule}):
 * the rule, its words, the list helpers and the compact hours' reader. Pages load it after hydration, so
 * none of it weighs on first-load JavaScript.
 */
export {
  cityDate,
  cityWeekday,
  closingMinutes,
  closingSoonMinutes,
  formatClockTime,
  isOpenAt,
  openState,
  openStateText,
} from "./open-state";
export { expandHours } from "./hours-calendar";
