/**
 * `npx tsx tooling/bench/one-address.ts [--store FILE]`: listings stored as the forms store them (`saveSubmission`,
 * no HTTP, so the machine's other work weighs less than the database's commits) from 20 connections at once for 4 s,
 * every one from one client address (an office behind one NAT) and then each from its own, three times, on a
 * PostgreSQL cluster of its own with fsync on (tooling/test/postgres.ts). Prints posts/s and p99 beside the load
 * average. `--store`: another tree's `server/store/submissions.ts` (e.g. the code before the hit was counted
 * apart, unpacked with `git archive`), measured in turn with this tree's. The limit is set high (1,000,000 an
 * hour) so none is refused.
 */
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startTestPostgres } from "../test/postgres";
import { createPostgresDatabase } from "../test/engines";
import { openDatabase } from "../../server/db/connect";
import { migrateToLatest } from "../../server/db/migrations";
import * as store from "../../server/store/submissions";

const { values } = parseArgs({ options: { store: { type: "string" } } });
type Save = typeof store.saveSubmission;
const stores: [string, Save][] = [["this tree", store.saveSubmission]];
if (values.store)
  stores.unshift([
    path.basename(path.resolve(values.store, "../../..")),
    ((await import(path.resolve(values.store))) as { saveSubmission: Save }).saveSubmission,
  ]);

const postgres = await startTestPostgres({ durable: true });
if (!postgres) throw new Error("needs PostgreSQL (apt-get install postgresql)");
const { db } = await openDatabase({ dataDir: tmpdir(), databaseUrl: await createPostgresDatabase(postgres.url) });
await migrateToLatest(db as never);
const limit = { name: "listing", max: 1_000_000, windowMinutes: 60 };
let sent = 0;

/** Listings from 20 connections for `ms`: posts/s and p99 (ms). */
async function run(save: Save, oneClient: boolean, ms = 4000): Promise<string> {
  const end = Date.now() + ms;
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (Date.now() < end) {
        sent += 1;
        const started = performance.now();
        await save(db, {
          kind: "listing",
          payload: { sent },
          title: "Bench Cafe",
          email: `owner${sent}@example.com`,
          spam: false,
          limit,
          client: oneClient ? "one-office" : `client-${sent}`,
          now: new Date(),
        });
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.floor(latencies.length * 0.99)]!;
  return `${Math.round(latencies.length / (ms / 1000))}/s, p99 ${p99.toFixed(0)} ms`;
}

try {
  for (let turn = 1; turn <= 3; turn++)
    for (const [label, save] of stores) {
      const one = await run(save, true);
      const many = await run(save, false);
      console.log(
        `${turn}. ${label}: from one address ${one}; each from its own ${many} (load ${loadavg()[0]!.toFixed(1)})`,
      );
    }
} finally {
  await db.destroy();
  postgres.stop();
}
