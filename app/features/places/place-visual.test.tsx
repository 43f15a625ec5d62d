// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { HostedPhoto } from "#core/places/place-schema.ts";
import { hostedPhotoSchema } from "#core/places/place-schema.ts";
import { CardVisual, PageVisual } from "./place-visual";

const photo: HostedPhoto = {
  src: "/photos/test-cafe/abcdefghijklmnopqrstuv",
  widths: [480, 960, 1600],
  width: 1600,
  height: 1067,
  alt: "The front window on a sunny morning",
  credit: "Jo Tester",
  license: "CC BY 4.0",
  source: "Submitted to Discover Columbus",
  date: "2026-11-24",
};

const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");

describe("a photo the guide hosts (decision 039)", () => {
  it("is a valid content photo", () => {
    expect(hostedPhotoSchema.safeParse(photo).success).toBe(true);
    expect(hostedPhotoSchema.safeParse({ ...photo, src: "https://elsewhere.example/x.jpg" }).success).toBe(false);
  });

  it("is the place page's <picture>: AVIF and WebP widths before the JPEG, its size, loaded first, credited", () => {
    const page = parse(renderToStaticMarkup(<PageVisual place={{ type: "restaurant", image: photo }} />));
    const sources = [...page.querySelectorAll("picture > source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]!.getAttribute("srcset")).toBe(
      "/photos/test-cafe/abcdefghijklmnopqrstuv-480.avif 480w, /photos/test-cafe/abcdefghijklmnopqrstuv-960.avif 960w, /photos/test-cafe/abcdefghijklmnopqrstuv-1600.avif 1600w",
    );
    const img = page.querySelector("picture > img")!;
    expect(img.getAttribute("src")).toBe("/photos/test-cafe/abcdefghijklmnopqrstuv-1600.jpg");
    expect(img.getAttribute("srcset")).toContain("-480.jpg 480w");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1600", "1067"]);
    expect(img.getAttribute("alt")).toBe(photo.alt);
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
    expect(img.getAttribute("sizes")).toBe(sources[0]!.getAttribute("sizes"));
    expect(img.className).toContain("aspect-[3/2]");
    expect(page.querySelector("figcaption")!.textContent).toBe("Photo: Jo Tester, CC BY 4.0");
  });

  it("is a card's lazy <picture> with the short credit", () => {
    const card = parse(renderToStaticMarkup(<CardVisual place={{ type: "restaurant", image: photo }} />));
    const img = card.querySelector("picture > img")!;
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("alt")).toBe("");
    expect(card.body.textContent).toContain("Photo: Jo Tester");
  });

  it("on a compact card is a 7rem square below 640 px, fetched at that width, its credit under it", () => {
    const card = parse(renderToStaticMarkup(<CardVisual place={{ type: "restaurant", image: photo }} compact />));
    const img = card.querySelector("picture > img")!;
    expect(img.getAttribute("sizes")).toBe("(min-width: 1024px) 22rem, (min-width: 640px) calc(50vw - 2.5rem), 7rem");
    expect(img.className).toContain("max-sm:aspect-square");
    const credit = [...card.querySelectorAll("span")].find((span) => span.textContent === "Photo: Jo Tester")!;
    expect(credit.className).toContain("max-sm:static");
    expect(credit.className).toContain("max-sm:whitespace-normal");
  });
});
