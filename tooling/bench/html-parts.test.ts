import { describe, expect, it } from "vitest";
import {
  brotliBytes,
  firstPaintDataSpan,
  hydrationDataSpan,
  withFirstPaintPlaces,
  withoutCardSvgs,
  withoutSpans,
} from "./html-parts";

const page = [
  "<html><body><form></form>",
  '<script type="application/json" id="list-first-paint-data">{"places":[{"id":1}]}</script>',
  '<ul><li data-place-id="1"><svg viewBox="0 0 1 1"><path d="M0"></path></svg>Lindey\'s</li></ul>',
  '<script>window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2}]");</script>',
  '<svg id="footer"><path></path></svg></body></html>',
].join("");

describe("the parts of a list page's HTML", () => {
  it("finds the first-paint data and the hydration data, without their tags", () => {
    const data = firstPaintDataSpan(page)!;
    expect(page.slice(data.start, data.end)).toBe('{"places":[{"id":1}]}');
    const hydration = hydrationDataSpan(page)!;
    expect(page.slice(hydration.start, hydration.end)).toBe(
      'window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2}]");',
    );
  });

  it("takes out both parts, whatever their order, keeping the rest of the page", () => {
    const without = withoutSpans(page, [firstPaintDataSpan(page), hydrationDataSpan(page)]);
    expect(without).not.toContain("places");
    expect(without).not.toContain("enqueue");
    expect(without).toContain('<script type="application/json" id="list-first-paint-data"></script>');
    expect(without).toContain("Lindey's");
  });

  it("leaves a page without those parts as it is", () => {
    const plain = "<html><body><p>About</p></body></html>";
    expect(firstPaintDataSpan(plain)).toBeUndefined();
    expect(hydrationDataSpan(plain)).toBeUndefined();
    expect(withoutSpans(plain, [firstPaintDataSpan(plain), hydrationDataSpan(plain)])).toBe(plain);
    expect(withoutCardSvgs(plain)).toBe(plain);
  });

  it("puts the list file's places, as many as the page carries, in place of the first-paint data's", () => {
    const one = withFirstPaintPlaces(page, [
      { id: 1, name: "Lindey's", slug: "lindeys" },
      { id: 2, name: "</script>" },
    ]);
    const data = firstPaintDataSpan(one)!;
    expect(JSON.parse(one.slice(data.start, data.end))).toEqual({
      places: [{ id: 1, name: "Lindey's", slug: "lindeys" }],
    });
    expect(withFirstPaintPlaces(page, [{ id: 1, name: "<b>" }])).toContain('"name":"\\u003cb>"');
  });

  it("empties the SVGs from the first card on, not those before it", () => {
    const head = '<svg id="logo"><path d="M1"></path></svg>';
    const emptied = withoutCardSvgs(head + page);
    expect(emptied).toContain(head);
    expect(emptied).not.toContain('viewBox="0 0 1 1"');
    expect(emptied).not.toContain('id="footer"');
    expect(emptied.match(/<svg><\/svg>/g)).toHaveLength(2);
  });

  it("counts bytes as served: a repeated page compresses to far less than its text", () => {
    const text = page.repeat(50);
    expect(brotliBytes(text)).toBeGreaterThan(0);
    expect(brotliBytes(text)).toBeLessThan(text.length / 10);
  });
});
