import { describe, expect, it } from "vitest";
import { matchesWords, queryWords, searchEntries, searchText, toSearchEntries, type SearchEntry } from "./match";
import {
  buildPairIndex,
  findWithPairs,
  pairCandidates,
  pairIndexBuilder,
  rankWithPairs,
  type PairIndex,
  type Scheduler,
  warmUpPasses,
} from "./pair-index";
import { toSearchDoc } from "./search-files.server";
import { getListedPlaces } from "#core/places/places.server.ts";
import { vocabularyOf } from "./vocabulary";

/** The rule written plainly (product §5): every word in the text, then more name hits, higher rating, index order. */
function expected(entries: readonly SearchEntry[], query: string): number[] {
  if (query.trim().length < 2) return [];
  const words = query.toLowerCase().split(" ").filter(Boolean);
  const hits = (e: SearchEntry) => words.filter((w) => e.name.toLowerCase().includes(w)).length;
  return entries
    .map((e, order) => ({ e, order }))
    .filter(({ e }) => words.every((w) => e.text.includes(w)))
    .sort((a, b) => hits(b.e) - hits(a.e) || b.e.rating - a.e.rating || a.order - b.order)
    .map(({ e }) => e.id);
}

const ids = (entries: readonly SearchEntry[]) => entries.map((e) => e.id);

/** Runs every scheduled step at once, each with `budgetMs`, and counts the steps. */
function eagerSteps(budgetMs: number) {
  const counter = { steps: 0 };
  const schedule: Scheduler = (task) => {
    counter.steps++;
    queueMicrotask(() => task(budgetMs));
  };
  return { counter, schedule };
}

/** A seeded random generator (mulberry32), so the synthetic guide is the same on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const real = toSearchEntries(getListedPlaces().map(toSearchDoc));

/** The searched fields a test entry does not need (matching reads `text`). */
const unsearched = { category: "", description: "", features: [] };

/**
 * 3,000 synthetic entries recombined from the real texts' words, with accents, apostrophes, hyphens, ampersands,
 * curly quotes and characters outside the Basic Multilingual Plane mixed in, rated first like the build's index.
 */
function syntheticGuide(size: number): SearchEntry[] {
  const rand = random(size);
  const words = [...new Set(real.flatMap((e) => e.text.split(" ")))];
  const extras = [
    "café",
    "crème",
    "brûlée",
    "jalapeño",
    "naïve",
    "lindey’s",
    "hands-on",
    "r&b",
    "süd",
    "🍕",
    "🍕pizza",
    "a",
    "é",
    "ß",
    "x",
  ];
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  return Array.from({ length: size }, (_, i) => {
    const name = `${pick(words)} ${rand() < 0.2 ? pick(extras) : pick(words)} ${i + 1}`;
    const description = Array.from({ length: 5 + Math.floor(rand() * 30) }, () =>
      rand() < 0.1 ? pick(extras) : pick(words),
    ).join(" ");
    const text = searchText({
      name,
      category: pick(words),
      description,
      neighborhood: pick(words),
      features: [pick(words)],
    });
    return {
      id: i + 1,
      name,
      type: "restaurant" as const,
      neighborhood: "Downtown",
      rating: Math.round((3.9 + rand()) * 10) / 10,
      text,
      ...unsearched,
    };
  }).sort((a, b) => b.rating - a.rating);
}

const synthetic = syntheticGuide(3000);

/** Queries as visitors type them: letter by letter, widened, replaced, with accents, punctuation and odd spacing. */
function visitorQueries(entries: readonly SearchEntry[], seed: number): string[] {
  const rand = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const pieces = (count: number) =>
    Array.from({ length: count }, () => {
      const text = pick(entries).text;
      const start = Math.floor(rand() * text.length);
      return text.slice(start, start + 1 + Math.floor(rand() * 9)).trim();
    }).filter(Boolean);
  const fixed = [
    "pizza",
    "Pizza Short",
    "short north",
    "izza",
    "orth",
    "bar g",
    "café",
    "cafe",
    "crème brûlée",
    "lindey's",
    "lindey’s",
    "hands-on",
    "r&b",
    "🍕",
    "pizza 🍕",
    "é",
    "a b",
    " pi ",
    "pi  zz",
    "zq",
    "qz x",
    "ß",
    "xyzw",
    "é pizza",
    "12",
    "1 2",
    "& ",
    "-",
  ];
  const typed: string[] = [];
  for (const query of [...fixed, ...Array.from({ length: 25 }, () => pieces(1 + Math.floor(rand() * 3)).join(" "))]) {
    for (let n = 1; n <= query.length; n++) typed.push(query.slice(0, n)); // typed on
    for (let n = query.length - 1; n >= 1; n--) typed.push(query.slice(0, n)); // widened again
    typed.push(query.toUpperCase()); // replaced at once
  }
  return typed;
}

// Hundreds of queries over thousands of entries, each against the plain rule: slow on a busy machine.
describe("the letter-pair index (product §15.5, decision 021)", { timeout: 60_000 }, () => {
  for (const [name, entries] of [
    ["the real guide", real],
    ["3,000 synthetic entries", synthetic],
  ] as const) {
    describe(name, () => {
      // One index with its pairs only (the first pass), one with the vocabulary too.
      const first = pairIndexBuilder(entries);
      first.step(Infinity);
      const pairsOnly = first.index!;
      const builder = pairIndexBuilder(entries);
      while (!builder.step(Infinity));
      const index = builder.index!;
      const queries = visitorQueries(entries, entries.length);

      it("finds exactly the entries the plain rule finds, in the index's order, before and after its vocabulary is in", () => {
        expect([pairsOnly.vocabulary, index.vocabulary?.size]).toEqual([undefined, entries.length]);
        for (const query of queries) {
          const words = queryWords(query);
          const plain = entries.filter((entry) => matchesWords(entry, words));
          expect(findWithPairs(entries, pairsOnly, words), query).toEqual(plain);
          expect(findWithPairs(entries, index, words), query).toEqual(plain);
        }
        for (const query of queries.slice(0, 300).filter((query) => query.trim().length >= 2)) {
          expect(ids(rankWithPairs(entries, pairsOnly, queryWords(query))!), query).toEqual(expected(entries, query));
          expect(ids(rankWithPairs(entries, pairsOnly, queryWords(query), 6)!), query).toEqual(
            expected(entries, query).slice(0, 6),
          );
        }
      });

      it("never leaves out a match from its candidates, and a two-letter word's candidates are its matches", () => {
        for (const query of queries) {
          const words = queryWords(query);
          if (words.length === 0) continue;
          const candidates = new Set(pairCandidates(index, words));
          const matches = entries.flatMap((entry, position) => (matchesWords(entry, words) ? [position] : []));
          expect(
            matches.filter((position) => !candidates.has(position)),
            query,
          ).toEqual([]);
          if (words.every((word) => word.length === 2)) expect([...candidates], query).toEqual(matches);
        }
      });

      it("gives searchEntries the rule's results and order for every keystroke, before and after the index is ready", async () => {
        const list = [...entries]; // a fresh index: no finder yet, matching scans
        const before = queries.slice(0, 200).map((query) => ids(searchEntries(list, query)));
        expect(before).toEqual(queries.slice(0, 200).map((query) => expected(list, query)));
        await buildPairIndex(list, eagerSteps(5).schedule);
        for (const query of queries) expect(ids(searchEntries(list, query)), query).toEqual(expected(list, query));
        for (const query of queries.slice(0, 300))
          expect(ids(searchEntries(list, query, 6)), query).toEqual(expected(list, query).slice(0, 6));
      });
    });
  }

  it("still finds a name holding every word far down a long list once the other groups are full", async () => {
    const name = (i: number) =>
      i === 450 ? "Short North Tavern" : i % 7 === 0 ? `North Star ${i}` : i === 470 ? "Shortstop North" : `Place ${i}`;
    const list: SearchEntry[] = Array.from({ length: 500 }, (_, i) => ({
      id: i + 1,
      name: name(i),
      type: "bar" as const,
      neighborhood: "Short North",
      ...unsearched,
      rating: 4.9 - Math.floor(i / 100) / 10,
      text: searchText({
        name: name(i),
        category: "Bar",
        description: "a bar",
        neighborhood: "Short North",
        features: [],
      }),
    }));
    await buildPairIndex(list, eagerSteps(5).schedule);
    const found = ids(searchEntries(list, "short north", 6));
    expect(found.slice(0, 2)).toEqual([451, 471]);
    expect(found).toEqual(expected(list, "short north").slice(0, 6));
  });

  it("builds in bounded steps: the pairs first (the index is usable once all are in), then the vocabulary", () => {
    const builder = pairIndexBuilder(synthetic);
    const seen: string[] = [];
    while (!builder.step(500)) {
      seen.push(`${builder.built}/${builder.worded}`);
      expect(builder.index === undefined).toBe(builder.built < 3000);
      if (builder.index) expect(builder.index.vocabulary).toBeUndefined();
    }
    expect(seen).toEqual([
      "500/0",
      "1000/0",
      "1500/0",
      "2000/0",
      "2500/0",
      "3000/0",
      "3000/500",
      "3000/1000",
      "3000/1500",
      "3000/2000",
      "3000/2500",
    ]);
    expect(builder.worded).toBe(3000);
    expect(builder.index!.vocabulary?.size).toBe(3000);
  });

  it("takes one batch of 16 entries a step when the time granted is used up (pairs, then words), and warms the matcher up", async () => {
    const list = synthetic.slice(0, 1000);
    const { counter, schedule } = eagerSteps(0);
    let clock = 0;
    const index: PairIndex = await buildPairIndex(list, schedule, () => clock++);
    expect(counter.steps).toBe(2 * Math.ceil(1000 / 16) + warmUpPasses);
    expect(index.size).toBe(1000);
    expect(ids(searchEntries(list, "pizza"))).toEqual(expected(list, "pizza"));
  });

  it("finds a longer word through the texts' own words: inside one, across a line break, never across a space", async () => {
    const texts = ["ab\ncd pizza", "the pizzeria", "pi zza", "za", "pizz a", "xx pizza!"];
    const list: SearchEntry[] = texts.map((text, i) => ({
      id: i + 1,
      name: `Place ${i + 1}`,
      type: "bar" as const,
      neighborhood: "Downtown",
      rating: 4,
      text,
      ...unsearched,
    }));
    await buildPairIndex(list, eagerSteps(5).schedule);
    for (const query of [
      "pizz",
      "pizza",
      "izz",
      "b\nc",
      "ab\ncd",
      "pi zza",
      "zza",
      "a!",
      "izza!",
      "pizzeria",
      "zzz",
      "pizza pi",
    ]) {
      expect(ids(searchEntries(list, query)), JSON.stringify(query)).toEqual(expected(list, query));
    }
    expect(ids(searchEntries(list, "b\nc"))).toEqual([1]);
    expect(ids(searchEntries(list, "pizz"))).toEqual([1, 2, 5, 6]);
  });

  it("takes a vocabulary built elsewhere (the worker's) when it covers the entries, and builds its own otherwise", async () => {
    const list = synthetic.slice(0, 1000);
    const pairSteps = Math.ceil(1000 / 16);
    const built = vocabularyOf(list.map((entry) => entry.text));
    const given = eagerSteps(0);
    let clock = 0;
    const index = await buildPairIndex([...list], given.schedule, () => clock++, Promise.resolve(built));
    expect(index.vocabulary).toBe(built);
    expect(given.counter.steps).toBe(pairSteps + warmUpPasses);
    for (const elsewhere of [
      Promise.resolve(vocabularyOf(list.slice(1).map((entry) => entry.text))),
      Promise.resolve(undefined),
      Promise.reject(new Error("worker failed")),
    ]) {
      const own = eagerSteps(0);
      const copy = [...list];
      const ownIndex = await buildPairIndex(copy, own.schedule, () => clock++, elsewhere);
      expect(ownIndex.vocabulary).toEqual(built);
      expect(own.counter.steps).toBe(2 * pairSteps + warmUpPasses);
      expect(ids(searchEntries(copy, "pizza"))).toEqual(expected(list, "pizza"));
    }
  });

  it("keeps one bit per entry across 32-bit words: the 33rd entry is the first bit of the second word", () => {
    const texts = Array.from({ length: 40 }, (_, i) => ({
      name: `Place ${i}`,
      rating: 4,
      text: i === 32 ? "jazz quartet zq" : i === 31 ? "zq" : i === 30 ? "q" : `place ${i}`,
    }));
    const builder = pairIndexBuilder(texts);
    builder.step(40);
    expect(builder.index!.stride).toBe(2);
    expect(pairCandidates(builder.index!, ["zq"])).toEqual([31, 32]);
    expect(pairCandidates(builder.index!, ["zq", "jazz"])).toEqual([32]);
    expect(pairCandidates(builder.index!, ["qq"])).toEqual([]);
    // A one-letter word: the texts with a pair holding it, and those too short for a pair.
    expect(pairCandidates(builder.index!, ["q"])).toEqual([30, 31, 32]);
  });
});
