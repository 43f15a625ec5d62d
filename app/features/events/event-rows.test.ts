import { describe, expect, it } from "vitest";
import type { EventSummary } from "#core/events/events.server.ts";
import { eventRows } from "./event-rows";

/** A one-date summary at 9 PM-ish on a Friday, with the given title and start (ISO with offset). */
function summary(title: string, start: string): EventSummary {
  return {
    slug: title,
    title,
    kind: "music",
    where: { name: "Test Venue", neighborhood: "Short North", placeSlug: "test-venue" },
    free: false,
    status: "EventScheduled",
    soldOut: false,
    occurrences: [{ night: start.slice(0, 10), start, end: start }],
  };
}

describe("the rows of /events: soonest first, ties by title as localeCompare orders them", () => {
  it("orders dates by their instant across offsets, then titles by collation (case and accents)", () => {
    const rows = eventRows([
      summary("zydeco night", "2026-12-04T21:00-05:00"),
      summary("Émile trio", "2026-12-04T21:00-05:00"),
      summary("abba tribute", "2026-12-04T21:00-05:00"),
      summary("Early set", "2026-12-04T20:00-05:00"),
      // 21:30 in UTC-4 is 20:30 in UTC-5: before the 9 PM shows, after the 8 PM one.
      summary("Blues", "2026-12-04T21:30-04:00"),
    ]);
    expect(rows.map((row) => row.title)).toEqual(["Early set", "Blues", "abba tribute", "Émile trio", "zydeco night"]);
    expect(["zydeco night", "Émile trio", "abba tribute"].sort((a, b) => a.localeCompare(b))).toEqual([
      "abba tribute",
      "Émile trio",
      "zydeco night",
    ]);
  });
});
