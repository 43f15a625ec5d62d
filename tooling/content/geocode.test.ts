import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  createGeocoder,
  minIntervalMs,
  regeocode,
  type GeocodeCache,
  type GeocoderDeps,
  type NominatimResult,
  type RawPlace,
} from "./geocode";

/** Answers in the exact shape of Nominatim's /search?format=jsonv2 (see fixtures/nominatim). */
const recorded = (name: string) =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, "fixtures/nominatim", `${name}.json`), "utf8"),
  ) as NominatimResult[];

/** A fake network and clock: answers by address from `answers`, logs each request and its time. */
function harness(answers: Record<string, NominatimResult[] | number>, cache: GeocodeCache = {}) {
  let clock = 0;
  const requests: { url: URL; at: number; headers: Record<string, string> }[] = [];
  const deps: GeocoderDeps = {
    fetch: async (url, init) => {
      const parsed = new URL(url);
      requests.push({ url: parsed, at: clock, headers: init.headers });
      clock += 120; // the answer takes a while
      const answer = answers[parsed.searchParams.get("q") ?? ""];
      if (typeof answer === "number") return { ok: false, status: answer, json: async () => ({}) };
      return { ok: true, status: 200, json: async () => structuredClone(answer ?? []) };
    },
    now: () => clock,
    sleep: async (ms) => {
      clock += ms;
    },
    userAgent: "DiscoverColumbusContentGeocoder/1.0 (+https://example.test; hello@example.test)",
    cache,
    today: "2026-11-22",
  };
  return { deps, requests, geocoder: createGeocoder(deps) };
}

const estimated = (name: string, address: string | null, neighborhood = "Short North"): RawPlace => ({
  name,
  address,
  neighborhood,
  geo: { lat: 39.9867, lng: -83.0051, source: "estimated from address" },
});

describe("Nominatim client (usage policy)", () => {
  it("spaces requests at least one second apart", async () => {
    const { geocoder, requests } = harness({ a: recorded("house"), b: recorded("none"), c: recorded("street-only") });
    await geocoder.lookup("a");
    await geocoder.lookup("b");
    await geocoder.lookup("c");
    expect(requests).toHaveLength(3);
    const gaps = requests.slice(1).map((request, index) => request.at - requests[index]!.at);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(minIntervalMs);
  });

  it("sends a User-Agent naming the site and a contact, and asks for one jsonv2 result in the US", async () => {
    const { geocoder, requests } = harness({ "26 E 5th Ave, Columbus, OH 43201": recorded("house") });
    await geocoder.lookup("26 E 5th Ave, Columbus, OH 43201");
    const [request] = requests;
    expect(request!.headers["User-Agent"]).toMatch(
      /DiscoverColumbus.*\(\+https:\/\/example\.test; hello@example\.test\)/,
    );
    expect(request!.url.origin + request!.url.pathname).toBe("https://nominatim.openstreetmap.org/search");
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({
      q: "26 E 5th Ave, Columbus, OH 43201",
      format: "jsonv2",
      limit: "1",
      countrycodes: "us",
    });
  });

  it("answers a cached address without a request, and caches new answers (misses too) with their date", async () => {
    const cache: GeocodeCache = { a: { fetchedOn: "2026-11-01", results: recorded("house") } };
    const { geocoder, requests } = harness({ b: recorded("none") }, cache);
    expect(await geocoder.lookup("a")).toEqual(recorded("house"));
    expect(requests).toHaveLength(0);
    expect(await geocoder.lookup("b")).toEqual([]);
    expect(await geocoder.lookup("b")).toEqual([]);
    expect(requests).toHaveLength(1);
    expect(cache.b).toEqual({ fetchedOn: "2026-11-22", results: [] });
  });

  it("fails with the HTTP status and caches nothing when Nominatim refuses", async () => {
    const { geocoder, deps } = harness({ a: 429 });
    await expect(geocoder.lookup("a")).rejects.toThrow(/HTTP 429/);
    expect(deps.cache).toEqual({});
  });
});

describe("regeocode", () => {
  it("rewrites an estimated point with a house-level match, citing the OpenStreetMap object", async () => {
    const { geocoder } = harness({ "26 E 5th Ave, Columbus, OH 43201": recorded("house") });
    const place = estimated("Bar", "26 E 5th Ave, Columbus, OH 43201");
    const [outcome] = await regeocode([place], geocoder);
    expect(outcome).toMatchObject({ result: "updated" });
    expect(place.geo).toEqual({ lat: 39.98695, lng: -83.00497, source: "https://www.openstreetmap.org/way/240917542" });
  });

  it("never touches a point with a cited source, nor asks for it", async () => {
    const { geocoder, requests } = harness({ x: recorded("house") });
    const cited: RawPlace = {
      name: "Landmark",
      address: "x",
      neighborhood: "Short North",
      geo: { lat: 39.98, lng: -83.0, source: "https://en.wikipedia.org/wiki/X" },
    };
    const before = structuredClone(cited);
    expect(await regeocode([cited], geocoder)).toEqual([]);
    expect(cited).toEqual(before);
    expect(requests).toHaveLength(0);
  });

  it.each([
    ["no result", "none", /no Nominatim result/],
    ["a street-only match", "street-only", /road-level match/],
    ["a match in another city", "far-away", /outside the Columbus area/],
  ])("leaves the point unchanged on %s", async (_label, fixture, reason) => {
    const { geocoder } = harness({ "26 E 5th Ave, Columbus, OH 43201": recorded(fixture) });
    const place = estimated("Bar", "26 E 5th Ave, Columbus, OH 43201");
    const before = structuredClone(place);
    const [outcome] = await regeocode([place], geocoder);
    expect(outcome).toMatchObject({ result: "unchanged", reason: expect.stringMatching(reason) });
    expect(place).toEqual(before);
  });

  it("leaves the point unchanged when the match lies outside the place's neighborhood", async () => {
    const { geocoder } = harness({ "26 E 5th Ave, Columbus, OH 43201": recorded("house") });
    const place = estimated("Bar", "26 E 5th Ave, Columbus, OH 43201", "German Village");
    const before = structuredClone(place);
    const [outcome] = await regeocode([place], geocoder);
    expect(outcome).toMatchObject({ result: "unchanged", reason: "match outside German Village" });
    expect(place).toEqual(before);
  });

  it("leaves a place without an address unchanged and asks nothing", async () => {
    const { geocoder, requests } = harness({});
    const place = estimated("Pop-up", null);
    const [outcome] = await regeocode([place], geocoder);
    expect(outcome).toMatchObject({ result: "unchanged", reason: "no street address" });
    expect(requests).toHaveLength(0);
  });
});
