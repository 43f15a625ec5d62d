import { readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import { retention } from "../../app/features/site-pages/retention";
import type { Database, SubmissionStatus } from "../db/schema";
import { sessionIdleMs } from "../desk/editors";

const dayMs = 24 * 60 * 60_000;
const before = (now: Date, days: number) => new Date(now.getTime() - days * dayMs).toISOString();

const decidedListing: SubmissionStatus[] = ["approved", "not_approved"];
const closedMessage: SubmissionStatus[] = ["accepted", "declined", "replied", "closed"];

/** How many rows each rule deleted. */
export type PruneReport = Record<
  "listings" | "messages" | "spam" | "subscribers" | "mails" | "mailFiles" | "limitCounters" | "sessions",
  number
>;

/**
 * Deletes what the privacy page says is no longer kept (product §16.6, the table in
 * app/features/site-pages/retention.ts), measured from each row's last change. A submission's history
 * goes with it (foreign key, on delete cascade). With `emlDir` (DATA_DIR/outbox), the .eml copies of
 * mail kept without a mail server go after the same time as the mail's row. Editors' sessions idle for
 * over 12 hours (product §17.1) are deleted too.
 */
export async function prune(db: Kysely<Database>, now = new Date(), emlDir?: string): Promise<PruneReport> {
  const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
  const deleteSubmissions = (
    kinds: ("listing" | "correction" | "message")[],
    statuses: SubmissionStatus[],
    days: number,
  ) =>
    db
      .deleteFrom("submission")
      .where("kind", "in", kinds)
      .where("status", "in", statuses)
      .where("updated_at", "<", before(now, days))
      .executeTakeFirstOrThrow()
      .then(count);
  return {
    listings: await deleteSubmissions(["listing"], decidedListing, retention.decidedListingDays),
    messages: await deleteSubmissions(["correction", "message"], closedMessage, retention.closedMessageDays),
    spam: await deleteSubmissions(["listing", "correction", "message"], ["spam"], retention.spamDays),
    subscribers: await db
      .deleteFrom("subscriber")
      .where((eb) =>
        eb.or([
          eb.and([
            eb("status", "=", "pending"),
            eb("created_at", "<", before(now, retention.inactiveSubscriberDays)),
            eb("confirm_sent_at", "<", before(now, retention.inactiveSubscriberDays)),
          ]),
          eb.and([
            eb("status", "=", "unsubscribed"),
            eb("unsubscribed_at", "<", before(now, retention.inactiveSubscriberDays)),
          ]),
        ]),
      )
      .executeTakeFirstOrThrow()
      .then(count),
    mails: await db
      .deleteFrom("outbox")
      .where("status", "in", ["sent", "held", "failed"])
      .where("created_at", "<", before(now, retention.mailDays))
      .executeTakeFirstOrThrow()
      .then(count),
    mailFiles: emlDir ? pruneFiles(emlDir, now.getTime() - retention.mailDays * dayMs) : 0,
    sessions: await db
      .deleteFrom("session")
      .where("last_seen_at", "<", new Date(now.getTime() - sessionIdleMs).toISOString())
      .executeTakeFirstOrThrow()
      .then(count),
    limitCounters: await db
      .deleteFrom("rate_limit")
      .where("window_start", "<", Math.floor((now.getTime() - retention.limitCounterDays * dayMs) / 60_000))
      .executeTakeFirstOrThrow()
      .then(count),
  };
}

/** Deletes the .eml files in `dir` last written before `beforeMs`; how many. */
function pruneFiles(dir: string, beforeMs: number): number {
  let deleted = 0;
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith(".eml"));
  } catch {
    return 0; // no mail written yet
  }
  for (const name of names) {
    const file = path.join(dir, name);
    if (statSync(file).mtimeMs < beforeMs) {
      rmSync(file, { force: true });
      deleted += 1;
    }
  }
  return deleted;
}
