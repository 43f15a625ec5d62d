/**
 * Decision 050: the build's renderer as a process of its own, which the publisher (server/publish/) starts and
 * keeps. It loads the renderer a release kept (React Router's server bundle, `build/releases/<id>/renderer/`,
 * tooling/build/vite-plugins/keep-renderer.ts) and the database's guide, and for each request renders the pages
 * and files a change touches ({@link dependents}) exactly as the build does: the pre-render's requests, then
 * the paint-first boot and the page's policy (finish-pages.ts), then the compressed twins (precompress.ts; brotli at
 * most `publishQuality`, decision 108). It writes them into a staging folder and answers with those whose bytes
 * differ from the live ones, and a sw.js when a precached file changed. The publisher applies them.
 *
 * Protocol: render/protocol.ts, which the server imports too (its one import of render/).
 */
import { createHash } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { setImmediate as nextTurn } from "node:timers/promises";
import { pathToFileURL } from "node:url";
import { calendarDate, isoDate } from "../core/hours/hours-calendar";
import { currentGuide, setGuide, type PublicVersion } from "../core/places/guide.server";
import { isListed, type Place } from "../core/places/place-schema";
import type { PublishedReview } from "../core/reviews/published";
import { monthlyTally, type TallyRow } from "../core/reviews/tally";
import {
  guideEventSearchFile,
  readSynonyms,
  searchEventsPath,
  searchFiles,
  searchShardFiles,
  searchShardOf,
  searchShardPath,
  updatedSearchManifest,
  type SearchFile,
} from "../app/features/search/search-files.server";
import { parseManifest, searchManifestUrl } from "../app/features/search/search-manifest";
import { readConfig } from "../server/config";
import { openDatabase } from "../server/db/connect";
import { hostedPhotoFiles } from "../server/places/export";
import { photoStorage, type PhotoStorage } from "../server/photos/storage";
import { loadPlaces } from "../server/places/store";
import { newestPublished, publishedHistory } from "../server/store/published-versions";
import type { CityEvent } from "../core/events/event-schema.server";
import { guideEvents } from "../core/events/guide-events.server";
import { eventsPageCountOf } from "../app/features/events/event-rows";
import { getEventRows } from "../app/features/events/events.server";
import { isCompressible } from "../server/static/headers";
import { sitemapEventPaths } from "../app/features/sitemap/sitemap.server";
import { publishedReviews, reviewTallyRows } from "../server/store/review-publishing";
import { readRelease, type ReleaseInfo } from "../server/publish/release";
import {
  changedEventsPages,
  dependents,
  eventDependents,
  type EventsRows,
  pathsReading,
  placeEventDependents,
  reviewDependents,
  routeReads,
  type ManifestRoute,
  type RouteReads,
} from "./dependents";
import { finishHtml, type Finishing } from "./finish-pages";
import { sitemapReads, writeSitemap } from "./sitemap-files";
import { readBootScript } from "./paint-first";
import { compressFileSync, publishQuality } from "./precompress";
import {
  cleanUrl,
  precacheListFile,
  rewriteServiceWorker,
  serviceWorkerTemplateFile,
  type PrecacheEntry,
} from "./service-worker";
import { readyLine, type RenderAnswer, type RenderedFile, type RendererOptions, type RenderRequest } from "./protocol";

/** Decision 083: the events as the renderer holds them: their records and public history (by slug). */
export interface GuideEventRecords {
  events: CityEvent[];
  history: Map<string, PublicVersion[]>;
}

/** Visitors' reviews as the renderer holds them: the published ones by place, and the tally's rows. */
interface GuideReviews {
  reviews: Map<number, PublishedReview[]>;
  tally: TallyRow[];
}

const sha256 = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest("hex");
const md5 = (bytes: Uint8Array | string) => createHash("md5").update(bytes).digest("hex");

/** A page's files in the client folder: "/" -> index.html and _root.data; "/a/b" -> a/b/index.html and a/b.data. */
export function pageFiles(page: string): { html: string; data: string; dataUrl: string } {
  if (page === "/") return { html: "index.html", data: "_root.data", dataUrl: "/_root.data" };
  const name = page.slice(1);
  return { html: `${name}/index.html`, data: `${name}.data`, dataUrl: `${page}.data` };
}

/** A release's server bundle (`{releaseDir}/renderer/index.js`): one module per process, however often asked. */
async function serverBuild(releaseDir: string): Promise<Record<string, unknown>> {
  return (await import(pathToFileURL(path.join(releaseDir, "renderer", "index.js")).href)) as Record<string, unknown>;
}

/**
 * The release's routes without parameters and what each reads of the guide (its `handle`, dependents.ts).
 * @throws Error naming a route with a loader and no such declaration.
 */
export async function loadRouteReads(releaseDir: string): Promise<RouteReads[]> {
  return routeReads((await serverBuild(releaseDir)).routes as Record<string, ManifestRoute>);
}

/** React Router's request handler over a release's server bundle. */
export type Handler = (request: Request) => Promise<Response>;

/**
 * Loads a release's server bundle (`{releaseDir}/renderer/index.js`) and gives the handler that renders `paths` with
 * it: the publisher's renderer and the build's record processes (record-pages.ts) render through this one door.
 */
export async function loadHandlers(releaseDir: string): Promise<(paths: readonly string[]) => Handler> {
  // The pre-render's requests carry build-time headers (the page's data), which React Router reads only then.
  process.env.IS_RR_BUILD_REQUEST = "yes";
  const build = await serverBuild(releaseDir);
  const { createRequestHandler } = await import("react-router");
  // With ssr:false React Router renders only the paths the build listed: each render lists its own.
  return (paths) =>
    createRequestHandler({ ...build, prerender: pathList(paths) } as never, "production") as unknown as Handler;
}

/**
 * The paths a handler may render, as React Router's build lists them (`prerender`: with `ssr: false` it renders only
 * those), an array whose `includes`, which React Router asks once per request, is a look-up in a Set: a plain
 * array's is a scan, and a render of the whole guide asks it for each of its 100,000 pages at 50,000 places.
 */
export function pathList(paths: readonly string[]): string[] {
  const set = new Set(paths);
  return Object.assign([...paths], { includes: (path: string) => set.has(path) });
}

/**
 * Renders one page as the pre-render does (its `.data` first, then the HTML with that data) and finishes the HTML
 * as the build does (finish-pages.ts: the paint-first boot and the page's policy): the two files' contents
 * ({@link pageFiles} names them) and whether the page is marked noindex; null when the page has no place any more
 * (404: a neighborhood page whose last place left).
 * @throws Error naming the page on any other status, or when it cannot be finished.
 */
export async function renderPage(
  handler: Handler,
  page: string,
  finishing: Finishing,
): Promise<{ data: string; html: string; noindex: boolean } | null> {
  const files = pageFiles(page);
  const dataResponse = await handler(new Request(`http://localhost${files.dataUrl}`));
  if (dataResponse.status === 404) return null;
  if (dataResponse.status !== 200 && dataResponse.status !== 202)
    throw new Error(`${page}: ${dataResponse.status} from the renderer (its data)`);
  const data = await dataResponse.text();
  const response = await handler(
    new Request(`http://localhost${page}`, { headers: { "X-React-Router-Prerender-Data": encodeURI(data) } }),
  );
  if (response.status !== 200) throw new Error(`${page}: ${response.status} from the renderer`);
  let finished;
  try {
    finished = finishHtml(await response.text(), finishing);
  } catch (error) {
    throw new Error(`${page}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  // The render's streams finish their clean-up in callbacks of the event loop's next turn (setImmediate), and each
  // holds the page's whole render until then: a loop of renders that never lets the loop turn (the callers' writes
  // are synchronous) kept every page it had rendered, about 35 KB each, 2.7 GB in one process at 50,000 places.
  await nextTurn();
  return { data, ...finished };
}

/** The renderer of a release, over the guide this process holds. */
export class Renderer {
  private handlerFor!: (paths: readonly string[]) => Handler;
  private release!: ReleaseInfo;
  private bootScript = "";
  private routes: RouteReads[] = [];
  private precache: PrecacheEntry[] = [];
  private swTemplate = "";

  constructor(
    private readonly releaseDir: string,
    /** Where uploaded photos are (DATA_DIR/uploads): a hosted photo's files are published with its place. */
    private readonly photos: PhotoStorage | undefined,
    private readonly loadGuide: (
      ids?: number[],
      publishId?: string,
    ) => Promise<{ places: Place[]; history: Map<number, PublicVersion[]> }>,
    /** The published visitors' reviews and the tally's rows (product §19.6, §19.9); none: the guide has none. */
    private readonly loadReviews: () => Promise<GuideReviews> = async () => ({ reviews: new Map(), tally: [] }),
    /**
     * Decision 083: the events as published (with `publishId`, that run's versions too); absent: the guide reads the
     * events' content files.
     */
    private readonly loadEvents?: (publishId?: string) => Promise<GuideEventRecords>,
  ) {}

  private events?: GuideEventRecords;

  private reviews: GuideReviews = { reviews: new Map(), tally: [] };

  /** Loads the release's renderer and the whole guide. */
  async start(): Promise<void> {
    this.release = readRelease(this.releaseDir);
    this.bootScript = readBootScript(this.releaseDir);
    for (const [name, value] of Object.entries(this.release.env)) process.env[name] ??= value;
    this.handlerFor = await loadHandlers(this.releaseDir);
    // Decision 095: the sitemap is files of its own, not a route, and reads what is listed as a route would say it.
    this.routes = [...(await loadRouteReads(this.releaseDir)), sitemapReads];
    const listFile = path.join(this.releaseDir, precacheListFile);
    this.precache = existsSync(listFile) ? (JSON.parse(readFileSync(listFile, "utf8")) as PrecacheEntry[]) : [];
    const template = path.join(this.releaseDir, serviceWorkerTemplateFile);
    this.swTemplate = existsSync(template) ? readFileSync(template, "utf8") : "";
    const { places, history } = await this.loadGuide();
    this.reviews = await this.loadReviews();
    this.events = await this.loadEvents?.();
    this.setGuide(places, history, this.release.hoursReadOn);
  }

  private history = new Map<number, PublicVersion[]>();

  private setGuide(places: readonly Place[], history: Map<number, PublicVersion[]>, day: string) {
    this.history = history;
    setGuide({
      places,
      hoursReadOn: calendarDate(day),
      historyOf: (id) => this.history.get(id) ?? [],
      // Visitors' reviews from the database (product §19.6, §19.9).
      reviewsOf: (id) => this.reviews.reviews.get(id) ?? [],
      reviewTally: monthlyTally(this.reviews.tally),
      ...(this.events && {
        events: this.events.events,
        eventHistoryOf: (slug: string) => this.events?.history.get(slug) ?? [],
      }),
    });
  }

  /** Renders what the request's change touches into a staging folder; see the module's comment. */
  async render(request: RenderRequest): Promise<RenderAnswer> {
    const started = performance.now();
    const client = path.join(this.releaseDir, "client");
    const staging = path.join(this.releaseDir, "staging", request.id);
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });

    // The guide after the change: the changed places reloaded, every other place's object kept.
    const before = currentGuide();
    const eventsBefore = new Map(guideEvents().records);
    const rowsBefore = eventsRows(before.places);
    const eventSlugs = request.eventSlugs ?? [];
    // Decision 095: the events' paths in the sitemap, to see whether an event's change moves them.
    const sitemapEventsBefore = eventSlugs.length ? sitemapEventPaths().join("\n") : "";
    if (this.loadEvents && (eventSlugs.length || request.everything))
      this.events = await this.loadEvents(request.publishId);
    const { places: changed, history: changedHistory } = await this.loadGuide(request.placeIds, request.publishId);
    const byId = new Map(before.places.map((place) => [place.id, place]));
    for (const place of changed) byId.set(place.id, place);
    const history = new Map(this.history);
    for (const id of request.placeIds) history.set(id, changedHistory.get(id) ?? []);
    const reviewPlaceIds = request.reviewPlaceIds ?? [];
    if (reviewPlaceIds.length || request.everything) this.reviews = await this.loadReviews();
    const day = request.hoursReadOn ?? isoDate(before.hoursReadOn);
    this.setGuide([...byId.values()], history, day);
    const after = currentGuide();

    const touched = request.everything
      ? this.everything(after.places)
      : dependents(before.places, after.places, request.placeIds, this.routes);
    if (!request.everything) {
      reviewDependents(after.places, reviewPlaceIds, touched, this.routes);
      // Decision 083: the changed events' pages and everything showing them; a changed place's events.
      const eventsAfter = guideEvents().records;
      const beforeById = new Map(before.places.map((place) => [place.id, place]));
      // Decision 097: only the pages of /events whose rows changed. The same rows (a change of no event and of no
      // event's place: decision 094 keeps them) with the same points change none, and are not compared.
      const rowsAfter = eventsRows(after.places);
      const moved = changed.some((place) => !isDeepStrictEqual(place.geo, beforeById.get(place.id)?.geo));
      const eventPages = rowsAfter.rows === rowsBefore.rows && !moved ? [] : changedEventsPages(rowsBefore, rowsAfter);
      const at = (event: CityEvent | undefined) =>
        event && { slug: event.slug, ...(event.place === undefined ? {} : { place: event.place }) };
      eventDependents(
        after.places,
        eventSlugs.map((slug) => ({ before: at(eventsBefore.get(slug)), after: at(eventsAfter.get(slug)) })),
        eventPages,
        touched,
        this.routes,
      );
      // A changed place's events show it on the pages of /events too (its name, neighborhood, point).
      for (const page of eventPages) touched.pages.add(`/events/page/${page}`);
      const changedSlugs = new Set(
        request.placeIds
          .flatMap((id) => [beforeById.get(id)?.slug, byId.get(id)?.slug])
          .filter((slug) => slug !== undefined),
      );
      placeEventDependents(
        changedSlugs,
        [...eventsAfter.values()].map((event) => at(event)!),
        touched,
        this.routes,
      );
    }
    // Decision 095: the sitemap's files are written here, not by the release's handler: with what is listed, or when
    // an event that comes, goes or passes its last date moves the events' paths in it (not on an event's edit).
    const sitemap =
      touched.resources.delete(sitemapReads.path) ||
      (eventSlugs.length > 0 && sitemapEventPaths().join("\n") !== sitemapEventsBefore);
    const pages = [...touched.pages].sort();
    const resources = [...touched.resources].sort();
    const handler = this.handlerFor([...pages, ...resources]);
    const written: string[] = [];
    const gone: string[] = [];
    const stage = (name: string, body: string | Uint8Array) => {
      const file = path.join(staging, name);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, body);
      written.push(name);
    };

    for (const resource of resources) {
      const response = await handler(new Request(`http://localhost${resource}`));
      if (response.status === 404) gone.push(resource.slice(1));
      else if (response.status !== 200) throw new Error(`${resource}: ${response.status} from the renderer`);
      else stage(resource.slice(1), new Uint8Array(await response.arrayBuffer()));
    }
    if (sitemap) {
      // Only the files whose text changed are staged; a part the sitemap no longer has goes.
      const files = await writeSitemap(client, staging);
      written.push(...files.written);
      gone.push(...files.gone);
    }
    for (const page of pages) {
      const files = pageFiles(page);
      const rendered = await renderPage(handler, page, {
        photoOrigins: this.release.photoOrigins,
        bootScript: this.bootScript,
      });
      if (!rendered) {
        gone.push(files.html, files.data);
        continue;
      }
      stage(files.data, rendered.data);
      stage(files.html, rendered.html);
    }

    // The search files (decision 044) of the changed places' buckets, and the manifest that names them.
    if (touched.searchShards.size) {
      const wanted = new Set([...touched.searchShards].map((shard) => searchShardPath(shard)));
      const liveManifest = path.join(client, searchManifestUrl.slice(1));
      let files: SearchFile[];
      // The daily renewal writes the events' file too (decision 085): its past dates leave, its next ones come.
      if (request.everything || !existsSync(liveManifest)) {
        const events = guideEventSearchFile();
        files = searchFiles(after.places.filter(isListed), readSynonyms(), events);
        if (events) wanted.add(events.path);
        else if (existsSync(path.join(client, searchEventsPath.slice(1)))) gone.push(searchEventsPath.slice(1));
      } else {
        // Only the changed buckets' files are made; the manifest is the live one with their entries replaced.
        const shards = searchShardFiles(
          after.places.filter(isListed).filter((place) => touched.searchShards.has(searchShardOf(place.id))),
        );
        const live = parseManifest(JSON.parse(readFileSync(liveManifest, "utf8")));
        files = [updatedSearchManifest(live, touched.searchShards, shards, readSynonyms()), ...shards];
      }
      for (const file of files)
        if (file.path === searchManifestUrl || wanted.has(file.path)) stage(file.path.slice(1), file.source);
      // A bucket whose last place left: its file goes.
      for (const path of wanted) if (!files.some((file) => file.path === path)) gone.push(path.slice(1));
    }
    // Hosted photos of the changed places (decision 039) that the site does not have yet, from the uploads.
    for (const place of changed)
      for (const { key, file } of hostedPhotoFiles([place])) {
        if (existsSync(path.join(client, file))) continue;
        const bytes = this.photos ? await this.photos.get(key) : null;
        if (!bytes) throw new Error(`photo file ${key} (for /${file}) is missing from the uploads`);
        stage(file, bytes);
      }
    const renderedAt = performance.now();
    // Only what differs from the live files is published.
    const files: RenderedFile[] = [];
    const revisions = new Map<string, { revision: string; size: number }>();
    for (const name of written) {
      const bytes = readFileSync(path.join(staging, name));
      const live = path.join(client, name);
      const hash = sha256(bytes);
      if (existsSync(live) && sha256(readFileSync(live)) === hash) {
        rmSync(path.join(staging, name));
        continue;
      }
      if (isCompressible(name)) compressFileSync(staging, name, bytes, publishQuality);
      files.push({ path: name, sha256: hash });
      revisions.set(cleanUrl(name), { revision: md5(bytes), size: bytes.length });
    }
    for (const name of gone)
      if (existsSync(path.join(client, name))) files.push({ path: name, sha256: "", deleted: true });
    const comparedAt = performance.now();
    const precache = rewriteServiceWorker(this.precache, revisions, this.swTemplate, path.join(staging, "sw.js"));
    if (precache) {
      this.precache = precache;
      const serviceWorker = readFileSync(path.join(staging, "sw.js"));
      compressFileSync(staging, "sw.js", serviceWorker, publishQuality);
      files.push({ path: "sw.js", sha256: sha256(serviceWorker) });
      writeFileSync(path.join(staging, precacheListFile), JSON.stringify(precache));
    }
    const addresses = [
      ...new Set(files.filter((file) => file.path.endsWith("index.html")).map((file) => cleanUrl(file.path))),
    ].sort();
    return {
      id: request.id,
      ok: true,
      staging,
      files,
      addresses,
      rendered: written.length,
      ms: Math.round(performance.now() - started),
      timings: {
        render: Math.round(renderedAt - started),
        compare: Math.round(comparedAt - renderedAt),
        serviceWorker: Math.round(performance.now() - comparedAt),
      },
    };
  }

  /** Every page and file that depends on places (the daily renewal). */
  private everything(places: readonly Place[]) {
    const all = dependents(
      [],
      places,
      places.map((place) => place.id),
      this.routes,
    );
    for (const place of places) {
      all.pages.add(`/place/${place.slug}`);
      all.pages.add(`/place/${place.slug}/history`);
    }
    // Decision 083: every event's pages and feeds; an event whose last date passed is a 404, so its files go.
    eventDependents(
      places,
      [...guideEvents().records.values()].map((event) => ({
        after: { slug: event.slug, ...(event.place === undefined ? {} : { place: event.place }) },
      })),
      Array.from({ length: eventsPageCountOf(getEventRows()) }, (_, index) => index + 1),
      all,
      this.routes,
    );
    // Its monthly tally of reviews (product §19.9).
    for (const page of pathsReading(this.routes, "review-tally")) all.pages.add(page);
    return all;
  }
}

/**
 * The guide from the database: the published places (or the newest versions of `ids`) and their public history; and
 * the published visitors' reviews with the tally's rows (decision 054).
 */
async function databaseGuide() {
  const config = readConfig();
  const { db, engine } = await openDatabase(config);
  return {
    photos: photoStorage(engine, db, config.dataDir),
    guide: async (ids?: number[], publishId?: string) => ({
      // Without ids: the guide as its pages show it; with ids: those places' newest versions, to render.
      places: ids ? await loadPlaces(db, ids) : await newestPublished<Place>(db, "place"),
      history: await publishedHistory(db, "place", { keys: ids, publishing: publishId }),
    }),
    reviews: async () => ({ reviews: await publishedReviews(db), tally: await reviewTallyRows(db) }),
    // Decision 083: the events as published (the run's own versions too), and their public history.
    events: async (publishId?: string) => ({
      events: await newestPublished<CityEvent>(db, "event", publishId),
      history: await publishedHistory(db, "event", { publishing: publishId }),
    }),
  };
}

/** The rows of /events in the current guide, whose places are `places`, and their places' points. */
function eventsRows(places: readonly Place[]): EventsRows {
  let bySlug: Map<string, Place["geo"]> | undefined;
  return {
    rows: getEventRows(),
    pointOf: (slug) => (bySlug ??= new Map(places.map((place) => [place.slug, place.geo]))).get(slug),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { releaseDir } = JSON.parse(process.argv[2] ?? "{}") as RendererOptions;
  // The publisher is gone (its end of the pipe closed, also when its server was killed): nobody waits for an
  // answer, and a server started again starts its own renderer, so this one stops at once, mid-render or while
  // starting too (what it staged was never switched in; the run it was rendering is failed and done again by the
  // next server). An answer written after the publisher went has nobody to read it either.
  const requests = createInterface({ input: process.stdin });
  requests.on("close", () => process.exit(0));
  process.stdout.on("error", () => process.exit(0));
  // A whole render can keep this thread from its events for many seconds (at 10,000 places, 20 s after its server
  // was killed), and loading this module's imports takes seconds on a busy machine before any line here runs: the
  // publisher starts it watched (server/publish/renderer-process.ts `spawnWatched`), so it ends with its server.
  const database = await databaseGuide();
  const renderer = new Renderer(releaseDir, database.photos, database.guide, database.reviews, database.events);
  await renderer.start();
  process.stdout.write(`${JSON.stringify(readyLine)}\n`);
  for await (const line of requests) {
    if (!line.trim()) continue;
    const request = JSON.parse(line) as RenderRequest;
    let answer: RenderAnswer;
    try {
      answer = await renderer.render(request);
    } catch (error) {
      answer = { id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    process.stdout.write(`${JSON.stringify(answer)}\n`);
  }
}
