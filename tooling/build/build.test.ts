import path from "node:path";
import { describe, expect, it } from "vitest";
import { announcedFile } from "./build";
import { isResourceDataTwin } from "./postbuild";

describe("the files the pre-render says it wrote (npm run build, step 1)", () => {
  it("reads a page, a page's data file and a resource route's file from React Router's log, coloured or not", () => {
    expect(
      announcedFile("Prerender (html): /place/north-market -> build/client/place/north-market/index.html"),
    ).toEqual({
      name: path.join("place", "north-market", "index.html"),
      page: true,
    });
    expect(
      announcedFile("Prerender (html): SPA Fallback -> \u001b[1mbuild/client/__spa-fallback.html\u001b[22m"),
    ).toEqual({ name: "__spa-fallback.html", page: true });
    expect(announcedFile("Prerender (data): /place/north-market -> build/client/place/north-market.data")).toEqual({
      name: path.join("place", "north-market.data"),
      page: false,
    });
    expect(announcedFile("Prerender (resource): /sitemap.xml -> build/client/sitemap.xml")).toEqual({
      name: "sitemap.xml",
      page: false,
    });
  });

  it("names nothing for any other line, or for a file outside build/client", () => {
    for (const line of [
      "✓ built in 1m 49s",
      "build/client/assets/app-abc.js  12.3 kB",
      "Prerender (html): /x -> ../elsewhere/index.html",
      "",
    ]) {
      expect(announcedFile(line), line).toBeUndefined();
    }
  });

  it("tells a resource route's .data twin, which nothing fetches, from a page's data file", () => {
    for (const name of ["sitemap.xml.data", "robots.txt.data", "data/lists/restaurants-0.json.data"])
      expect(isResourceDataTwin(name), name).toBe(true);
    for (const name of ["_root.data", "place/north-market.data", "restaurants/short-north.data", "about.data"])
      expect(isResourceDataTwin(name), name).toBe(false);
  });
});
