import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { readContent, readContentInFileOrder, type ContentPlace } from "./fixtures";
import { toSearchEntries } from "../../app/features/search/match";
import { rankedIds, relevanceIndexOf } from "../../app/features/search/relevance";
import { withRuleMatches } from "../../app/features/search/relevance-engine";
import { filterWordTable, understandQuery } from "../../app/features/search/understand";
import { parseSynonyms, synonymsFile } from "../../core/search/synonyms";

/**
 * The home search rules of product §5, written again from the spec (not imported from the app), so the
 * browser tests compare the pages against an independent reading of the rules and the shipped content.
 */
export const places: ContentPlace[] = readContent();

/** Each place's rank in content order (the content files by name, each in its own order): product §5.1's tie-break. */
const contentRank = new Map(readContentInFileOrder().map((place, rank) => [place.id, rank]));

/**
 * product §5: trimmed text under 2 characters matches nothing; every space-separated word must appear.
 * The guide's order (the spec sets none): more of the words in the name first, then the higher
 * rating, then content order.
 */
export function expectedMatches(text: string, limit = Infinity): ContentPlace[] {
  if (text.trim().length < 2) return [];
  const words = text.toLowerCase().split(" ");
  const inName = (place: ContentPlace) =>
    words.filter((word) => word && place.name.toLowerCase().includes(word)).length;
  return places
    .filter((place) => {
      const all = [place.name, place.category, place.description, place.neighborhood, ...place.features]
        .join(" ")
        .toLowerCase();
      return words.every((word) => all.includes(word));
    })
    .map((place) => ({ place, order: contentRank.get(place.id)! }))
    .sort((a, b) => inName(b.place) - inName(a.place) || b.place.rating - a.place.rating || a.order - b.order)
    .map(({ place }) => place)
    .slice(0, limit);
}

/** product §9: at most 6 suggestions. */
export const maxSuggestions = 6;

/** product §2: where choosing a result of each type leads. */
export const specListPath: Record<string, string> = {
  restaurant: "/restaurants",
  coffee: "/coffee",
  club: "/clubs-and-bars",
  bar: "/clubs-and-bars",
  attraction: "/attractions",
};

/** product §9: trending badge wording by type. */
export const specTrendingBadge: Record<string, string> = {
  restaurant: "Hot This Week",
  coffee: "Popular",
  club: "Popular",
  bar: "Local Favorite",
  attraction: "Must Visit",
};

/** Every distinct word (3+ letters) of the content, sorted: candidates for queries picked from the data. */
const contentWords = [
  ...new Set(
    places.flatMap((place) =>
      [place.name, place.category, place.description, place.neighborhood, ...place.features]
        .join(" ")
        .toLowerCase()
        .split(" ")
        .filter((word) => /^[a-z]{3,}$/.test(word)),
    ),
  ),
].sort();

/** The first content word matching more than `count` places (so a limit of `count` is visible). */
export function wordMatchingMoreThan(count: number): string {
  const word = contentWords.find((candidate) => expectedMatches(candidate).length > count);
  if (!word) throw new Error(`No content word matches more than ${count} places`);
  return word;
}

/** The first content word matching exactly one place. */
export function wordMatchingOne(): string {
  const word = contentWords.find((candidate) => expectedMatches(candidate).length === 1);
  if (!word) throw new Error("No content word matches exactly one place");
  return word;
}

/** A text of `length` letters that matches no place. */
export function textMatchingNothing(length = 5): string {
  for (const letter of "qxzjvwk") {
    const text = `${letter}${"q".repeat(length - 1)}`;
    if (expectedMatches(text).length === 0) return text;
  }
  throw new Error("Every candidate text matches a place");
}

/** Presses Tab (or Shift+Tab) until `target` has focus, like a keyboard user; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, { max = 80, backwards = false } = {}) {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/**
 * product §9: type chip colours (restaurant orange, coffee amber, club purple, bar blue, attraction
 * green), as ranges of the OKLCH hue angle of the chip's background.
 */
export const specChipHue: Record<string, [min: number, max: number]> = {
  restaurant: [30, 80],
  coffee: [80, 110],
  club: [280, 330],
  bar: [220, 275],
  attraction: [125, 175],
};

/** The OKLCH hue of a computed CSS colour such as "oklch(0.954 0.038 75.164)"; NaN for other forms. */
export function oklchHue(color: string): number {
  const match = /^oklch\(\s*[\d.]+%?\s+[\d.]+\s+([\d.]+)/.exec(color);
  return match ? Number(match[1]) : Number.NaN;
}

/** Escapes text for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The search page's rules of product §5.5, written again from the spec (not imported from the app): a place matches
 * a query when each of its words is one of the place's words (its fields split at spaces and punctuation,
 * lower-cased, accents dropped), or within the edits the spec forgives (1 in a word of 4 to 7 letters, 2 from 8),
 * or, for the last word while it is typed, the start of one; or, for a phrase of the synonym table, when the place
 * holds every word of one of its meanings. Filter words are not handled here: the queries given to it have none.
 * The order is the engine's (relevance): tests compare these sets, and orders only where the spec sets them.
 * Besides, the page lists every place product §5.1's rule finds ({@link pageMatches}).
 */
const synonymRows: { words: string[]; means: string[] }[] = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../content/search/synonyms.json"), "utf8"),
);

const plainWords = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .split(/[\n\r\p{Z}\p{P}]+/u)
    .filter(Boolean);

function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** product §5.5: the edits forgiven in a word. */
export const editsForgiven = (word: string) => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0);

/** product §5.5: words too common to search for (the rule of §5.1, which the page adds, still reads them). */
const commonWords = new Set(
  "a an and are as at be by for from in into is it its of on or s that the their this to with".split(" "),
);

function holdsWord(own: readonly string[], word: string, typed: boolean): boolean {
  return own.some(
    (token) => token === word || (typed && token.startsWith(word)) || levenshtein(token, word) <= editsForgiven(word),
  );
}

/**
 * The places of the guide the search page finds for `text` (a query without filter words), as a set: those the
 * rules above find, and every place the home box's rule finds ({@link expectedMatches}: the full results hold every
 * suggestion).
 */
export function pageMatches(text: string): ContentPlace[] {
  if (text.trim().length < 2) return [];
  const rule = new Set(expectedMatches(text).map((place) => place.id));
  return ranked(text).concat(places.filter((place) => rule.has(place.id) && !ranked(text).includes(place)));
}

/** The places the search page's own rules find for `text` (without product §5.1's). */
function ranked(text: string, list: readonly ContentPlace[] = places): ContentPlace[] {
  const typedOn = !/\s$/.test(text);
  const queryWords = text.toLowerCase().split(/\s+/).filter(Boolean);
  return list.filter((place) => {
    const own = plainWords(
      [place.name, place.category, place.description, place.neighborhood, ...place.features].join(" "),
    ).filter((word) => !commonWords.has(word));
    const kept = queryWords.filter((queryWord) => plainWords(queryWord).some((part) => !commonWords.has(part)));
    if (kept.length === 0) return false;
    return kept.every((queryWord) => {
      const at = queryWords.lastIndexOf(queryWord);
      const parts = plainWords(queryWord).filter((part) => !commonWords.has(part));
      const last = typedOn && at === queryWords.length - 1;
      const direct = parts.length > 0 && parts.every((part, k) => holdsWord(own, part, last && k === parts.length - 1));
      const meanings = synonymRows.find((row) => row.words.includes(queryWord))?.means ?? [];
      return direct || meanings.some((meaning) => plainWords(meaning).every((part) => own.includes(part)));
    });
  });
}

/** Words that name a filter on the search page (product §5.5), which the plain-word pickers below leave out. */
const filterish = new Set([
  ...places.flatMap((place) => (place.neighborhood.includes(" ") ? [] : [place.neighborhood.toLowerCase()])),
  ...synonymRows
    .filter((row) => row.means.some((meaning) => /^\$|^near me$|^open now$/.test(meaning)))
    .flatMap((row) => row.words),
  "moderate",
  "upscale",
  "nearest",
]);

/** True for a word the search page reads as itself: no filter word, no phrase of the synonym table. */
export const isPlainPageWord = (word: string) =>
  !filterish.has(word) && !synonymRows.some((row) => row.words.includes(word));

/** The first content word that the search page finds in more than `count` places, with no synonym and no filter meaning. */
export function pageWordMatchingMoreThan(count: number): string {
  const word = contentWords.find((candidate) => isPlainPageWord(candidate) && pageMatches(candidate).length > count);
  if (!word) throw new Error(`No content word matches more than ${count} places on the search page`);
  return word;
}

/** The first content word that the search page finds in exactly one place, with no synonym and no filter meaning. */
export function pageWordMatchingOne(): string {
  const word = contentWords.find((candidate) => isPlainPageWord(candidate) && pageMatches(candidate).length === 1);
  if (!word) throw new Error("No content word matches exactly one place on the search page");
  return word;
}

/** Names sorted A-Z (code points, lower-cased): how tests compare the search page's results as a set. */
export const sortedNames = (list: readonly { name: string }[]) =>
  list
    .map((place) => place.name)
    .sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0));

/**
 * product §5.5 on the home box: the suggestions the search page's engine gives for `text` (its ranking, typos and
 * synonyms, then product §5.1's rule's matches), the first 6 (5 after the row of a filter the words name: a
 * neighborhood or a price, applied from the content). Unlike {@link expectedMatches} this uses the app's engine (the
 * home box must agree with /search, which its own specs check against the content); Open now and Near me are left
 * to the specs with a clock and a location.
 */
export function expectedSuggestions(text: string): ContentPlace[] {
  if (text.trim().length < 2) return [];
  const entries = toSearchEntries(places);
  const neighborhoods = [...new Set(places.map((place) => place.neighborhood))].sort();
  const table = filterWordTable(neighborhoods);
  const understood = understandQuery(text, table, synonyms);
  const ids = withRuleMatches(rankedIds(relevanceIndexOf(entries), understood), entries, text);
  const byId = new Map(places.map((place) => [place.id, place]));
  let found = ids.flatMap((id) => byId.get(id) ?? []);
  for (const { filter } of understood.filters) {
    if (filter.key === "open" || filter.key === "near") throw new Error(`expectedSuggestions: "${text}" needs a clock`);
    if (filter.key === "neighborhood") found = found.filter((place) => place.neighborhood === filter.value);
    if (filter.key === "price") found = found.filter((place) => place.priceRange === filter.value);
  }
  return found.slice(0, understood.filters.length > 0 ? maxSuggestions - 1 : maxSuggestions);
}

/** The synonym table the search manifest carries (content/search/synonyms.json). */
const synonyms = parseSynonyms(
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../..", synonymsFile), "utf8")) as unknown,
);

/** True when `text` names a filter of the search page (a neighborhood, a price, Open now, Near me): the home box then shows its row first. */
export function namesAFilter(text: string): boolean {
  const neighborhoods = [...new Set(places.map((place) => place.neighborhood))].sort();
  return understandQuery(text, filterWordTable(neighborhoods), synonyms).filters.length > 0;
}
