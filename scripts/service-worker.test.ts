import { describe, expect, it } from "vitest";
import { withinBudget } from "./service-worker";

/** Decision 025: the precache keeps every fixed file, then place and neighborhood pages by rank while they fit. */
describe("the precache budget", () => {
  const ranks = new Map([
    ["/place/b", 0],
    ["/place/a", 1],
    ["/restaurants/short-north", 2],
  ]);
  const rankOf = (page: string) => ranks.get(page);
  const entries = [
    { url: "/", size: 100 },
    { url: "/assets/app.js", size: 300 },
    { url: "/place/a", size: 50 },
    { url: "/place/a.data", size: 10 },
    { url: "/place/b", size: 50 },
    { url: "/place/b.data", size: 10 },
    { url: "/restaurants/short-north", size: 40 },
    { url: "/restaurants/short-north.data", size: 5 },
  ];
  const urls = (kept: { url: string }[]) => kept.map((entry) => entry.url);

  it("keeps everything when everything fits", () => {
    const { kept, complete } = withinBudget(entries, rankOf, 565);
    expect(urls(kept)).toEqual(urls(entries));
    expect(complete).toBe(true);
  });

  it("past the budget, takes pages in rank order, each with its data, and keeps the files' order", () => {
    const { kept, complete } = withinBudget(entries, rankOf, 400 + 60 + 59);
    expect(urls(kept)).toEqual(["/", "/assets/app.js", "/place/b", "/place/b.data"]);
    expect(complete).toBe(false);
  });

  it("never drops a file that is not a ranked page, even over the budget", () => {
    const { kept } = withinBudget(entries, rankOf, 10);
    expect(urls(kept)).toEqual(["/", "/assets/app.js"]);
  });
});
