import type { Occurrence } from "#core/events/occurrence.ts";

/**
 * "Add to calendar" links made at build time (decision 074): Google Calendar's event template with the date in UTC
 * (`dates=20261205T210000Z/20261206T030000Z`, no `ctz`: it breaks on Android, spatie/calendar-links#198), and the
 * event's own `.ics` for every other calendar program.
 */
function utcStamp(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** A Google Calendar link that opens a new event with the title, the date, where and a link back. */
export function googleCalendarUrl(title: string, occurrence: Occurrence, location: string, details: string): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: title,
    dates: `${utcStamp(occurrence.start)}/${utcStamp(occurrence.end)}`,
    location,
    details,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** The path of an event's own calendar file. */
export const eventIcsPath = (slug: string) => `/events/${slug}/event.ics`;

/** The path of a place's feed. */
export const placeIcsPath = (placeSlug: string) => `/place/${placeSlug}/events.ics`;
