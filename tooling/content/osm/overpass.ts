/**
 * The one question `npm run content:import-osm` asks OpenStreetMap (decision 037): an Overpass query
 * for the places of one city, sent once per run to the public instance, following its usage policy
 * (https://dev.overpass-api.de/overpass-doc/en/preface/commons.html): a User-Agent naming the site and
 * a contact, one request (well under the guideline of 10,000 a day and 1 GB), a server-side timeout, the
 * places' tags and centres only (`out center tags`: no geometry), and no retry when the server says it
 * is busy (429, 504): the run stops and says when to try again.
 */
import { columbusDate } from "../../../core/hours/columbus-date";
import { osmKinds, type OverpassAnswer } from "../../../server/osm/elements";

/** The public instance's interpreter. */
export const overpassEndpoint = "https://overpass-api.de/api/interpreter";

/** How long Overpass may run the query (`[timeout:…]`, seconds); the client waits this and 30 s more. */
export const queryTimeoutSeconds = 90;

/** Where the public instance tells a client whether it has a free slot. */
export const overpassStatusUrl = "https://overpass-api.de/api/status";

/** Thrown when Overpass cannot be asked or gives no usable answer; the message says what happened and what to do. */
export class OverpassError extends Error {}

/** A city and the state (or other first-level region) it lies in: "Columbus, Ohio". */
export interface Area {
  city: string;
  region: string;
}

/** Reads `--area "Columbus, Ohio"`. Throws {@link OverpassError} when the region is missing: many cities share a name. */
export function parseArea(text: string): Area {
  const [city, region, ...rest] = text.split(",").map((part) => part.trim());
  if (!city || !region || rest.length)
    throw new OverpassError(`The area must be "City, State", e.g. "Columbus, Ohio" (it is "${text}").`);
  return { city, region };
}

/** A string as an Overpass QL literal: in double quotes, with `\` and `"` escaped. */
const literal = (text: string) => `"${text.replace(/[\\"]/g, (char) => `\\${char}`)}"`;

/** `^(restaurant|cafe|…)$` for the kinds of one key. */
const valuesOf = (key: string) =>
  `^(${osmKinds
    .filter((kind) => kind.key === key)
    .map((kind) => kind.value)
    .join("|")})$`;

/**
 * The query: the region's boundary (admin_level 4, a US state), the city's boundary inside it
 * (admin_level 8, a US city) as an area, then every named node, way and relation in it that is one of
 * the {@link osmKinds}, printed with its tags and, for ways and relations, its centre.
 */
export function overpassQuery(area: Area): string {
  return [
    `[out:json][timeout:${queryTimeoutSeconds}];`,
    `area["boundary"="administrative"]["admin_level"="4"]["name"=${literal(area.region)}]->.region;`,
    `rel(area.region)["boundary"="administrative"]["admin_level"="8"]["name"=${literal(area.city)}];`,
    `map_to_area->.city;`,
    `(`,
    `  nwr["amenity"~"${valuesOf("amenity")}"]["name"](area.city);`,
    `  nwr["tourism"~"${valuesOf("tourism")}"]["name"](area.city);`,
    `);`,
    `out center tags;`,
  ].join("\n");
}

/** What the client needs from the outside world; tests give a recorded answer instead of the network. */
export interface OverpassDeps {
  fetch: typeof fetch;
  /** Names the site and a contact (usage policy). */
  userAgent: string;
  endpoint?: string;
  /** Milliseconds to wait for the answer (default: the query's timeout and 30 s). */
  timeoutMs?: number;
}

/**
 * Sends the query once, as a form post, and returns the answer. Throws {@link OverpassError} with a
 * sentence for the person running it: too many requests (429, with Retry-After when given), busy or
 * timed out (504, or no answer in time), another HTTP error, no network, an answer that is not
 * Overpass JSON, or a query Overpass stopped part-way (its `remark`): a partial answer is never used.
 */
export async function askOverpass(query: string, deps: OverpassDeps): Promise<OverpassAnswer> {
  const endpoint = deps.endpoint ?? overpassEndpoint;
  const timeoutMs = deps.timeoutMs ?? (queryTimeoutSeconds + 30) * 1000;
  const nothing = "Nothing was queued.";
  let response: Response;
  try {
    response = await deps.fetch(endpoint, {
      method: "POST",
      headers: {
        "User-Agent": deps.userAgent,
        Accept: "application/json",
        "Content-Type": "application/x-www-form-urlencoded; charset=utf-8",
      },
      body: new URLSearchParams({ data: query }).toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const name = (error as Error).name;
    if (name === "TimeoutError" || name === "AbortError")
      throw new OverpassError(
        `Overpass did not answer within ${Math.round(timeoutMs / 1000)} s. ${nothing} It may be busy: try again later.`,
      );
    const code = (error as { cause?: { code?: string } }).cause?.code;
    throw new OverpassError(
      `Overpass could not be reached at ${endpoint} (${code ?? (error as Error).message}). ${nothing} This needs network access.`,
    );
  }
  if (response.status === 429) {
    const retryAfter = response.headers.get("retry-after");
    throw new OverpassError(
      `Overpass answered 429 Too Many Requests: it limits how often one address may ask (its usage policy). ${nothing} ` +
        `Try again ${retryAfter ? `in ${retryAfter} seconds` : "in a few minutes"}; ${overpassStatusUrl} says when a slot is free.`,
    );
  }
  if (response.status === 504)
    throw new OverpassError(
      `Overpass answered 504 Gateway Timeout: the server is busy or the query ran too long. ${nothing} Try again later.`,
    );
  if (!response.ok) {
    const text = (await response.text().catch(() => "")).replace(/<[^>]*>/g, " ").replace(/\s+/g, " ");
    throw new OverpassError(
      `Overpass answered HTTP ${response.status}${text ? `: ${text.trim().slice(0, 300)}` : ""}. ${nothing}`,
    );
  }
  let answer: OverpassAnswer;
  try {
    answer = (await response.json()) as OverpassAnswer;
  } catch {
    throw new OverpassError(`Overpass's answer is not JSON. ${nothing}`);
  }
  if (!answer || !Array.isArray(answer.elements))
    throw new OverpassError(`Overpass's answer has no elements. ${nothing}`);
  if (answer.remark)
    throw new OverpassError(`Overpass stopped the query part-way ("${answer.remark}"). ${nothing} Try again later.`);
  return answer;
}

/**
 * The day in Columbus the answer's data was current (`osm3s.timestamp_osm_base`), YYYY-MM-DD: the date of
 * the source the guide cites. `now` when the answer does not say.
 */
export function answerDate(answer: OverpassAnswer, now: Date): string {
  const stamp = Date.parse(answer.osm3s?.timestamp_osm_base ?? "");
  return columbusDate(Number.isNaN(stamp) ? now : new Date(stamp));
}
