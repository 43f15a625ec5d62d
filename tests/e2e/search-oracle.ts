import type { Locator, Page } from "@playwright/test";
import { readContent, type ContentPlace } from "./fixtures";

/**
 * The home search rules of product §5, written again from the spec (not imported from the app), so the
 * browser tests compare the pages against an independent reading of the rules and the shipped content.
 */
export const places: ContentPlace[] = readContent();

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
    .map((place, order) => ({ place, order }))
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
