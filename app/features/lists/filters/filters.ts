/**
 * List page filters and sorts (product §4-§5; product §12 "Sort and filter"), as pure functions. This module is the
 * one implementation of the rules: the app uses it after hydration and the first-paint script (first-paint.inline.ts,
 * bundled into the page at build) uses it before, so a filtered URL paints the same list the app shows.
 *
 * Filter state lives in the URL query (shareable, kept on reload, Back restores it):
 *   q=TEXT  neighborhood=NAME  rating=4.5|4.0|3.5  type=club|bar  open=1  unknown=1 (only with open=1)
 *   sort=rating|name|closing|reviews
 *   price=1..4|free (repeatable)  feature=SLUG (repeatable)  access=step-free  diet=vegetarian|vegan|gluten-free|halal
 *   (repeatable)  page=N (N > 1)  view=map (product §13)
 * Defaults are left out, so a clean list has a clean URL. Values a page does not know ("?rating=abc",
 * "?neighborhood=%00", a control the page does not have) read as their default, and the canonical query
 * written back (replacing the history entry) says so.
 */

// Relative: react-router.config.ts reaches this module at build time, where the `~` alias does not resolve.
import { viewFromSearchParams, withView, type ResultsView } from "../../../lib/view-param";
import { dietFilters, type DietToken } from "#core/places/fact-words.ts";

export type { DietToken };

/**
 * Product §12 sorts: Recommended (the default: the guide's own order), Highest rated, A-Z, Closing latest, and
 * Most reviewed (product §19.7: by the count of visitors' reviews).
 */
export const sortOptions = [
  { value: "recommended", label: "Recommended" },
  { value: "rating", label: "Highest rated" },
  { value: "name", label: "A-Z" },
  { value: "closing", label: "Closing latest" },
  { value: "reviews", label: "Most reviewed" },
] as const;
export type SortKey = (typeof sortOptions)[number]["value"];

/** product §3 price ranges and their URL tokens ($ -> 1 ... $$$$ -> 4, Free -> free). */
export const priceOptions = [
  { value: "$", token: "1" },
  { value: "$$", token: "2" },
  { value: "$$$", token: "3" },
  { value: "$$$$", token: "4" },
  { value: "Free", token: "free" },
] as const;
export type PriceRange = (typeof priceOptions)[number]["value"];

/** The filter state of a list page. "all" means no restriction for a select; empty lists mean no restriction. */
export interface ListFilters {
  q: string;
  neighborhood: string;
  rating: string;
  type: string;
  /** Product §12: only places open now (Columbus time); needs the clock, so it is known only after hydration. */
  open: boolean;
  /**
   * Product §12.6: with {@link open}, also the places whose hours are not known now, after the open ones
   * (`unknown=1`); without Open now it means nothing and reads false.
   */
  unknown: boolean;
  sort: SortKey;
  /** Any of these price ranges. */
  price: readonly PriceRange[];
  /** Feature slugs ({@link featureSlug}); a place must have all of them. */
  features: readonly string[];
  /** Product §12.7: only places known to have step-free access (`access=step-free`). */
  stepFree: boolean;
  /** Product §12.7: diets a place must be known to serve, every one chosen (`diet=vegan`). */
  diets: readonly DietToken[];
  /** 1-based page of the list (product §15.2); every filter or sort change goes back to 1. */
  page: number;
  /** Product §13: the results as cards or on the map (`?view=map`); not a filter, it narrows nothing. */
  view: ResultsView;
}

/** The fields the rules read; neighborhood, rating, type and price may be missing on a place. */
export interface FilterablePlace {
  name: string;
  category: string;
  description: string;
  neighborhood?: string | null;
  rating?: number | null;
  type?: string | null;
  priceRange?: string | null;
  features?: readonly string[];
  /** Product §12.7: step-free access is known (`PlaceSummary.stepFree`). */
  stepFree?: boolean;
  /** Product §12.7: the diets the place is known to serve (`PlaceSummary.diets`). */
  diets?: readonly string[];
  /** product §19.7: how many visitors' reviews the place has (`PlaceSummary.visitorReviews`); absent: none. */
  visitorReviews?: number;
  /** Product §12.7: the filters' facts the guide was told ("step-free", diets' tokens; `PlaceSummary.judged`). */
  judged?: readonly string[];
}

/** Which select controls a list page shows (product §2). */
export type ListControl = "type" | "neighborhood" | "rating";

/** What a page offers, so a URL can be checked against it: its selects, neighborhoods and features. */
export interface ListOptions {
  controls: readonly ListControl[];
  neighborhoods: readonly string[];
  features: readonly FeatureOption[];
  /** Product §12.7: the diets the list offers as filters (every diet on a list of places to eat and drink, none on attractions). */
  diets: readonly DietOption[];
  /**
   * The type filter's options, from the categories table (`ListPageConfig.typeOptions` in
   * core/categories.ts: `{ value: "club", label: "Clubs" }`); empty for a list without that filter.
   */
  types: readonly TypeOption[];
}

/** One option of a list's type filter: a place type and its plural label. */
export interface TypeOption {
  value: string;
  label: string;
}

/** Product §12.7: a diet filter: its URL token and label ("gluten-free", "Gluten-free"). */
export interface DietOption {
  token: DietToken;
  label: string;
}

/** Product §12.7: the step-free filter's URL value (`access=step-free`) and label. */
export const stepFreeOption = { token: "step-free", label: "Step-free access" } as const;

/** A feature the list's places really have: its label as in the content and its URL slug. */
export interface FeatureOption {
  slug: string;
  label: string;
}

/** product §4: Clear Filters resets to an empty search and 'all' for every select (and every product §12 filter). */
export const emptyFilters: ListFilters = {
  q: "",
  neighborhood: "all",
  rating: "all",
  type: "all",
  open: false,
  unknown: false,
  sort: "recommended",
  price: [],
  features: [],
  stepFree: false,
  diets: [],
  page: 1,
  view: "list",
};

/** product §9: rating filter options (4.5+, 4.0+, 3.5+ stars). */
export const ratingOptions = [
  { value: "4.5", label: "4.5+ stars" },
  { value: "4.0", label: "4.0+ stars" },
  { value: "3.5", label: "3.5+ stars" },
] as const;

/** True for a select's "no restriction" value ("all", or empty). */
export const isAll = (value: string) => value === "" || value === "all";

/** Between two fields of a searched text ({@link searchedTextOf}): no search text holds it (a needle that does is checked field by field). */
const fieldBreak = "\n";

/** product §5's searched fields of a place (name, category, description), lower-cased, joined by {@link fieldBreak}. */
function searchedTextOf(place: FilterablePlace): string {
  return [place.name, place.category, place.description].join(fieldBreak).toLowerCase();
}

/** The search text as product §5 compares it: trimmed and lower-cased ("" matches every place). */
function needleOf(q: string): string {
  return q.trim().toLowerCase();
}

/** {@link matchesText} with the text already made a needle ({@link needleOf}). */
function holdsNeedle(place: FilterablePlace, needle: string): boolean {
  if (!needle) return true;
  if (needle.includes(fieldBreak))
    return [place.name, place.category, place.description].some((field) => field.toLowerCase().includes(needle));
  return searchedTextOf(place).includes(needle);
}

/** product §5: case-insensitive substring of the search text in name, category or description. */
export function matchesText(place: FilterablePlace, q: string): boolean {
  return holdsNeedle(place, needleOf(q));
}

/** Per list of places (an array never changed once made): their searched texts, in order, and the last needle's matches. */
const textSearches = new WeakMap<
  readonly FilterablePlace[],
  { texts: string[]; needle: string; positions: number[] }
>();

/**
 * The places of `places` whose searched fields hold `needle` ({@link holdsNeedle}, a non-empty needle), in order.
 *
 * Product §15.5 (a keystroke answered within 100 ms at thousands of places): each list's searched texts are made once,
 * as an array beside it, so a keystroke costs one substring test per place; and a needle that holds the list's last
 * one (typing on: "pi" -> "piz") is looked for among the last one's matches only, which are all that can hold it.
 */
function placesHolding<T extends FilterablePlace>(places: readonly T[], needle: string): T[] {
  if (needle.includes(fieldBreak)) return places.filter((place) => holdsNeedle(place, needle));
  let search = textSearches.get(places);
  if (!search) {
    search = { texts: places.map(searchedTextOf), needle: "", positions: [] };
    textSearches.set(places, search);
  }
  const { texts } = search;
  const positions: number[] = [];
  if (search.needle !== "" && needle.includes(search.needle)) {
    for (const at of search.positions) if (texts[at]!.includes(needle)) positions.push(at);
  } else {
    for (let at = 0; at < texts.length; at++) if (texts[at]!.includes(needle)) positions.push(at);
  }
  search.needle = needle;
  search.positions = positions;
  return positions.map((at) => places[at]!);
}

/** product §5: exact neighborhood match, or 'all'; places without a neighborhood always pass. */
export function matchesNeighborhood(place: FilterablePlace, neighborhood: string): boolean {
  return isAll(neighborhood) || !place.neighborhood || place.neighborhood === neighborhood;
}

/** product §5: rating at least the threshold; places without a rating pass; an unknown threshold filters nothing. */
export function matchesRating(place: FilterablePlace, rating: string): boolean {
  const threshold = Number.parseFloat(rating);
  if (isAll(rating) || Number.isNaN(threshold)) return true;
  return place.rating == null || place.rating >= threshold;
}

/** product §5: nightlife type is an exact match on type (club or bar); places without a type pass. */
export function matchesType(place: FilterablePlace, type: string): boolean {
  return isAll(type) || !place.type || place.type === type;
}

/**
 * Product §12 price filter: the place's price range is one of the chosen ones (several at once). With a
 * choice made, a place without a price range (coffee, product §3) does not pass: nothing says it fits.
 */
export function matchesPrice(place: FilterablePlace, price: readonly string[]): boolean {
  return price.length === 0 || (!!place.priceRange && price.includes(place.priceRange));
}

/** Product §12 features filter: the place has every chosen feature (slugs, {@link featureSlug}). */
export function matchesFeatures(place: FilterablePlace, features: readonly string[]): boolean {
  if (features.length === 0) return true;
  const own = new Set((place.features ?? []).map(featureSlug));
  return features.every((slug) => own.has(slug));
}

/**
 * Product §12.7 step-free filter: with it on, only places known to have step-free access pass (`wheelchair=yes`;
 * limited or not known does not: nothing says they fit).
 */
export function matchesStepFree(place: FilterablePlace, stepFree: boolean): boolean {
  return !stepFree || place.stepFree === true;
}

/** Product §12.7 diet filters: the place is known to serve every chosen diet (only or yes); not known does not pass. */
export function matchesDiets(place: FilterablePlace, diets: readonly string[]): boolean {
  return diets.every((diet) => place.diets?.includes(diet) ?? false);
}

/**
 * The clock-dependent facts of a place, given by the caller (the hours module, after hydration). Absent:
 * not known yet, so the Open now filter keeps nothing and the Closing latest sort keeps the guide's order.
 */
export interface PlaceClock<T> {
  /** True when the place is open at the caller's moment (Columbus time). */
  isOpen: (place: T) => boolean;
  /** When the current opening ends, as a comparable number (later is bigger); null when closed now. */
  closesAt: (place: T) => number | null;
  /** False when the guide does not know the place's hours at the caller's moment (none, or past what the build read). */
  hoursKnown: (place: T) => boolean;
  /**
   * True when the place's hours now vary ('Varies with shows', 'Tours by appointment'): known to the guide, yet
   * neither open nor closed. Absent: treated as false.
   */
  hoursVary?: (place: T) => boolean;
}

/** Product §12.6: the place is left out by Open now only because its hours are not known. */
const hoursUnknown = <T>(place: T, clock: PlaceClock<T> | undefined) => !!clock && !clock.hoursKnown(place);

/** Applies every filter of {@link ListFilters}; keeps the input order. Open now needs `clock` (else nothing passes). */
export function filterPlaces<T extends FilterablePlace>(
  places: readonly T[],
  filters: ListFilters,
  clock?: PlaceClock<T>,
): T[] {
  const needle = needleOf(filters.q);
  return (needle ? placesHolding(places, needle) : places).filter(
    (place) =>
      matchesNeighborhood(place, filters.neighborhood) &&
      matchesRating(place, filters.rating) &&
      matchesType(place, filters.type) &&
      matchesPrice(place, filters.price) &&
      matchesFeatures(place, filters.features) &&
      matchesStepFree(place, filters.stepFree) &&
      matchesDiets(place, filters.diets) &&
      (!filters.open || (clock?.isOpen(place) ?? false) || (filters.unknown && hoursUnknown(place, clock))),
  );
}

/**
 * Product §12.6: how many places Open now leaves out because their hours are not known (no hours, or none for
 * now): those that every other filter keeps and `clock` cannot tell open or closed. 0 without Open now or
 * before the clock is known. Whether they are shown (`unknown`) does not change the count.
 */
export function hoursUnknownCount<T extends FilterablePlace>(
  places: readonly T[],
  filters: ListFilters,
  clock?: PlaceClock<T>,
): number {
  if (!filters.open || !clock) return 0;
  return filterPlaces(places, { ...filters, open: false }).filter((place) => hoursUnknown(place, clock)).length;
}

/**
 * Product §12.6: the places Open now leaves out because their hours vary now ({@link PlaceClock.hoursVary}: shows,
 * appointments), among those every other filter keeps, in the list's order. None without Open now or the clock. With
 * the results and {@link hoursUnknownCount}, they make up every place the other filters keep: each left-out place
 * has its reason.
 */
export function hoursVaryingPlaces<T extends FilterablePlace>(
  places: readonly T[],
  filters: ListFilters,
  clock?: PlaceClock<T>,
): T[] {
  const vary = clock?.hoursVary;
  if (!filters.open || !vary) return [];
  return filterPlaces(places, { ...filters, open: false }).filter((place) => vary(place));
}

/** Product §12.7: a chosen fact filter (step-free, a diet) cannot judge the place: nobody told the guide the fact. */
function unjudged(place: FilterablePlace, filters: ListFilters): boolean {
  const told = place.judged ?? [];
  return (
    (filters.stepFree && !told.includes(stepFreeOption.token)) || filters.diets.some((diet) => !told.includes(diet))
  );
}

/**
 * Product §12.7: how many places the step-free and diet filters left out because they could not judge them (a chosen
 * fact the guide was never told), among those every other filter keeps. 0 when neither filter is on.
 */
export function unjudgedCount<T extends FilterablePlace>(
  places: readonly T[],
  filters: ListFilters,
  clock?: PlaceClock<T>,
): number {
  if (!filters.stepFree && filters.diets.length === 0) return 0;
  return filterPlaces(places, { ...filters, stepFree: false, diets: [] }, clock).filter((place) =>
    unjudged(place, filters),
  ).length;
}

/** A-Z without locale data: lower-cased code points (the first collation would stall hydration, see below). */
const byName = (a: FilterablePlace, b: FilterablePlace) => {
  const x = a.name.toLowerCase();
  const y = b.name.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * Product §12 sorts, stable (ties keep the guide's order). Recommended: the input order. Highest rated: rating,
 * highest first, places without a rating last. A-Z: by name. Closing latest: places open now, the one that
 * closes latest first, then the others in the guide's order; without `clock` it is the guide's order. Most reviewed
 * (product §19.7): the most visitors' reviews first, places without any last.
 */
export function sortPlaces<T extends FilterablePlace>(places: readonly T[], sort: SortKey, clock?: PlaceClock<T>): T[] {
  const list = [...places];
  if (sort === "rating") return list.sort((a, b) => (b.rating ?? -1) - (a.rating ?? -1));
  if (sort === "reviews") return list.sort((a, b) => (b.visitorReviews ?? 0) - (a.visitorReviews ?? 0));
  if (sort === "name") return list.sort(byName);
  if (sort === "closing" && clock) {
    const key = new Map(list.map((place) => [place, clock.closesAt(place)]));
    return list.sort((a, b) => (key.get(b) ?? -Infinity) - (key.get(a) ?? -Infinity));
  }
  return list;
}

/**
 * Filters, then sorts: what a list page shows for its filters. With Open now and the places whose hours are not
 * known shown too (product §12.6), the open places come first, each group in the sort's order.
 */
export function listResults<T extends FilterablePlace>(
  places: readonly T[],
  filters: ListFilters,
  clock?: PlaceClock<T>,
): T[] {
  const sorted = sortPlaces(filterPlaces(places, filters, clock), filters.sort, clock);
  if (!filters.open || !filters.unknown || !clock) return sorted;
  return [
    ...sorted.filter((place) => !hoursUnknown(place, clock)),
    ...sorted.filter((place) => hoursUnknown(place, clock)),
  ];
}

/** True when the result needs the clock (Open now, Closing latest): it cannot be known before hydration. */
export function needsClock(filters: ListFilters): boolean {
  return filters.open || filters.sort === "closing";
}

/** Slugs made so far, by label: a guide has a few dozen features, read on every keystroke of a search (product §15.5). */
const featureSlugs = new Map<string, string>();

/** URL slug of a feature: "Wheelchair Accessible" -> "wheelchair-accessible". */
export function featureSlug(label: string): string {
  let slug = featureSlugs.get(label);
  if (slug === undefined) {
    slug = label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "");
    featureSlugs.set(label, slug);
  }
  return slug;
}

/**
 * product §5: neighborhood options are the distinct neighborhoods of the page's list, sorted A-Z.
 * Sorted by code point, not `localeCompare`: the names are plain words, and the first collation
 * loads the browser's locale data, a main-thread stall of about 15 ms during hydration.
 */
export function neighborhoodOptions(places: readonly FilterablePlace[]): string[] {
  const names = new Set<string>();
  for (const place of places) if (place.neighborhood) names.add(place.neighborhood);
  return [...names].sort();
}

/** Product §12: the features the list's places really have, A-Z by label (code points, as above). */
export function featureOptions(places: readonly FilterablePlace[]): FeatureOption[] {
  const bySlug = new Map<string, string>();
  for (const place of places) {
    for (const label of place.features ?? []) {
      const slug = featureSlug(label);
      if (!bySlug.has(slug)) bySlug.set(slug, label);
    }
  }
  return [...bySlug]
    .map(([slug, label]) => ({ slug, label }))
    .sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
}

/**
 * Product §12 on /search: of `all` (the guide's {@link featureOptions}), those that some of `places` have, in the
 * order of `all`. Reading stops once each one is found: at thousands of matches a keystroke reads the features
 * of a few places, not of every match (product §15.2). `offeredFeatures(matches, options.features)`.
 */
export function offeredFeatures(places: readonly FilterablePlace[], all: readonly FeatureOption[]): FeatureOption[] {
  const wanted = new Set(all.map((feature) => feature.slug));
  const found = new Set<string>();
  for (const place of places) {
    if (found.size === wanted.size) break;
    for (const label of place.features ?? []) {
      const slug = featureSlug(label);
      if (wanted.has(slug)) found.add(slug);
    }
  }
  return all.filter((feature) => found.has(feature.slug));
}

/** A page's {@link ListOptions} from its places and its selects. */
export function listOptions(
  places: readonly FilterablePlace[],
  controls: readonly ListControl[],
  types: readonly TypeOption[] = [],
): ListOptions {
  return {
    controls,
    neighborhoods: neighborhoodOptions(places),
    features: featureOptions(places),
    diets: dietOptions(places),
    types,
  };
}

/**
 * Product §12.7: a list's diet filters: every diet where the list has a place to eat or drink (any type but
 * attraction: the place page asks only those about diets, product §10.6), none otherwise.
 */
export function dietOptions(places: readonly FilterablePlace[]): DietOption[] {
  return places.some((place) => place.type !== "attraction")
    ? dietFilters.map(({ token, label }) => ({ token, label }))
    : [];
}

/** Every value of a key, comma lists split ("price=1,2" reads like "price=1&price=2"), blanks dropped. */
function allValues(params: URLSearchParams, key: string): string[] {
  return params
    .getAll(key)
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter(Boolean);
}

/** Keeps known values once, in the order of `known`. */
function pick<T extends string>(values: readonly string[], known: readonly T[]): T[] {
  return known.filter((value) => values.includes(value));
}

/**
 * Reads filters from a URL query, checked against what the page offers: missing keys and unknown values
 * (a neighborhood the list does not have, "rating=abc", "type" on a page without that select, a price or
 * feature the list does not know, "page=0") take their default. product §5 / product §12.4: never an unknown value
 * that empties the list while its control reads "All".
 */
export function filtersFromSearchParams(params: URLSearchParams, options: ListOptions): ListFilters {
  const has = (control: ListControl) => options.controls.includes(control);
  const neighborhood = params.get("neighborhood") ?? "";
  const rating = params.get("rating") ?? "";
  const type = params.get("type") ?? "";
  const sort = params.get("sort") ?? "";
  const page = Number(params.get("page") ?? "1");
  const prices = allValues(params, "price");
  return {
    q: params.get("q") ?? emptyFilters.q,
    neighborhood:
      has("neighborhood") && options.neighborhoods.includes(neighborhood) ? neighborhood : emptyFilters.neighborhood,
    rating: has("rating") && ratingOptions.some((option) => option.value === rating) ? rating : emptyFilters.rating,
    type: has("type") && options.types.some((option) => option.value === type) ? type : emptyFilters.type,
    open: params.get("open") === "1",
    unknown: params.get("open") === "1" && params.get("unknown") === "1",
    sort: sortOptions.find((option) => option.value === sort)?.value ?? emptyFilters.sort,
    price: priceOptions.filter((option) => prices.includes(option.token)).map((option) => option.value),
    features: pick(
      allValues(params, "feature"),
      options.features.map((feature) => feature.slug),
    ),
    stepFree: params.get("access") === stepFreeOption.token,
    diets: pick(
      allValues(params, "diet"),
      options.diets.map((diet) => diet.token),
    ),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    view: viewFromSearchParams(params),
  };
}

/** Writes filters to a URL query in one fixed order, leaving out defaults so a clean list has a clean URL. */
export function filtersToSearchParams(filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  for (const key of ["type", "neighborhood", "rating"] as const) {
    if (!isAll(filters[key])) params.set(key, filters[key]);
  }
  if (filters.open) params.set("open", "1");
  if (filters.open && filters.unknown) params.set("unknown", "1");
  for (const option of priceOptions) if (filters.price.includes(option.value)) params.append("price", option.token);
  for (const slug of filters.features) params.append("feature", slug);
  if (filters.stepFree) params.set("access", stepFreeOption.token);
  for (const diet of dietFilters) if (filters.diets.includes(diet.token)) params.append("diet", diet.token);
  if (filters.sort !== "recommended") params.set("sort", filters.sort);
  if (filters.page > 1) params.set("page", String(filters.page));
  return withView(params, filters.view);
}

/**
 * The filters after a change: the patch applied, and back to page 1 unless the patch names a page or
 * only switches the view (product §15.2: a new filter or sort starts the list from its beginning).
 */
export function withChange(filters: ListFilters, patch: Partial<ListFilters>): ListFilters {
  const viewOnly = Object.keys(patch).every((key) => key === "view");
  return { ...filters, page: viewOnly ? filters.page : 1, ...patch };
}

/** True when any filter narrows the list (the sort, the page and the view do not: they keep every place). */
export function hasActiveFilters(filters: ListFilters): boolean {
  const narrowing: Partial<ListFilters> = { sort: emptyFilters.sort, page: emptyFilters.page, view: emptyFilters.view };
  return filtersToSearchParams({ ...filters, ...narrowing, q: filters.q.trim() }).size > 0;
}

/** Product §12.5: a list page's selects in its Filters sheet on a phone: all but the first, which stays in the row. */
export function sheetSelects(controls: readonly ListControl[]): readonly ListControl[] {
  return controls.slice(1);
}

/**
 * Product §12.5: how many of the filters a Filters sheet holds are set, as its button says ("Filters (2)"): each of
 * `selects` not at "all", Open now, each price and feature chosen, step-free access and each diet (§12.7). The search text, the sort and a select
 * outside the sheet are seen where they are, and not counted.
 */
export function sheetFilterCount(filters: ListFilters, selects: readonly ListControl[]): number {
  const chosen = selects.filter((control) => !isAll(filters[control])).length;
  return (
    chosen +
    (filters.open ? 1 : 0) +
    filters.price.length +
    filters.features.length +
    (filters.stepFree ? 1 : 0) +
    filters.diets.length
  );
}

/** Shown instead of a count while Open now or Closing latest waits for the clock (product §12): list pages and /search. */
export const pendingText = "Checking opening hours…";
