import { afterAll, describe, expect, it } from "vitest";
import { calendarDate } from "../../../core/hours/hours-calendar";
import { currentGuide, setGuide } from "../../../core/places/guide.server";
import { isListed } from "../../../core/places/place-schema";
import { getListedSummaries } from "../../../core/places/places.server";
import { oldHoursCount, oldHoursText } from "./hours-unknown-note";

const noun = { one: "Restaurant", other: "Restaurants" };

describe("Open now's count of results with hours older than a year (decision 068)", () => {
  it("counts the cards the build marked oldHours", () => {
    expect(oldHoursCount([{ oldHours: true }, {}, { oldHours: true }])).toBe(2);
    expect(oldHoursCount([{}, {}])).toBe(0);
  });
  it("says how many of the results, in the list's own noun", () => {
    expect(oldHoursText(2, noun)).toBe("2 of these restaurants have hours not confirmed for over a year.");
    expect(oldHoursText(1, noun)).toBe("1 of these restaurants has hours not confirmed for over a year.");
  });
});

describe("the build marks a card oldHours by its hours' last confirmation (decision 068)", () => {
  const saved = currentGuide();
  afterAll(() => void setGuide(saved));

  it("over a year before the build's date: marked; within the year, by the editors or the owner: not", () => {
    const [first, second, third] = saved.places.filter(isListed);
    setGuide({
      ...saved,
      hoursReadOn: calendarDate("2026-11-29"),
      places: [
        { ...first!, checkedOn: "2025-11-01" },
        { ...second!, checkedOn: "2025-11-01", hoursConfirmed: { by: "owner", on: "2026-10-01" } },
        { ...third!, checkedOn: "2026-11-22" },
      ],
    });
    const cards = getListedSummaries();
    expect(cards.map((card) => [card.slug, card.oldHours])).toEqual([
      [first!.slug, true],
      [second!.slug, undefined],
      [third!.slug, undefined],
    ]);
  });
});
