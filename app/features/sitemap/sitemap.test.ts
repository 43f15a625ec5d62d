import { index, route } from "@react-router/dev/routes";
import { Readable } from "node:stream";
import { parseSitemap } from "sitemap";
import { describe, expect, it } from "vitest";
import {
  pagePaths,
  robotsTxt,
  sitemapFiles,
  sitemapIndexParts,
  sitemapParts,
  sitemapUrlLimit,
  sitemapXml,
} from "./sitemap.server";

describe("sitemap from the route table", () => {
  it("lists the pages without parameters, splats, files or noindex pages", () => {
    const routes = [
      index("routes/home.tsx"),
      route("restaurants", "routes/restaurants.tsx"),
      route("place/:slug", "routes/place.tsx"),
      route("search", "routes/search.tsx"),
      route("sitemap.xml", "routes/sitemap.ts"),
      route("guides", "routes/guides.tsx", [index("routes/guides-index.tsx"), route("walks", "routes/walks.tsx")]),
      route("*", "routes/not-found.tsx"),
    ];
    expect(pagePaths(routes)).toEqual(["/", "/restaurants", "/guides", "/guides/walks"]);
  });

  it("writes absolute URLs on the site's address, and robots.txt names the sitemap", async () => {
    const xml = await sitemapXml(["/", "/place/lindeys"], "https://example.org");
    expect(xml).toContain("<loc>https://example.org/</loc>");
    expect(xml).toContain("<loc>https://example.org/place/lindeys</loc><changefreq>monthly</changefreq>");
    expect(robotsTxt("https://example.org")).toMatch(/^Sitemap: https:\/\/example\.org\/sitemap\.xml$/m);
  });
});

/** The paths of a sitemap's `<loc>`s (its text), as the build's check reads them (tooling/build/postbuild.ts). */
async function locs(xml: string): Promise<string[]> {
  return (await parseSitemap(Readable.from([xml]))).map((item) => new URL(item.url).pathname);
}

describe("decision 095: sitemaps.org: at most 50,000 URLs and 50 MB per file", () => {
  const site = "https://example.org";
  const paths = Array.from({ length: 20 }, (_, index) => `/place/p${String(index).padStart(2, "0")}`);

  it("splits the paths into parts of at most the limit, each sorted, which together are the whole list", () => {
    const parts = sitemapParts(paths, 6);
    expect(parts.length).toBeGreaterThanOrEqual(4);
    for (const part of parts) {
      expect(part.length).toBeLessThanOrEqual(6);
      expect(part).toEqual([...part].sort());
    }
    expect(parts.flat().sort()).toEqual(paths);
    expect(sitemapParts(paths, 20)).toEqual([paths]);
    expect(sitemapParts([], 3)).toEqual([[]]);
    expect(() => sitemapParts(paths, 0)).toThrow(/at least one URL/);
  });

  it("a path added or gone changes one part and leaves the others as they were", () => {
    const parts = sitemapParts(paths, 6);
    const added = sitemapParts([...paths, "/place/p-new"], 6);
    expect(added.length).toBe(parts.length);
    expect(added.filter((part, index) => part.join() !== parts[index]!.join())).toHaveLength(1);
    const gone = sitemapParts(paths.slice(1), 6);
    expect(gone.filter((part, index) => part.join() !== parts[index]!.join())).toHaveLength(1);
  });

  it("too large for one file: /sitemap.xml is an index naming every part by its absolute URL, with its lastmod", async () => {
    const now = new Date("2026-11-29T12:00:00Z");
    const files = await sitemapFiles(paths, site, { limits: { urls: 6 }, now });
    const index = files.get("sitemap.xml")!;
    expect(index).toContain("<sitemapindex");
    expect(index).not.toContain("<urlset");
    const parts = await sitemapIndexParts(index);
    expect(parts.map((part) => part.file)).toEqual([...files.keys()].filter((file) => file !== "sitemap.xml"));
    expect(parts[0]).toEqual({ file: "sitemaps/1.xml", lastmod: now.toISOString() });
    expect(index).toContain("<loc>https://example.org/sitemaps/1.xml</loc><lastmod>2026-11-29T12:00:00.000Z</lastmod>");
    const listed: string[] = [];
    for (const { file } of parts) {
      const urls = await locs(files.get(file)!);
      expect(urls.length, file).toBeLessThanOrEqual(6);
      listed.push(...urls);
    }
    expect(listed.sort()).toEqual(paths);
  });

  it("a part whose text is the live one's keeps its lastmod; a changed part gets the time of the change", async () => {
    const then = new Date("2026-11-01T00:00:00Z");
    const before = await sitemapFiles(paths, site, { limits: { urls: 6 }, now: then });
    const live = await sitemapIndexParts(before.get("sitemap.xml")!);
    const after = await sitemapFiles([...paths, "/place/p-new"], site, {
      limits: { urls: 6 },
      now: new Date("2026-11-29T12:00:00Z"),
      live,
      liveText: (file) => before.get(file),
    });
    const lastmods = (await sitemapIndexParts(after.get("sitemap.xml")!)).map((part) => part.lastmod);
    expect(lastmods.filter((lastmod) => lastmod === then.toISOString())).toHaveLength(live.length - 1);
    expect(lastmods.filter((lastmod) => lastmod === "2026-11-29T12:00:00.000Z")).toHaveLength(1);
  });

  it("a guide that fits one file keeps its one <urlset> at /sitemap.xml, byte for byte, with no parts", async () => {
    const files = await sitemapFiles(paths, site, { limits: { urls: 20 } });
    expect([...files.keys()]).toEqual(["sitemap.xml"]);
    expect(files.get("sitemap.xml")).toBe(await sitemapXml(paths, site));
    expect(await sitemapIndexParts(files.get("sitemap.xml")!)).toEqual([]);
  });

  it("a file over the byte limit is split though its URLs are within the count", async () => {
    const one = Buffer.byteLength(await sitemapXml(paths, site));
    const files = await sitemapFiles(paths, site, { limits: { bytes: Math.floor(one / 2) } });
    expect(files.size).toBeGreaterThan(2);
    for (const [file, text] of files) expect(Buffer.byteLength(text), file).toBeLessThanOrEqual(one / 2);
  });

  it("at the protocol's figure: 50,000 paths are one file, 50,001 an index of three parts of about 16,700", async () => {
    expect(sitemapUrlLimit).toBe(50_000);
    const many = Array.from({ length: 50_001 }, (_, index) => `/place/p${String(index).padStart(5, "0")}`);
    const whole = await sitemapFiles(many.slice(0, 50_000), site);
    expect([...whole.keys()]).toEqual(["sitemap.xml"]);
    expect(whole.get("sitemap.xml")!.split("<loc>").length - 1).toBe(50_000);
    const split = await sitemapFiles(many, site);
    const parts = ["sitemaps/1.xml", "sitemaps/2.xml", "sitemaps/3.xml"];
    expect([...split.keys()].sort()).toEqual(["sitemap.xml", ...parts]);
    const counts = parts.map((file) => split.get(file)!.split("<loc>").length - 1);
    expect(counts.reduce((sum, count) => sum + count)).toBe(50_001);
    // The hash spreads them evenly: each part is far from the limit, so one more path never needs a new part.
    for (const count of counts) expect(Math.abs(count - 50_001 / 3)).toBeLessThan(500);
  });
});
