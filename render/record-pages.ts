/**
 * The build's record pages (decisions 058 and 097): each place's page and history, each event's page, history and
 * `.ics`, each place's events feed and the `/events` pages after the first, nearly every file of a large guide (at
 * 50,000 places and 20,000 events, 177,000 of them), rendered by processes of their own once React Router has
 * pre-rendered the other pages, each process taking every n-th record (render/record-page-paths.ts), so every core
 * renders (React Router's pre-render runs on one). The records are those react-router.config.ts did not give React
 * Router, as it wrote them to the build's file (`recordsFile`, a JSON array of each record's paths): the guide's
 * events are expanded once for the list, not again in each process.
 *
 * A process loads the release's renderer (the server bundle the publisher renders with,
 * tooling/build/vite-plugins/keep-renderer.ts) and the guide the pre-render read (`GUIDE_CONTENT_DIR`,
 * `GUIDE_EVENTS_DIR`), and renders each path exactly as the pre-render and the publisher do: a page with
 * {@link renderPage} (the `.data` file, then the HTML with it, finished with the paint-first boot and the page's
 * policy), a file (`.ics`) as its route answers it; then it writes their compressed twins (precompress.ts). No file
 * travels between processes: each is written once, where it is served from.
 *
 * Measured (decision 058, 2026-11-27): at 10,000 places React Router's pre-render took about 3.3 ms of one core per
 * page, this renderer about 1.8 ms (React Router's pre-render matches each path against the route table three
 * times, building the table each time, logs every file, and writes through its own queue).
 *
 * Protocol of a process: its options as the argument ({@link RecordPagesOptions} with `shard`), one JSON line out
 * per record ({@link RecordDone}), then `{ done: true }`; a failure is `{ error }`, naming the page.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { isCompressible } from "../server/static/headers";
import { isFilePath, recordsOfShard } from "./record-page-paths";
import { compressFileSync } from "./precompress";
import { readBootScript } from "./paint-first";
import { loadHandlers, pageFiles, renderPage } from "./renderer";

/** Each process's heap bound, in MB. */
const heapMb = 512;

/** What the build gives the processes. */
export interface RecordPagesOptions {
  /** The release folder: its `renderer/` is loaded, its `client/` written. */
  releaseDir: string;
  /** The image origins of the pages' policy (csp.ts). */
  photoOrigins: readonly string[];
  /** The records to render: a JSON file of `string[][]`, each record's paths (react-router.config.ts writes it). */
  recordsFile: string;
}

/** One record's pages and files as a process reports them. */
export interface RecordDone {
  /** The record's first path. */
  record: string;
  /** Each page's files (paths in the client folder, {@link pageFiles}) and whether it is marked noindex. */
  pages: { html: string; data: string; noindex: boolean }[];
  /** Every file written (pages' HTML and `.data`, and files such as `.ics`), as paths in the client folder. */
  files: string[];
  /** The record's files and their twins, in bytes. */
  bytes: number;
  gzip: number;
  brotli: number;
}

/**
 * Renders every record's pages and files in `processes` processes (default: one per core) and calls `onRecord` as
 * each record is done. Resolves when all are done. `script`: this module compiled (build/server/record-pages.mjs,
 * decision 096), which the processes run with node alone; without it they run this source through `tsx`.
 * @throws Error with a process's message (naming the page) when a page cannot be rendered, or its exit code.
 */
export async function renderRecordPages(
  options: RecordPagesOptions,
  onRecord: (done: RecordDone) => void,
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
              const message = JSON.parse(line) as RecordDone | { done: true } | { error: string };
              if ("error" in message) reject(new Error(message.error));
              else if ("done" in message) done = true;
              else onRecord(message);
            });
            child.on("close", (code, signal) =>
              done && code === 0
                ? resolve()
                : reject(new Error(`record pages: a process exited (${signal ?? `code ${code}`}) before it was done`)),
            );
          }),
      ),
    );
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill();
  }
}

/** A process's work: every `shards`-th record from `shard`, in the file's order ({@link recordsOfShard}). */
async function main({
  releaseDir,
  photoOrigins,
  recordsFile,
  shard,
  shards,
}: RecordPagesOptions & { shard: number; shards: number }): Promise<void> {
  const client = path.join(releaseDir, "client");
  const mine = recordsOfShard(JSON.parse(readFileSync(recordsFile, "utf8")) as string[][], shard, shards);
  // The bundle reads the guide on its first render (core/places/guide.server.ts), from the build's content folders.
  const handler = (await loadHandlers(releaseDir))(mine.flat());
  const finishing = { photoOrigins, bootScript: readBootScript(releaseDir) };
  for (const paths of mine) {
    const done: RecordDone = { record: paths[0] ?? "", pages: [], files: [], bytes: 0, gzip: 0, brotli: 0 };
    const write = (name: string, body: string | Uint8Array) => {
      const file = path.join(client, name);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, body);
      done.files.push(name);
      if (!isCompressible(name)) return;
      const sizes = compressFileSync(client, name, body);
      done.bytes += sizes.bytes;
      done.gzip += sizes.gzip;
      done.brotli += sizes.brotli;
    };
    for (const page of paths) {
      if (isFilePath(page)) {
        const name = page.slice(1);
        if (existsSync(path.join(client, name))) throw new Error(`${page}: rendered twice`);
        const response = await handler(new Request(`http://localhost${page}`));
        if (response.status !== 200) throw new Error(`${page}: ${response.status} from the renderer`);
        write(name, new Uint8Array(await response.arrayBuffer()));
        continue;
      }
      const files = pageFiles(page);
      if (existsSync(path.join(client, files.html))) throw new Error(`${page}: rendered twice`);
      const rendered = await renderPage(handler, page, finishing);
      if (!rendered) throw new Error(`${page}: 404 from the renderer`);
      done.pages.push({ html: files.html, data: files.data, noindex: rendered.noindex });
      write(files.data, rendered.data);
      write(files.html, rendered.html);
    }
    process.stdout.write(`${JSON.stringify(done)}\n`);
  }
  process.stdout.write(`${JSON.stringify({ done: true })}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await main(JSON.parse(process.argv[2] ?? "{}") as RecordPagesOptions & { shard: number; shards: number });
  } catch (error) {
    process.stdout.write(`${JSON.stringify({ error: error instanceof Error ? error.message : String(error) })}\n`);
    process.exitCode = 1;
  }
}
