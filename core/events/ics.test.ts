import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { eventsCalendar, type CalendarEvent } from "./ics.server";
import { eventDates } from "./recurrence.server";

const hop: CalendarEvent = {
  slug: "gallery-hop",
  title: "Gallery Hop",
  description:
    "Galleries open their new shows; a long line of text that must be folded at seventy-five octets by the writer.",
  location: "Short North Arts District, High Street, Columbus, OH",
  url: "https://example.com/events/gallery-hop",
  status: "EventScheduled",
  occurrences: eventDates(
    {
      start: "2027-02-06T16:00",
      end: "2027-02-06T22:00",
      repeat: { freq: "monthly", nth: 1, day: "SA" },
      until: "2027-04-30",
    },
    "2027-01-01",
    "2027-04-30",
  ),
};
const cancelled: CalendarEvent = {
  slug: "late-show",
  title: "Late show",
  location: "Test Venue, 1 High St",
  url: "https://example.com/events/late-show",
  status: "EventCancelled",
  occurrences: [{ night: "2027-03-13", start: "2027-03-13T22:00-05:00", end: "2027-03-14T03:00-04:00" }],
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent)) };
}

describe("iCalendar feeds of events (RFC 5545, decision 074)", () => {
  const text = eventsCalendar([hop, cancelled], {
    name: "Events",
    host: "example.com",
    stamp: new Date("2026-11-29T12:00:00Z"),
  });

  it("parse back with the same events, at the same instants, in America/New_York", () => {
    const { calendar, events } = parse(text);
    expect(events.map((event) => event.summary)).toEqual([
      "Gallery Hop",
      "Gallery Hop",
      "Cancelled: Late show",
      "Gallery Hop",
    ]);
    const starts = events.map((event) => event.startDate.toJSDate().toISOString());
    expect(starts).toEqual([
      "2027-02-06T21:00:00.000Z",
      "2027-03-06T21:00:00.000Z",
      "2027-03-14T03:00:00.000Z",
      "2027-04-03T20:00:00.000Z",
    ]);
    expect(events[2]?.endDate.toJSDate().toISOString()).toBe("2027-03-14T07:00:00.000Z");
    expect(events.every((event) => event.startDate.zone.tzid === "America/New_York")).toBe(true);
    const vtimezones = calendar.getAllSubcomponents("vtimezone");
    expect(vtimezones.map((zone) => zone.getFirstPropertyValue("tzid"))).toEqual(["America/New_York"]);
  });

  it("keeps a cancelled date with STATUS:CANCELLED, and stable UIDs", () => {
    const { events } = parse(text);
    expect(events[2]?.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(events.map((event) => event.uid)).toEqual([
      "gallery-hop-20270206@example.com",
      "gallery-hop-20270306@example.com",
      "late-show-20270313@example.com",
      "gallery-hop-20270403@example.com",
    ]);
  });

  it("ends lines in CRLF, folds them at 75 octets, and stamps in UTC", () => {
    const lines = text.split("\r\n");
    expect(text.replaceAll("\r\n", "").includes("\n")).toBe(false);
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(
      lines.filter((line) => line.startsWith("DTSTAMP")).every((line) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(line)),
    ).toBe(true);
    expect(lines).toContain("DTSTART;TZID=America/New_York:20270206T160000");
  });
});
