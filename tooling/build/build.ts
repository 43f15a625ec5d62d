/**
 * `npm run build`: every page pre-rendered, finished, compressed, with its service worker, into a release folder of
 * its own (`build/releases/<id>/`), which `build/client` then points at in one rename (decision 050: a build
 * beside a running server never takes it down).
 * 0. The guide: when the server's database holds one (DATA_DIR's SQLite file, or DATABASE_URL), its current
 *    places are written into the release's content folder, with their public history, and the pre-render reads
 *    them (`GUIDE_CONTENT_DIR`); otherwise `content/places/` (the seed). `GUIDE_SOURCE=content` always takes the
 *    content files (the tests' builds). So a code deploy includes every change approved at the desk.
 * 1. `react-router build`: Vite's bundles, then the pre-render of every page but the places' and events' (the first
 *    of each kind excepted, render/record-page-paths.ts), its `.data` file and the resource routes' files
 *    (robots.txt, the lists' files); the browser's copy of the route manifest is then rewritten without the resource
 *    routes (tooling/build/browser-manifest.ts, decision 104). Its heap is held to 1 GB: left alone, Node let it grow
 *    past 2 GB at 10,000 places though far less of it was live (product §15.8); without the place pages it needs less.
 *    The pre-render runs on one core. As it says it wrote a file (its log line "Prerender (html): /about ->
 *    build/client/about/index.html"), a {@link FinishingPool} process at a lower priority takes the file on the
 *    other core: a page gets the paint-first boot and its policy, then its gzip and brotli twins; any other served
 *    file its twins (tooling/build/finish-pages.ts, tooling/build/precompress.ts). Vite's files are given to it as
 *    the pre-render begins.
 * 2. The record pages (decision 097): each place's two pages, each event's page, history and `.ics`, each place's
 *    events feed, the `/events` pages: a process per core renders, finishes and compresses its share with the
 *    release's renderer, as the publisher does (render/record-pages.ts). React Router's step wrote their list.
 * 3. Pages neither named are finished now (the log's wording is React Router's: a change there makes the build
 *    slower, never wrong). Then the checks and files of tooling/build/postbuild.ts (404.html, sitemap). The sitemap's
 *    files were written meanwhile by a process of their own (render/sitemap-files.ts, decision 095), as the publisher
 *    writes them.
 * 4. The service worker (tooling/build/service-worker.ts; it reads the final pages) while the pool compresses the
 *    rest (Vite's assets, the search index); then the worker's own files.
 * 5. A check that every served file has both twins.
 * Before all, the server's own code is compiled into build/server/ (tooling/build/compile-server.ts, decision 096).
 * Product §15.8: at 10,000 places on two cores, the steps one after another took 178-182 s (the pre-render 115 s
 * on 1.2 cores, then 21 s of pages, 9 s of service worker and 33 s of compression).
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { isoDate } from "../../core/hours/hours-calendar";
import { hoursDate } from "../../core/places/guide.server";
import { readConfig } from "../../server/config";
import { openDatabase, sqliteFileName } from "../../server/db/connect";
import { migrateToLatest } from "../../server/db/migrations";
import { photoStorage } from "../../server/photos/storage";
import { copyHostedPhotos, exportEvents, exportGuide, lastLiveRun, placeCount } from "../../server/places/export";
import {
  buildPaths,
  carryAssets,
  currentReleaseDir,
  newReleaseId,
  pruneReleases,
  switchRelease,
  writeRelease,
} from "../../server/publish/release";
import { FinishingPool, type FileDone } from "../../render/finish-pages";
import { bootSourceFile, writeBootScript } from "../../render/paint-first";
import { guideFacts } from "./guide-facts";
import { renderRecordPages } from "../../render/record-pages";
import {
  checkPrerenderOutput,
  checkSitemap,
  fallbackPage,
  isResourceDataTwin,
  notFoundPage,
  removeResourceDataTwins,
  writeHeaderFiles,
  writeNotFoundPage,
} from "./postbuild";
import { isCompressible } from "../../server/static/headers";
import { writeServiceWorker, writeServiceWorkerTemplate } from "../../render/service-worker";
import { buildInlineScript } from "./vite-plugins/inline-script";
import { pruneBrowserManifest } from "./browser-manifest";
import { compiledEntry, compileServer } from "./compile-server";

const root = path.resolve(import.meta.dirname, "../..");
/** The build's folder: `BUILD_DIR` (a test's own site), else `build/`. */
const build = path.resolve(root, process.env.BUILD_DIR || "build");
const releaseDir = path.join(buildPaths(build).releases, newReleaseId());
const client = path.join(releaseDir, "client");

/** The settings that shape the files, kept in release.json for the publisher's renders (decision 050). */
const shapingEnv = [
  "LIST_PAGE_SIZE",
  "LIST_FILE_PLACES",
  "PRECACHE_BUDGET",
  "SITE_URL",
  "SITE_BACKEND",
  "SITEMAP_URL_LIMIT",
];

/**
 * The file a line of React Router's pre-render log says it has written, as a path in `clientDir` (relative to the
 * project, the release's client folder), and whether
 * it is a page: "Prerender (html): /about -> build/client/about/index.html" gives `about/index.html`, a page;
 * "Prerender (data): …" and "Prerender (resource): …" name other files. Any other line gives undefined.
 */
export function announcedFile(line: string, clientDir = "build/client"): { name: string; page: boolean } | undefined {
  // eslint-disable-next-line no-control-regex -- the log may be coloured
  const match = /^Prerender \((html|data|resource)\): .* -> (\S+)\s*$/.exec(line.replace(/\x1b\[[\d;]*m/g, ""));
  if (!match) return undefined;
  const name = path.relative(clientDir, match[2]!);
  if (name.startsWith("..") || path.isAbsolute(name)) return undefined;
  return { name, page: match[1] === "html" && name.endsWith(".html") };
}

/** Whether the pool should take an announced file: pages, and served files but a resource route's `.data`. */
function worthTaking({ name, page }: { name: string; page: boolean }): boolean {
  return page || (isCompressible(name) && !isResourceDataTwin(name));
}

/** Every file under build/client, as paths there. */
function clientFiles(): string[] {
  return readdirSync(client, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(client, path.join(entry.parentPath, entry.name)));
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

/**
 * Step 0: the database's guide into the release's content folder, when the database holds one. Returns the last
 * publisher run it includes (0 for the content files) and the database's photo storage, or nothing.
 */
async function guideFromDatabase(): Promise<{
  includedSeq: number;
  includedRun?: string;
  copyPhotos?: (dir: string) => Promise<number>;
}> {
  if (process.env.GUIDE_SOURCE === "content") return { includedSeq: 0 };
  const config = readConfig();
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, sqliteFileName))) return { includedSeq: 0 };
  const { db } = await openDatabase(config);
  try {
    await migrateToLatest(db as never);
    if ((await placeCount(db)) === 0) return { includedSeq: 0 };
    const { seq: includedSeq, id: includedRun } = await lastLiveRun(db);
    // Beside the release folder: React Router empties that folder when it starts.
    const dir = `${releaseDir}.content`;
    const places = await exportGuide(db, dir, { history: true });
    process.env.GUIDE_CONTENT_DIR = dir;
    // Decision 083: the events as the database holds them, beside the places.
    const events = await exportEvents(db, path.join(dir, "events"));
    process.env.GUIDE_EVENTS_DIR = path.join(dir, "events");
    console.log(
      `build: the guide from the database (${places.length} places, ${events} events, published up to run ${includedSeq})`,
    );
    // The database is closed when this returns: the copy opens it again (photos are in it on PostgreSQL, decision 078).
    const copyPhotos = async (to: string) => {
      const { db, engine } = await openDatabase(config);
      try {
        return await copyHostedPhotos(places, photoStorage(engine, db, config.dataDir), to);
      } finally {
        await db.destroy();
      }
    };
    return { includedSeq, includedRun, copyPhotos };
  } finally {
    await db.destroy();
  }
}

/** The build's code version: a hash of its hashed asset names (the same code gives the same names). */
function codeVersionOf(dir: string): string {
  const assets = path.join(dir, "assets");
  const names = existsSync(assets) ? readdirSync(assets, { recursive: true }).map(String).sort() : [];
  return createHash("sha256").update(names.join("\n")).digest("base64url").slice(0, 16);
}

async function main(): Promise<void> {
  const started = performance.now();
  // Decision 096: the server, its renderer and the database's chores as plain JavaScript in build/server/ (unless
  // they are the tree's already), so `npm start` and what it starts run without `tsx`; first, so an error stops here.
  const server = await compileServer();
  if (server.compiled) console.log(`build: the server compiled into build/server/ (${server.ms} ms)`);
  const { includedSeq, includedRun, copyPhotos } = await guideFromDatabase();
  // Reads and validates the content (a bad record fails here, naming the file, the place and the field).
  const { photoOrigins } = guideFacts();
  // Every process of the build reads the hours from the same day, also when the build crosses midnight.
  const hoursReadOn = isoDate(hoursDate());
  process.env.GUIDE_HOURS_READ_ON = hoursReadOn;
  // The paint-first boot, compiled here once (decision 035) and kept in the release (step 1): the renderers that
  // finish pages, the publisher's included, read it there, so `npm start` compiles nothing.
  const bootScript = buildInlineScript(bootSourceFile).code;
  // One process: it takes the core React Router's pre-render leaves idle; the place pages take both (step 2).
  const pool = new FinishingPool({
    dir: client,
    photoOrigins,
    bootScript,
    nice: 10,
    processes: 1,
    script: compiledEntry("finish-pages"),
  });
  try {
    await finish(pool, photoOrigins, bootScript, started, copyPhotos);
  } catch (error) {
    pool.kill();
    throw error;
  }
  // The content the release was built from stays with it.
  if (existsSync(`${releaseDir}.content`)) renameSync(`${releaseDir}.content`, path.join(releaseDir, "content"));
  // The switch: the previous release's hashed assets join this one, then build/client points here.
  const previous = currentReleaseDir(build);
  const carried = previous ? carryAssets(path.join(previous, "client"), client) : 0;
  writeRelease(releaseDir, {
    id: path.basename(releaseDir),
    codeVersion: codeVersionOf(client),
    builtAt: new Date().toISOString(),
    includedSeq,
    appliedSeq: includedSeq,
    ...(includedRun ? { appliedRun: includedRun } : {}),
    hoursReadOn,
    photoOrigins,
    env: Object.fromEntries(shapingEnv.flatMap((name) => (process.env[name] ? [[name, process.env[name]!]] : []))),
  });
  switchRelease(build, releaseDir);
  const pruned = pruneReleases(build);
  console.log(
    `release: build/client is now ${path.relative(build, releaseDir)} (${carried} earlier assets kept` +
      `${pruned.length ? `, ${pruned.length} old release${pruned.length === 1 ? "" : "s"} removed` : ""})`,
  );
}

/**
 * Decision 095: the sitemap's files into the release, by a process of its own that reads the guide as the pre-render
 * did (render/sitemap-files.ts, the publisher's way too); the last release's parts keep their `lastmod` when unchanged.
 * @throws Error when the process fails.
 */
async function writeSitemapFiles(): Promise<void> {
  const previous = currentReleaseDir(build);
  const child = spawn(
    process.execPath,
    // Decision 096: as the build compiled it.
    [compiledEntry("sitemap-files"), client, ...(previous ? [path.join(previous, "client")] : [])],
    { cwd: root, stdio: ["ignore", "ignore", "inherit"] },
  );
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  if (code !== 0) throw new Error(`render/sitemap-files.ts exited with code ${code}`);
}

/** Files tooling/build/service-worker.ts writes. */
const serviceWorkerFiles = new Set(["sw.js", "offline.html"]);

/** Steps 1-4 with the pool. @throws Error naming what failed: the pre-render, a file, a check. */
async function finish(
  pool: FinishingPool,
  photoOrigins: readonly string[],
  bootScript: string,
  started: number,
  copyPhotos?: (dir: string) => Promise<number>,
): Promise<void> {
  const given = new Map<string, Promise<FileDone>>();
  let failure: Error | undefined;
  const give = (name: string, page: boolean) => {
    if (given.has(name)) return;
    const done = pool.add({ file: path.join(client, name), page });
    done.catch((error: Error) => {
      failure ??= error;
      prerender.kill();
    });
    given.set(name, done);
  };

  // 1. The pre-render, whose files the pool takes as they are written. react-router.config.ts writes the records
  // it leaves to step 2 into `recordsFile` (beside the release folder: React Router empties that as it starts).
  const nodeOptions = `${process.env.NODE_OPTIONS ?? ""} --max-old-space-size=1024`.trim();
  const recordsFile = `${releaseDir}.records.json`;
  const prerender = spawn(path.join(root, "node_modules/.bin/react-router"), ["build"], {
    cwd: root,
    env: { ...process.env, NODE_OPTIONS: nodeOptions, BUILD_DIRECTORY: releaseDir, RECORD_PAGES_FILE: recordsFile },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let bundled = false;
  createInterface({ input: prerender.stdout }).on("line", (line) => {
    console.log(line);
    const file = announcedFile(line, path.relative(root, client));
    if (!file) return;
    // Vite's files are final once the pre-render begins: the idle core compresses them meanwhile (at 50,000 places
    // the search files and assets took about 10 s of a core after the place pages).
    if (!bundled) {
      bundled = true;
      // Decision 104: the browser's route manifest without the resource routes, before the pool compresses it.
      try {
        pruneBrowserManifest(client);
      } catch (error) {
        failure ??= error as Error;
        prerender.kill();
        return;
      }
      for (const dir of ["assets", "search"])
        if (existsSync(path.join(client, dir)))
          for (const entry of readdirSync(path.join(client, dir), { recursive: true, withFileTypes: true })) {
            const name = path.relative(client, path.join(entry.parentPath, entry.name));
            if (entry.isFile() && worthTaking({ name, page: false })) give(name, false);
          }
    }
    if (worthTaking(file)) give(file.name, file.page);
  });
  const code = await new Promise<number | null>((resolve) => prerender.on("close", resolve));
  const takenDuringPrerender = given.size;
  const prerenderTime = seconds(started);
  if (failure || code !== 0) {
    throw failure ?? new Error(`react-router build exited with code ${code}`);
  }

  // The compiled boot joins the release (React Router empties the folder as the pre-render starts), for step 2 and
  // the publisher's renderer.
  writeBootScript(releaseDir, bootScript);
  // Decision 095: the sitemap's files, by a process of its own while step 2 runs; awaited in step 3.
  const sitemapWritten = writeSitemapFiles();
  sitemapWritten.catch(() => undefined);

  // 2. The record pages, rendered, finished and compressed by processes of their own (record-pages.ts).
  const afterPrerender = performance.now();
  const recordPages = new Map<string, boolean>();
  const recordFiles = new Set<string>();
  const recordSizes = { files: 0, bytes: 0, gzip: 0, brotli: 0 };
  if (!existsSync(recordsFile)) throw new Error(`react-router build wrote no ${recordsFile} (react-router.config.ts)`);
  try {
    await renderRecordPages(
      { releaseDir, photoOrigins, recordsFile },
      (done) => {
        for (const { html, noindex } of done.pages) recordPages.set(html, noindex);
        for (const name of done.files) recordFiles.add(name);
        recordSizes.files += done.files.length;
        recordSizes.bytes += done.bytes;
        recordSizes.gzip += done.gzip;
        recordSizes.brotli += done.brotli;
      },
      undefined,
      compiledEntry("record-pages"),
    );
  } finally {
    rmSync(recordsFile, { force: true });
  }
  const recordsTime = seconds(afterPrerender);

  // 3. Pages neither named; then the checks and files that need every page.
  const afterRecords = performance.now();
  // Hosted photos (decision 039) that only the database's uploads hold (a build from the database).
  if (copyPhotos) {
    const copied = await copyPhotos(client);
    if (copied) console.log(`build: ${copied} photo files from the uploads`);
  }
  await sitemapWritten;
  checkPrerenderOutput(client);
  removeResourceDataTwins(client);
  const files = clientFiles();
  const pages = files.filter((name) => name.endsWith(".html") && name !== notFoundPage && !recordPages.has(name));
  for (const name of pages) give(name, true);
  const noindex = new Map(recordPages);
  for (const name of pages) noindex.set(name, (await given.get(name)!).noindex);
  writeNotFoundPage(client);
  const urls = await checkSitemap(client, noindex);
  writeHeaderFiles(build, client);
  console.log(
    `postbuild: paint-first boot and CSP in ${pages.length + recordPages.size} pages, ${notFoundPage} from ${fallbackPage}, sitemap checked (${urls} URLs), _headers, nginx/`,
  );
  const pagesTime = seconds(afterRecords);

  // 4. The service worker, while the pool compresses what is left; then the worker's files.
  const afterPages = performance.now();
  const left = files.filter(
    (name) =>
      isCompressible(name) &&
      !given.has(name) &&
      !recordFiles.has(name) &&
      name !== notFoundPage &&
      !serviceWorkerFiles.has(name) &&
      !isResourceDataTwin(name),
  );
  for (const name of left) give(name, false);
  await writeServiceWorker(client, photoOrigins);
  await writeServiceWorkerTemplate(client, photoOrigins);
  for (const name of serviceWorkerFiles) give(name, false);
  const done = await Promise.all(given.values());
  await pool.close();
  if (failure) throw failure;
  const restTime = seconds(afterPages);

  // 5. Every served file has both twins.
  const now = new Set(clientFiles());
  const bare = [...now].filter((name) => isCompressible(name) && !(now.has(`${name}.gz`) && now.has(`${name}.br`)));
  if (bare.length)
    throw new Error(
      `served files without compressed twins: ${bare.slice(0, 10).join(", ")}${bare.length > 10 ? ` and ${bare.length - 10} more` : ""}`,
    );

  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  const sum = (key: "bytes" | "gzip" | "brotli") =>
    done.reduce((total, each) => total + each[key], 0) + recordSizes[key];
  console.log(
    `precompress: ${done.length + recordSizes.files} files, ${kb(sum("bytes"))} -> gzip ${kb(sum("gzip"))}, brotli ${kb(sum("brotli"))}`,
  );
  console.log(
    `build phases: pre-render ${prerenderTime} (${takenDuringPrerender} files taken meanwhile), ` +
      `record pages ${recordsTime} (${recordPages.size} pages, ${recordSizes.files} files), pages and checks ${pagesTime}, ` +
      `service worker and the rest ${restTime}; ${seconds(started)} in all`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
