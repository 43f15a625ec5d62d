/**
 * The last build step (`npm run build`, after the service worker step): writes a gzip (`.gz`) and a brotli (`.br`) twin of every compressible file in
 * build/client (the types `compress: true` in scripts/headers.ts: html, js, css, json, `.data`, xml,
 * svg, txt, webmanifest), at the highest levels, once. `npm start` (sirv) and nginx (`gzip_static`,
 * `brotli_static`) send a twin when the browser accepts its encoding, so no response is compressed
 * per request. Every such file gets both twins, even a tiny one the encoding makes a few bytes
 * longer: both servers then send `Vary: Accept-Encoding` with every one of them alike (nginx names
 * the header only for a file that has a twin).
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { extensionOf, fileTypes } from "./headers";

const client = path.resolve(import.meta.dirname, "../build/client");

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

/** Writes the twins of every compressible file under `dir`; returns the totals. */
export function precompress(dir: string): PrecompressSummary {
  const summary: PrecompressSummary = { files: 0, bytes: 0, gzip: 0, brotli: 0 };
  const names = readdirSync(dir, { recursive: true }).map(String).filter(isCompressible);
  for (const name of names) {
    const file = path.join(dir, name);
    const bytes = readFileSync(file);
    const gzip = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });
    const brotli = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    summary.files += 1;
    summary.bytes += bytes.length;
    writeFileSync(`${file}.gz`, gzip);
    writeFileSync(`${file}.br`, brotli);
    summary.gzip += gzip.length;
    summary.brotli += brotli.length;
  }
  return summary;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const summary = precompress(client);
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  console.log(`precompress: ${summary.files} files, ${kb(summary.bytes)} -> gzip ${kb(summary.gzip)}, brotli ${kb(summary.brotli)}`);
}
