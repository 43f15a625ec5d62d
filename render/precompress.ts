/**
 * The compressed twins of the build: a gzip (`.gz`) and a brotli (`.br`) twin of every compressible file in
 * build/client (the types `compress: true` in server/static/headers.ts: html, js, css, json, `.data`, xml,
 * svg, txt, webmanifest), once. `npm start` (server/static/files.ts) and nginx (`gzip_static`, `brotli_static`) send a
 * twin when the browser accepts its encoding, so no response is compressed per request. Every such file
 * gets both twins, even a tiny one the encoding makes a few bytes longer: both servers then send
 * `Vary: Accept-Encoding` with every one of them alike (nginx names the header only for a file that has a twin).
 *
 * Levels (docs/decisions/003-precompressed-serving-and-nginx.md): gzip at level 9 everywhere (it is cheap);
 * brotli at its highest quality (11) for every file but the pages that come one per place or per neighborhood
 * (`brotliQuality`), which get quality 6, and files over a megabyte (the lists' and search files of a large
 * guide), which get 10: there are two files per place, quality 11 costs about 80 times the time for 10 % fewer
 * bytes, and at 10,000 places it alone took most of half an hour; over a megabyte it costs about 1.5 s a
 * megabyte, 5 times quality 10's, for 3-6 % fewer bytes.
 *
 * `npm run build` (tooling/build/build.ts) compresses each file in its pool of processes ({@link compressFileSync}) as
 * soon as the file is final. The publisher's renders cap brotli at {@link publishQuality} (decision 108): an approval
 * is live sooner, and the next build compresses those files at 11 again.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

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
 * Decision 108: the highest brotli quality of a file the publisher renders (render/renderer.ts), where a build gives
 * 11. A publish recompresses the fixed pages a change touches (the home page, a list page and its `.data`, Trending,
 * sw.js): twelve such files of this guide took 0.68 s of one core at 11 against 0.27 s at 10, for 2 % more bytes,
 * until the next build.
 */
export const publishQuality = 10;

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
  if (size > largeFile || (name.endsWith(".json") && size > largeDataFile))
    return Math.min(largeFileQuality, brotliQuality(name));
  if (name.startsWith("assets/")) return constants.BROTLI_MAX_QUALITY;
  const page = name.endsWith("/index.html")
    ? name.slice(0, -"/index.html".length)
    : name.endsWith(".data")
      ? name.slice(0, -".data".length)
      : undefined;
  return page !== undefined && page.split("/").length >= 2 ? pageQuality : constants.BROTLI_MAX_QUALITY;
}

/** Byte counts of one file and its twins. */
export interface TwinSizes {
  bytes: number;
  gzip: number;
  brotli: number;
}

/** The brotli twin of `content` at `quality` (0-11), in text mode: the same bytes for the same content and quality. */
export function brotliTwin(content: Uint8Array, quality: number): Buffer {
  return brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
}

/**
 * Writes both twins of one file (`name`, its path in `dir`) and returns their sizes, in this thread: the
 * build runs it in processes of their own (render/finish-pages.ts, render/record-pages.ts).
 * `bytes`: the file's content when the caller has it (it is then not read again). `ceiling`: the highest brotli
 * quality to use (the publisher's {@link publishQuality}); the file's own ({@link brotliQuality}) when lower.
 * @throws Error from the file system when the file cannot be read or a twin written.
 */
export function compressFileSync(
  dir: string,
  name: string,
  bytes?: Uint8Array | string,
  ceiling: number = constants.BROTLI_MAX_QUALITY,
): TwinSizes {
  const file = path.join(dir, name);
  const content = bytes === undefined ? readFileSync(file) : typeof bytes === "string" ? Buffer.from(bytes) : bytes;
  const gzipped = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
  const brotli = brotliTwin(content, Math.min(ceiling, brotliQuality(name, content.length)));
  writeFileSync(`${file}.gz`, gzipped);
  writeFileSync(`${file}.br`, brotli);
  return { bytes: content.length, gzip: gzipped.length, brotli: brotli.length };
}
