import { describe, expect, it } from "vitest";
import { eventSchemaFor } from "#core/events/event-schema.server.ts";
import { eventSummary } from "#core/events/events.server.ts";
import { eventJsonLd } from "./event-json-ld";
import { googleCalendarUrl } from "./calendar-links";

const today = "2027-03-01";
const places = new Map([
  ["test-venue", { slug: "test-venue", name: "Test Venue", neighborhood: "Short North", address: "1 High St" }],
]);
const record = eventSchemaFor(today).parse({
  slug: "late-show",
  title: "Late show",
  kind: "music",
  place: "test-venue",
  start: "2027-03-13T22:00",
  end: "2027-03-14T02:00",
  repeat: { freq: "once" },
  price: "from $15",
  url: "https://example.com/tickets",
  status: "EventCancelled",
  soldOut: true,
  organizer: { name: "Test Promoter" },
  performers: ["The Testers"],
  sources: [{ publisher: "Test Venue", title: "Calendar", url: "https://example.com/calendar" }],
  checkedOn: today,
});
const summary = eventSummary(record, today, places);

describe("schema.org Event JSON-LD (decision 073)", () => {
  const jsonLd = eventJsonLd(record, summary, summary.occurrences[0]!);

  it("says a cancelled event is cancelled and keeps its date, with the offset", () => {
    expect(jsonLd).toMatchObject({
      "@type": "Event",
      name: "Late show",
      startDate: "2027-03-13T22:00-05:00",
      // 2 AM does not exist on the spring-forward night: the end is the same instant, 3 AM EDT.
      endDate: "2027-03-14T03:00-04:00",
      eventStatus: "https://schema.org/EventCancelled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    });
  });

  it("gives the place with its address, the offer's price, currency and sold out, the organizer and performer", () => {
    expect(jsonLd.location).toMatchObject({
      "@type": "Place",
      name: "Test Venue",
      address: {
        "@type": "PostalAddress",
        streetAddress: "1 High St",
        addressLocality: "Columbus",
        addressRegion: "OH",
      },
    });
    expect(jsonLd.offers).toMatchObject({
      price: "15",
      priceCurrency: "USD",
      availability: "https://schema.org/SoldOut",
      url: "https://example.com/tickets",
    });
    expect(jsonLd.organizer).toEqual({ "@type": "Organization", name: "Test Promoter" });
    expect(jsonLd.performer).toEqual([{ "@type": "PerformingGroup", name: "The Testers" }]);
  });
});

describe("Add to Google Calendar (decision 074)", () => {
  it("writes the date in UTC with Z, without ctz", () => {
    const url = new URL(
      googleCalendarUrl("Late show", summary.occurrences[0]!, "Test Venue, 1 High St", "https://x/e"),
    );
    expect(url.searchParams.get("dates")).toBe("20270314T030000Z/20270314T070000Z");
    expect(url.searchParams.get("ctz")).toBeNull();
    expect(url.searchParams.get("text")).toBe("Late show");
  });
});
