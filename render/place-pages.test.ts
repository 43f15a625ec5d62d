import { describe, expect, it } from "vitest";
import { placePagePaths, prerenderedPlaces } from "./place-page-paths";
import { pathList } from "./renderer";

describe("which process renders which place page (npm run build, step 2)", () => {
  it("gives React Router the first place's two pages, and the build's processes every other place's", () => {
    const places = [{ slug: "north-market" }, { slug: "lindeys" }, { slug: "the-refectory" }];
    expect(prerenderedPlaces(places).flatMap((place) => placePagePaths(place.slug))).toEqual([
      "/place/north-market",
      "/place/north-market/history",
    ]);
    expect(prerenderedPlaces([])).toEqual([]);
  });
});

describe("the paths a renderer may render (pathList)", () => {
  it("answers React Router's includes for its paths only, and is still the list", () => {
    const paths = Array.from({ length: 100_000 }, (_, index) => `/place/p-${index}`);
    const list = pathList(paths);
    expect(list.includes("/place/p-99999")).toBe(true);
    expect(list.includes("/place/p-100000")).toBe(false);
    expect(list.includes("/place/p-99999/")).toBe(false);
    expect(list).toHaveLength(100_000);
    expect([...list].slice(0, 2)).toEqual(["/place/p-0", "/place/p-1"]);
  });
});
