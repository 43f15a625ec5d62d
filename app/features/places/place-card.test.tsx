// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { FirstScreenFirst, firstScreenCardId, PlaceCard, PlaceGrid } from "./place-card";
import { briefSummary, type PlaceSummary } from "#core/places/place-schema.ts";

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

function cardHtml(oneHeight: boolean, compact = false, changes: Partial<PlaceSummary> = {}, brief = false): Document {
  const card: PlaceSummary = { ...place, priceRange: "$$", ...changes };
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <PlaceCard
          place={brief ? briefSummary(card) : card}
          options={{ trendingBadge: true, typeChip: true }}
          headingLevel="h3"
          oneHeight={oneHeight}
          compact={compact}
        />
      ),
    },
  ]);
  return new DOMParser().parseFromString(renderToStaticMarkup(<RouterProvider router={router} />), "text/html");
}

describe("PlaceCard oneHeight (the trending strip's cards, one height each: decision 034)", () => {
  it("holds the name to two lines, the category and the review count to one, the rating row unwrapped, at the strip's height", () => {
    const card = cardHtml(true, false, {}, true);
    expect(card.querySelector("article")!.className).toContain("min-h-[27.5rem]");
    expect(card.querySelector("h3")!.className).toContain("line-clamp-2");
    expect(card.querySelector("h3 + p")!.className).toContain("line-clamp-1");
    expect(card.querySelector("h3 + p + div")!.className).toContain("*:whitespace-nowrap");
    const reviewCount = [...card.querySelectorAll("span")].find((span) => span.textContent?.includes("12,400"));
    expect(reviewCount?.className).toContain("line-clamp-1");
  });

  it("shows the description of a card, none of a brief one (the strip's, a closed place's similar places: product §18.3)", () => {
    expect(cardHtml(false).querySelector("p.line-clamp-2")?.textContent).toBe("A description.");
    const brief = cardHtml(true, false, {}, true);
    expect(brief.querySelector("p.line-clamp-2")).toBeNull();
    expect(brief.body.textContent).not.toContain("A description.");
    expect(brief.querySelector("h3 a")!.textContent).toBe("A Place");
  });

  it("holds nothing on a grid's card", () => {
    const card = cardHtml(false);
    expect(card.querySelector("article")!.className).not.toContain("min-h-");
    expect(card.querySelectorAll(".line-clamp-1")).toHaveLength(0);
  });
});

describe("PlaceCard compact (a grid's cards: a row with a small picture below 640 px, product §12.5)", () => {
  const elementsSaying = (card: Document, text: string) =>
    [...card.querySelectorAll("span")].filter((span) => span.textContent === text);

  it("is a row below 640 px, its picture a 7rem square, and as before from 640 px", () => {
    const card = cardHtml(false, true);
    const article = card.querySelector("article")!;
    expect(article.className).toContain("max-sm:flex-row");
    expect(article.className).toContain("flex-col");
    // No photo nor illustration here: the grey box that stands in, as sized as either.
    const picture = article.firstElementChild!.firstElementChild!;
    expect(picture.className).toContain("max-sm:aspect-square");
    expect(picture.className).toContain("aspect-[4/3]");
    expect(article.firstElementChild!.className).toContain("max-sm:w-28");
  });

  it("has one price and one trending badge, in the texts after the name, placed over the picture from 640 px", () => {
    const card = cardHtml(false, true);
    const [badge] = elementsSaying(card, "Must Visit");
    expect(elementsSaying(card, "Must Visit")).toHaveLength(1);
    expect(badge!.className).toMatch(/(^| )absolute( |$)/);
    expect(badge!.className).toContain("max-sm:static");
    const price = card.querySelector("h3 + p > span:last-child")!;
    expect(price.textContent).toBe("Price: $$");
    expect(card.body.textContent!.split("Price: $$")).toHaveLength(2);
    expect(price.className).toContain("max-sm:static");
    // Over the picture, a click on them still opens the place (the stretched link is under them).
    expect(price.className).toContain("pointer-events-none");
    expect(badge!.className).toContain("pointer-events-none");
  });

  it("leaves the strip's stacked card as it was: badge and price over the picture, before the name", () => {
    const card = cardHtml(true);
    expect(card.querySelector("article")!.className).not.toContain("max-sm:");
    expect(card.querySelector("h3 + p")!.textContent).toBe("Museum");
    expect(elementsSaying(card, "Must Visit")[0]!.className).not.toContain("max-sm:");
  });
});

describe("PlaceCard's visitors' reviews (product §19.7)", () => {
  it("shows the visitors' count beside the guide's rating, apart from the count another site published", () => {
    const card = cardHtml(false, true, { visitorReviews: 1234 });
    const row = card.querySelector("h3 + p + div")!;
    expect(row.textContent).toContain("Guide rating");
    expect(row.querySelector("[data-visitor-review-count]")!.textContent).toBe("1,234 visitors' reviews");
    expect(card.body.textContent).toContain("12,400 Tripadvisor reviews");
  });

  it("says one visitor's review in the singular", () => {
    const card = cardHtml(false, true, { visitorReviews: 1 });
    expect(card.querySelector("[data-visitor-review-count]")!.textContent).toBe("1 visitor's review");
  });

  it("shows no visitors' count before the place has a review", () => {
    expect(cardHtml(false, true).body.textContent).not.toContain("visitor");
  });

  it("keeps the strip's rating row to one line with the count (cut on screen)", () => {
    const row = cardHtml(true, false, { visitorReviews: 12 }).querySelector("h3 + p + div")!;
    expect(row.className).toContain("flex-nowrap");
    expect(row.className).toContain("overflow-hidden");
  });
});

describe("PlaceGrid firstScreen (a page's first paint holds its first screen's cards, product §12.5)", () => {
  function gridHtml(count: number, firstScreen: boolean): Document {
    const places = Array.from({ length: count }, (_, index) => ({ ...place, id: index + 1, slug: `place-${index}` }));
    const router = createMemoryRouter([
      {
        path: "/",
        element: (
          <>
            <FirstScreenFirst />
            <PlaceGrid places={places} firstScreen={firstScreen} />
          </>
        ),
      },
    ]);
    return new DOMParser().parseFromString(renderToStaticMarkup(<RouterProvider router={router} />), "text/html");
  }

  it("names the first row's last card in a render-blocking expect link", () => {
    const page = gridHtml(24, true);
    const link = page.querySelector('link[rel="expect"]')!;
    expect(link.getAttribute("blocking")).toBe("render");
    const marked = page.querySelectorAll(`#${firstScreenCardId}`);
    expect(marked).toHaveLength(1);
    expect([...page.querySelectorAll("li[data-place-id]")].indexOf(marked[0] as HTMLLIElement)).toBe(2);
    expect(link.getAttribute("href")).toBe(`#${firstScreenCardId}`);
  });

  it("marks the last card of a shorter list, and no card of a grid that is not the page's results", () => {
    expect(gridHtml(2, true).querySelector(`li:nth-child(2)#${firstScreenCardId}`)).not.toBeNull();
    expect(gridHtml(24, false).querySelector(`#${firstScreenCardId}`)).toBeNull();
  });
});
