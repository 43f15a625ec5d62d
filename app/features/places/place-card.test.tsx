// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { PlaceCard } from "./place-card";
import type { PlaceSummary } from "../../../core/places/place-schema";

const place: PlaceSummary = {
  id: 1,
  name: "A Place",
  slug: "a-place",
  type: "attraction",
  category: "Museum",
  description: "A description.",
  rating: 4.5,
  reviewCount: 12400,
  reviewSource: { site: "Tripadvisor", date: "2026-09", url: "https://example.com/reviews" },
  neighborhood: "Downtown",
  features: [],
  featured: true,
  openingHours: null,
};

function cardHtml(oneHeight: boolean): Document {
  const router = createMemoryRouter([
    { path: "/", element: <PlaceCard place={place} headingLevel="h3" oneHeight={oneHeight} /> },
  ]);
  return new DOMParser().parseFromString(renderToStaticMarkup(<RouterProvider router={router} />), "text/html");
}

describe("PlaceCard oneHeight (the trending strip's cards, one height each: app.css, decision 018)", () => {
  it("holds the name to two lines, the category and the review count to one, the rating row unwrapped, at the strip's height", () => {
    const card = cardHtml(true);
    expect(card.querySelector("article")!.className).toContain("min-h-(--strip-card-height)");
    expect(card.querySelector("h3")!.className).toContain("line-clamp-2");
    expect(card.querySelector("h3 + p")!.className).toContain("line-clamp-1");
    expect(card.querySelector("h3 + p + div")!.className).toContain("*:whitespace-nowrap");
    const reviewCount = [...card.querySelectorAll("span")].find((span) => span.textContent?.includes("12,400"));
    expect(reviewCount?.className).toContain("line-clamp-1");
  });

  it("holds nothing on a grid's card", () => {
    const card = cardHtml(false);
    expect(card.querySelector("article")!.className).not.toContain("min-h-");
    expect(card.querySelectorAll(".line-clamp-1")).toHaveLength(0);
  });
});
