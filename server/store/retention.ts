import { readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import { retention } from "../../core/retention";
import type { Database, SubmissionStatus } from "../db/schema";
import { pruneRecipients } from "./recipients";
import { pruneUnconfirmedReviews } from "./reviews";

/** What the prune needs of the photos' files (server/photos/storage.ts `PhotoStorage` has it): which photos have files, and deleting one's. */
export interface PhotoFiles {
  listPhotos(): Promise<string[]>;
  deletePhoto(id: string): Promise<void>;
}

/** product §17.1: an editor's session ends after 12 hours without a request (the desk's sign-in checks it)... */
export const sessionIdleMs = 12 * 60 * 60_000;

/** product §17.1: ...and 7 days after its sign-in, however busy; the pruning deletes it then. */
export const sessionLifetimeMs = 7 * 24 * 60 * 60_000;

const dayMs = 24 * 60 * 60_000;
const before = (now: Date, days: number) => new Date(now.getTime() - days * dayMs).toISOString();

const decidedListing: SubmissionStatus[] = ["approved", "not_approved"];
const closedMessage: SubmissionStatus[] = ["accepted", "declined", "replied", "closed"];

/** How many rows each rule deleted. */
export type PruneReport = Record<
  | "listings"
  | "messages"
  | "spam"
  | "subscribers"
  | "unconfirmedReviews"
  | "mails"
  | "mailFiles"
  | "limitCounters"
  | "sessions"
  | "photos"
  | "photoFiles"
  | "publishedFiles"
  | "eventProposals",
  number
>;

/**
 * Deletes what the privacy page says is no longer kept (product §16.6, the table in
 * core/retention.ts), measured from each row's last change. A submission's history
 * goes with it (foreign key, on delete cascade). With `emlDir` (DATA_DIR/outbox), the .eml copies of
 * mail kept without a mail server go after the same time as the mail's row. Editors' sessions idle for
 * over 12 hours or begun over 7 days ago (product §17.1) are deleted too. Photos (decision 039): an upload never sent with a form
 * after a day, a declined one after 30 days, and with `photos` (DATA_DIR/uploads) every photo's files
 * whose row is gone (with its submission, or never committed). A publisher run's files (decision 050) go 7 days after
 * the run ended, live or failed (`publishedFiles` counts runs); the run's row, and the history, stay. A visitor's
 * review never confirmed goes after 30 days (product §19.2, decision 054), with its versions.
 */
export async function prune(
  db: Kysely<Database>,
  now = new Date(),
  emlDir?: string,
  photos?: PhotoFiles,
): Promise<PruneReport> {
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
    unconfirmedReviews: await pruneUnconfirmedReviews(db, now, retention.unconfirmedReviewDays),
    mails: await db
      .deleteFrom("outbox")
      .where("status", "in", ["sent", "held", "failed"])
      .where("created_at", "<", before(now, retention.mailDays))
      .executeTakeFirstOrThrow()
      .then(count),
    mailFiles: emlDir ? pruneFiles(emlDir, now.getTime() - retention.mailDays * dayMs) : 0,
    sessions: await db
      .deleteFrom("session")
      .where((eb) =>
        eb.or([
          eb("last_seen_at", "<", new Date(now.getTime() - sessionIdleMs).toISOString()),
          eb("created_at", "<", new Date(now.getTime() - sessionLifetimeMs).toISOString()),
        ]),
      )
      .executeTakeFirstOrThrow()
      .then(count),
    photos: await db
      .deleteFrom("photo")
      .where((eb) =>
        eb.or([
          // decision 091: an owner's upload sent with a held change is that change's (a declined one deletes it).
          eb.and([
            eb("submission_id", "is", null),
            eb("owner_change_id", "is", null),
            eb("created_at", "<", before(now, retention.unsentPhotoDays)),
          ]),
          eb.and([eb("status", "=", "declined"), eb("decided_at", "<", before(now, retention.declinedPhotoDays))]),
        ]),
      )
      .executeTakeFirstOrThrow()
      .then(count),
    photoFiles: photos ? await prunePhotoFiles(db, photos) : 0,
    publishedFiles: await prunePublishedFiles(db, now),
    // An event proposal keeps its sender's email: decided ones go as listing requests do, spam as spam does; an
    // approved event stays in the guide as its own versions, without the address.
    eventProposals: await db
      .deleteFrom("event_proposal")
      .where((eb) =>
        eb.or([
          eb.and([
            eb("status", "in", ["approved", "declined"]),
            eb("decided_at", "<", before(now, retention.decidedListingDays)),
          ]),
          eb.and([eb("status", "=", "spam"), eb("created_at", "<", before(now, retention.spamDays))]),
        ]),
      )
      .executeTakeFirstOrThrow()
      .then(count),
    // The per-address counters, and the per-recipient ones of mail to typed addresses (decision 067): one day.
    limitCounters:
      (await db
        .deleteFrom("rate_limit")
        .where("window_start", "<", Math.floor((now.getTime() - retention.limitCounterDays * dayMs) / 60_000))
        .executeTakeFirstOrThrow()
        .then(count)) + (await pruneRecipients(db, now)),
  };
}

/** Deletes the files of publisher runs that ended over `publishedFileDays` ago; how many runs had files. */
async function prunePublishedFiles(db: Kysely<Database>, now: Date): Promise<number> {
  const runs = db
    .selectFrom("publish")
    .select("id")
    .where("state", "in", ["live", "failed"])
    .where("finished_at", "<", before(now, retention.publishedFileDays));
  const pruned = await db
    .selectFrom("publish_file")
    .select("publish_id")
    .distinct()
    .where("publish_id", "in", runs)
    .execute();
  if (pruned.length === 0) return 0;
  await db.deleteFrom("publish_file").where("publish_id", "in", runs).execute();
  return pruned.length;
}

/** Deletes the files of every photo that has no row any more; how many photos. */
async function prunePhotoFiles(db: Kysely<Database>, photos: PhotoFiles): Promise<number> {
  const ids = await photos.listPhotos();
  if (ids.length === 0) return 0;
  const kept = new Set<string>();
  for (let at = 0; at < ids.length; at += 500) {
    const rows = await db
      .selectFrom("photo")
      .select("id")
      .where("id", "in", ids.slice(at, at + 500))
      .execute();
    for (const row of rows) kept.add(row.id);
  }
  const gone = ids.filter((id) => !kept.has(id));
  for (const id of gone) await photos.deletePhoto(id);
  return gone.length;
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
