import { describe, expect, it } from "vitest";
import { calendarDate } from "../hours/hours-calendar";
import { readPlaces, setGuide } from "../places/guide.server";
import { eventSchemaFor } from "./event-schema.server";
import { eventSummary, type EventPlace } from "./events.server";
import { guideEvents } from "./guide-events.server";
import { upcomingDates } from "./recurrence.server";

const places = new Map<string, EventPlace>([
  ["test-venue", { slug: "test-venue", name: "Test Venue", neighborhood: "Short North", address: "1 High St" }],
]);

const weekly = eventSchemaFor("2026-11-29").parse({
  slug: "friday-jazz",
  title: "Friday jazz",
  kind: "music",
  place: "test-venue",
  start: "2026-12-04T21:00",
  end: "2026-12-05T01:00",
  repeat: { freq: "weekly", days: ["FR"] },
  until: "2027-05-28",
  sources: [{ publisher: "Test Venue", title: "Calendar", url: "https://example.com/calendar" }],
  checkedOn: "2026-11-29",
});

describe("an event's dates, expanded once per record and day (the publisher's guide at 20,000 events)", () => {
  it("gives the same dates as the rule for the day, and the next day's when the day moves on", () => {
    const first = eventSummary(weekly, "2026-11-29", places);
    expect(first.occurrences).toEqual(upcomingDates(weekly, "2026-11-29"));
    // A new guide on the same day (another place's change) reads the dates already expanded.
    expect(eventSummary(weekly, "2026-11-29", places).occurrences).toBe(first.occurrences);
    // The daily renewal: a week later the first Friday has passed and a later one has come into the 60 days.
    const later = eventSummary(weekly, "2026-12-06", places);
    expect(later.occurrences).toEqual(upcomingDates(weekly, "2026-12-06"));
    expect(later.occurrences[0]?.night).toBe("2026-12-11");
    expect(later.occurrences.at(-1)?.night).not.toBe(first.occurrences.at(-1)?.night);
  });

  it("expands a changed record again (an editor's change loads a new record)", () => {
    const before = eventSummary(weekly, "2026-11-29", places);
    const moved = { ...weekly, repeat: { freq: "weekly" as const, days: ["SA" as const] } };
    const after = eventSummary(moved, "2026-11-29", places);
    expect(after.occurrences).toEqual(upcomingDates(moved, "2026-11-29"));
    expect(after.occurrences[0]?.night).not.toBe(before.occurrences[0]?.night);
  });
});

describe("the guide's events across publishes (a new guide for every change)", () => {
  const places = readPlaces();
  const [venue, other] = places.filter((place) => place.status !== "closed");
  const at = (slug: string, record = weekly) => ({ ...record, slug, place: venue!.slug });
  const guide = (changed: typeof places, events: (typeof weekly)[]) =>
    setGuide({
      places: changed,
      hoursReadOn: calendarDate("2026-11-29"),
      historyOf: () => [],
      reviewsOf: () => [],
      reviewTally: [],
      events,
    });

  it("keeps the sorted events when another place changed, and makes them again when an event or its place did", () => {
    const events = [at("friday-jazz"), at("saturday-jazz", { ...weekly, repeat: { freq: "weekly", days: ["SA"] } })];
    guide(places, events);
    const first = guideEvents().summaries;
    expect(first.map((event) => event.slug)).toEqual(["friday-jazz", "saturday-jazz"]);

    // Another place's hours changed: a new guide, the same events.
    guide(
      places.map((place) => (place.id === other!.id ? { ...place, hours: "Mo-Su 11:00-22:00" } : place)),
      events,
    );
    expect(guideEvents().summaries).toBe(first);

    // The venue renamed: its events say so.
    guide(
      places.map((place) => (place.id === venue!.id ? { ...place, name: `${venue!.name} Renamed` } : place)),
      events,
    );
    expect(guideEvents().summaries).not.toBe(first);
    expect(guideEvents().summaries.map((event) => event.where.name)).toEqual([
      `${venue!.name} Renamed`,
      `${venue!.name} Renamed`,
    ]);

    // An event moved to Thursdays from December 3 (a new record): it comes first now.
    const moved = {
      ...events[1]!,
      start: "2026-12-03T21:00",
      end: "2026-12-04T01:00",
      repeat: { freq: "weekly" as const, days: ["TH" as const] },
    };
    guide(places, [events[0]!, moved]);
    expect(guideEvents().summaries.map((event) => event.slug)).toEqual(["saturday-jazz", "friday-jazz"]);
  });
});
