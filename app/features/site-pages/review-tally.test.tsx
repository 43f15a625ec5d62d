// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { monthLabel, ReviewTally } from "./review-tally";
import { emptyMonth, type MonthTally } from "#core/reviews/tally.ts";

const november: MonthTally = {
  ...emptyMonth("2026-11"),
  received: [2, 0, 1, 3, 6],
  published: [1, 0, 1, 3, 4],
  removed: { ...emptyMonth("2026-11").removed, spam: [0, 0, 0, 0, 2], "not-first-hand": [1, 0, 0, 0, 0] },
};
const october: MonthTally = { ...emptyMonth("2026-10"), received: [0, 0, 0, 1, 0], published: [0, 0, 0, 1, 0] };

function render(tally: readonly MonthTally[]): Document {
  return new DOMParser().parseFromString(renderToStaticMarkup(<ReviewTally tally={tally} />), "text/html");
}

/** A table as a screen reader reads it: each row's header and cells, without what is hidden from it. */
function cells(table: Element): string[][] {
  for (const hidden of table.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return [...table.querySelectorAll("tr")].map((row) =>
    [...row.querySelectorAll("th, td")].map((cell) => cell.textContent ?? ""),
  );
}

describe("the monthly tally of /reviews-policy (product §19.9)", () => {
  it("shows one table a month, newest first, each captioned with the month and its totals", () => {
    const tables = [...render([november, october]).querySelectorAll("table")];
    expect(tables.map((table) => table.querySelector("caption")?.textContent)).toEqual([
      "November 2026: 12 received, 9 published, 3 removed",
      "October 2026: 1 received, 1 published, 0 removed",
    ]);
  });

  it("splits received, published and each ground's removals by stars, with the row's total", () => {
    const [table] = [...render([november, october]).querySelectorAll("table")];
    expect(cells(table!)).toEqual([
      ["Reviews", "1 star", "2 stars", "3 stars", "4 stars", "5 stars", "All"],
      ["Received", "2", "0", "1", "3", "6", "12"],
      ["Published", "1", "0", "1", "3", "4", "9"],
      ["Removed: Spam or advertising", "0", "0", "0", "0", "2", "2"],
      ["Removed: Conflict of interest", "0", "0", "0", "0", "0", "0"],
      ["Removed: Not a first-hand visit", "1", "0", "0", "0", "0", "1"],
      ["Removed: Hateful content or private information", "0", "0", "0", "0", "0", "0"],
    ]);
  });

  it("shows a phone's star columns as 1★ to 5★, hidden from screen readers, which read the words", () => {
    const [table] = [...render([november]).querySelectorAll("table")];
    const shown = [...table!.querySelectorAll("thead th")].map((th) => th.querySelector('[aria-hidden="true"]'));
    expect(shown.map((mark) => mark?.textContent ?? null)).toEqual([null, "★", "★", "★", "★", "★", null]);
  });

  it("gives every header its scope, and each table a focusable region named by its caption", () => {
    const document = render([november, october]);
    expect([...document.querySelectorAll("thead th")].every((th) => th.getAttribute("scope") === "col")).toBe(true);
    expect([...document.querySelectorAll("tbody th")].map((th) => th.getAttribute("scope"))).toEqual(
      Array(12).fill("row"),
    );
    const regions = [...document.querySelectorAll('[role="region"]')];
    expect(regions).toHaveLength(2);
    for (const region of regions) {
      expect(region.getAttribute("tabindex")).toBe("0");
      const caption = document.getElementById(region.getAttribute("aria-labelledby")!);
      expect(caption?.tagName).toBe("CAPTION");
      expect(region.contains(caption)).toBe(true);
    }
  });

  it("says the tally starts with the first review when there is none", () => {
    const document = render([]);
    expect(document.querySelector("table")).toBeNull();
    expect(document.body.textContent).toBe("No reviews yet: the tally starts with the first review.");
  });

  it("names months in words", () => {
    expect(monthLabel("2027-01")).toBe("January 2027");
  });
});
