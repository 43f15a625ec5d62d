import { city } from "../city";

/** The city's date of an instant, `YYYY-MM-DD` (the date of the sources the guide writes, decision 050). */
export function columbusDate(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: city.timeZone }).format(now);
}
