/**
 * Decision 085: what a search result of an event says of its dates. The search file carries an event's next dates
 * as of the day it was written (renewed daily); the browser picks the first not yet over at its own minute, and says
 * it as the event pages do ("Sat, Dec 5 · 9 PM - 2 AM"). Loaded with the search engine, never with a page.
 */
import type { SearchEvent } from "./match";
import { nightOf, occurrenceText, type Occurrence } from "#core/events/occurrence.ts";

/** The first of an event's dates not over at `now`, or undefined when every one is (the file is a day old). */
export function nextEventDate(event: SearchEvent, now: Date): Occurrence | undefined {
  const date = event.dates.find(([, end]) => Date.parse(end) > now.getTime());
  return date && { night: nightOf(date[0].slice(0, 16)), start: date[0], end: date[1] };
}

/** "Next: Sat, Dec 5 · 9 PM - 2 AM", or "No dates ahead" when every date the file carries is over at `now`. */
export function eventWhenText(event: SearchEvent, now: Date): string {
  const next = nextEventDate(event, now);
  return next ? `Next: ${occurrenceText(next)}` : "No dates ahead";
}
