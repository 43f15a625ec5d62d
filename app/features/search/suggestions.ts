/**
 * product §5.5 on the home box: its suggestions from the search page's own engine, so the box and /search never
 * disagree. The relevance index (in its worker, decision 044) ranks the query, typos forgiven and synonyms read, with
 * product §5.1's rule's matches after (relevance-engine.ts `findIds`); words that name a filter ("open now", "near
 * me", a neighborhood, a price) apply it as /search does, and show as what they are: "Open now: 2 places". Loaded when
 * the box is first focused, never with the page.
 */
import { emptyFilters, listResults, type ListFilters } from "~/features/lists";
import { loadOpenRule } from "~/features/hours";
import type { PlaceSummary } from "~/features/places";
import { fetchJsonOnce } from "~/lib/fetch-json-once";
import { eventWhenText } from "./event-results";
import { isEventEntry, searchRules, type SearchEntry } from "./match";
import { relevanceClient } from "./relevance-client";
import type { SearchIndexData } from "./search-index";
import { applyQueryFilters, namesNearMe, type FoundFilter } from "./understand";
import { site } from "#core/site-config.ts";

/** The filters a query named, as one row of the list: its words ("Open now: 2 places") and its count. */
export interface SuggestedIntent {
  label: string;
  /** How many places the search page shows for the query. */
  count: number;
}

/** A place or an event the box shows; an event's with `when`, its next date ("Next: Sat, Dec 5 · 9 PM - 2 AM"). */
export type SuggestedEntry = SearchEntry & { when?: string };

/**
 * What the box shows for `text`: the intent row when the query names a filter, then places and events (decision
 * 085, ranked together by the engine): 6 rows at most in all.
 */
export interface Suggestions {
  text: string;
  intent?: SuggestedIntent;
  entries: SuggestedEntry[];
}

/** The entries as rows, an event's with its next date at `now`. */
function withWhen(entries: readonly SearchEntry[], now = new Date()): SuggestedEntry[] {
  return entries.map((entry) => (isEventEntry(entry) ? { ...entry, when: eventWhenText(entry.event, now) } : entry));
}

/** An intent's row: the filters' labels and the count, "Open now: 2 places", "Short North, Price: $: 1 place". */
export function intentText(count: number, filters: readonly Pick<FoundFilter, "label">[]): string {
  return `${filters.map((found) => found.label).join(", ")}: ${count} ${count === 1 ? "place" : "places"}`;
}

/** Each search file's entries by id (one map per arrival of the files). */
const byIds = new WeakMap<SearchIndexData, Map<number, SearchEntry>>();

function entriesById(data: SearchIndexData): Map<number, SearchEntry> {
  let map = byIds.get(data);
  if (!map) {
    map = new Map(data.entries.map((entry) => [entry.id, entry]));
    byIds.set(data, map);
  }
  return map;
}

/** The cards of every listed place (the files /search reads, list-data.server.ts key "all"), by id. */
function cardsById(urls: readonly string[]): Promise<Map<number, PlaceSummary>> {
  return Promise.all(
    urls.map((url) =>
      fetchJsonOnce(url, (json) => {
        if (!Array.isArray(json)) throw new Error(`${url}: not a list file`);
        return json as PlaceSummary[];
      }),
    ),
  ).then((parts) => new Map(parts.flat().map((card) => [card.id, card])));
}

/** True when a filter needs the cards: Open now (their hours) or a price (their price range). */
const needsCards = (filters: ListFilters) => filters.open || filters.price.length > 0;

/**
 * product §5.5: the home box's suggestions for `text`, as /search would show it: the engine's ids, best first, with
 * the query's filters applied (Open now at this minute in the city's time; a neighborhood; prices) and the first 6
 * kept (5 after a filter's row); with a filter named, its row and how many places /search shows. "Near me" shows its row only: the places
 * nearest the visitor are known once /search has asked for the location.
 * @param cardUrls the files of every listed place's card (for Open now and prices), fetched only when needed.
 * @throws when the engine or a file could not load, or `signal` was aborted (typed on) before the question was asked.
 */
export async function suggestionsFor(
  data: SearchIndexData,
  text: string,
  cardUrls: readonly string[],
  signal?: AbortSignal,
): Promise<Suggestions> {
  const client = relevanceClient(data);
  const understood = client.read(text);
  const { ids } = await client.find(text, signal);
  const entries = entriesById(data);
  const matched = ids.flatMap((id) => entries.get(id) ?? []);
  if (understood.filters.length === 0) return { text, entries: withWhen(matched.slice(0, searchRules.maxSuggestions)) };
  // Decision 085: the filters the words name (Open now, a neighborhood, a price) are the places' filters: events
  // are left out of what they count and show.
  const places = matched.filter((entry) => !isEventEntry(entry));

  const filters = applyQueryFilters(emptyFilters, understood.filters);
  let results: SearchEntry[];
  if (needsCards(filters)) {
    const [cards, rule] = await Promise.all([cardsById(cardUrls), filters.open ? loadOpenRule() : undefined]);
    const now = new Date();
    const options = { timeZone: site.timeZone };
    const hours = (card: PlaceSummary) => rule!.expandHours(card.openingHours);
    const clock = rule && {
      isOpen: (card: PlaceSummary) => rule.isOpenAt(hours(card), now, options),
      closesAt: (card: PlaceSummary) => rule.closingMinutes(hours(card), now, options),
      hoursKnown: (card: PlaceSummary) => rule.openState(hours(card), now, options) !== null,
    };
    const shown = listResults(
      places.flatMap((entry) => cards.get(entry.id) ?? []),
      filters,
      clock,
    );
    results = shown.flatMap((card) => entries.get(card.id) ?? []);
  } else {
    results = listResults(places, filters);
  }
  const intent = { label: intentText(results.length, understood.filters), count: results.length };
  if (namesNearMe(understood.filters))
    return { text, intent: { ...intent, label: `${intent.label}, nearest first` }, entries: [] };
  // product §9: at most 6 rows in all, the intent's among them.
  return { text, intent, entries: results.slice(0, searchRules.maxSuggestions - 1) };
}
