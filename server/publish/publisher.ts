/**
 * Decision 050, product §18: approved is live. The publisher puts the places' queued versions (an approved listing, an accepted
 * correction, a photo, an editor's edit, a restore) on the site in one run: it asks the build's renderer for the
 * files those places touch, keeps them in the database, applies them here, and marks the run live. Versions that
 * arrive together are published together. A run that fails leaves every live file as it was; the desk shows why
 * and offers Retry. A run cut short (a crash, a kill) is failed and its versions queued again when the publisher
 * starts: the change goes live after the restart.
 *
 * One publisher at a time: on SQLite the one server; on PostgreSQL whichever server holds an advisory lock, while
 * every server applies every run's files (apply.ts), so all of them serve a change within the same minute. Each
 * day the pages that show this week's hours are renewed. A CDN in front is told which addresses changed
 * (`PURGE_URL`, docs/deploy.md).
 */
import { createHash, randomUUID } from "node:crypto";
import { existsSync, renameSync, rmSync } from "node:fs";
import { cp, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { sql, type Insertable, type Kysely } from "kysely";
import { columbusDate } from "../../core/hours/columbus-date";
import type { Engine } from "../db/connect";
import type { Database, PublishFileTable } from "../db/schema";
import { adoptDatabase, applyOrder, applyPublished, type Adopted } from "./apply";
import { currentReleaseDir, readRelease, writeRelease } from "./release";
import { RendererProcess, type RenderAnswer } from "./renderer-process";
import { queuedReviewPlaces } from "../store/review-publishing";
import { queuedEventVersions } from "../events/store";

// The publish table's reads, where the desk and the status pages have always found them.
export { publishStateOf, publishStateOfSubmission, type PublishState } from "../store/publishes";

export interface PublisherOptions {
  db: Kysely<Database>;
  engine: Engine;
  /** The build folder (`build/`), whose `client` link names the release served. */
  buildDir: string;
  /** The project's root (the renderer's script is the build's). */
  projectRoot: string;
  /** The environment the renderer runs with (the server's database settings). */
  env: NodeJS.ProcessEnv;
  /** Tells a CDN in front which addresses changed (absolute URLs); absent: nothing to tell. */
  purge?: (paths: readonly string[]) => Promise<void>;
  /** How often every server looks for runs to apply, and the publisher for versions to publish (ms). */
  pollMs?: number;
  now?: () => Date;
}

/** The advisory lock's key of the one publisher on PostgreSQL ("DCPUBLSH" as a number). */
const publisherLockKey = 0x4443_5055_424c_5348n;

export class Publisher {
  private renderer?: RendererProcess;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;
  private readonly now: () => Date;

  constructor(private readonly options: PublisherOptions) {
    this.now = options.now ?? (() => new Date());
  }

  /** Starts looking for work every `pollMs` (and at once). */
  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.wake(), this.options.pollMs ?? 2000);
    this.timer.unref();
    this.wake();
  }

  /** Runs a cycle now (or right after the one under way): a version was just written. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.cycle()
      .catch((error: unknown) => console.error(`publisher: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Resolves when nothing is under way and nothing is queued (tests and benchmarks wait on it). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Stops the cycles and the renderer. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.idle();
    await this.renderer?.stop();
  }

  /** One cycle: apply what others published, then (as the publisher) publish what is queued, and renew the day. */
  private async cycle(): Promise<void> {
    const releaseDir = currentReleaseDir(this.options.buildDir);
    if (!releaseDir) return;
    // A database the release has not published from (a backup restored, another database): its runs' numbers say
    // nothing of what this release applied, so the guide is rendered from it whole before anything is published.
    const adopted = await adoptDatabase(this.options.db, releaseDir);
    if (adopted) await this.sayAdopted(adopted);
    await applyPublished(this.options.db, releaseDir);
    if (readRelease(releaseDir).behind) await this.renewIfNewDay(releaseDir);
    await this.asPublisher(async () => {
      await this.markApplied(releaseDir);
      await this.recover();
      // Nothing is published, nor said live, over pages that are not yet the database's (the whole render failed).
      if (readRelease(releaseDir).behind) return;
      await this.publishQueued(releaseDir);
      // The publisher's renderer is ready before the first change comes (its start took 7.2 s at 50,000 places).
      this.rendererFor(releaseDir).warm();
    });
    await this.renewIfNewDay(releaseDir);
  }

  /** Runs `work` when this server is the publisher (always on SQLite; the advisory lock's holder on PostgreSQL). */
  private async asPublisher(work: () => Promise<void>): Promise<void> {
    if (this.options.engine === "sqlite") return work();
    await this.options.db.connection().execute(async (connection) => {
      const { rows } = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_lock(${publisherLockKey}) as locked`.execute(connection);
      if (!rows[0]?.locked) return;
      try {
        await work();
      } finally {
        await sql`select pg_advisory_unlock(${publisherLockKey})`.execute(connection);
      }
    });
  }

  /**
   * Says what a database the release had not published from lacks (apply.ts `adoptDatabase`): in the server's log,
   * and at the desk's Publishing as a run of the whole guide with the runs and places whose changes the database
   * does not hold (a restore dropped them: approve them again).
   */
  private async sayAdopted(adopted: Adopted): Promise<void> {
    const { db } = this.options;
    const placeIds = [...new Set(adopted.dropped.flatMap((run) => run.places))].sort((a, b) => a - b);
    const slugs = new Map<number, string>();
    for (let at = 0; at < placeIds.length; at += 500)
      for (const row of await db
        .selectFrom("place")
        .select(["id", "slug"])
        .where("id", "in", placeIds.slice(at, at + 500))
        .execute())
        slugs.set(row.id, row.slug);
    const seqs = adopted.dropped.map((run) => run.seq);
    const text =
      `The database does not hold ${seqs.length === 1 ? `run ${seqs[0]}` : seqs.length ? `runs ${seqs.join(", ")}` : "the runs"} ` +
      `these pages were published from (a backup restored, or another database): their changes are not in it` +
      `${placeIds.length ? ` (${placeIds.length === 1 ? "place" : "places"} ${placeIds.map((id) => slugs.get(id) ?? `#${id}`).join(", ")})` : ""}. ` +
      `The guide is rendered whole from the database, as of its run ${adopted.appliedSeq}; approve those changes again.`;
    console.error(`publisher: ${text}`);
    const at = this.now().toISOString();
    await db
      .insertInto("publish")
      .values({
        id: randomUUID(),
        seq: null,
        kind: "renew",
        state: "live",
        code_version: readRelease(currentReleaseDir(this.options.buildDir)!).codeVersion,
        hours_read_on: null,
        place_ids: JSON.stringify(placeIds),
        addresses: "[]",
        file_count: 0,
        error: text,
        started_at: at,
        finished_at: at,
      })
      .execute();
  }

  /**
   * Whether the site as served holds `files` as the run rendered them: each is read through `build/client`, the link
   * every request is answered from (server/static/files.ts opens the file on each request), and its bytes hashed.
   * A run is said live only then.
   */
  private async served(files: readonly { path: string; sha256: string; deleted?: boolean }[]): Promise<string | null> {
    const client = path.join(this.options.buildDir, "client");
    for (const file of files) {
      if (file.deleted) continue;
      let bytes: Buffer;
      try {
        bytes = await readFile(path.join(client, file.path));
      } catch {
        return `${file.path} is not served`;
      }
      if (createHash("sha256").update(bytes).digest("hex") !== file.sha256)
        return `${file.path} is served with other bytes than the run's`;
    }
    return null;
  }

  /** Runs whose files this server applied are live. */
  private async markApplied(releaseDir: string): Promise<void> {
    const { appliedSeq } = readRelease(releaseDir);
    await this.options.db
      .updateTable("publish")
      .set({ state: "live", finished_at: this.now().toISOString() })
      .where("state", "=", "rendered")
      .where("seq", "<=", appliedSeq)
      .execute();
  }

  /** Runs cut short (the publisher stopped while rendering) fail, and their versions are queued again. */
  private async recover(): Promise<void> {
    const { db } = this.options;
    const cut = await db.selectFrom("publish").select("id").where("state", "=", "rendering").execute();
    for (const { id } of cut) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("publish")
          .set({
            state: "failed",
            error: "The publisher stopped during this run; its changes were queued again.",
            finished_at: this.now().toISOString(),
          })
          .where("id", "=", id)
          .execute();
        await trx.updateTable("place_version").set({ publish_id: null }).where("publish_id", "=", id).execute();
        await trx.updateTable("review_change").set({ publish_id: null }).where("publish_id", "=", id).execute();
        await trx.updateTable("event_version").set({ publish_id: null }).where("publish_id", "=", id).execute();
      });
    }
  }

  /** The renderer of the release served (a new one when the build switched releases). */
  private rendererFor(releaseDir: string): RendererProcess {
    if (this.renderer?.releaseDir !== releaseDir) {
      void this.renderer?.stop();
      this.renderer = new RendererProcess(releaseDir, this.options.projectRoot, this.options.env);
    }
    return this.renderer;
  }

  /** Publishes every queued version (and places rendered by another build since this one) in one run. */
  private async publishQueued(releaseDir: string): Promise<void> {
    const { db } = this.options;
    const release = readRelease(releaseDir);
    const queued = await db
      .selectFrom("place_version")
      .select(["id", "place_id"])
      .where("publish_id", "is", null)
      .execute();
    // decision 054: places whose published reviews changed (their records did not).
    const reviewChanges = await queuedReviewPlaces(db);
    const reviewPlaceIds = [...new Set(reviewChanges.map((change) => change.placeId))].sort((a, b) => a - b);
    // Places of runs that another build rendered since this one's content (apply.ts kept them) are rendered again.
    const redo = release.redo ?? [];
    // Decision 083: events whose versions wait, published in the same run.
    const queuedEvents = await queuedEventVersions(db);
    const eventSlugs = [...new Set(queuedEvents.map((version) => version.slug))].sort();
    if (queued.length === 0 && redo.length === 0 && reviewChanges.length === 0 && queuedEvents.length === 0) return;
    const placeIds = [...new Set([...queued.map((version) => version.place_id), ...redo])].sort((a, b) => a - b);
    const id = randomUUID();
    const started = this.now();
    await db.transaction().execute(async (trx) => {
      const { max } = await trx
        .selectFrom("publish")
        .select((eb) => eb.fn.max("seq").as("max"))
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("publish")
        .values({
          id,
          seq: Number(max ?? 0) + 1,
          kind: "change",
          state: "rendering",
          code_version: release.codeVersion,
          hours_read_on: release.hoursReadOn,
          place_ids: JSON.stringify([...new Set([...placeIds, ...reviewPlaceIds])].sort((a, b) => a - b)),
          addresses: "[]",
          file_count: 0,
          error: null,
          started_at: started.toISOString(),
          finished_at: null,
        })
        .execute();
      if (queued.length)
        await trx
          .updateTable("place_version")
          .set({ publish_id: id })
          .where(
            "id",
            "in",
            queued.map((version) => version.id),
          )
          .where("publish_id", "is", null)
          .execute();
      if (queuedEvents.length)
        await trx
          .updateTable("event_version")
          .set({ publish_id: id })
          .where(
            "id",
            "in",
            queuedEvents.map((version) => version.id),
          )
          .where("publish_id", "is", null)
          .execute();
      if (reviewChanges.length)
        await trx
          .updateTable("review_change")
          .set({ publish_id: id })
          .where(
            "id",
            "in",
            reviewChanges.map((change) => change.id),
          )
          .where("publish_id", "is", null)
          .execute();
    });
    const answer = await this.rendererFor(releaseDir).render({
      id,
      placeIds,
      reviewPlaceIds,
      eventSlugs,
      publishId: id,
    });
    if (!answer.ok) return this.fail(id, answer.error);
    try {
      await this.store(id, answer);
      await applyPublished(db, releaseDir);
      const unserved = await this.served(answer.files);
      if (unserved) throw new Error(`its files were stored but not applied: ${unserved}`);
      const staged = path.join(answer.staging, "precache.json");
      if (existsSync(staged)) renameSync(staged, path.join(releaseDir, "precache.json"));
      if (redo.length) writeRelease(releaseDir, { ...readRelease(releaseDir), redo: [] });
      await db
        .updateTable("publish")
        .set({ state: "live", finished_at: this.now().toISOString() })
        .where("id", "=", id)
        .where("state", "=", "rendered")
        .execute();
      rmSync(answer.staging, { recursive: true, force: true });
      console.log(
        `publisher: ${placeIds.length} place${placeIds.length === 1 ? "" : "s"}` +
          `${eventSlugs.length ? `, ${eventSlugs.length} event${eventSlugs.length === 1 ? "" : "s"}` : ""} live in ${answer.files.length} files ` +
          `(${answer.rendered} rendered, ${answer.ms} ms): ${answer.addresses.join(" ") || "no page changed"}`,
      );
      if (this.options.purge && answer.files.length)
        void this.options
          .purge(purgePaths(answer.files.map((file) => file.path)))
          .catch((error: unknown) => console.error(`publisher: the CDN's purge failed: ${String(error)}`));
    } catch (error) {
      await this.fail(id, error instanceof Error ? error.message : String(error));
    }
  }

  /** Keeps a rendered run's files in the database (every server applies them from there), and marks it rendered. */
  private async store(id: string, answer: Extract<RenderAnswer, { ok: true }>): Promise<void> {
    const read = async (file: string) => (existsSync(file) ? (await readFile(file)).toString("base64") : null);
    const rows: Insertable<PublishFileTable>[] = [];
    for (const file of [...answer.files].sort((a, b) => applyOrder(a.path) - applyOrder(b.path))) {
      const staged = path.join(answer.staging, file.path);
      rows.push({
        publish_id: id,
        path: file.path,
        sha256: file.deleted ? "" : file.sha256,
        body: file.deleted ? "" : (await read(staged))!,
        gzip: file.deleted ? null : await read(`${staged}.gz`),
        brotli: file.deleted ? null : await read(`${staged}.br`),
      });
    }
    await this.options.db.transaction().execute(async (trx) => {
      for (const row of rows) await trx.insertInto("publish_file").values(row).execute();
      await trx
        .updateTable("publish")
        .set({ state: "rendered", addresses: JSON.stringify(answer.addresses), file_count: rows.length })
        .where("id", "=", id)
        .execute();
    });
  }

  /** A run that failed: its reason for the desk; the renderer starts afresh from the live guide. */
  private async fail(id: string, error: string): Promise<void> {
    console.error(`publisher: run ${id} failed: ${error}`);
    await this.options.db
      .updateTable("publish")
      .set({ state: "failed", error: error.slice(0, 2000), finished_at: this.now().toISOString() })
      .where("id", "=", id)
      .execute();
    await this.renderer?.stop();
  }

  /**
   * Each day, the pages that show this week's hours are renewed from the city's new date: every page and file of
   * the guide is rendered and the ones that differ replace the live ones, here (each server renews its own). The same
   * whole render catches up a release that missed a run's files (pruned after a week while this server was stopped,
   * apply.ts): the guide is rendered as the database holds it now.
   */
  private async renewIfNewDay(releaseDir: string): Promise<void> {
    const release = readRelease(releaseDir);
    const today = columbusDate(this.now());
    if (release.hoursReadOn === today && !release.behind) return;
    // A renderer that read the guide afresh (another server's runs were applied here since it started).
    await this.renderer?.stop();
    const id = release.behind ? `catch-up-${randomUUID()}` : `renew-${today}`;
    const answer = await this.rendererFor(releaseDir).render({
      id,
      placeIds: [],
      everything: true,
      hoursReadOn: today,
    });
    if (!answer.ok) return void console.error(`publisher: the whole render (${id}) failed: ${answer.error}`);
    const client = path.join(releaseDir, "client");
    for (const file of [...answer.files].sort((a, b) => applyOrder(a.path) - applyOrder(b.path))) {
      // A page the day left behind (an event whose last date passed: a 404 now) goes, as a run's deleted file does.
      if (file.deleted) {
        for (const suffix of ["", ".gz", ".br"]) await rm(path.join(client, `${file.path}${suffix}`), { force: true });
        continue;
      }
      for (const suffix of [".gz", ".br", ""]) {
        const staged = path.join(answer.staging, `${file.path}${suffix}`);
        if (!existsSync(staged)) continue;
        const target = path.join(client, `${file.path}${suffix}`);
        await cp(staged, `${target}.renewing`);
        renameSync(`${target}.renewing`, target);
      }
    }
    const staged = path.join(answer.staging, "precache.json");
    if (existsSync(staged)) renameSync(staged, path.join(releaseDir, "precache.json"));
    const { behind: _caughtUp, ...now } = readRelease(releaseDir);
    writeRelease(releaseDir, { ...now, hoursReadOn: today });
    rmSync(answer.staging, { recursive: true, force: true });
    console.log(
      `publisher: ${release.behind ? "rendered the guide whole from the database (a run it missed, or a database it had not published from)" : `renewed for ${today}`}: ` +
        `${answer.files.length} files (${answer.ms} ms)`,
    );
  }
}

/** The addresses a CDN caches for these files: a page's clean URL and its data file, every other file as it is. */
export function purgePaths(files: readonly string[]): string[] {
  return [
    ...new Set(
      files.map((file) =>
        file === "index.html"
          ? "/"
          : file.endsWith("/index.html")
            ? `/${file.slice(0, -"/index.html".length)}`
            : `/${file}`,
      ),
    ),
  ];
}

/** Queues a failed version again (the desk's Retry): the publisher takes it in its next run. */
export async function retryVersion(db: Kysely<Database>, versionId: string): Promise<boolean> {
  const failed = await db
    .selectFrom("place_version")
    .innerJoin("publish", "publish.id", "place_version.publish_id")
    .select("place_version.id")
    .where("place_version.id", "=", versionId)
    .where("publish.state", "=", "failed")
    .executeTakeFirst();
  if (!failed) return false;
  await db.updateTable("place_version").set({ publish_id: null }).where("id", "=", versionId).execute();
  return true;
}
