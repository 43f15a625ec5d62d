/**
 * The last build step (`npm run build`, after the service worker step): writes a gzip (`.gz`) and a brotli (`.br`) twin of every compressible file in
 * build/client (the types `compress: true` in scripts/headers.ts: html, js, css, json, `.data`, xml,
 * svg, txt, webmanifest), once. `npm start` (sirv) and nginx (`gzip_static`, `brotli_static`) send a
 * twin when the browser accepts its encoding, so no response is compressed per request. Every such file
 * gets both twins, even a tiny one the encoding makes a few bytes longer: both servers then send
 * `Vary: Accept-Encoding` with every one of them alike (nginx names the header only for a file that has a twin).
 *
 * Levels (docs/decisions/003-precompressed-serving-and-nginx.md): gzip at level 9 everywhere (it is cheap);
 * brotli at its highest quality (11) for every file but the pages that come one per place or per neighborhood
 * (`brotliQuality`), which get quality 6, and files over a megabyte (the lists' and search files of a large
 * guide), which get 10: there are two files per place, quality 11 costs about 80 times the time for 10 % fewer
 * bytes, and at 10,000 places it alone took most of half an hour; over a megabyte it costs about 1.5 s a
 * megabyte, 5 times quality 10's, for 3-6 % fewer bytes. The files are compressed with zlib's asynchronous
 * calls, a few at a time, so the work runs on libuv's thread pool across the cores.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { extensionOf, fileTypes } from "./headers";

const client = path.resolve(import.meta.dirname, "../build/client");
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Byte counts of what was written, for the build log. */
export interface PrecompressSummary {
  files: number;
  bytes: number;
  gzip: number;
  brotli: number;
}

/** Whether a file of build/client gets compressed twins. */
export function isCompressible(fileName: string): boolean {
  return fileTypes[extensionOf(fileName)]?.compress ?? false;
}

/** Brotli quality for the pages that grow with the guide (measured in decision 003). */
export const pageQuality = 6;

/** Files larger than this (bytes) get {@link largeFileQuality} (measured in decision 003). */
export const largeFile = 1024 * 1024;

/**
 * Data files (`.json`) larger than this (bytes) get {@link largeFileQuality} too: a large guide's lists and
 * search index come in slices of about 500 KB (decisions 018 and 021), fetched together, where quality 11
 * took 3.5 s a slice (42 slices at 10,000 places) against 0.8 s at 10, for 4 % more bytes.
 */
export const largeDataFile = 256 * 1024;

/** Brotli quality for a file over {@link largeFile}, or a data file over {@link largeDataFile}. */
export const largeFileQuality = 10;

/**
 * Brotli quality (0-11) for a file of build/client, named by its path there (`/` or the platform's separator),
 * of `size` bytes. A page file (`.html`, `.data`) whose URL has two or more segments (`place/{slug}/index.html`,
 * `place/{slug}.data`, `restaurants/{neighborhood}/index.html`) is one of the guide's many pages: `pageQuality`.
 * Everything else is a fixed number of files most visitors fetch (the hashed `assets/`, cached a year; the
 * home, list and other fixed pages; the sitemap): 11, the most compact, or `largeFileQuality` over `largeFile`
 * (a data file: over `largeDataFile`).
 */
export function brotliQuality(fileName: string, size = 0): number {
  const name = fileName.split(path.sep).join("/");
  if (size > largeFile || (name.endsWith(".json") && size > largeDataFile)) return Math.min(largeFileQuality, brotliQuality(name));
  if (name.startsWith("assets/")) return constants.BROTLI_MAX_QUALITY;
  const page = name.endsWith("/index.html") ? name.slice(0, -"/index.html".length) : name.endsWith(".data") ? name.slice(0, -".data".length) : undefined;
  return page !== undefined && page.split("/").length >= 2 ? pageQuality : constants.BROTLI_MAX_QUALITY;
}

/** Writes both twins of one file; returns their sizes. */
async function compressFile(dir: string, name: string): Promise<{ bytes: number; gzip: number; brotli: number }> {
  const file = path.join(dir, name);
  const bytes = await readFile(file);
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
    brotliAsync(bytes, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality(name, bytes.length),
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  ]);
  await Promise.all([writeFile(`${file}.gz`, gzipped), writeFile(`${file}.br`, brotli)]);
  return { bytes: bytes.length, gzip: gzipped.length, brotli: brotli.length };
}

/**
 * Writes the twins of every compressible file under `dir` (existing twins are overwritten); returns the totals.
 * `concurrency` files are in flight at once (default: twice the cores, so the thread pool never waits on a read).
 * Rejects on the first file that cannot be read or written.
 */
export async function precompress(dir: string, concurrency = os.availableParallelism() * 2): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, bytes: 0, gzip: 0, brotli: 0 };
  const names = (await readdir(dir, { recursive: true })).map(String).filter(isCompressible);
  let next = 0;
  async function work() {
    while (next < names.length) {
      const sizes = await compressFile(dir, names[next++] as string);
      summary.files += 1;
      summary.bytes += sizes.bytes;
      summary.gzip += sizes.gzip;
      summary.brotli += sizes.brotli;
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, work));
  return summary;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const summary = await precompress(client);
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`precompress: ${summary.files} files, ${kb(summary.bytes)} -> gzip ${kb(summary.gzip)}, brotli ${kb(summary.brotli)} in ${seconds} s`);
}
