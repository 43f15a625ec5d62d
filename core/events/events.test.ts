import { describe, expect, it } from "vitest";
import { eventIssueText, eventSchemaFor, type EventInput } from "./event-schema.server";
import { calendarDate } from "../hours/hours-calendar";
import { readPlaces, setGuide } from "../places/guide.server";
import { eventSummary, type EventPlace } from "./events.server";
import { guideEvents } from "./guide-events.server";
import { eventDates, upcomingDates } from "./recurrence.server";
import { cityNight, nightOf, occurrenceText, whenSection, type Occurrence } from "./occurrence";

const today = "2026-11-29";

const base: EventInput = {
  slug: "friday-jazz",
  title: "Friday jazz",
  kind: "music",
  place: "test-venue",
  start: "2026-12-04T21:00",
  end: "2026-12-05T01:00",
  repeat: { freq: "weekly", days: ["FR"] },
  until: "2027-05-28",
  sources: [{ publisher: "Test Venue", title: "Calendar", url: "https://example.com/calendar" }],
  checkedOn: today,
};

function refusal(record: unknown): string {
  const result = eventSchemaFor(today).safeParse(record);
  expect(result.success).toBe(false);
  return result.success ? "" : eventIssueText(result.error);
}

describe("the event schema refuses bad input naming the field (decision 073)", () => {
  it("takes a good weekly event and defaults its status to scheduled", () => {
    const event = eventSchemaFor(today).parse(base);
    expect(event.status).toBe("EventScheduled");
  });

  it("refuses an end before the start", () => {
    expect(refusal({ ...base, end: "2026-12-04T20:00" })).toMatch(/^end: must be after the start/);
  });

  it("refuses a repetition that never occurs", () => {
    // No last Saturday of a month falls from Tuesday 1 December to Thursday 3 December.
    expect(
      refusal({
        ...base,
        start: "2026-12-01T21:00",
        end: "2026-12-01T23:00",
        until: "2026-12-03",
        repeat: { freq: "monthly", nth: -1, day: "SA" },
      }),
    ).toMatch(/^repeat: never falls/);
  });

  it("refuses a date more than two years away", () => {
    expect(
      refusal({
        ...base,
        repeat: { freq: "once" },
        until: undefined,
        start: "2029-01-05T21:00",
        end: "2029-01-05T23:00",
      }),
    ).toMatch(/^start: must be within two years/);
    expect(refusal({ ...base, until: "2029-01-01" })).toMatch(/until: must be within two years/);
  });

  it("refuses a link other than http(s)", () => {
    expect(refusal({ ...base, url: "javascript:alert(1)" })).toMatch(/^url: must be an http\(s\) URL/);
  });

  it("refuses a title of markup", () => {
    expect(refusal({ ...base, title: "<img src=x onerror=alert(1)>" })).toMatch(/^title: must not contain markup/);
  });

  it("refuses a repeating event without an until, and takes one that starts in the hour daylight saving skips", () => {
    expect(refusal({ ...base, until: undefined })).toMatch(/^until: a repeating event needs/);
    const late = {
      ...base,
      start: "2027-03-07T02:30",
      end: "2027-03-07T04:00",
      repeat: { freq: "weekly", days: ["SU"] },
    };
    expect(eventSchemaFor(today).safeParse(late).success).toBe(true);
  });

  it("refuses an event at both a place and a venue, and a price it cannot read", () => {
    expect(refusal({ ...base, venue: { name: "A", address: "1 High St", neighborhood: "Downtown" } })).toMatch(
      /^place:/,
    );
    expect(refusal({ ...base, price: "cheap" })).toMatch(/^price:/);
  });
});

describe("an event's dates in Columbus time (decision 073)", () => {
  it("gives the first Saturday of each month at 9 PM across the daylight-saving change, whatever the host's zone", () => {
    const dates = eventDates(
      {
        start: "2027-02-06T18:00",
        end: "2027-02-06T22:00",
        repeat: { freq: "monthly", nth: 1, day: "SA" },
        until: "2027-05-31",
      },
      "2027-02-01",
      "2027-05-31",
    );
    expect(dates.map((date) => date.start)).toEqual([
      "2027-02-06T18:00-05:00",
      "2027-03-06T18:00-05:00",
      "2027-04-03T18:00-04:00",
      "2027-05-01T18:00-04:00",
    ]);
    expect(dates[2]?.end).toBe("2027-04-03T22:00-04:00");
  });

  it("keeps a show's wall-clock end on the night the clocks change, and its night is the night it started", () => {
    // The clocks go forward at 2 AM on 2027-03-14: a 10 PM - 3 AM show ends at 3 AM on the wall, now -04:00.
    const [show] = eventDates(
      { start: "2027-03-13T22:00", end: "2027-03-14T03:00", repeat: { freq: "once" } },
      "2027-03-13",
      "2027-03-13",
    );
    expect(show).toEqual({ night: "2027-03-13", start: "2027-03-13T22:00-05:00", end: "2027-03-14T03:00-04:00" });
    expect(nightOf("2027-03-14T01:30")).toBe("2027-03-13");
  });

  it("moves a start the clock skips forward by the gap, as RFC 5545 reads it, and keeps the series' own time", () => {
    // The clocks go from 2:00 to 3:00 AM on Sunday 2027-03-14: 2:30 AM does not exist that day.
    const weekly = { end: "2027-03-07T04:00", repeat: { freq: "weekly", days: ["SU"] }, until: "2027-03-28" } as const;
    const dates = eventDates({ ...weekly, start: "2027-03-07T02:30" }, "2027-03-01", "2027-03-28");
    expect(dates).toEqual([
      { night: "2027-03-06", start: "2027-03-07T02:30-05:00", end: "2027-03-07T04:00-05:00" },
      { night: "2027-03-13", start: "2027-03-14T03:30-04:00", end: "2027-03-14T05:00-04:00" },
      { night: "2027-03-20", start: "2027-03-21T02:30-04:00", end: "2027-03-21T04:00-04:00" },
      { night: "2027-03-27", start: "2027-03-28T02:30-04:00", end: "2027-03-28T04:00-04:00" },
    ]);
    // A series whose first start is the skipped one keeps 2:30 after it.
    const first = eventDates(
      { ...weekly, start: "2027-03-14T02:30", end: "2027-03-14T04:00" },
      "2027-03-01",
      "2027-03-28",
    );
    expect(first.map((date) => date.start)).toEqual([
      "2027-03-14T03:30-04:00",
      "2027-03-21T02:30-04:00",
      "2027-03-28T02:30-04:00",
    ]);
    // A one-off likewise; a time shown twice (1:30 AM on 2027-11-07) is the first of the two, EDT.
    expect(
      eventDates(
        { start: "2027-03-14T02:15", end: "2027-03-14T03:15", repeat: { freq: "once" } },
        "2027-03-13",
        "2027-03-14",
      ),
    ).toEqual([{ night: "2027-03-13", start: "2027-03-14T03:15-04:00", end: "2027-03-14T04:15-04:00" }]);
    expect(
      eventDates(
        { start: "2027-11-07T01:30", end: "2027-11-07T02:30", repeat: { freq: "once" } },
        "2027-11-06",
        "2027-11-07",
      )[0]?.start,
    ).toBe("2027-11-07T01:30-04:00");
  });

  it("leaves out the dates in except and those after until", () => {
    const dates = eventDates(
      { ...base, repeat: { freq: "weekly", days: ["FR"] }, until: "2026-12-25", except: ["2026-12-18"] } as never,
      "2026-12-01",
      "2027-01-31",
    );
    expect(dates.map((date) => date.night)).toEqual(["2026-12-04", "2026-12-11", "2026-12-25"]);
  });

  it("shows the next 60 days of a repeating event, and a festival still on", () => {
    const weekly = upcomingDates(base as never, "2026-12-01");
    expect(weekly[0]?.night).toBe("2026-12-04");
    expect(weekly.at(-1)!.night <= "2027-01-30").toBe(true);
    expect(weekly.length).toBe(9);
    // Last night's show, over at 1 AM, is not among them on the next day.
    const lateShow = { start: "2026-11-28T19:00", end: "2026-11-29T01:00", repeat: { freq: "once" } } as const;
    expect(upcomingDates(lateShow, "2026-11-29")).toEqual([]);
    const festival = upcomingDates(
      { start: "2027-06-04T11:00", end: "2027-06-06T18:00", repeat: { freq: "once" } },
      "2027-06-05",
    );
    expect(festival).toHaveLength(1);
  });
});

describe("tonight, this weekend and the next 7 days (decision 073)", () => {
  const at = (iso: string) => new Date(iso);
  const show = (night: string, start: string, end: string): Occurrence => ({ night, start, end });

  it("counts a show past midnight as tonight's until it ends", () => {
    const late = show("2026-12-05", "2026-12-05T22:00-05:00", "2026-12-06T02:00-05:00");
    expect(whenSection(late, at("2026-12-05T22:00-05:00"))).toBe("tonight");
    expect(whenSection(late, at("2026-12-06T01:30-05:00"))).toBe("tonight");
    expect(whenSection(late, at("2026-12-06T02:00-05:00"))).toBeNull();
    expect(cityNight(at("2026-12-06T01:30-05:00"))).toBe("2026-12-05");
  });

  it("puts Friday to Sunday in this weekend from a Tuesday, later nights of the week in the next 7 days", () => {
    const tuesday = at("2026-12-01T12:00-05:00");
    expect(whenSection(show("2026-12-03", "2026-12-03T20:00-05:00", "2026-12-03T23:00-05:00"), tuesday)).toBe("week");
    expect(whenSection(show("2026-12-04", "2026-12-04T20:00-05:00", "2026-12-04T23:00-05:00"), tuesday)).toBe(
      "weekend",
    );
    expect(whenSection(show("2026-12-06", "2026-12-06T20:00-05:00", "2026-12-06T23:00-05:00"), tuesday)).toBe(
      "weekend",
    );
    expect(whenSection(show("2026-12-08", "2026-12-08T20:00-05:00", "2026-12-08T23:00-05:00"), tuesday)).toBe("week");
    expect(whenSection(show("2026-12-09", "2026-12-09T20:00-05:00", "2026-12-09T23:00-05:00"), tuesday)).toBe("later");
  });

  it("on a Saturday, Sunday is this weekend and a festival's second day is tonight", () => {
    const saturday = at("2027-06-05T20:00-04:00");
    expect(whenSection(show("2027-06-06", "2027-06-06T12:00-04:00", "2027-06-06T18:00-04:00"), saturday)).toBe(
      "weekend",
    );
    expect(whenSection(show("2027-06-04", "2027-06-04T11:00-04:00", "2027-06-06T18:00-04:00"), saturday)).toBe(
      "tonight",
    );
  });

  it("writes a date and its times as the page shows them", () => {
    expect(occurrenceText(show("2026-12-05", "2026-12-05T21:00-05:00", "2026-12-06T02:00-05:00"))).toBe(
      "Sat, Dec 5 · 9 PM - 2 AM",
    );
    expect(occurrenceText(show("2027-06-04", "2027-06-04T11:00-04:00", "2027-06-06T18:00-04:00"))).toBe(
      "Fri, Jun 4 11 AM - Sun, Jun 6 6 PM",
    );
  });
});

describe("the seed events in content/events (decision 073)", () => {
  it("pass the schema, and the Gallery Hop falls on each first Saturday, 4 to 10 PM", async () => {
    const { readEvents } = await import("./events.server");
    const events = readEvents(today, new Set());
    const hop = events.find((event) => event.slug === "short-north-gallery-hop");
    expect(hop).toBeDefined();
    const dates = upcomingDates(hop!, today);
    expect(dates.map((date) => date.start)).toEqual(["2026-12-05T16:00-05:00", "2027-01-02T16:00-05:00"]);
  });
});

/** decision 094: a place of the guide as events need it, and a weekly show there. */
const places = new Map<string, EventPlace>([
  ["test-venue", { slug: "test-venue", name: "Test Venue", neighborhood: "Short North", address: "1 High St" }],
]);
const weekly = eventSchemaFor(today).parse(base);

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
