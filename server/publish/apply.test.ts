import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { engines } from "../../tooling/test/engines";
import type { Database } from "../db/schema";
import { prune } from "../store/retention";
import { adoptDatabase, applyPublished } from "./apply";
import { readRelease, writeRelease } from "./release";

/**
 * Decision 050 and product §16.6: a publisher run's files stay in the database for a week after the run, for the
 * servers that apply them; then they go. A server that comes to apply a run whose files are gone (it was stopped
 * for longer) applies the runs it still can and marks its release behind, which the publisher answers with a whole
 * render of the guide (publisher.ts; the browser test publishing-faults.spec.ts sees that page served).
 */
describe.each(engines())("a run's files on $engine", ({ open }) => {
  let db: Kysely<Database>;
  let releaseDir: string;
  const day = 24 * 60 * 60_000;
  const now = new Date("2026-11-24T12:00:00Z");
  const ago = (days: number) => new Date(now.getTime() - days * day).toISOString();

  beforeEach(async () => {
    ({ db } = await open());
    releaseDir = mkdtempSync(path.join(os.tmpdir(), "dc-release-"));
    mkdirSync(path.join(releaseDir, "client"));
    writeRelease(releaseDir, {
      id: "test",
      codeVersion: "code-1",
      builtAt: ago(30),
      includedSeq: 0,
      appliedSeq: 0,
      hoursReadOn: "2026-10-25",
      photoOrigins: [],
      env: {},
    });
  });
  afterEach(async () => {
    await db.destroy();
    rmSync(releaseDir, { recursive: true, force: true });
  });

  /** A live run that changed `file`, ended `daysAgo`. */
  async function run(seq: number, file: string, text: string, daysAgo: number, id = `run-${seq}`) {
    await db
      .insertInto("publish")
      .values({
        id,
        seq,
        kind: "change",
        state: "live",
        code_version: "code-1",
        hours_read_on: "2026-10-25",
        place_ids: JSON.stringify([seq]),
        addresses: JSON.stringify([`/${file}`]),
        file_count: 1,
        error: null,
        started_at: ago(daysAgo),
        finished_at: ago(daysAgo),
      })
      .execute();
    await db
      .insertInto("publish_file")
      .values({
        publish_id: id,
        path: file,
        sha256: "x",
        body: Buffer.from(text).toString("base64"),
        gzip: null,
        brotli: null,
      })
      .execute();
  }

  it("a run's files go a week after it ended; a server that missed them applies the rest and is marked behind", async () => {
    await run(1, "old.html", "a week and a day ago", 8);
    await run(2, "recent.html", "yesterday", 1);

    const report = await prune(db, now);
    expect(report.publishedFiles).toBe(1);
    expect((await db.selectFrom("publish_file").select("publish_id").execute()).map((row) => row.publish_id)).toEqual([
      "run-2",
    ]);
    // The runs and their history stay.
    expect(await db.selectFrom("publish").select("id").orderBy("seq").execute()).toHaveLength(2);
    expect((await prune(db, now)).publishedFiles).toBe(0);

    const applied = await applyPublished(db, releaseDir);
    expect(applied).toEqual({ seqs: [1, 2], files: 1, missed: 1 });
    expect(existsSync(path.join(releaseDir, "client", "old.html"))).toBe(false);
    expect(readFileSync(path.join(releaseDir, "client", "recent.html"), "utf8")).toBe("yesterday");
    expect(readRelease(releaseDir)).toMatchObject({ appliedSeq: 2, behind: true });
  });

  it("a backup restored under the release: its runs are not taken for the ones applied, the dropped ones are told, and runs after it are applied", async () => {
    await run(1, "one.html", "first", 3);
    await run(2, "two.html", "second", 2);
    await run(3, "three.html", "third", 1);
    expect((await applyPublished(db, releaseDir)).seqs).toEqual([1, 2, 3]);
    expect(await adoptDatabase(db, releaseDir)).toBeNull();
    expect(readRelease(releaseDir)).toMatchObject({ appliedSeq: 3, appliedRun: "run-3" });

    // The backup was taken after run 1: restored, the database holds run 1 and numbers the next run 2 again.
    await db.deleteFrom("publish").where("seq", ">", 1).execute();
    const adopted = await adoptDatabase(db, releaseDir);
    expect(adopted).toEqual({
      appliedSeq: 1,
      dropped: [
        { seq: 2, id: "run-2", places: [2] },
        { seq: 3, id: "run-3", places: [3] },
      ],
    });
    // Behind: the publisher renders the guide whole from the database before it publishes anything.
    expect(readRelease(releaseDir)).toMatchObject({ appliedSeq: 1, appliedRun: "run-1", behind: true });
    expect(await adoptDatabase(db, releaseDir)).toBeNull();

    // An approval after the restore: run 2 of the restored database, another run than the release's run 2.
    await run(2, "after.html", "approved again", 0, "run-2-again");
    expect((await applyPublished(db, releaseDir)).seqs).toEqual([2]);
    expect(readFileSync(path.join(releaseDir, "client", "after.html"), "utf8")).toBe("approved again");
  });

  it("a server stopped in the middle of applying a run, then a backup from before it restored: the run's served files are told dropped", async () => {
    await run(1, "one.html", "first", 2);
    await applyPublished(db, releaseDir);
    await run(2, "a.html", "second, its first file", 1);
    await db
      .insertInto("publish_file")
      .values({ publish_id: "run-2", path: "b.html", sha256: "x", body: "", gzip: null, brotli: null })
      .execute();
    // The second file cannot be written (a folder stands in its way): the apply ends after the first, as a kill would.
    mkdirSync(path.join(releaseDir, "client", "b.html", "in-the-way"), { recursive: true });
    await expect(applyPublished(db, releaseDir)).rejects.toThrow();
    expect(readFileSync(path.join(releaseDir, "client", "a.html"), "utf8")).toBe("second, its first file");
    expect(readRelease(releaseDir)).toMatchObject({ appliedSeq: 1, applying: { seq: 2, id: "run-2" } });

    // The database still holds it: nothing to adopt, and the next apply finishes the run.
    expect(await adoptDatabase(db, releaseDir)).toBeNull();
    // Restored from a backup taken before run 2: the page it served must be rendered again from the database.
    await db.deleteFrom("publish").where("seq", "=", 2).execute();
    expect(await adoptDatabase(db, releaseDir)).toEqual({
      appliedSeq: 1,
      dropped: [{ seq: 2, id: "run-2", places: [2] }],
    });
    const release = readRelease(releaseDir);
    expect(release).toMatchObject({ appliedSeq: 1, appliedRun: "run-1", behind: true });
    expect(release.applying).toBeUndefined();
  });

  it("another database than the one a release published from is not taken for it", async () => {
    await run(1, "one.html", "first", 1);
    await applyPublished(db, releaseDir);
    await db.deleteFrom("publish").execute();
    await run(1, "one.html", "another", 1, "another-run-1");
    expect((await adoptDatabase(db, releaseDir))?.dropped).toEqual([{ seq: 1, id: "run-1", places: [1] }]);
  });

  it("a server that applied every run in time is not behind, and a run still rendering keeps its files", async () => {
    await run(1, "page.html", "first", 8);
    expect(await applyPublished(db, releaseDir)).toEqual({ seqs: [1], files: 1, missed: 0 });
    await db.updateTable("publish").set({ state: "rendering", finished_at: null }).where("id", "=", "run-1").execute();
    expect((await prune(db, now)).publishedFiles).toBe(0);
    await db
      .updateTable("publish")
      .set({ state: "live", finished_at: ago(8) })
      .where("id", "=", "run-1")
      .execute();
    expect((await prune(db, now)).publishedFiles).toBe(1);
    expect(readRelease(releaseDir).behind).toBeUndefined();
    expect(readFileSync(path.join(releaseDir, "client", "page.html"), "utf8")).toBe("first");
  });
});
