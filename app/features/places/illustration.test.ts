import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { iconFor, illustrationFor, initialsOf, typeShades } from "#core/places/illustration.ts";
import { illustrationData } from "#core/places/illustration.server.ts";
import { getAllPlaces } from "#core/places/places.server.ts";
import { CardVisual, PageVisual, PlaceIllustration } from "./place-visual";

const places = getAllPlaces();

describe("place illustrations (product §10.4)", () => {
  it("takes up to two initials, skipping small words and punctuation", () => {
    expect(initialsOf("The Refectory Restaurant & Bistro")).toBe("RR");
    expect(initialsOf("Lindey's")).toBe("L");
    expect(initialsOf("KEMBA Live!")).toBe("KL");
    expect(initialsOf("A&R Music Bar")).toBe("AM");
  });
  it("picks the category's icon, else the type's", () => {
    expect(iconFor({ type: "restaurant", category: "Pizza" })).toBe("pizza");
    expect(iconFor({ type: "attraction", category: "Botanical Garden" })).toBe("flower");
    expect(iconFor({ type: "bar", category: "Piano Bar" })).toBe("piano");
    expect(iconFor({ type: "restaurant", category: "German" })).toBe("utensils");
  });
  it("colours each place with a shade of its type's colour and says so in its text alternative", () => {
    for (const place of places) {
      const { colour, alt, initials } = illustrationFor(place);
      expect(typeShades[place.type]).toContainEqual(colour);
      expect(alt).toBe(`Illustration: ${initials} and a ${alt.split(" and a ")[1]}`);
      expect(alt.endsWith(` icon on ${colour.name}`)).toBe(true);
    }
  });
  it("gives no two places the same illustration, and the same one on every build", () => {
    const drawn = places.map((place) =>
      renderToStaticMarkup(h(PlaceIllustration, { illustration: illustrationData(place) })),
    );
    expect(new Set(drawn).size).toBe(places.length);
    expect(renderToStaticMarkup(h(PlaceIllustration, { illustration: illustrationData(places[0]!) }))).toBe(drawn[0]);
  });
  it("is one labelled image on a place page and hidden on a card, always with the visible word Illustration", () => {
    const illustration = illustrationData(places[0]!);
    const page = renderToStaticMarkup(h(PlaceIllustration, { illustration }));
    expect(page).toContain(`role="img" aria-label="${illustration.alt.replace(/'/g, "&#x27;")}"`);
    expect(page).toContain(">Illustration</span>");
    const card = renderToStaticMarkup(h(CardVisual, { place: { type: places[0]!.type, illustration } }));
    expect(card).toContain('aria-hidden="true"');
    expect(card).not.toContain('role="img"');
    expect(card).toContain("aspect-[4/3]");
  });
});

describe("photos (product §10.4)", () => {
  const photo = {
    url: "https://upload.wikimedia.org/wikipedia/commons/a/ab/Front.jpg",
    alt: "The brick front on Beck Street",
    credit: "Jane Doe",
    license: "CC BY-SA 4.0",
    sourceUrl: "https://commons.wikimedia.org/wiki/File:Front.jpg",
  };
  it("shows a place page's photo with what it shows and a caption crediting it, linked to its source", () => {
    const html = renderToStaticMarkup(h(PageVisual, { place: { type: "restaurant", image: photo } }));
    expect(html).toContain(`alt="${photo.alt}"`);
    expect(html).toContain(`href="${photo.sourceUrl}"`);
    expect(html).toContain("Photo: Jane Doe, CC BY-SA 4.0");
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).not.toContain("Photo of");
  });
  it("credits a card's photo over its corner", () => {
    const html = renderToStaticMarkup(h(CardVisual, { place: { type: "restaurant", image: photo } }));
    expect(html).toContain(">Photo: Jane Doe</span>");
    expect(html).toContain('alt=""');
  });
});
