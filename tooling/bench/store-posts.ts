/**
 * `npx tsx tooling/bench/store-posts.ts [--tree DIR] [--posts N] [--rate R] [--engine sqlite|postgres]`: the CPU a form's post costs in the
 * store (docs/performance.md, "Posts with the jobs running"): N listings (default 2,000) stored as `POST
 * /api/listings` stores them (`saveSubmission` with its limit, its receipt at the recipient's turn; no HTTP, no
 * delivery) from 20 connections at once, at most R a second in all (default 200; 0: as fast as they go), on SQLite in
 * a new folder and on a PostgreSQL cluster of its own with fsync on (tooling/test/postgres.ts). Prints for each
 * engine: this process's CPU per post (its main thread and SQLite's threads), PostgreSQL's processes' CPU per post,
 * posts/s and p99. `--tree`: another checkout's code (its database layer and
 * store, e.g. the code before a change unpacked with `git archive`), measured in turn with this tree's. CPU per post
 * hardly moves with the machine's other work (unlike posts/s); the rate is fixed so both trees batch alike.
 */
import { tmpdir } from "node:os";
import { mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Kysely } from "kysely";
import { startTestPostgres } from "../test/postgres";
import { createPostgresDatabase } from "../test/engines";
import { cpuMsOfTrees, postmasterOn } from "./cpu";

const { values } = parseArgs({
  options: {
    tree: { type: "string" },
    posts: { type: "string" },
    rate: { type: "string" },
    engine: { type: "string" },
  },
});
const posts = Number(values.posts ?? 2000);
const rate = Number(values.rate ?? 200);
const here = path.resolve(import.meta.dirname, "../..");
const trees = [...(values.tree ? [path.resolve(values.tree)] : []), here];

interface Tree {
  label: string;
  openDatabase: (place: { dataDir: string; databaseUrl?: string }) => Promise<{ db: Kysely<never> }>;
  migrateToLatest: (db: never) => Promise<unknown>;
  saveSubmission: (db: never, input: Record<string, unknown>) => Promise<unknown>;
}

/** A tree's database layer and store, imported from its files. */
async function load(root: string): Promise<Tree> {
  const from = async <T>(file: string) => (await import(path.join(root, file))) as T;
  return {
    label: root === here ? "this tree" : path.basename(root),
    ...(await from<Pick<Tree, "openDatabase">>("server/db/connect.ts")),
    ...(await from<Pick<Tree, "migrateToLatest">>("server/db/migrations.ts")),
    ...(await from<Pick<Tree, "saveSubmission">>("server/store/submissions.ts")),
  };
}

/** This process's CPU (every thread: the main one and SQLite's), in ms. */
const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const postgres = values.engine === "sqlite" ? null : await startTestPostgres({ durable: true });
let sent = 0;

/** Stores {@link posts} listings through `tree` in `place`; one line of figures. */
async function measure(tree: Tree, place: { dataDir: string; databaseUrl?: string }): Promise<string> {
  const { db } = await tree.openDatabase(place);
  await tree.migrateToLatest(db as never);
  const limit = { name: "listing", max: 1_000_000, windowMinutes: 60 };
  const save = () => {
    sent += 1;
    const n = sent;
    return tree.saveSubmission(db as never, {
      kind: "listing",
      payload: { name: "Bench Cafe", n },
      title: "Bench Cafe",
      email: `owner${n}@example.com`,
      spam: false,
      limit,
      client: `client-${n}`,
      mailKey: `listing-receipt:owner${n}`,
      mail: ({ id, token }: { id: string; token: string | null }) => ({
        to: `owner${n}@example.com`,
        subject: "We received your listing request",
        text: `Your request's status: https://example.com/requests/${token}\n`,
        cause: { kind: "submission", id },
      }),
      now: new Date(),
    });
  };
  // A warm-up (the statements compiled, the connections open), then the measured posts.
  for (let i = 0; i < 100; i++) await save();
  const postmaster = place.databaseUrl ? postmasterOn(new URL(place.databaseUrl).port) : null;
  const databaseCpu = () => (postmaster ? cpuMsOfTrees([postmaster]) : 0);
  const latencies: number[] = [];
  const cpuBefore = ownCpuMs();
  const databaseBefore = databaseCpu();
  const started = performance.now();
  let left = posts;
  await Promise.all(
    Array.from({ length: 20 }, async (_, connection) => {
      for (let k = 0; left > 0; k++) {
        left -= 1;
        // At most `rate` a second in all: each connection's k-th post not before its time.
        if (rate) {
          const due = started + ((k * 20 + connection) * 1000) / rate - performance.now();
          if (due > 0) await new Promise((resolve) => setTimeout(resolve, due));
        }
        const at = performance.now();
        await save();
        latencies.push(performance.now() - at);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = (ownCpuMs() - cpuBefore) / posts;
  const database = (databaseCpu() - databaseBefore) / posts;
  await db.destroy();
  latencies.sort((a, b) => a - b);
  return (
    `${tree.label}: this process ${cpu.toFixed(2)} ms CPU per post` +
    (place.databaseUrl ? `, PostgreSQL's processes ${database.toFixed(2)} ms` : "") +
    `; ${Math.round(posts / seconds)} posts/s, p99 ${latencies[Math.floor(latencies.length * 0.99)]!.toFixed(0)} ms`
  );
}

try {
  const loaded = await Promise.all(trees.map(load));
  for (let turn = 1; turn <= 2; turn++)
    for (const tree of loaded) {
      const dataDir = mkdtempSync(path.join(tmpdir(), "dc-store-posts-"));
      try {
        if (values.engine !== "postgres") console.log(`${turn}. SQLite, ${await measure(tree, { dataDir })}`);
        if (postgres)
          console.log(
            `${turn}. PostgreSQL, ${await measure(tree, { dataDir, databaseUrl: await createPostgresDatabase(postgres.url) })}`,
          );
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
} finally {
  postgres?.stop();
}
