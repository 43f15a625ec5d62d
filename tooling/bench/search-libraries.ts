// Search library benchmark (decision 044): `npm run bench:search` prints, for each candidate search (MiniSearch,
// Orama, FlexSearch, today's own letter-pair index, and what /search now runs), the bytes of its code as a page
// fetches it (minified, brotli and gzip), and in a 4x-throttled Chromium the time to index the places and the
// slowest keystroke of typing "pizza" and "piza", at 54 places (the guide's own listed places) and at 10,000
// (bench:scale's synthetic guide). Every figure is printed, never checked. Options:
//   --sizes 54,10000   the guide sizes (54 is the guide as it is; any other is synthetic)
//   --runs N           fresh pages per candidate and size (default 3): median and slowest are printed
//   --only a,b         only the candidates whose file names start so (minisearch, orama, flexsearch, ours, shipped)
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "esbuild";
import { chromiumFlags, chromiumPath } from "../test/chromium";
import { syntheticPlaces } from "./scale";
import type { SearchDoc } from "../../app/features/search/match";

const root = path.resolve(import.meta.dirname, "../..");
const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const sizes = (option("--sizes") ?? "54,10000").split(",").map(Number);
const runs = Number(option("--runs") ?? 3);

/** The candidates, each a module of ./search-candidates exporting `candidate` (types.ts). */
const candidates = [
  { name: "MiniSearch 7 (as /search ranks)", file: "minisearch.ts" },
  { name: "Orama 3", file: "orama.ts" },
  { name: "FlexSearch 0.8", file: "flexsearch.ts" },
  { name: "ours: letter-pair index (product §5.1 only)", file: "ours.ts" },
  { name: "/search without a worker: MiniSearch + ours for §5.1, both in the page", file: "shipped.ts" },
];

/** What typing "pizza" asks, keystroke by keystroke from the second letter, then the typo. */
const keystrokes = ["pi", "piz", "pizz", "pizza", "piz", "pi", "pi", "piz", "piza"];

interface ContentFile {
  file: string;
  places: Record<string, unknown>[];
}

function contentFiles(): ContentFile[] {
  const dir = path.join(root, "content/places");
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((file) => ({ file, places: JSON.parse(readFileSync(path.join(dir, file), "utf8")) }));
}

/**
 * The search files' records of a guide of `size` places: the guide's own (54 places, of which the listed ones: the
 * closed are not searched) when `size` is its count, else synthetic ones (bench:scale's).
 */
function docsOf(size: number): SearchDoc[] {
  const files = contentFiles();
  const own = files.flatMap((entry) => entry.places);
  const places = size === own.length ? own : syntheticPlaces(files, size).flatMap((entry) => entry.places);
  return places
    .filter((place) => place.status !== "closed")
    .map((place) => ({
      id: place.id as number,
      name: place.name as string,
      type: place.type as SearchDoc["type"],
      rating: place.rating as number,
      category: place.category as string,
      description: place.description as string,
      neighborhood: place.neighborhood as string,
      features: place.features as string[],
    }));
}

/** A candidate's code as one minified script (what a page would fetch), exposing `candidate` globally. */
async function bundle(file: string): Promise<string> {
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, "search-candidates", file)],
    bundle: true,
    minify: true,
    format: "iife",
    globalName: "bench",
    platform: "browser",
    target: "es2022",
    write: false,
    logLevel: "silent",
    tsconfig: path.join(root, "tsconfig.json"),
    define: { "import.meta.url": JSON.stringify("http://localhost/") },
  });
  return result.outputFiles[0]!.text;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const brotli = (text: string) =>
  brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const gzip = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;

/** "median 12.0 ms, slowest 14.1 ms". */
function spread(values: readonly number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return `${median.toFixed(1)} / ${sorted.at(-1)!.toFixed(1)} ms`;
}

async function main() {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags] });
  const files = sizes.map((size) => ({ size, docs: docsOf(size) }));
  const shardBytes = (docs: readonly SearchDoc[]) => JSON.stringify(docs);
  console.log(
    "| candidate | code brotli (gzip) | " +
      files
        .map(
          ({ size, docs }) =>
            `${size} places (${docs.length} listed): index build; slowest keystroke (median / slowest of ${runs}); found for "pizza", "piza"`,
        )
        .join(" | ") +
      " |",
  );
  console.log("|---|---|" + files.map(() => "---").join("|") + "|");
  try {
    const only = option("--only")?.split(",");
    for (const { name, file } of candidates.filter(
      (row) => !only || only.some((start) => row.file.startsWith(start)),
    )) {
      const code = await bundle(file);
      const cells: string[] = [];
      for (const { docs } of files) {
        const builds: number[] = [];
        const slowest: number[] = [];
        let found = "";
        for (let run = 0; run < runs; run++) {
          const page = await browser.newPage();
          const cdp = await page.context().newCDPSession(page);
          await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
          await page.setContent("<!doctype html><title>bench</title>");
          await page.addScriptTag({ content: code });
          const figures = await page.evaluate(
            async ({ docs, keystrokes }) => {
              const { candidate } = (
                window as unknown as { bench: { candidate: import("./search-candidates/types").Candidate } }
              ).bench;
              const start = performance.now();
              await candidate.build(docs);
              const buildMs = performance.now() - start;
              const keys = keystrokes.map((text) => {
                const at = performance.now();
                const count = candidate.search(text);
                return { text, ms: performance.now() - at, count };
              });
              return { buildMs, keys };
            },
            { docs, keystrokes },
          );
          await page.close();
          builds.push(figures.buildMs);
          slowest.push(Math.max(...figures.keys.map((key) => key.ms)));
          const count = (text: string) => figures.keys.find((key) => key.text === text)!.count;
          found = `${count("pizza")}, ${count("piza")}`;
        }
        cells.push(`${spread(builds)}; ${spread(slowest)}; ${found}`);
      }
      console.log(`| ${name} | ${kb(brotli(code))} (${kb(gzip(code))}) | ${cells.join(" | ")} |`);
    }
    console.log(
      `\nThe search files of places (the same for every candidate: each indexes the places in the browser): ` +
        files
          .map(
            ({ docs }) =>
              `${docs.length} places ${kb(brotli(shardBytes(docs)))} brotli (${kb(gzip(shardBytes(docs)))} gzip)`,
          )
          .join("; "),
    );
  } finally {
    await browser.close();
  }
}

await main();
