import { index, route } from "@react-router/dev/routes";
import { Readable } from "node:stream";
import { parseSitemap } from "sitemap";
import { describe, expect, it } from "vitest";
import {
  pagePaths,
  robotsTxt,
  sitemapFile,
  sitemapIndexPaths,
  sitemapPartFile,
  sitemapPartPaths,
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
  return (await parseSitemap(Readable.from([xml]))).map((item) => item.url);
}

describe("decision 095: sitemaps.org: at most 50,000 URLs per file", () => {
  const site = "https://example.org";
  const paths = ["/", "/about", "/events", "/place/a", "/place/b", "/place/c", "/place/d"];

  it("splits the paths into parts of at most the limit, which together are the whole list in its order", () => {
    const parts = sitemapParts(paths, 3);
    expect(parts.map((part) => part.length)).toEqual([3, 3, 1]);
    expect(parts.flat()).toEqual(paths);
    expect(sitemapPartPaths(paths, 3)).toEqual(["/sitemaps/1.xml", "/sitemaps/2.xml", "/sitemaps/3.xml"]);
  });

  it("too large for one file: /sitemap.xml is an index naming every part by its absolute URL on the site", async () => {
    const index = await sitemapFile(paths, site, 3);
    expect(index).toContain("<sitemapindex");
    expect(index).not.toContain("<urlset");
    expect(index).toContain("<loc>https://example.org/sitemaps/1.xml</loc>");
    expect(await sitemapIndexPaths(index)).toEqual(["/sitemaps/1.xml", "/sitemaps/2.xml", "/sitemaps/3.xml"]);
    const listed: string[] = [];
    for (const part of await sitemapIndexPaths(index)) {
      const xml = await sitemapPartFile(part, paths, site, 3);
      expect(xml, part).toContain("<urlset");
      const urls = await locs(xml!);
      expect(urls.length).toBeLessThanOrEqual(3);
      listed.push(...urls);
    }
    expect(listed).toEqual(paths.map((each) => `${site}${each}`));
    // A part the sitemap does not have is no file (the route answers 404).
    expect(await sitemapPartFile("/sitemaps/4.xml", paths, site, 3)).toBeUndefined();
    expect(await sitemapPartFile("/sitemaps/0.xml", paths, site, 3)).toBeUndefined();
  });

  it("a guide that fits one file keeps its one <urlset> at /sitemap.xml, with no parts", async () => {
    const whole = await sitemapFile(paths, site, paths.length);
    expect(whole).toBe(await sitemapXml(paths, site));
    expect(whole).toContain("<urlset");
    expect(await locs(whole)).toEqual(paths.map((each) => `${site}${each}`));
    expect(await sitemapIndexPaths(whole)).toEqual([]);
    expect(sitemapPartPaths(paths, paths.length)).toEqual([]);
    expect(await sitemapPartFile("/sitemaps/1.xml", paths, site, paths.length)).toBeUndefined();
    expect(sitemapParts([], 3)).toEqual([[]]);
  });

  it("at the protocol's figure: 50,000 paths are one file, 50,001 an index of two parts", async () => {
    expect(sitemapUrlLimit).toBe(50_000);
    const many = Array.from({ length: 50_001 }, (_, index) => `/place/p${String(index).padStart(5, "0")}`);
    expect(sitemapPartPaths(many.slice(0, 50_000))).toEqual([]);
    const whole = await sitemapFile(many.slice(0, 50_000), site);
    expect(whole).toMatch(/^<\?xml[^>]*>\s*<urlset/);
    expect(whole.split("<loc>").length - 1).toBe(50_000);
    const index = await sitemapFile(many, site);
    expect(await sitemapIndexPaths(index)).toEqual(["/sitemaps/1.xml", "/sitemaps/2.xml"]);
    expect(sitemapParts(many).map((part) => part.length)).toEqual([50_000, 1]);
    expect(await locs((await sitemapPartFile("/sitemaps/2.xml", many, site))!)).toEqual([`${site}/place/p50000`]);
  });
});
