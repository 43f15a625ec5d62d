/**
 * The build's place pages (`/place/{slug}` and `/place/{slug}/history`, two per place, nearly every page of a large
 * guide): rendered by processes of their own once React Router has pre-rendered the other pages, each process taking
 * every n-th place, so every core renders (React Router's pre-render runs on one). A process loads the release's
 * renderer (the server bundle the publisher renders with, tooling/build/vite-plugins/keep-renderer.ts) and the
 * guide the pre-render read (`GUIDE_CONTENT_DIR`), and for each place renders its two pages exactly as the pre-render
 * and the publisher do ({@link renderPage}: the `.data` file, then the HTML with it, finished with the paint-first
 * boot and the page's policy), then writes their compressed twins (precompress.ts). No file travels between
 * processes: each is written once, where it is served from.
 *
 * Measured (decision 058, 2026-11-27): at 10,000 places React Router's pre-render took about 3.3 ms of one core per
 * page, this renderer about 1.8 ms (React Router's pre-render matches each path against the route table three
 * times, building the table each time, logs every file, and writes through its own queue).
 *
 * Protocol of a process: its options as the argument ({@link PlacePagesOptions} with `shard`), one JSON line out
 * per place (`{ slug, pages: [{ html, data, noindex }], bytes, gzip, brotli }`), then `{ done: true }`; a failure is
 * `{ error }`, naming the page.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { currentGuide } from "../core/places/guide.server";
import { placePagePaths, prerenderedPlaces } from "./place-page-paths";
import { compressFileSync } from "./precompress";
import { readBootScript } from "./paint-first";
import { loadHandlers, pageFiles, renderPage } from "./renderer";

/** Each process's heap bound, in MB. */
const heapMb = 512;

/** What the build gives the processes. */
export interface PlacePagesOptions {
  /** The release folder: its `renderer/` is loaded, its `client/` written. */
  releaseDir: string;
  /** The image origins of the pages' policy (csp.ts). */
  photoOrigins: readonly string[];
}

/** One place's pages as a process reports them. */
export interface PlacePagesDone {
  slug: string;
  /** Each page's files (paths in the client folder, {@link pageFiles}) and whether it is marked noindex. */
  pages: { html: string; data: string; noindex: boolean }[];
  /** The place's four files (two pages, their `.data`) and their twins, in bytes. */
  bytes: number;
  gzip: number;
  brotli: number;
}

/**
 * Renders every place's pages in `processes` processes (default: one per core) and calls `onPlace` as each place is
 * done. Resolves when all are done. `script`: this module compiled (build/server/place-pages.mjs, decision 096), which
 * the processes run with node alone; without it they run this source through `tsx`.
 * @throws Error with a process's message (naming the page) when a page cannot be rendered, or its exit code.
 */
export async function renderPlacePages(
  options: PlacePagesOptions,
  onPlace: (done: PlacePagesDone) => void,
  processes = os.availableParallelism(),
  script?: string,
): Promise<void> {
  const children = Array.from({ length: Math.max(1, processes) }, (_, shard) =>
    spawn(
      process.execPath,
      [
        // A process holds the guide and one page at a time (about 200 MB at 50,000 places): without a bound V8 let
        // each grow past 1.1 GB, and the build took longer (more memory to map, more to collect at once).
        `--max-old-space-size=${heapMb}`,
        ...(script ? [script] : ["--import", "tsx", fileURLToPath(import.meta.url)]),
        JSON.stringify({ ...options, shard, shards: processes }),
      ],
      // React's production build, as React Router's pre-render has it (Vite sets NODE_ENV there).
      { env: { ...process.env, NODE_ENV: "production" }, stdio: ["ignore", "pipe", "inherit"] },
    ),
  );
  try {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve, reject) => {
            let done = false;
            createInterface({ input: child.stdout! }).on("line", (line) => {
              if (!line.startsWith("{")) return void console.log(line);
              const message = JSON.parse(line) as PlacePagesDone | { done: true } | { error: string };
              if ("error" in message) reject(new Error(message.error));
              else if ("done" in message) done = true;
              else onPlace(message);
            });
            child.on("close", (code, signal) =>
              done && code === 0
                ? resolve()
                : reject(new Error(`place pages: a process exited (${signal ?? `code ${code}`}) before it was done`)),
            );
          }),
      ),
    );
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill();
  }
}

/**
 * A process's work: every `shards`-th place from `shard`, in the guide's order, but those React Router pre-rendered
 * ({@link prerenderedPlaces}, the rule react-router.config.ts follows).
 */
async function main({
  releaseDir,
  photoOrigins,
  shard,
  shards,
}: PlacePagesOptions & { shard: number; shards: number }): Promise<void> {
  const client = path.join(releaseDir, "client");
  // The guide is read here, once: the bundle's own copy of the guide module finds it (core/places/guide.server.ts).
  const { places } = currentGuide();
  const prerendered = new Set(prerenderedPlaces(places));
  const mine = places.filter((place, index) => index % shards === shard && !prerendered.has(place));
  const handler = (await loadHandlers(releaseDir))(mine.flatMap((place) => placePagePaths(place.slug)));
  const finishing = { photoOrigins, bootScript: readBootScript(releaseDir) };
  for (const { slug } of mine) {
    const done: PlacePagesDone = { slug, pages: [], bytes: 0, gzip: 0, brotli: 0 };
    for (const page of placePagePaths(slug)) {
      const files = pageFiles(page);
      if (existsSync(path.join(client, files.html))) throw new Error(`${page}: rendered twice`);
      const rendered = await renderPage(handler, page, finishing);
      if (!rendered) throw new Error(`${page}: 404 from the renderer`);
      done.pages.push({ html: files.html, data: files.data, noindex: rendered.noindex });
      for (const [name, body] of [
        [files.data, rendered.data],
        [files.html, rendered.html],
      ] as const) {
        const file = path.join(client, name);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, body);
        const sizes = compressFileSync(client, name, body);
        done.bytes += sizes.bytes;
        done.gzip += sizes.gzip;
        done.brotli += sizes.brotli;
      }
    }
    process.stdout.write(`${JSON.stringify(done)}\n`);
  }
  process.stdout.write(`${JSON.stringify({ done: true })}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await main(JSON.parse(process.argv[2] ?? "{}") as PlacePagesOptions & { shard: number; shards: number });
  } catch (error) {
    process.stdout.write(`${JSON.stringify({ error: error instanceof Error ? error.message : String(error) })}\n`);
    process.exitCode = 1;
  }
}
