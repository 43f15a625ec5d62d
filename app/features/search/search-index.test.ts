import { describe, expect, it } from "vitest";
import indexUrls from "virtual:search-index";
import { splitIndex } from "../../../tooling/build/vite-plugins/search-index";
import type { SearchEntry } from "./match";
import { createIndexLoader, parseIndex } from "./search-index";
import { getSearchIndex } from "./search-index.server";

const entries: SearchEntry[] = [
  {
    id: 101,
    name: "Lindey's",
    type: "restaurant",
    neighborhood: "German Village",
    rating: 4.6,
    text: "lindey's american",
  },
];

/** A fetch that answers `body` and counts its calls; `fail` answers HTTP 503 (or rejects when "network"). */
function fakeFetch(body: unknown, fail?: "http" | "network") {
  const calls: string[] = [];
  const fetchFile = (async (input: RequestInfo | URL) => {
    calls.push(String(input));
    if (fail === "network") throw new TypeError("Failed to fetch");
    return new Response(JSON.stringify(body), { status: fail === "http" ? 503 : 200 });
  }) as typeof fetch;
  return { calls, fetchFile };
}

describe("the search index file", () => {
  it("is one file for today's guide, named by a hash of its content under /assets/, so it can be cached for a year", () => {
    expect(indexUrls).toHaveLength(1);
    expect(indexUrls[0]).toMatch(/^\/assets\/search-index-[\w-]{10}\.json$/);
  });

  it("holds one compact entry per listed place, as the build makes it", () => {
    const index = getSearchIndex();
    expect(index.length).toBeGreaterThan(0);
    expect(parseIndex(JSON.parse(JSON.stringify(index)), indexUrls[0]!)).toEqual(index);
  });

  it("splits a large index into files of at most the given size that are, concatenated in order, the index (decision 021)", () => {
    const index = getSearchIndex();
    const whole = JSON.stringify(index).length;
    const files = splitIndex(index, Math.ceil(whole / 5));
    expect(files.length).toBeGreaterThanOrEqual(5);
    for (const file of files) expect(Buffer.byteLength(file)).toBeLessThanOrEqual(Math.ceil(whole / 5));
    expect(files.flatMap((file) => parseIndex(JSON.parse(file), "/i.json"))).toEqual(index);
    // Under the limit: one file, the index as it was.
    expect(splitIndex(index)).toEqual([JSON.stringify(index)]);
    // An entry larger than the limit gets a file of its own.
    expect(splitIndex(index.slice(0, 3), 10).map((file) => JSON.parse(file))).toEqual(
      index.slice(0, 3).map((entry) => [entry]),
    );
  });

  it("rejects an answer that is not an index, naming the URL", () => {
    expect(() => parseIndex({ entries }, "/assets/x.json")).toThrow("/assets/x.json: not a search index");
    expect(() => parseIndex([{ id: 1, name: "x", text: 1 }], "/i.json")).toThrow("not a search index");
  });
});

describe("createIndexLoader", () => {
  it("fetches nothing until asked, then once for every caller, and tells subscribers", async () => {
    const { calls, fetchFile } = fakeFetch(entries);
    const loader = createIndexLoader("/assets/search-index-abc.json", fetchFile);
    const seen: string[] = [];
    loader.subscribe(() => seen.push(loader.state().status));
    expect(loader.state()).toEqual({ status: "idle" });
    expect(calls).toEqual([]);

    const [first, second] = await Promise.all([loader.load(), loader.load()]);
    await loader.load();
    expect(calls).toEqual(["/assets/search-index-abc.json"]);
    expect(first).toEqual(entries);
    expect(second).toBe(first);
    expect(loader.state()).toEqual({ status: "ready", entries });
    expect(seen).toEqual(["loading", "ready"]);
  });

  it("hands the arrived entries to be prepared (the letter-pair index, decision 021) once, not before they are in, with the files' bytes", async () => {
    const prepared: (readonly SearchEntry[])[] = [];
    const bytes: ArrayBuffer[][] = [];
    const loader = createIndexLoader("/i.json", fakeFetch(entries).fetchFile, (ready, files) => {
      prepared.push(ready);
      bytes.push(files);
    });
    expect(prepared).toEqual([]);
    const loaded = await loader.load();
    await loader.load();
    expect(prepared).toEqual([loaded]);
    // The bytes are the file's, for the vocabulary's worker to read again.
    expect(bytes.map((files) => files.map((file) => JSON.parse(new TextDecoder().decode(file))))).toEqual([[entries]]);
  });

  it("fetches every file of a split index at once and gives their entries in the files' order", async () => {
    const parts = [
      [entries[0]!],
      [{ ...entries[0]!, id: 102, text: "second" }],
      [{ ...entries[0]!, id: 103, text: "third" }],
    ];
    const calls: string[] = [];
    const fetchFile = (async (input: RequestInfo | URL) => {
      calls.push(String(input));
      const part = parts[Number(/(\d)\.json$/.exec(String(input))![1])];
      // The first file answers last: the order is the list's, not the answers'.
      if (String(input).endsWith("0.json")) await new Promise((resolve) => setTimeout(resolve, 20));
      return new Response(JSON.stringify(part));
    }) as typeof fetch;
    const loader = createIndexLoader(["/i-0.json", "/i-1.json", "/i-2.json"], fetchFile, () => undefined);
    expect((await loader.load()).map((entry) => entry.id)).toEqual([101, 102, 103]);
    expect(calls).toEqual(["/i-0.json", "/i-1.json", "/i-2.json"]);
  });

  it("reports an error when one file of a split index fails, naming it", async () => {
    const fetchFile = (async (input: RequestInfo | URL) =>
      new Response(JSON.stringify(entries), { status: String(input).endsWith("1.json") ? 404 : 200 })) as typeof fetch;
    const loader = createIndexLoader(["/i-0.json", "/i-1.json"], fetchFile, () => undefined);
    await expect(loader.load()).rejects.toThrow("/i-1.json: HTTP 404");
    expect(loader.state()).toEqual({ status: "error" });
  });

  it.each(["http", "network"] as const)("reports a %s failure and tries again on the next load", async (fail) => {
    const failing = fakeFetch(entries, fail);
    let fetchFile = failing.fetchFile;
    const loader = createIndexLoader("/i.json", (...args) => fetchFile(...args));
    await expect(loader.load()).rejects.toThrow();
    expect(loader.state()).toEqual({ status: "error" });

    fetchFile = fakeFetch(entries).fetchFile;
    await expect(loader.load()).resolves.toEqual(entries);
    expect(loader.state().status).toBe("ready");
  });
});
