/**
 * Decision 050: how a server puts a publisher run's files into the release it serves. The run's files are in the
 * database (with their compressed twins), so every server, the publisher's own and any other on the same
 * PostgreSQL, applies the same bytes in the same order (runs by their sequence number). Each file is written to a
 * temporary name and renamed over the old one: a visitor gets the old file or the new one, whole. Within a run,
 * data and list files go first, pages next, the sitemap and the service worker last, so no new page ever names a
 * data file that is not there yet.
 */
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { appliedRunsKept, readRelease, writeRelease } from "./release";

/**
 * When a file is written within a run: data first, pages next, the sitemap and the service worker last; the
 * sitemap's parts (decision 095) before /sitemap.xml, the index that names them.
 */
export function applyOrder(file: string): number {
  if (file === "sw.js") return 5;
  if (file === "sitemap.xml") return 4;
  if (file.startsWith("sitemaps/")) return 3;
  if (file.endsWith(".html")) return 2;
  return 1;
}

/** Writes `bytes` to `file` whole: a temporary file beside it, then a rename over it. */
async function replaceFile(file: string, bytes: Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.publishing`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
}

/** What one server applied. */
export interface Applied {
  /** The runs applied, by sequence number. */
  seqs: number[];
  files: number;
  /**
   * Runs whose files were gone (pruned after a week, server/store/retention.ts) when this server came to apply them:
   * it was stopped for longer, and renders the whole guide itself (the publisher's catch-up).
   */
  missed: number;
}

/**
 * Applies every run of `code version`'s files with a sequence number above the release's `appliedSeq` (state
 * rendered or live) into `releaseDir/client`, in order, and moves `appliedSeq` on after each (the run is recorded as
 * `applying` before its first file, so a kill in the middle is never a run served but forgotten). A run rendered by
 * another code (another build) is passed over, its places noted in the release's `redo`: the publisher renders them
 * again with this build. A run whose files were pruned is passed over and counted in `missed`, and the release
 * marked `behind` until the caller has rendered the whole guide.
 */
export async function applyPublished(db: Kysely<Database>, releaseDir: string): Promise<Applied> {
  const release = readRelease(releaseDir);
  const client = path.join(releaseDir, "client");
  const runs = await db
    .selectFrom("publish")
    .select(["id", "seq", "code_version", "place_ids", "file_count"])
    .where("seq", ">", release.appliedSeq)
    .where("state", "in", ["rendered", "live"])
    .orderBy("seq")
    .execute();
  const applied: Applied = { seqs: [], files: 0, missed: 0 };
  for (const run of runs) {
    const places = JSON.parse(run.place_ids) as number[];
    if (run.code_version === release.codeVersion) {
      // Said before the first file is replaced: a kill in the middle leaves it on record (adoptDatabase).
      writeRelease(releaseDir, { ...readRelease(releaseDir), applying: { seq: run.seq!, id: run.id, places } });
      const files = await db
        .selectFrom("publish_file")
        .select(["path", "sha256", "body", "gzip", "brotli"])
        .where("publish_id", "=", run.id)
        .execute();
      if (files.length === 0 && run.file_count > 0) applied.missed += 1;
      files.sort((a, b) => applyOrder(a.path) - applyOrder(b.path) || a.path.localeCompare(b.path));
      for (const file of files) {
        const target = path.join(client, file.path);
        if (!target.startsWith(`${client}${path.sep}`))
          throw new Error(`publish ${run.id}: a file outside the site: ${file.path}`);
        if (file.sha256 === "") {
          await rm(target, { force: true });
          await rm(`${target}.gz`, { force: true });
          await rm(`${target}.br`, { force: true });
          continue;
        }
        // The twins first, then the file itself (a server picks a twin only when the file is there).
        if (file.gzip !== null) await replaceFile(`${target}.gz`, Buffer.from(file.gzip, "base64"));
        if (file.brotli !== null) await replaceFile(`${target}.br`, Buffer.from(file.brotli, "base64"));
        await replaceFile(target, Buffer.from(file.body, "base64"));
        applied.files += 1;
      }
    }
    const { applying: _written, ...now } = readRelease(releaseDir);
    const redo = run.code_version === release.codeVersion ? now.redo : [...new Set([...(now.redo ?? []), ...places])];
    writeRelease(releaseDir, {
      ...now,
      appliedSeq: run.seq!,
      appliedRun: run.id,
      appliedRuns: [...(now.appliedRuns ?? []), { seq: run.seq!, id: run.id, places }].slice(-appliedRunsKept),
      ...(redo ? { redo } : {}),
      ...(applied.missed ? { behind: true } : {}),
    });
    applied.seqs.push(run.seq!);
  }
  return applied;
}

/** What {@link adoptDatabase} found: the runs the release had applied that the database does not hold. */
export interface Adopted {
  /** Those runs, oldest first, with their places: a restore dropped their changes (or it is another database). */
  dropped: { seq: number; id: string; places: number[] }[];
  /** The run of the database the release now counts as applied (its last live run; 0: none). */
  appliedSeq: number;
}

/**
 * A release that meets a database it has not published from (a backup restored under it, or another database): the
 * run it last applied (`appliedRun` at `appliedSeq`) is not that database's, so the database's runs cannot be told
 * applied or not by their numbers. The release then takes the database's last live run as applied, forgets the places
 * to redo, and is marked `behind`: the publisher renders the guide from the database whole before it publishes or
 * says anything is live (publisher.ts). A run the release was in the middle of applying (`applying`: the server was
 * killed between its files) counts as applied when the database lacks it, since some of its files are served. Resolves
 * with what the release had applied that the database lacks, or null when the database is the one the release
 * published from (or the release applied no run yet).
 */
export async function adoptDatabase(db: Kysely<Database>, releaseDir: string): Promise<Adopted | null> {
  const release = readRelease(releaseDir);
  const { applying } = release;
  if (release.appliedSeq === 0 && !applying) return null;
  const run =
    release.appliedSeq === 0
      ? undefined
      : await db.selectFrom("publish").select(["id", "state"]).where("seq", "=", release.appliedSeq).executeTakeFirst();
  const appliedKnown =
    release.appliedSeq === 0 ||
    (run !== undefined &&
      (run.state === "live" || run.state === "rendered") &&
      (release.appliedRun === undefined || run.id === release.appliedRun));
  // A run a server was killed in the middle of applying: applyPublished finishes it if the database still holds it.
  const applyingKnown =
    !applying ||
    (await db.selectFrom("publish").select("id").where("id", "=", applying.id).executeTakeFirst()) !== undefined;
  if (appliedKnown && applyingKnown) return null;
  const last = await db
    .selectFrom("publish")
    .select(["id", "seq"])
    .where("state", "=", "live")
    .where("seq", "is not", null)
    .orderBy("seq", "desc")
    .limit(1)
    .executeTakeFirst();
  const remembered = [...(release.appliedRuns ?? []), ...(applying ? [applying] : [])];
  const held = new Set<string>();
  for (let at = 0; at < remembered.length; at += 500) {
    const ids = remembered.slice(at, at + 500).map((applied) => applied.id);
    for (const row of await db.selectFrom("publish").select("id").where("id", "in", ids).execute()) held.add(row.id);
  }
  const appliedSeq = last?.seq ?? 0;
  const { applying: _dropped, ...rest } = release;
  writeRelease(releaseDir, {
    ...rest,
    appliedSeq,
    ...(last ? { appliedRun: last.id } : { appliedRun: undefined }),
    appliedRuns: remembered.filter((applied) => held.has(applied.id)),
    redo: [],
    behind: true,
  });
  return { dropped: remembered.filter((applied) => !held.has(applied.id)), appliedSeq };
}
