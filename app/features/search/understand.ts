/**
 * product §5.5: how the search page reads a query, as pure functions: words that name a filter become that filter
 * ("open now", "near me", a neighborhood's name, a price), phrases of the synonym table (content, product §5.5)
 * also mean what the table says ("kids" also means "family friendly"; "cheap" means the price "$"), and every other
 * word is searched for. No place data here: the table of filter words is data ({@link filterWordRows}), the
 * neighborhoods come from the page's options, the synonyms from the search manifest.
 */
import { priceOptions, type ListFilters, type PriceRange } from "~/features/lists";
import type { Synonym } from "#core/search/synonyms.ts";

/**
 * A filter a query's words can name. `open`: only places open now (product §12, the lists' Open now); `near`:
 * nearest first from the visitor's location, asked for as the lists' Near me asks (product §13); `neighborhood`
 * and `price`: the lists' filters of that name (product §5.2, §12). A filter the guide gains (a diet, step-free
 * access) is one more kind here and one row in {@link filterWordRows}.
 */
export type QueryFilter =
  { key: "open" } | { key: "near" } | { key: "neighborhood"; value: string } | { key: "price"; value: PriceRange };

/** One row of the filter-word table: the phrases (lower-case, single spaces) that name `filter`, and its chip's label. */
export interface FilterWordRow {
  phrases: readonly string[];
  filter: QueryFilter;
  label: string;
}

/** product §3's words for the price ranges (the listing form's options), which name them in a query too. */
const priceWords: Record<PriceRange, readonly string[]> = {
  $: ["budget friendly"],
  $$: ["moderate", "moderately priced"],
  $$$: ["upscale"],
  $$$$: ["fine dining"],
  Free: ["free admission", "free entry"],
};

/**
 * product §5.5: the filter words that do not depend on the content: Open now, Near me, and each price range by its
 * sign and product §3's word for it. Neighborhoods are added from the guide's own ({@link filterWordTable}).
 */
export const filterWordRows: readonly FilterWordRow[] = [
  { phrases: ["open now", "open right now", "currently open"], filter: { key: "open" }, label: "Open now" },
  { phrases: ["near me", "nearest", "close to me"], filter: { key: "near" }, label: "Near me" },
  ...priceOptions.map(({ value }) => ({
    // "Free" alone is no filter word: "gluten free", "free parking" are things people look for.
    phrases: value === "Free" ? priceWords[value] : [value, ...priceWords[value]],
    filter: { key: "price", value } as const,
    label: `Price: ${value}`,
  })),
];

/** The filter-word table of a guide: {@link filterWordRows} and one row per neighborhood (its name names it). */
export function filterWordTable(neighborhoods: readonly string[]): FilterWordRow[] {
  return [
    ...filterWordRows,
    ...neighborhoods.map((name) => ({
      phrases: [words(name).join(" ")],
      filter: { key: "neighborhood", value: name } as const,
      label: name,
    })),
  ];
}

/** A query's words: lower-cased, split on white space, empty pieces dropped ("Short  North " -> short, north). */
export function words(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter(Boolean);
}

/** A filter found in a query: which, its chip's label, and the query's words that named it (positions). */
export interface FoundFilter {
  filter: QueryFilter;
  label: string;
  from: number;
  to: number;
}

/**
 * A part of the query to search for: `text` as typed (one word, or a phrase of the synonym table), and the
 * phrases any of which may stand for it (`text` first, then the table's meanings). `last`: it ends the query and
 * no space follows, so its last word may still be being typed (prefix matching).
 */
export interface SearchTerm {
  text: string;
  alternatives: readonly string[];
  last: boolean;
}

/** What a query says: the parts to search for, and the filters it names (in the order typed, each kind once). */
export interface UnderstoodQuery {
  terms: SearchTerm[];
  filters: FoundFilter[];
}

/**
 * product §5.5: reads `query` with the filter-word table (`table`, {@link filterWordTable}) and the synonym table.
 * From each word on, the longest phrase of either table that starts there wins (a filter word before a synonym of
 * the same length); a synonym whose meaning is a filter phrase ("cheap" -> "$") names that filter; a filter named
 * twice counts once (a second price is a second filter). Every other word is a {@link SearchTerm}.
 * `understandQuery("cheap pizza near me", table, synonyms)` -> terms [pizza], filters [Price $, Near me].
 */
export function understandQuery(
  query: string,
  table: readonly FilterWordRow[],
  synonyms: readonly Synonym[],
): UnderstoodQuery {
  const list = words(query);
  const filterOf = new Map<string, FilterWordRow>();
  for (const row of table) for (const phrase of row.phrases) if (!filterOf.has(phrase)) filterOf.set(phrase, row);
  const meaningOf = new Map<string, Synonym>();
  for (const row of synonyms) for (const phrase of row.words) meaningOf.set(phrase, row);
  const longest = Math.max(1, ...[...filterOf.keys(), ...meaningOf.keys()].map((phrase) => phrase.split(" ").length));

  const terms: SearchTerm[] = [];
  const filters: FoundFilter[] = [];
  const addFilter = (row: FilterWordRow, from: number, to: number) => {
    const same = filters.some((found) => JSON.stringify(found.filter) === JSON.stringify(row.filter));
    if (!same) filters.push({ filter: row.filter, label: row.label, from, to });
  };
  const typingOn = !/\s$/.test(query);
  for (let at = 0; at < list.length;) {
    let matched = false;
    for (let size = Math.min(longest, list.length - at); size >= 1 && !matched; size--) {
      const phrase = list.slice(at, at + size).join(" ");
      const row = filterOf.get(phrase);
      const synonym = meaningOf.get(phrase);
      const meantFilter = synonym?.means.map((meaning) => filterOf.get(meaning)).find(Boolean);
      if (row ?? meantFilter) {
        addFilter((row ?? meantFilter)!, at, at + size);
      } else if (synonym) {
        const last = at + size === list.length && typingOn;
        terms.push({ text: phrase, alternatives: [phrase, ...synonym.means], last });
      } else continue;
      at += size;
      matched = true;
    }
    if (!matched) {
      terms.push({ text: list[at]!, alternatives: [list[at]!], last: at === list.length - 1 && typingOn });
      at++;
    }
  }
  return { terms, filters };
}

/**
 * The query without the words that named `found` (a removed chip): `withoutFilter("pizza open now", found)` ->
 * "pizza". The other words keep their order, one space apart.
 */
export function withoutFilter(query: string, found: Pick<FoundFilter, "from" | "to">): string {
  return query
    .split(/\s+/)
    .filter(Boolean)
    .filter((_word, at) => at < found.from || at >= found.to)
    .join(" ");
}

/**
 * product §5.5: the list filters (product §12) with those a query named added: Open now on, its neighborhood (the
 * query's, over the page's select), its prices with the chosen ones. Near me is not a list filter: the page turns
 * Near me on ({@link namesNearMe}). Returns a new object; `filters` is unchanged.
 */
export function applyQueryFilters(filters: ListFilters, found: readonly FoundFilter[]): ListFilters {
  let next = filters;
  for (const { filter } of found) {
    if (filter.key === "open") next = { ...next, open: true };
    else if (filter.key === "neighborhood") next = { ...next, neighborhood: filter.value };
    else if (filter.key === "price" && !next.price.includes(filter.value))
      next = { ...next, price: [...next.price, filter.value] };
  }
  return next;
}

/** True when the query names Near me (product §5.5: the page then asks for the location, as the lists do). */
export function namesNearMe(found: readonly FoundFilter[]): boolean {
  return found.some(({ filter }) => filter.key === "near");
}
