import { describe, expect, it } from "vitest";
import { toSearchEntries, type SearchDoc } from "./match";
import { createIndexLoader, parseShard } from "./search-index";
import {
  eventSearchFile,
  getSearchFiles,
  readSynonyms,
  searchEventsPath,
  searchFiles,
  searchManifestFile,
  searchShardFiles,
  searchShardOf,
  toSearchDoc,
  updatedSearchManifest,
} from "./search-files.server";
import { parseManifest, searchManifestUrl, type SearchManifest } from "./search-manifest";
import { getListedPlaces } from "#core/places/places.server.ts";
import type { ListedPlace } from "~/features/places";
import { getEventSummaries } from "~/features/events/events.server";
import type { EventSummary } from "#core/events/events.server.ts";

const listed = getListedPlaces();

const doc: SearchDoc = {
  id: 101,
  name: "Lindey's",
  type: "restaurant",
  rating: 4.6,
  category: "American Bistro",
  description: "A bistro",
  neighborhood: "German Village",
  features: ["Patio"],
};

/** A fetch that answers from `files` (URL -> JSON body) and records its calls; a missing URL answers 404. */
function fakeFetch(files: Record<string, unknown>, delays: Record<string, number> = {}) {
  const calls: string[] = [];
  const fetchFile = (async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    if (delays[url]) await new Promise((resolve) => setTimeout(resolve, delays[url]));
    if (!(url in files)) return new Response("not found", { status: 404 });
    return new Response(JSON.stringify(files[url]));
  }) as typeof fetch;
  return { calls, fetchFile };
}

const manifest = (paths: string[]): SearchManifest => ({
  shards: paths.map((path) => ({ path, places: 1 })),
  synonyms: [{ words: ["kids"], means: ["family friendly"] }],
});

describe("the search files (decision 044)", () => {
  it("are a manifest at a fixed URL and one file of places per bucket of 500 ids, named by the bucket only", () => {
    const files = getSearchFiles();
    const events = getEventSummaries().length;
    expect(files[0]!.path).toBe("/search/manifest.json");
    expect(files.slice(1).map((file) => file.path)).toEqual([
      "/search/places-0.json",
      ...(events ? ["/search/events.json"] : []),
    ]);
    const read = parseManifest(JSON.parse(files[0]!.source));
    expect(read.shards).toEqual([
      { path: "/search/places-0.json", places: listed.length },
      ...(events ? [{ path: "/search/events.json", places: events }] : []),
    ]);
    expect(read.synonyms).toEqual(readSynonyms());
    expect([searchShardOf(1), searchShardOf(499), searchShardOf(500), searchShardOf(1_000_742)]).toEqual([
      0, 0, 1, 2001,
    ]);
  });

  it("hold every listed place once, with the searched fields, in id order within a file", () => {
    const docs = getSearchFiles()
      .slice(1)
      .filter((file) => file.path !== searchEventsPath)
      .flatMap((file) => parseShard(JSON.parse(file.source), file.path));
    expect(docs).toEqual(listed.toSorted((a, b) => a.id - b.id).map(toSearchDoc));
  });

  it("hold every event with dates ahead once in the events' file (decision 085): title, kind, performers, place, next dates", () => {
    const summaries = getEventSummaries();
    const file = getSearchFiles().find((each) => each.path === searchEventsPath);
    expect(file === undefined).toBe(summaries.length === 0);
    const summary: EventSummary = {
      slug: "friday-jazz",
      title: "Friday jazz",
      kind: "music",
      where: { name: "Test Venue", neighborhood: "Short North", placeSlug: "test-venue" },
      free: false,
      status: "EventScheduled",
      soldOut: false,
      occurrences: [
        { night: "2026-12-04", start: "2026-12-04T21:00-05:00", end: "2026-12-05T01:00-05:00" },
        { night: "2026-12-11", start: "2026-12-11T21:00-05:00", end: "2026-12-12T01:00-05:00" },
        { night: "2026-12-18", start: "2026-12-18T21:00-05:00", end: "2026-12-19T01:00-05:00" },
      ],
    };
    const [docOf] = parseShard(JSON.parse(eventSearchFile([summary], () => ["The Copper Kings"])!.source), "events");
    expect(docOf).toEqual({
      id: -1,
      name: "Friday jazz",
      type: "event",
      rating: 0,
      category: "Music",
      description: "The Copper Kings · Test Venue",
      neighborhood: "Short North",
      features: [],
      event: {
        slug: "friday-jazz",
        dates: [
          ["2026-12-04T21:00-05:00", "2026-12-05T01:00-05:00"],
          ["2026-12-11T21:00-05:00", "2026-12-12T01:00-05:00"],
        ],
      },
    });
    expect(eventSearchFile([])).toBeUndefined();
  });

  it("change only the edited place's file when one place is edited, and the manifest too when one is added", () => {
    const many: ListedPlace[] = Array.from({ length: 1500 }, (_, i) => ({ ...listed[i % listed.length]!, id: 1 + i }));
    const before = searchFiles(many, []);
    const edited = many.map((place) => (place.id === 742 ? { ...place, description: "Now with a patio." } : place));
    const added = [...many, { ...listed[0]!, id: 1501 }];
    const changedByEdit = searchFiles(edited, []).filter(
      (file) => before.find((old) => old.path === file.path)?.source !== file.source,
    );
    // Product §18.3, small edits: the manifest names the files, not their bytes.
    expect(changedByEdit.map((file) => file.path)).toEqual(["/search/places-1.json"]);
    const changedByAdd = searchFiles(added, []).filter(
      (file) => before.find((old) => old.path === file.path)?.source !== file.source,
    );
    expect(changedByAdd.map((file) => file.path)).toEqual(["/search/manifest.json", "/search/places-3.json"]);
  });

  it("are written by a pure function of the places: one bucket's file from that bucket's places alone", () => {
    const many: ListedPlace[] = Array.from({ length: 1200 }, (_, i) => ({ ...listed[i % listed.length]!, id: 1 + i }));
    const whole = searchShardFiles(many);
    const one = searchShardFiles(many.filter((place) => searchShardOf(place.id) === 1));
    expect(one).toEqual([whole[1]]);
    expect(searchManifestFile(whole, [])).toEqual(searchManifestFile(searchShardFiles(many), []));
  });

  it("a publisher's manifest, from the live one and the changed buckets' files, is the whole guide's (decision 050)", () => {
    const synonyms = readSynonyms();
    const many: ListedPlace[] = Array.from({ length: 1500 }, (_, i) => ({ ...listed[i % listed.length]!, id: 1 + i }));
    const live = parseManifest(JSON.parse(searchFiles(many, synonyms)[0]!.source));
    /** The manifest a publish of `after` writes when the places of `buckets` changed. */
    const published = (after: ListedPlace[], buckets: number[]) => {
      const changed = new Set(buckets);
      const shards = searchShardFiles(after.filter((place) => changed.has(searchShardOf(place.id))));
      return updatedSearchManifest(live, changed, shards, synonyms);
    };
    const edited = many.map((place) => (place.id === 742 ? { ...place, description: "Now with a patio." } : place));
    const added = [...many, { ...listed[0]!, id: 2742 }]; // a bucket of its own (5), after a gap (3 and 4 are empty)
    const emptied = many.filter((place) => searchShardOf(place.id) !== 1); // bucket 1's places all closed
    for (const [after, buckets] of [
      [edited, [1]],
      [added, [5]],
      [emptied, [1]],
      [edited, [0, 1, 2]],
    ] as const) {
      const whole = searchFiles(after, synonyms)[0]!;
      expect(published([...after], [...buckets])).toEqual(whole);
    }
    expect(published(added, [5]).source).not.toBe(searchFiles(many, synonyms)[0]!.source);
  });

  it("refuse an answer that is not a manifest or not a file of places, naming the URL", () => {
    expect(() => parseManifest({ shards: "x", synonyms: [] }, "/m.json")).toThrow("/m.json: not a search manifest");
    expect(() => parseManifest({ shards: [{ path: "https://x.example/p.json", places: 1 }], synonyms: [] })).toThrow(
      "not a search manifest",
    );
    expect(() => parseShard({ docs: [] }, "/search/places-0.json")).toThrow(
      "/search/places-0.json: not a file of search places",
    );
    expect(() => parseShard([{ id: "1", name: "x" }], "/p.json")).toThrow("not a file of search places");
  });
});

describe("createIndexLoader", () => {
  it("fetches nothing until asked, then the manifest and its files once for every caller, and tells subscribers", async () => {
    const { calls, fetchFile } = fakeFetch({
      [searchManifestUrl]: manifest(["/search/places-0.json"]),
      "/search/places-0.json": [doc],
    });
    const loader = createIndexLoader(searchManifestUrl, fetchFile);
    const seen: string[] = [];
    loader.subscribe(() => seen.push(loader.state().status));
    expect(loader.state()).toEqual({ status: "idle" });
    expect(calls).toEqual([]);

    const [first, second] = await Promise.all([loader.load(), loader.load()]);
    await loader.load();
    expect(calls).toEqual([searchManifestUrl, "/search/places-0.json"]);
    expect(first.entries).toEqual(toSearchEntries([doc]));
    expect(first.synonyms).toEqual(manifest([]).synonyms);
    expect(second).toBe(first);
    expect(loader.state()).toMatchObject({ status: "ready", entries: first.entries });
    expect(seen).toEqual(["loading", "ready"]);
    // The bytes are the file's, for the vocabulary's worker to read again.
    expect(first.files.map((file) => JSON.parse(new TextDecoder().decode(file)))).toEqual([[doc]]);
  });

  it("fetches every file at once and orders the places highest rated first, then in content order, whatever order they arrive in", async () => {
    const files = {
      [searchManifestUrl]: manifest(["/search/places-0.json", "/search/places-1.json"]),
      "/search/places-0.json": [
        { ...doc, id: 1, type: "attraction", rating: 4.5 },
        { ...doc, id: 101, rating: 4.5 },
        { ...doc, id: 201, type: "bar", rating: 4.8 },
      ],
      "/search/places-1.json": [{ ...doc, id: 600, type: "attraction", rating: 4.5 }],
    };
    const { calls, fetchFile } = fakeFetch(files, { "/search/places-0.json": 20 });
    const loaded = await createIndexLoader(searchManifestUrl, fetchFile).load();
    // content order: attractions.json, clubs-and-bars.json, coffee.json, restaurants.json, each in id order.
    expect(loaded.entries.map((entry) => entry.id)).toEqual([201, 1, 600, 101]);
    expect(calls).toEqual([searchManifestUrl, "/search/places-0.json", "/search/places-1.json"]);
  });

  it("reports an error when one file fails, naming it", async () => {
    const { fetchFile } = fakeFetch({
      [searchManifestUrl]: manifest(["/search/places-0.json", "/search/places-1.json"]),
      "/search/places-0.json": [doc],
    });
    const loader = createIndexLoader(searchManifestUrl, fetchFile);
    await expect(loader.load()).rejects.toThrow("/search/places-1.json: HTTP 404");
    expect(loader.state()).toEqual({ status: "error" });
  });

  it("reports a failure and tries again on the next load", async () => {
    let answer = fakeFetch({});
    const loader = createIndexLoader(searchManifestUrl, (...args) => answer.fetchFile(...args));
    await expect(loader.load()).rejects.toThrow(`${searchManifestUrl}: HTTP 404`);
    expect(loader.state()).toEqual({ status: "error" });

    answer = fakeFetch({ [searchManifestUrl]: manifest(["/search/places-0.json"]), "/search/places-0.json": [doc] });
    await expect(loader.load()).resolves.toMatchObject({ entries: toSearchEntries([doc]) });
    expect(loader.state().status).toBe("ready");
  });
});
