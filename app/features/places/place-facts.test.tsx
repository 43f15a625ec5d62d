// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { isOpenStreetMapSource } from "./facts";
import { PlaceSources } from "./place-facts";
import type { Place } from "#core/places/place-schema.ts";

const place: Pick<Place, "sources" | "checkedOn" | "slug" | "name"> = {
  slug: "a-place",
  name: "A Place",
  checkedOn: "2026-11-24",
  sources: [
    { publisher: "Columbus Monthly", title: "A review", url: "https://example.com/review", date: "2023-07-05" },
    {
      publisher: "OpenStreetMap contributors (ODbL)",
      title: "A Place on OpenStreetMap",
      url: "https://www.openstreetmap.org/node/900000000101",
      date: "2026-11-20",
    },
  ],
};

function sourcesHtml(): Document {
  const router = createMemoryRouter([{ path: "/", element: <PlaceSources place={place} /> }]);
  return new DOMParser().parseFromString(renderToStaticMarkup(<RouterProvider router={router} />), "text/html");
}

describe("the sources of a place's facts (product §10.1)", () => {
  it("credits OpenStreetMap after a source from it, linked to its copyright page, and after no other", () => {
    const items = [...sourcesHtml().querySelectorAll("#sources-heading ~ ul > li")];
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).not.toContain("OpenStreetMap");
    const credit = [...items[1]!.querySelectorAll("a")].find((link) => link.textContent?.startsWith("©"))!;
    expect(credit.getAttribute("href")).toBe("https://www.openstreetmap.org/copyright");
    expect(credit.getAttribute("target")).toBe("_blank");
    expect(credit.getAttribute("rel")).toBe("noopener noreferrer");
    expect(credit.textContent).toBe(
      "© OpenStreetMap contributors (OpenStreetMap's copyright and licence, opens in a new tab)",
    );
    expect(items[1]!.textContent).toMatch(
      /^OpenStreetMap contributors \(ODbL\): A Place on OpenStreetMap.*, November 20, 2026 \(© OpenStreetMap contributors/,
    );
  });

  it("knows OpenStreetMap's sources by their page", () => {
    expect(isOpenStreetMapSource({ url: "https://www.openstreetmap.org/way/1" })).toBe(true);
    expect(isOpenStreetMapSource({ url: "https://example.com/openstreetmap.org" })).toBe(false);
    expect(isOpenStreetMapSource({})).toBe(false);
  });
});
