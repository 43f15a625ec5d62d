// `npm run content:geocode`: re-derives the points of places placed "estimated from address" with
// OpenStreetMap's Nominatim geocoder, following its usage policy
// (https://operations.osmfoundation.org/policies/nominatim/): at most one request a second, a
// User-Agent naming the site and a contact, every answer cached in content/geocode-cache.json so a
// second run asks nothing again. Only points whose source is the estimate are rewritten; a point
// with a cited source (Wikipedia, the place's own site) is never touched. Needs network.
import { readdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { estimatedFromAddress } from "../../core/places/place-schema";
import { columbusArea, isWithin, neighborhoodAreas } from "../../core/places/neighborhood-areas";
import { site } from "../../core/site-config";

/** Nominatim's public endpoint (the policy above applies to it). */
export const nominatimSearchUrl = "https://nominatim.openstreetmap.org/search";

/** Usage policy: an absolute maximum of one request per second. */
export const minIntervalMs = 1000;

/**
 * One result of Nominatim's `/search?format=jsonv2` answer (an array of these), as documented in
 * https://nominatim.org/release-docs/latest/api/Output/ (jsonv2 names `class` `category` and adds
 * `place_rank`, `addresstype` and `name`). Coordinates come as strings.
 */
export interface NominatimResult {
  place_id: number;
  licence: string;
  osm_type?: "node" | "way" | "relation";
  osm_id?: number;
  lat: string;
  lon: string;
  category: string;
  type: string;
  place_rank: number;
  importance: number;
  addresstype: string;
  name: string;
  display_name: string;
  boundingbox: [string, string, string, string];
}

/** content/geocode-cache.json: the query text to Nominatim's answer and the date it was fetched. */
export type GeocodeCache = Record<string, { fetchedOn: string; results: NominatimResult[] }>;

/** What the geocoder needs from the outside world; tests inject recorded answers and a fake clock. */
export interface GeocoderDeps {
  fetch: (
    url: string,
    init: { headers: Record<string, string> },
  ) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;
  /** Milliseconds, monotonic enough for spacing requests. */
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  /** Identifies the site and a contact (usage policy). */
  userAgent: string;
  cache: GeocodeCache;
  /** YYYY-MM-DD, recorded with each fetched answer. */
  today: string;
  endpoint?: string;
}

/** The search parameters for one street address: the best match in the US only. */
export function searchParams(address: string): URLSearchParams {
  return new URLSearchParams({ q: address, format: "jsonv2", limit: "1", countrycodes: "us" });
}

/**
 * A rate-limited, caching Nominatim client. `lookup(address)` answers from the cache when it can;
 * otherwise it waits until at least {@link minIntervalMs} have passed since its previous request,
 * asks Nominatim and caches the answer (an empty answer too, so a miss is not asked again).
 * @throws Error naming the status when Nominatim answers with an HTTP error (nothing is cached).
 */
export function createGeocoder(deps: GeocoderDeps) {
  let lastRequestAt: number | undefined;
  let requests = 0;
  return {
    get requests() {
      return requests;
    },
    async lookup(address: string): Promise<NominatimResult[]> {
      const key = address.trim();
      const cached = deps.cache[key];
      if (cached) return cached.results;
      if (lastRequestAt !== undefined) {
        const wait = lastRequestAt + minIntervalMs - deps.now();
        if (wait > 0) await deps.sleep(wait);
      }
      lastRequestAt = deps.now();
      requests += 1;
      const url = `${deps.endpoint ?? nominatimSearchUrl}?${searchParams(key)}`;
      const response = await deps.fetch(url, { headers: { "User-Agent": deps.userAgent, Accept: "application/json" } });
      if (!response.ok) throw new Error(`Nominatim answered HTTP ${response.status} for "${key}"`);
      const results = (await response.json()) as NominatimResult[];
      deps.cache[key] = { fetchedOn: deps.today, results };
      return results;
    },
  };
}

/**
 * Place rank of a house or a point of interest (https://nominatim.org/release-docs/latest/customize/Ranking/):
 * streets are 26-27, so a street-only match (the house number unknown to OpenStreetMap) is not
 * better than the estimate and is not taken.
 */
export const minPlaceRank = 28;

/** A raw place record as stored in content/places/*.json (only the fields this step reads). */
export interface RawPlace {
  name: string;
  address: string | null;
  neighborhood: string;
  geo?: { lat: number; lng: number; source: string };
  [field: string]: unknown;
}

/** What happened to one place. */
export type GeocodeOutcome =
  | {
      name: string;
      result: "updated";
      from: { lat: number; lng: number };
      to: { lat: number; lng: number };
      source: string;
    }
  | { name: string; result: "unchanged"; reason: string };

const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

/** The OpenStreetMap page of the object a result stands for: the cited source of the new point. */
export function osmUrl(result: NominatimResult): string | undefined {
  if (!result.osm_type || result.osm_id === undefined) return undefined;
  return `https://www.openstreetmap.org/${result.osm_type}/${result.osm_id}`;
}

/**
 * Re-derives the points of `places` in place: only a point whose source is exactly
 * "estimated from address", of a place with an address, is rewritten, and only with a house-level
 * match (see {@link minPlaceRank}) inside the Columbus area and the place's neighborhood circle (the
 * same bound the content test applies). The new source is the OpenStreetMap object's URL (the
 * schema takes a URL; the cache records the date). Anything else leaves the point as it was.
 */
export async function regeocode(
  places: RawPlace[],
  geocoder: ReturnType<typeof createGeocoder>,
): Promise<GeocodeOutcome[]> {
  const outcomes: GeocodeOutcome[] = [];
  for (const place of places) {
    const { geo, address, name } = place;
    if (!geo || geo.source !== estimatedFromAddress) continue;
    if (!address) {
      outcomes.push({ name, result: "unchanged", reason: "no street address" });
      continue;
    }
    const [best] = await geocoder.lookup(address);
    const unchanged = (reason: string) => outcomes.push({ name, result: "unchanged", reason });
    if (!best) {
      unchanged("no Nominatim result");
      continue;
    }
    const point = { lat: round5(Number(best.lat)), lng: round5(Number(best.lon)) };
    const source = osmUrl(best);
    if (!Number.isFinite(point.lat) || !Number.isFinite(point.lng) || !source) {
      unchanged("Nominatim result without coordinates or OpenStreetMap object");
    } else if (best.place_rank < minPlaceRank) {
      unchanged(`only a ${best.addresstype}-level match (place_rank ${best.place_rank})`);
    } else if (!isWithin(point, columbusArea)) {
      unchanged("match outside the Columbus area");
    } else if (neighborhoodAreas[place.neighborhood] && !isWithin(point, neighborhoodAreas[place.neighborhood]!)) {
      unchanged(`match outside ${place.neighborhood}`);
    } else {
      outcomes.push({ name, result: "updated", from: { lat: geo.lat, lng: geo.lng }, to: point, source });
      place.geo = { ...point, source };
    }
  }
  return outcomes;
}

/** The CLI: every content file, the cache file, a summary; exits 1 when a request fails (the cache so far is kept). */
async function main() {
  const root = path.resolve(import.meta.dirname, "../..");
  const placesDir = path.join(root, "content/places");
  const cacheFile = path.join(root, "content/geocode-cache.json");
  const cache: GeocodeCache = existsSync(cacheFile) ? JSON.parse(readFileSync(cacheFile, "utf8")) : {};
  const geocoder = createGeocoder({
    fetch: (url, init) => fetch(url, init),
    now: () => performance.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    userAgent: `${site.name.replace(/\s+/g, "")}ContentGeocoder/1.0 (+${site.url}; ${site.contactEmail})`,
    cache,
    today: new Date().toISOString().slice(0, 10),
  });
  let failed = false;
  for (const file of readdirSync(placesDir)
    .filter((name) => name.endsWith(".json"))
    .sort()) {
    const full = path.join(placesDir, file);
    const text = readFileSync(full, "utf8");
    const places = JSON.parse(text) as RawPlace[];
    let outcomes: GeocodeOutcome[] = [];
    try {
      outcomes = await regeocode(places, geocoder);
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      console.error(
        `${file}: Nominatim could not be reached or refused (${(error as Error).message}${cause ? `, ${cause}` : ""}); later places are left as they are`,
      );
      failed = true;
    }
    for (const outcome of outcomes) {
      console.log(
        outcome.result === "updated"
          ? `${file}: ${outcome.name}: ${outcome.from.lat},${outcome.from.lng} -> ${outcome.to.lat},${outcome.to.lng} (${outcome.source})`
          : `${file}: ${outcome.name}: unchanged, ${outcome.reason}`,
      );
    }
    // Points rewritten before a failure are kept: regeocode changes a place only once its answer is in.
    const next = `${JSON.stringify(places, null, 2)}\n`;
    if (next !== text) writeFileSync(full, next);
    if (failed) break;
  }
  writeFileSync(cacheFile, `${JSON.stringify(cache, null, 2)}\n`);
  console.log(`content:geocode: ${geocoder.requests} Nominatim request(s); cache in ${path.relative(root, cacheFile)}`);
  if (failed) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
