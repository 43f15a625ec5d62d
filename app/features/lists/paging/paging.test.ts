import { describe, expect, test } from "vitest";
import { listPageSize, pageCount, pageOf, pagerNumbers, pageSearch } from "./paging";

const list = Array.from({ length: 60 }, (_, i) => i + 1);

describe("pageOf (product §15.2)", () => {
  test("cuts the list into pages of listPageSize, the last one shorter", () => {
    expect(listPageSize).toBeGreaterThanOrEqual(2);
    expect(pageOf(list, 1, 24)).toEqual({ items: list.slice(0, 24), page: 1, pages: 3 });
    expect(pageOf(list, 2, 24).items).toEqual(list.slice(24, 48));
    expect(pageOf(list, 3, 24).items).toEqual(list.slice(48));
    expect(pageOf(list, 1).items).toHaveLength(Math.min(listPageSize, 60));
  });
  test("a page past the end shows the last page, below 1 or not a number the first", () => {
    expect(pageOf(list, 9, 24).page).toBe(3);
    expect(pageOf(list, 0, 24).page).toBe(1);
    expect(pageOf(list, Number.NaN, 24).page).toBe(1);
  });
  test("an empty list is one empty page", () => {
    expect(pageOf([], 2)).toEqual({ items: [], page: 1, pages: 1 });
    expect(pageCount(0)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
    expect(pageCount(5, 2)).toBe(3);
  });
});

describe("pageSearch", () => {
  test("keeps the other parameters and leaves page 1 out", () => {
    const params = new URLSearchParams("rating=4.5&page=3&sort=name");
    expect(pageSearch(params, 2)).toBe("?rating=4.5&page=2&sort=name");
    expect(pageSearch(params, 1)).toBe("?rating=4.5&sort=name");
    expect(pageSearch(new URLSearchParams("page=2"), 1)).toBe("");
    expect(pageSearch(new URLSearchParams(), 4)).toBe("?page=4");
  });
});

describe("pagerNumbers", () => {
  test("first, last and the neighbours of the current page, gaps as null", () => {
    expect(pagerNumbers(1, 1)).toEqual([1]);
    expect(pagerNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pagerNumbers(5, 12)).toEqual([1, null, 4, 5, 6, null, 12]);
    expect(pagerNumbers(2, 12)).toEqual([1, 2, 3, null, 12]);
    expect(pagerNumbers(12, 12)).toEqual([1, null, 11, 12]);
  });
});
