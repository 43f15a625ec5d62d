// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { KnownFacts } from "./place-known-facts";
import type { Place } from "#core/places/place-schema.ts";

const sourced = <T,>(value: T, date?: string) => ({
  value,
  source: { publisher: "Columbus Monthly", title: "Review", url: "https://example.com/review", ...(date && { date }) },
  checkedOn: "2026-11-26",
});

function factsHtml(place: Pick<Place, "type" | "slug" | "facts">): Document {
  const router = createMemoryRouter([{ path: "/", element: <KnownFacts place={place} /> }]);
  return new DOMParser().parseFromString(renderToStaticMarkup(<RouterProvider router={router} />), "text/html");
}

const row = (doc: Document, key: string) => doc.querySelector(`[data-fact="${key}"]`)!;

describe("Good to Know on the place page (product §10.6)", () => {
  const doc = factsHtml({
    type: "restaurant",
    slug: "a-place",
    facts: {
      wheelchair: sourced("yes" as const, "2020-02-10"),
      "diet:vegan": sourced("only" as const),
      "website:menu": sourced("https://example.com/menu"),
      reservation: sourced("recommended" as const),
      "website:booking": sourced("https://example.com/book"),
    },
  });

  it("shows each known fact in words with its source and date", () => {
    expect(row(doc, "wheelchair").textContent).toBe(
      "Step-free accessYes, step-freeSource: Columbus Monthly (opens in a new tab), February 10, 2020",
    );
    expect(row(doc, "wheelchair").querySelector("a")!.getAttribute("href")).toBe("https://example.com/review");
    expect(row(doc, "diet:vegan").querySelector("dd")!.textContent).toMatch(/^Only vegan dishesSource: /);
  });

  it("links the menu, and booking beside reservations", () => {
    expect(row(doc, "website:menu").querySelector("a")!.getAttribute("href")).toBe("https://example.com/menu");
    const booking = [...row(doc, "reservation").querySelectorAll("a")].find((link) =>
      link.textContent?.startsWith("Book online"),
    );
    expect(booking?.getAttribute("href")).toBe("https://example.com/book");
  });

  it("says what is not known, asking for it on the place's correction form", () => {
    const halal = row(doc, "diet:halal");
    expect(halal.getAttribute("data-known")).toBe("no");
    expect(halal.querySelector("dd")!.textContent).toBe("Not known. Know? Tell us about halal");
    expect(halal.querySelector("a")!.getAttribute("href")).toBe("/contact?place=a-place&fact=diet:halal");
  });

  it("says a fact from an accepted correction with its date, with no page to link", () => {
    const corrected = factsHtml({
      type: "attraction",
      slug: "zoo",
      facts: {
        wheelchair: {
          value: "yes",
          source: { publisher: "A visitor's correction", title: "A correction", date: "2026-11-20" },
          checkedOn: "2026-11-24",
        },
      },
    });
    expect(row(corrected, "wheelchair").textContent).toBe(
      "Step-free accessYes, step-freeSource: A visitor's correction, November 20, 2026",
    );
    expect(row(corrected, "wheelchair").querySelector("a")).toBeNull();
  });

  it("asks an attraction about access only", () => {
    const attraction = factsHtml({ type: "attraction", slug: "zoo" });
    expect([...attraction.querySelectorAll("[data-fact]")].map((fact) => fact.getAttribute("data-fact"))).toEqual([
      "wheelchair",
      "toilets:wheelchair",
    ]);
  });
});
