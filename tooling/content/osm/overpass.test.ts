import { describe, expect, it } from "vitest";
import { answerDate, askOverpass, overpassEndpoint, OverpassError, overpassQuery, parseArea } from "./overpass";
import { recordedAnswer } from "./recorded/recorded";

/** A fetch that answers with `response` and keeps every request it was given. */
function fakeFetch(response: () => Response | Promise<Response>) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    requests.push({ url, init });
    return response();
  }) as typeof globalThis.fetch;
  return { fetch, requests };
}

const userAgent = "DiscoverColumbus/1.0 (+https://discovercolumbus.example; hello@discovercolumbus.example)";
const query = overpassQuery(parseArea("Columbus, Ohio"));

describe("the Overpass query (decision 037)", () => {
  it("asks for the city's boundary inside its state, then the named places of the guide's kinds, with tags and centres", () => {
    expect(query).toBe(
      [
        "[out:json][timeout:90];",
        'area["boundary"="administrative"]["admin_level"="4"]["name"="Ohio"]->.region;',
        'rel(area.region)["boundary"="administrative"]["admin_level"="8"]["name"="Columbus"];',
        "map_to_area->.city;",
        "(",
        '  nwr["amenity"~"^(restaurant|cafe|bar|pub|nightclub)$"]["name"](area.city);',
        '  nwr["tourism"~"^(museum|gallery|attraction|zoo|aquarium)$"]["name"](area.city);',
        ");",
        "out center tags;",
      ].join("\n"),
    );
  });

  it("needs the state with the city, and escapes quotes in names", () => {
    expect(() => parseArea("Columbus")).toThrow(OverpassError);
    expect(() => parseArea("Columbus, Ohio, US")).toThrow('must be "City, State"');
    expect(overpassQuery({ city: 'Say "Hi"', region: "Back\\slash" })).toContain(
      '["name"="Back\\\\slash"]->.region;\nrel(area.region)["boundary"="administrative"]["admin_level"="8"]["name"="Say \\"Hi\\""]',
    );
  });
});

describe("asking Overpass (its usage policy)", () => {
  it("sends one form post to the public interpreter with the query, a User-Agent naming the site and a contact, and a timeout", async () => {
    const { fetch, requests } = fakeFetch(() => Response.json(recordedAnswer()));
    const answer = await askOverpass(query, { fetch, userAgent });
    expect(answer.elements).toHaveLength(17);
    expect(requests).toHaveLength(1);
    const [{ url, init }] = requests as [{ url: string; init: RequestInit }];
    expect(url).toBe(overpassEndpoint);
    expect(url).toBe("https://overpass-api.de/api/interpreter");
    expect(init.method).toBe("POST");
    const headers = init.headers as Record<string, string>;
    expect(headers["User-Agent"]).toBe(userAgent);
    expect(headers["Content-Type"]).toMatch(/^application\/x-www-form-urlencoded/);
    expect(new URLSearchParams(init.body as string).get("data")).toBe(query);
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it("429: says the server limits how often one may ask, when to try again, and that nothing was queued; never retries", async () => {
    const { fetch, requests } = fakeFetch(
      () => new Response("rate limited", { status: 429, headers: { "Retry-After": "120" } }),
    );
    const failure = askOverpass(query, { fetch, userAgent });
    await expect(failure).rejects.toThrow(OverpassError);
    await expect(failure).rejects.toThrow(
      /^Overpass answered 429 Too Many Requests: .* Nothing was queued\. Try again in 120 seconds; https:\/\/overpass-api\.de\/api\/status says when a slot is free\.$/,
    );
    expect(requests).toHaveLength(1);
    const without = fakeFetch(() => new Response("", { status: 429 }));
    await expect(askOverpass(query, { fetch: without.fetch, userAgent })).rejects.toThrow("in a few minutes");
  });

  it("504 and no answer in time: busy, try again later", async () => {
    await expect(
      askOverpass(query, { fetch: fakeFetch(() => new Response("", { status: 504 })).fetch, userAgent }),
    ).rejects.toThrow(
      "Overpass answered 504 Gateway Timeout: the server is busy or the query ran too long. Nothing was queued. Try again later.",
    );
    const never = (async (_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal!.addEventListener("abort", () => reject(init.signal!.reason)),
      )) as typeof fetch;
    await expect(askOverpass(query, { fetch: never, userAgent, timeoutMs: 20 })).rejects.toThrow(
      "Overpass did not answer within 0 s. Nothing was queued. It may be busy: try again later.",
    );
  });

  it("no network, another HTTP error, an answer that is not JSON, a query stopped part-way: each said plainly", async () => {
    const offline = (async () => {
      throw new TypeError("fetch failed", { cause: { code: "ENOTFOUND" } });
    }) as typeof fetch;
    await expect(askOverpass(query, { fetch: offline, userAgent })).rejects.toThrow(
      "Overpass could not be reached at https://overpass-api.de/api/interpreter (ENOTFOUND). Nothing was queued. This needs network access.",
    );
    await expect(
      askOverpass(query, {
        fetch: fakeFetch(() => new Response("<p>Error: line 2: parse error</p>", { status: 400 })).fetch,
        userAgent,
      }),
    ).rejects.toThrow("Overpass answered HTTP 400: Error: line 2: parse error. Nothing was queued.");
    await expect(
      askOverpass(query, { fetch: fakeFetch(() => new Response("<html>")).fetch, userAgent }),
    ).rejects.toThrow("Overpass's answer is not JSON. Nothing was queued.");
    const partial = {
      ...recordedAnswer(),
      remark: 'runtime error: Query timed out in "query" at line 6 after 91 seconds.',
    };
    await expect(
      askOverpass(query, { fetch: fakeFetch(() => Response.json(partial)).fetch, userAgent }),
    ).rejects.toThrow(/^Overpass stopped the query part-way \("runtime error: Query timed out/);
  });

  it("dates the facts by the day in Columbus the answer's data was current", () => {
    expect(answerDate(recordedAnswer(), new Date("2030-01-01T00:00:00Z"))).toBe("2026-11-20");
    expect(
      answerDate({ version: 0.6, osm3s: { timestamp_osm_base: "2026-11-21T03:00:00Z" }, elements: [] }, new Date()),
    ).toBe("2026-11-20");
    expect(answerDate({ version: 0.6, elements: [] }, new Date("2026-11-24T15:00:00Z"))).toBe("2026-11-24");
  });
});
