import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { applyOrder } from "../server/publish/apply";
import { sitemapLimits, writeSitemap } from "./sitemap-files";

const folder = mkdtempSync(path.join(os.tmpdir(), "sitemap-files-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let folders = 0;
const newFolder = () => path.join(folder, String(++folders));

/** Every file under `dir` with its text, by its path there. */
function filesOf(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file), readFileSync(file, "utf8")];
      })
      .sort(([a], [b]) => a!.localeCompare(b!)),
  );
}

/** A copy of the live folder `live` with the publisher's run applied: its staged files written, its gone ones gone. */
function applied(live: string, staging: string, gone: readonly string[]): string {
  const site = newFolder();
  cpSync(live, site, { recursive: true });
  cpSync(staging, site, { recursive: true });
  for (const file of gone) rmSync(path.join(site, file));
  return site;
}

/** A full build's sitemap of `paths` into a new folder, the last release being `last`. */
async function built(paths: readonly string[], last: string | undefined, now: Date, urls: number) {
  const client = newFolder();
  await writeSitemap(last, client, { paths, now, limits: { urls }, all: true });
  return client;
}

const places = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => `/place/p${String(from + index).padStart(3, "0")}`);

describe("decision 095: the sitemap's files, from the build and from the publisher", () => {
  const first = new Date("2026-11-01T00:00:00Z");
  const later = new Date("2026-11-29T12:00:00Z");

  it("a place added: the publisher writes one part and the index, and the site then equals a full build's", async () => {
    const before = [...places(30), "/", "/events"];
    const after = [...before, "/place/p-new"];
    const live = await built(before, undefined, first, 10);
    expect(Object.keys(filesOf(live)).filter((file) => file.startsWith("sitemaps/")).length).toBeGreaterThan(2);

    const staging = newFolder();
    const run = await writeSitemap(live, staging, { paths: after, now: later, limits: { urls: 10 } });
    expect(run.gone).toEqual([]);
    expect(run.written).toHaveLength(2);
    expect(run.written).toContain("sitemap.xml");
    expect(filesOf(applied(live, staging, run.gone))).toEqual(filesOf(await built(after, live, later, 10)));
    // The index gives the new part the time of the change and every other part its first lastmod.
    const index = readFileSync(path.join(staging, "sitemap.xml"), "utf8");
    expect(index.match(/2026-11-29T12:00:00.000Z/g)).toHaveLength(1);
  });

  it("nothing changed: nothing is written", async () => {
    const paths = [...places(30), "/"];
    const live = await built(paths, undefined, first, 10);
    expect(await writeSitemap(live, newFolder(), { paths, now: later, limits: { urls: 10 } })).toEqual({
      written: [],
      gone: [],
    });
  });

  it("a guide that shrinks: its parts past the new count go, and back under the limit every part goes", async () => {
    const live = await built(places(60), undefined, first, 10);
    const shrunk = places(25);
    const staging = newFolder();
    const run = await writeSitemap(live, staging, { paths: shrunk, now: later, limits: { urls: 10 } });
    expect(run.gone.length).toBeGreaterThan(0);
    expect(filesOf(applied(live, staging, run.gone))).toEqual(filesOf(await built(shrunk, live, later, 10)));

    const fits = places(8);
    const back = newFolder();
    const whole = await writeSitemap(live, back, { paths: fits, now: later, limits: { urls: 10 } });
    expect(whole.written).toEqual(["sitemap.xml"]);
    expect(whole.gone.sort()).toEqual(Object.keys(filesOf(live)).filter((file) => file.startsWith("sitemaps/")));
    const site = applied(live, back, whole.gone);
    expect(Object.keys(filesOf(site))).toEqual(["sitemap.xml"]);
    expect(filesOf(site)).toEqual(filesOf(await built(fits, live, later, 10)));
  });

  it("a run's parts are applied after the pages and before /sitemap.xml, the index that names them", () => {
    const order = ["sw.js", "sitemap.xml", "sitemaps/2.xml", "place/a/index.html", "data/lists/all-0.json"];
    expect(order.sort((a, b) => applyOrder(a) - applyOrder(b))).toEqual([
      "data/lists/all-0.json",
      "place/a/index.html",
      "sitemaps/2.xml",
      "sitemap.xml",
      "sw.js",
    ]);
  });

  it("names the site's address as SITE_URL says when it writes (the renderer sets it from the release on start)", async () => {
    const before = process.env.SITE_URL;
    process.env.SITE_URL = "https://guide.example.org";
    try {
      const out = newFolder();
      await writeSitemap(undefined, out, { paths: ["/", "/about"], all: true });
      expect(readFileSync(path.join(out, "sitemap.xml"), "utf8")).toContain(
        "<loc>https://guide.example.org/about</loc>",
      );
    } finally {
      if (before === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = before;
    }
  });

  it("SITEMAP_URL_LIMIT lowers the limit for a test's build; anything but a whole number ≥ 1 is refused", () => {
    expect(sitemapLimits({})).toEqual({});
    expect(sitemapLimits({ SITEMAP_URL_LIMIT: "40" })).toEqual({ urls: 40 });
    expect(() => sitemapLimits({ SITEMAP_URL_LIMIT: "0" })).toThrow(/SITEMAP_URL_LIMIT/);
    expect(() => sitemapLimits({ SITEMAP_URL_LIMIT: "ten" })).toThrow(/SITEMAP_URL_LIMIT/);
  });
});
