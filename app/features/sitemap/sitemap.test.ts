import { index, route } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { pagePaths, robotsTxt, sitemapXml } from "./sitemap.server";

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
