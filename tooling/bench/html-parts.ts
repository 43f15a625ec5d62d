/**
 * What each part of a list page's HTML costs as served (decision 087's amendment): the page compressed as the
 * server sends it (brotli, quality 11) whole, then with one part taken out, so the next step toward the first round
 * trip of Lighthouse's simulation is chosen on figures.
 *
 *   npx tsx tooling/bench/html-parts.ts [route...]     (after `npm run build`; default: the three lists over it)
 *
 * Prints bytes per route: as built, without the first-paint data, without the hydration data, without both, one
 * copy (no hydration data, the first-paint data carrying the cards' whole places), and without the hydration data
 * with the cards' inline SVGs emptied. Build output only; changes nothing.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

/** A part of a page: where its text starts and ends (character offsets), absent when the page has none. */
export interface Span {
  start: number;
  end: number;
}

/** The first-paint data's JSON text (`list-first-paint-data`, first-paint-contract.ts), without its tags. */
export function firstPaintDataSpan(html: string): Span | undefined {
  const open = /<script type="application\/json" id="list-first-paint-data">/.exec(html);
  if (!open) return undefined;
  const start = open.index + open[0].length;
  return { start, end: html.indexOf("</script>", start) };
}

/** React Router's hydration data: the text of the `<script>` calling `streamController.enqueue`, without its tags. */
export function hydrationDataSpan(html: string): Span | undefined {
  const at = html.indexOf("streamController.enqueue(");
  if (at < 0) return undefined;
  const start = html.lastIndexOf(">", at) + 1;
  return { start, end: html.indexOf("</script>", at) };
}

/** `html` with the text of each span emptied (their tags kept); spans may come in any order and must not overlap. */
export function withoutSpans(html: string, spans: readonly (Span | undefined)[]): string {
  const sorted = spans.filter((span): span is Span => !!span).sort((a, b) => b.start - a.start);
  return sorted.reduce((text, span) => text.slice(0, span.start) + text.slice(span.end), html);
}

/**
 * `html` with the first-paint data's `places` replaced by `places` (the list file's whole `PlaceSummary` records):
 * what one copy of the places, read by both the first-paint script and hydration, would carry.
 */
export function withFirstPaintPlaces(html: string, places: readonly unknown[]): string {
  const span = firstPaintDataSpan(html);
  if (!span) return html;
  const data = JSON.parse(html.slice(span.start, span.end)) as { places: unknown[] };
  const json = JSON.stringify({ ...data, places: places.slice(0, data.places.length) }).replace(/</g, "\\u003c");
  return html.slice(0, span.start) + json + html.slice(span.end);
}

/** `html` with every inline `<svg>` from the first card (`data-place-id`) on emptied to `<svg></svg>`. */
export function withoutCardSvgs(html: string): string {
  const cards = html.indexOf("data-place-id");
  if (cards < 0) return html;
  return html.slice(0, cards) + html.slice(cards).replace(/<svg[\s\S]*?<\/svg>/g, "<svg></svg>");
}

/** Bytes of `text` compressed as served (brotli, quality 11, as the build writes `.br` files). */
export function brotliBytes(text: string): number {
  return brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** The first list file's places of a list page's route (its key: "restaurants"), as the build wrote it. */
function listFilePlaces(route: string): unknown[] {
  return JSON.parse(readFileSync(path.join("build/client/data/lists", `${route}-0.json`), "utf8")) as unknown[];
}

function main(routes: readonly string[]): void {
  const firstWindow = 10 * 1460 - 760;
  const columns = ["as built", "no FP data", "no hydration", "neither", "one copy", "no hydr.+SVGs"];
  console.log(`HTML as served, brotli bytes (over ${firstWindow}: one more simulated round trip)\n`);
  console.log("route".padEnd(20) + columns.map((name) => name.padStart(15)).join(""));
  for (const route of routes) {
    const html = readFileSync(path.join("build/client", route, "index.html"), "utf8");
    const firstPaintData = firstPaintDataSpan(html);
    const hydrationData = hydrationDataSpan(html);
    const noHydration = withoutSpans(html, [hydrationData]);
    const sizes = [
      html,
      withoutSpans(html, [firstPaintData]),
      noHydration,
      withoutSpans(html, [firstPaintData, hydrationData]),
      withFirstPaintPlaces(noHydration, listFilePlaces(route)),
      withoutCardSvgs(noHydration),
    ].map(brotliBytes);
    console.log(
      `/${route}`.padEnd(20) + sizes.map((bytes) => `${bytes}${bytes > firstWindow ? "*" : " "}`.padStart(15)).join(""),
    );
  }
  console.log("\n* over the first round trip");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const given = process.argv.slice(2).map((route) => route.replace(/^\//, ""));
  main(given.length ? given : ["restaurants", "clubs-and-bars", "attractions"]);
}
