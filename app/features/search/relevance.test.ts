import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { eventWhenText } from "./event-results";
import { resultPath, toSearchEntries } from "./match";
import { buildRelevanceIndex, correctionFor, editDistance, fuzziness, rankedIds, relevanceIndexOf } from "./relevance";
import { relevanceClient } from "./relevance-client";
import { findIds } from "./relevance-engine";
import { readSynonyms, toEventSearchDoc, toSearchDoc } from "./search-files.server";
import { applyQueryFilters, filterWordTable, namesNearMe, understandQuery } from "./understand";
import { getListedPlaces } from "#core/places/places.server.ts";
import { readPlaces } from "#core/places/guide.server.ts";
import { isListed, type ListedPlace } from "#core/places/place-schema.ts";
import { emptyFilters, filterPlaces } from "~/features/lists";

const synonyms = readSynonyms();

/**
 * What /search finds for a query in a guide of `places`, as the page does it (product §5.5): the query read with
 * the filter words and synonyms, its parts ranked by the relevance index, then the filters it named applied with
 * the lists' own rules (Open now and Near me need the page's clock and location: their tests are in the browser).
 */
function searchGuide(places: readonly ListedPlace[]) {
  const entries = toSearchEntries(places.map(toSearchDoc));
  const index = relevanceIndexOf(entries);
  const table = filterWordTable([...new Set(places.map((place) => place.neighborhood))].sort());
  const byId = new Map(places.map((place) => [place.id, place]));
  const read = (query: string) => understandQuery(query, table, synonyms);
  return {
    entries,
    index,
    read,
    names(query: string): string[] {
      const understood = read(query);
      const found = findIds({ index, table, data: { entries, synonyms, files: [] } }, understood, query).map((id) =>
        byId.get(id)!,
      );
      return filterPlaces(found, applyQueryFilters(emptyFilters, understood.filters)).map((place) => place.name);
    },
    correction: (query: string) => correctionFor(index, read(query), query, read),
  };
}

const real = searchGuide(getListedPlaces());
const fixture = searchGuide(
  readPlaces(path.resolve(import.meta.dirname, "../../../tests/fixture-content/places")).filter(isListed),
);

/** A query, the places it must find first (in that order), and the correction offered when it finds nothing. */
interface Row {
  query: string;
  first: string[];
  /** Every place found must satisfy this (a filter word's filter, a synonym's meaning). */
  every?: (name: string) => boolean;
  count?: number;
  correction?: string;
}

const realPlaces = new Map(getListedPlaces().map((place) => [place.name, place]));
const fixturePlaces = new Map(
  readPlaces(path.resolve(import.meta.dirname, "../../../tests/fixture-content/places"))
    .filter(isListed)
    .map((place) => [place.name, place]),
);

describe("/search on the guide's content (product §5.5)", () => {
  const has = (name: string, feature: string) => realPlaces.get(name)!.features.includes(feature);
  const rows: Row[] = [
    { query: "pizza", first: ["Rubino's Pizza"], count: 4 },
    { query: "piza", first: ["Rubino's Pizza"] },
    { query: "Pizza", first: ["Rubino's Pizza"] },
    { query: "rubinos pizza", first: ["Rubino's Pizza"] },
    { query: "piz", first: ["Rubino's Pizza"] },
    { query: "cofee", first: ["Stauf's Coffee Roasters", "Fox in the Snow Cafe"] },
    { query: "restaraunt", first: ["Wolf's Ridge Brewing"] },
    { query: "kids", first: [], count: 6, every: (name) => has(name, "Family Friendly") },
    { query: "coffee", first: ["Fox in the Snow Cafe", "Stauf's Coffee Roasters"] },
    { query: "zoo", first: ["Columbus Zoo and Aquarium"], count: 1 },
    {
      query: "short north",
      first: [],
      count: getListedPlaces().filter((place) => place.neighborhood === "Short North").length,
      every: (name) => realPlaces.get(name)!.neighborhood === "Short North",
    },
    {
      query: "german village beer",
      first: [],
      every: (name) => realPlaces.get(name)!.neighborhood === "German Village",
    },
    { query: "cheap", first: [], every: (name) => realPlaces.get(name)!.priceRange === "$" },
    { query: "$$$$", first: [], count: 2, every: (name) => realPlaces.get(name)!.priceRange === "$$$$" },
    { query: "pizzzza", first: [], count: 0, correction: "pizza" },
    { query: "qqqqq", first: [], count: 0, correction: undefined },
  ];
  it.each(rows)("$query", ({ query, first, every, count, correction }) => {
    const names = real.names(query);
    expect(names.slice(0, first.length)).toEqual(first);
    if (count !== undefined) expect(names).toHaveLength(count);
    expect(names.filter((name) => !(every ?? (() => true))(name))).toEqual([]);
    if (names.length === 0) expect(real.correction(query)).toBe(correction);
  });

  it("finds every place the home box's rule finds (product §5.1), after those it ranks", () => {
    for (const query of ["bar", "ace", "izza", "orth", "patio", "music hall", "ace old"]) {
      const rule = getListedPlaces()
        .filter((place) =>
          query
            .split(" ")
            .every((word) =>
              [place.name, place.category, place.description, place.neighborhood, ...place.features]
                .join(" ")
                .toLowerCase()
                .includes(word),
            ),
        )
        .map((place) => place.name);
      const names = real.names(query);
      expect(names, query).toEqual(expect.arrayContaining(rule));
      const ranked = rankedIds(real.index, real.read(query)).length;
      expect(names.slice(ranked).toSorted(), query).toEqual(
        rule.filter((name) => !names.slice(0, ranked).includes(name)).toSorted(),
      );
    }
  });
});

describe("/search on the fixture content (product §5.5)", () => {
  const place = (name: string) => fixturePlaces.get(name)!;
  const rows: Row[] = [
    {
      query: "trattoria",
      first: [],
      every: (name) => place(name).category.toLowerCase().includes("trattoria") || name.includes("Trattoria"),
    },
    { query: "galery", first: [], count: 5, every: (name) => name.startsWith("Fixture Gallery") },
    {
      query: "espreso",
      first: [],
      every: (name) => /espresso/i.test(name + place(name).category + place(name).description),
    },
    { query: "kids", first: [], every: (name) => place(name).features.includes("Family Friendly") },
    {
      query: "gallery short north",
      first: [],
      count: 2,
      every: (name) => name.startsWith("Fixture Gallery") && place(name).neighborhood === "Short North",
    },
    {
      query: "cheap tavern",
      first: [],
      every: (name) => name.startsWith("Fixture Tavern") && place(name).priceRange === "$",
    },
    { query: "loungggge", first: [], count: 0, correction: "lounge" },
    { query: "loungggge short north", first: [], count: 0, correction: "lounge short north" },
  ];
  it.each(rows)("$query", ({ query, first, every, count, correction }) => {
    const names = fixture.names(query);
    expect(names.length, query).toBeGreaterThan(count === 0 ? -1 : 0);
    expect(names.slice(0, first.length)).toEqual(first);
    if (count !== undefined) expect(names).toHaveLength(count);
    expect(names.filter((name) => !(every ?? (() => true))(name))).toEqual([]);
    if (names.length === 0) expect(fixture.correction(query)).toBe(correction);
  });
});

describe("the rules under the table", () => {
  it("forgive one edit in a word of 4 to 7 letters, two from 8, none under 4", () => {
    expect(["bar", "pizza", "restaurant"].map(fuzziness)).toEqual([0, 1, 2]);
    expect([editDistance("piza", "pizza"), editDistance("cofee", "coffee"), editDistance("pizzzza", "pizza")]).toEqual([
      1, 1, 2,
    ]);
    // "br" is no typo of "bar": under 4 letters only the word itself, or a longer one it starts while typed.
    expect(fixture.names("tvern")).toEqual(expect.arrayContaining(["Fixture Tavern 1"]));
  });

  it("match the last word as a prefix only while it is typed (no space after it)", () => {
    const zoo = real.entries.find((entry) => entry.name === "Columbus Zoo and Aquarium")!.id;
    expect(rankedIds(real.index, real.read("zo"))).toContain(zoo);
    expect(rankedIds(real.index, real.read("zo "))).toEqual([]);
    // The page still lists it: product §5.1's rule finds "zo" in "zoo" (the union of findIds).
    expect(real.names("zo ")).toContain("Columbus Zoo and Aquarium");
  });

  it("offer the spelling the search read a typo as (the home box's correction), never for a word being typed", () => {
    expect(["piza", "cofee", "restaraunt", "pizzzza"].map(real.correction)).toEqual([
      "pizza",
      "coffee",
      "restaurant",
      "pizza",
    ]);
    expect(["piz", "pizza", "short north", "zoo", "cheap", "and", "pizza and the"].map(real.correction)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(real.correction("the pizzzza")).toBe("the pizza");
  });

  it("keep every place, in the guide's order, for a query of filter words alone", () => {
    const all = real.entries.map((entry) => entry.id);
    expect(rankedIds(real.index, real.read("open now near me"))).toEqual(all);
    expect(namesNearMe(real.read("open now near me").filters)).toBe(true);
    expect(rankedIds(real.index, real.read("& !"))).toEqual([]);
  });

  it("builds the same index in steps as at once", async () => {
    const stepped = await buildRelevanceIndex(real.entries, 1);
    for (const query of ["pizza", "piza", "kids", "short north bar"])
      expect(rankedIds(stepped, real.read(query))).toEqual(rankedIds(real.index, real.read(query)));
  });
});

describe("the relevance client", () => {
  it("answers in the page where no worker can run, as the worker would", async () => {
    const client = relevanceClient({ entries: real.entries, synonyms, files: [] });
    const rubinos = real.entries.find((entry) => entry.name === "Rubino's Pizza")!.id;
    expect((await client.find("piza")).ids[0]).toBe(rubinos);
    expect(await client.find("pizzzza")).toMatchObject({ ids: [], correction: "pizza" });
    expect(await client.correct("cofee")).toBe("coffee");
    expect(client.read("kids near me").filters.map((found) => found.label)).toEqual(["Near me"]);
    expect(relevanceClient(client.data)).toBe(client);
  });

  it("answers with every id the page shows: relevance's first, then product §5.1's rule's", async () => {
    const client = relevanceClient({ entries: real.entries, synonyms, files: [] });
    const zoo = real.entries.find((entry) => entry.name === "Columbus Zoo and Aquarium")!.id;
    // "zo " is no prefix any more (relevance finds nothing), but the rule finds "zo" in "zoo".
    expect((await client.find("zo ")).ids).toContain(zoo);
    for (const query of ["pizza", "piza", "short north bar", "zo "])
      expect((await client.find(query)).ids).toEqual(
        findIds({ index: real.index, table: filterWordTable([]), data: client.data }, client.read(query), query),
      );
  });

  it("drops a question typed over before it is answered, in the page", async () => {
    const client = relevanceClient({ entries: real.entries, synonyms, files: [] });
    const typedOver = new AbortController();
    const asked = client.find("pizza", typedOver.signal);
    typedOver.abort();
    await expect(asked).rejects.toMatchObject({ name: "AbortError" });
    await expect(client.find("pizza")).resolves.toMatchObject({ correction: undefined });
  });
});

describe("the relevance client with a worker", () => {
  /** A stand-in worker: it keeps what it is sent, and the test answers for it. */
  class HeldWorker {
    static last: HeldWorker | undefined;
    sent: { kind: string; seq?: number; query?: string }[] = [];
    onmessage: ((event: { data: unknown }) => void) | null = null;
    onerror: (() => void) | null = null;
    constructor() {
      HeldWorker.last = this;
    }
    postMessage(message: { kind: string; seq?: number; query?: string }) {
      this.sent.push(message);
    }
    terminate() {}
    answer(seq: number, ids: number[]) {
      this.onmessage?.({ data: { kind: "answer", seq, ids, ms: 1 } });
    }
  }
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("asks one question at a time and never asks one typed over while it waited its turn", async () => {
    vi.stubGlobal("Worker", HeldWorker);
    const client = relevanceClient({ entries: real.entries, synonyms, files: [new ArrayBuffer(8)] });
    const worker = HeldWorker.last!;
    const questions = () => worker.sent.filter((message) => message.kind !== "load").map((message) => message.query);

    const pi = new AbortController();
    const piAnswer = client.find("pi", pi.signal);
    const piz = new AbortController();
    const pizAnswer = client.find("piz", piz.signal);
    // The worker is busy with "pi" (building its index, say): "piz" waits here.
    expect(questions()).toEqual(["pi"]);
    // Typed on: "piz" is given up before its turn, and "pizz" takes its place.
    pi.abort();
    piz.abort();
    await expect(pizAnswer).rejects.toMatchObject({ name: "AbortError" });
    const pizzAnswer = client.find("pizz");
    expect(questions()).toEqual(["pi"]);

    // "pi" was already asked: its answer still comes (the page ignores it), then the newest text is asked.
    worker.answer(worker.sent.at(-1)!.seq!, [1, 2, 3]);
    await expect(piAnswer).resolves.toMatchObject({ ids: [1, 2, 3] });
    expect(questions()).toEqual(["pi", "pizz"]);
    worker.answer(worker.sent.at(-1)!.seq!, [2]);
    await expect(pizzAnswer).resolves.toMatchObject({ ids: [2] });
  });
});

describe("events in the search page's engine (decision 085)", () => {
  const places = getListedPlaces();
  const place = places.find((each) => each.type === "club") ?? places[0]!;
  const event = toEventSearchDoc(
    {
      slug: "copper-kings-live",
      title: "Saturday Soul Revue",
      kind: "music",
      where: { name: place.name, neighborhood: place.neighborhood, placeSlug: place.slug },
      free: false,
      status: "EventScheduled",
      soldOut: false,
      occurrences: [{ night: "2026-12-05", start: "2026-12-05T21:00-05:00", end: "2026-12-06T01:00-05:00" }],
    },
    0,
    ["The Copper Kings"],
  );
  const entries = toSearchEntries([...places.map(toSearchDoc), event]);
  const index = relevanceIndexOf(entries);
  const table = filterWordTable([...new Set(places.map((each) => each.neighborhood))].sort());
  const find = (query: string) =>
    findIds({ index, table, data: { entries, synonyms, files: [] } }, understandQuery(query, table, synonyms), query);

  it("finds an event by its title, its performer and its place, typos forgiven as a place's", () => {
    for (const query of ["saturday soul", "soul revue", "copper kings", "coper kings", "satruday soul", "revu"])
      expect(find(query), query).toContain(-1);
    expect(find(place.name)).toContain(-1);
    // Its place comes before it for the place's name (a name counts more than a description).
    expect(find(place.name).indexOf(place.id)).toBeLessThan(find(place.name).indexOf(-1));
    expect(find("zzqxv")).not.toContain(-1);
  });

  it("links an event's result to its page and says its next date not yet over", () => {
    expect(resultPath(event)).toBe("/events/copper-kings-live");
    expect(eventWhenText(event.event!, new Date("2026-12-05T20:00:00-05:00"))).toBe("Next: Sat, Dec 5 · 9 PM - 1 AM");
    expect(eventWhenText(event.event!, new Date("2026-12-06T02:00:00-05:00"))).toBe("No dates ahead");
  });
});
