/**
 * What a page needs to answer "open now" in the browser, as one lazily loaded chunk ({@link loadOpenRule}):
 * the rule, its words, the list helpers and the compact week's reader. Pages load it after hydration, so
 * none of it weighs on first-load JavaScript.
 */
export {
  cityWeekday,
  closingMinutes,
  closingSoonMinutes,
  formatClockTime,
  isOpenAt,
  needsSunTimes,
  openState,
  openStateText,
} from "./open-state";
export { expandWeek } from "./parse-hours";
