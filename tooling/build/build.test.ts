import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sitemapFiles, sitemapXml } from "../../app/features/sitemap/sitemap.server";
import { announcedFile } from "./build";
import { pruneBrowserManifest, withoutResourceRoutes } from "./browser-manifest";
import { removeDeadStaging } from "./compile-server";
import { checkSitemap, isResourceDataTwin } from "./postbuild";

describe("the files the pre-render says it wrote (npm run build, step 1)", () => {
  it("reads a page, a page's data file and a resource route's file from React Router's log, coloured or not", () => {
    expect(
      announcedFile("Prerender (html): /place/north-market -> build/client/place/north-market/index.html"),
    ).toEqual({
      name: path.join("place", "north-market", "index.html"),
      page: true,
    });
    expect(
      announcedFile("Prerender (html): SPA Fallback -> \u001b[1mbuild/client/__spa-fallback.html\u001b[22m"),
    ).toEqual({ name: "__spa-fallback.html", page: true });
    expect(announcedFile("Prerender (data): /place/north-market -> build/client/place/north-market.data")).toEqual({
      name: path.join("place", "north-market.data"),
      page: false,
    });
    expect(announcedFile("Prerender (resource): /sitemap.xml -> build/client/sitemap.xml")).toEqual({
      name: "sitemap.xml",
      page: false,
    });
  });

  it("names nothing for any other line, or for a file outside build/client", () => {
    for (const line of [
      "✓ built in 1m 49s",
      "build/client/assets/app-abc.js  12.3 kB",
      "Prerender (html): /x -> ../elsewhere/index.html",
      "",
    ]) {
      expect(announcedFile(line), line).toBeUndefined();
    }
  });

  it("tells a resource route's .data twin, which nothing fetches, from a page's data file", () => {
    for (const name of ["sitemap.xml.data", "robots.txt.data", "data/lists/restaurants-0.json.data"])
      expect(isResourceDataTwin(name), name).toBe(true);
    for (const name of ["_root.data", "place/north-market.data", "restaurants/short-north.data", "about.data"])
      expect(isResourceDataTwin(name), name).toBe(false);
  });
});

describe("decision 095: the build's sitemap check reads the parts of an index (step 4)", () => {
  const site = "https://example.org";
  /** A build/client holding `files` (name -> text), in a temporary folder. */
  const client = (files: ReadonlyMap<string, string>) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "dc-sitemap-"));
    for (const [name, text] of files) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }
    return dir;
  };
  const pages = (paths: string[]) =>
    new Map(paths.map((page) => [page === "/" ? "index.html" : `${page.slice(1)}/index.html`, false]));

  it("counts the URLs of every part, and names a page no part lists", async () => {
    const paths = ["/", "/about", "/place/a", "/place/b", "/place/c"];
    const files = await sitemapFiles(paths, site, { limits: { urls: 2 } });
    expect(files.size).toBeGreaterThan(2);
    const dir = client(files);
    try {
      expect(await checkSitemap(dir, pages(paths))).toBe(5);
      await expect(checkSitemap(dir, pages([...paths, "/place/d"]))).rejects.toThrow(/not listed \["\/place\/d"\]/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // Writing and reading 50,001 URLs takes 2.4 s of a quiet core, and took over Vitest's default 5 s with the unit tests
  // in three workers and the two builds beside them.
  it("refuses one file of more than 50,000 URLs", async () => {
    const paths = Array.from({ length: 50_001 }, (_, index) => `/place/p${index}`);
    const dir = client(new Map([["sitemap.xml", await sitemapXml(paths, site)]]));
    try {
      await expect(checkSitemap(dir, pages(paths))).rejects.toThrow(/sitemap\.xml: 50001 URLs .* at most 50000 URLs/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});

describe("the compiled server's staging folders (decision 096)", () => {
  it("removes the folder a killed build left behind, and keeps one whose build still runs", () => {
    const parent = mkdtempSync(path.join(os.tmpdir(), "dc-staging-"));
    try {
      const dir = path.join(parent, "server");
      // A process that has ended: its pid names a build killed mid-way. The test's parent runs on.
      const ended = spawnSync(process.execPath, ["-e", "process.pid"]).pid!;
      for (const name of ["server", `server.new-${ended}`, `server.new-${process.ppid}`, "other.new-1"])
        mkdirSync(path.join(parent, name));
      removeDeadStaging(dir);
      expect(existsSync(path.join(parent, `server.new-${ended}`))).toBe(false);
      expect(existsSync(path.join(parent, `server.new-${process.ppid}`))).toBe(true);
      expect(existsSync(path.join(parent, "other.new-1"))).toBe(true);
      expect(existsSync(dir)).toBe(true);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});

describe("decision 104: the browser's route manifest without the resource routes", () => {
  const route = (id: string, fields: Record<string, unknown>) => ({
    id,
    hasLoader: true,
    hasDefaultExport: false,
    hasErrorBoundary: false,
    module: `/assets/${id}.js`,
    imports: [],
    css: [],
    ...fields,
  });
  const manifest = {
    entry: { module: "/assets/entry.client.js", imports: [], css: [] },
    routes: {
      root: route("root", { path: "", hasDefaultExport: true, hasErrorBoundary: true }),
      "routes/home": route("routes/home", { parentId: "root", index: true, hasDefaultExport: true }),
      "routes/robots[.]txt": route("routes/robots[.]txt", { parentId: "root", path: "robots.txt" }),
      "routes/list-data": route("routes/list-data", { parentId: "root", path: "data/lists/:file" }),
      // A layout without a component of its own renders its children: it stays.
      "routes/layout": route("routes/layout", { parentId: "root", path: "events" }),
      "routes/events": route("routes/events", { parentId: "routes/layout", index: true, hasDefaultExport: true }),
      // A route with only an error boundary is a page of errors: it stays.
      "routes/caught": route("routes/caught", { parentId: "root", path: "caught", hasErrorBoundary: true }),
    },
    url: "/assets/manifest-0123abcd.js",
    version: "0123abcd",
  };
  const source = `window.__reactRouterManifest=${JSON.stringify(manifest)};`;

  it("drops the routes the browser never shows and keeps every page, layout and field as written", () => {
    const { source: pruned, removed } = withoutResourceRoutes(source);
    expect(removed).toEqual(["routes/robots[.]txt", "routes/list-data"]);
    const kept = JSON.parse(pruned.slice("window.__reactRouterManifest=".length, -1)) as typeof manifest;
    expect(Object.keys(kept.routes)).toEqual([
      "root",
      "routes/home",
      "routes/layout",
      "routes/events",
      "routes/caught",
    ]);
    expect(kept.routes["routes/home"]).toEqual(manifest.routes["routes/home"]);
    expect({ ...kept, routes: undefined }).toEqual({ ...manifest, routes: undefined });
  });

  it("rewrites the one manifest of a client folder in place, and refuses a format it does not know", () => {
    const client = mkdtempSync(path.join(os.tmpdir(), "dc-manifest-"));
    try {
      mkdirSync(path.join(client, "assets"));
      const file = path.join(client, "assets", "manifest-0123abcd.js");
      writeFileSync(file, source);
      // The web app manifest's route module is not React Router's manifest.
      writeFileSync(path.join(client, "assets", "manifest_._webmanifest-VVG6sIJ1.js"), "export{};");
      expect(pruneBrowserManifest(client)).toEqual(["routes/robots[.]txt", "routes/list-data"]);
      expect(readFileSync(file, "utf8")).not.toContain("robots.txt");
      expect(readFileSync(file, "utf8")).toMatch(/^window\.__reactRouterManifest=\{.*\};$/);

      writeFileSync(file, `export const manifest=${JSON.stringify(manifest)};`);
      expect(() => pruneBrowserManifest(client)).toThrow(/browser manifest is not/);
      rmSync(file);
      expect(() => pruneBrowserManifest(client)).toThrow(/expected one React Router manifest .* found 0/);
    } finally {
      rmSync(client, { recursive: true, force: true });
    }
  });
});
