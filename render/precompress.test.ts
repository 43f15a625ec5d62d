import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, test } from "vitest";
import {
  brotliQuality,
  brotliTwin,
  compressFileSync,
  largeDataFile,
  largeFile,
  largeFileQuality,
  pageQuality,
  publishQuality,
} from "./precompress";
import { isCompressible } from "../server/static/headers";

describe("brotliQuality", () => {
  test("the pages that come one per place or neighborhood get the fast quality", () => {
    for (const name of [
      "place/north-market/index.html",
      "place/north-market.data",
      "restaurants/short-north/index.html",
      "restaurants/short-north.data",
    ]) {
      expect(brotliQuality(name), name).toBe(pageQuality);
    }
  });

  test("hashed assets, the fixed pages and every other file get the highest quality", () => {
    for (const name of [
      "assets/entry.client-B8-j3zLO.js",
      "search/manifest.json",
      "search/places-0.json",
      "data/lists/restaurants-0.json",
      "index.html",
      "_root.data",
      "restaurants/index.html",
      "restaurants.data",
      "search/index.html",
      "sitemap.xml",
      "sw.js",
      "404.html",
    ]) {
      expect(brotliQuality(name), name).toBe(11);
    }
  });

  test("a file over a megabyte gets quality 10, a place page never more than its own", () => {
    expect(brotliQuality("data/lists/all-0.json", largeFile + 1)).toBe(largeFileQuality);
    expect(brotliQuality("sitemap.xml", largeFile + 1)).toBe(largeFileQuality);
    expect(brotliQuality("sitemap.xml", largeFile)).toBe(11);
    expect(brotliQuality("place/north-market/index.html", largeFile + 1)).toBe(pageQuality);
  });

  test("a data file in slices (a large guide's list or search index) gets quality 10 from 256 KB; code keeps 11 up to a megabyte", () => {
    expect(brotliQuality("data/lists/all-0.json", largeDataFile + 1)).toBe(largeFileQuality);
    expect(brotliQuality("data/lists/all-0.json", largeDataFile)).toBe(11);
    expect(brotliQuality("assets/framework-Bk36fXFL.js", largeFile)).toBe(11);
  });
});

describe("compressFileSync", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test("writes a gzip and a brotli twin of every type of served file that decode to its bytes; other files get none", () => {
    dir = mkdtempSync(path.join(tmpdir(), "precompress-"));
    const files: Record<string, string> = {
      "index.html": "<!doctype html><title>Home</title>".repeat(50),
      "place/north-market/index.html": "<p>North Market</p>".repeat(80),
      "place/north-market.data": '[{"name":"North Market"}]',
      "assets/app-abc123.js": "export const answer = 42;\n".repeat(30),
      "tiny.txt": "a",
    };
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }

    for (const [name, text] of Object.entries(files)) {
      expect(isCompressible(name), name).toBe(true);
      const sizes = compressFileSync(dir, name);
      expect(sizes.bytes).toBe(Buffer.byteLength(text));
      const file = path.join(dir, name);
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString(), `${name}.gz`).toBe(text);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString(), `${name}.br`).toBe(text);
    }
    expect(isCompressible("icons/favicon-32.png")).toBe(false);
  });

  test("the publisher's ceiling caps a fixed page at its quality; a place page keeps its own lower one", () => {
    dir = mkdtempSync(path.join(tmpdir(), "precompress-"));
    // Text varied enough that quality 10 and 11 give different bytes.
    const html = Array.from({ length: 400 }, (_, i) => `<li><a href="/place/p-${i * 7919}">Place ${i}</a></li>`).join(
      "",
    );
    const brotliAt = (quality: number) => brotliTwin(Buffer.from(html), quality);
    expect(brotliAt(publishQuality).equals(brotliAt(11))).toBe(false);
    for (const [name, quality] of [
      ["index.html", publishQuality],
      ["place/north-market/index.html", pageQuality],
    ] as const) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), html);
      compressFileSync(dir, name, undefined, publishQuality);
      expect(readFileSync(path.join(dir, `${name}.br`)).equals(brotliAt(quality)), name).toBe(true);
    }
    // Without a ceiling (the build's) the fixed page gets 11.
    compressFileSync(dir, "index.html");
    expect(readFileSync(path.join(dir, "index.html.br")).equals(brotliAt(11))).toBe(true);
  });
});
