/**
 * The desk's reads and writes (product §17.2-§17.3): the inbox with its filters, counts, search and
 * pages; one submission with its history; moving it along the transitions table with notes, and the
 * mail that goes with a move (through the outbox, in the same transaction).
 */
import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database, Editor, Submission, SubmissionKind, SubmissionOrigin, SubmissionStatus } from "../db/schema";
import { enqueueMail, type Mail } from "../store/outbox";
import { nextStatuses } from "./transitions";

/** Rows per page of the inbox. */
export const pageSize = 25;

export interface InboxFilter {
  kind?: SubmissionKind;
  status?: SubmissionStatus;
  /** Sent through the site's forms, or suggested from OpenStreetMap (product §17.5). */
  origin?: SubmissionOrigin;
  /** Part of a name (business or sender) or an email address, any case. */
  q?: string;
  /** 1-based. */
  page: number;
}

/** `%text%` for LIKE, with the pattern characters of the text escaped (`\` is the escape). */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The inbox: newest first, filtered, one page; and how many match in all. */
export async function listInbox(
  db: Kysely<Database>,
  filter: InboxFilter,
): Promise<{ rows: Submission[]; total: number }> {
  let query = db.selectFrom("submission");
  if (filter.kind) query = query.where("kind", "=", filter.kind);
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.origin) query = query.where("origin", "=", filter.origin);
  const q = filter.q?.trim();
  if (q)
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`lower(title)`, "like", sql<string>`${containing(q)} escape '\\'`),
        eb("email", "like", sql<string>`${containing(q)} escape '\\'`),
      ]),
    );
  const { total } = await query.select((eb) => eb.fn.countAll<string | number>().as("total")).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(pageSize)
    .offset((Math.max(1, filter.page) - 1) * pageSize)
    .execute();
  return { rows, total: Number(total) };
}

/** How many submissions there are of each kind in each status. */
export async function inboxCounts(
  db: Kysely<Database>,
): Promise<{ kind: SubmissionKind; status: SubmissionStatus; count: number }[]> {
  const rows = await db
    .selectFrom("submission")
    .select(["kind", "status", (eb) => eb.fn.countAll<string | number>().as("count")])
    .groupBy(["kind", "status"])
    .orderBy("kind")
    .orderBy("status")
    .execute();
  return rows.map((row) => ({ kind: row.kind, status: row.status, count: Number(row.count) }));
}

/** One submission and its history, oldest event first; null when there is none with that id. */
export async function submissionWithHistory(db: Kysely<Database>, id: string) {
  const submission = await db.selectFrom("submission").selectAll().where("id", "=", id).executeTakeFirst();
  if (!submission) return null;
  const events = await db
    .selectFrom("submission_event")
    .selectAll()
    .where("submission_id", "=", id)
    .orderBy("at")
    .orderBy("id")
    .execute();
  return { submission, events };
}

export interface Move {
  /** The new status, or the same one (notes only). */
  to: SubmissionStatus;
  publicNote?: string;
  privateNote?: string;
  /** What the editors decided for the guide (approving a listing, accepting a correction), as JSON. */
  editorData?: unknown;
  /** A mail to write with the move (a reply). */
  mail?: Mail;
  /**
   * What else the move writes in its transaction (decision 050: an approval's new version of the place); a throw
   * undoes the whole move. Returns the place it wrote, if any, for {@link Move.placeMail}.
   */
  alsoWrite?: (trx: Transaction<Database>, submission: Submission) => Promise<{ slug: string } | void>;
  /**
   * A mail that names the place {@link Move.alsoWrite} wrote (the owner's "approved", with the page's address),
   * written after it in the same transaction; none when no place was written.
   */
  placeMail?: (place: { slug: string }) => Mail;
}

/** Thrown when a move is not in the transitions table (or the submission moved meanwhile). */
export class MoveRefused extends Error {}

/**
 * Moves a submission (product §17.2), or only adds notes when `to` is its status: checks the move
 * against the transitions table, updates the status and the public note (shown on a listing's status
 * page), records who did what and when in its history, and writes the move's mail into the outbox,
 * all in one transaction. Throws {@link MoveRefused} for a move the table does not allow.
 */
export async function moveSubmission(
  db: Kysely<Database>,
  id: string,
  editor: Pick<Editor, "email">,
  move: Move,
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("submission")
      .select(["kind", "status"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!current) throw new MoveRefused("There is no such submission.");
    if (move.to !== current.status && !nextStatuses(current.kind, current.status).includes(move.to)) {
      throw new MoveRefused(`A ${current.kind} that is ${current.status} cannot become ${move.to}.`);
    }
    const publicNote = move.publicNote?.trim() || null;
    const privateNote = move.privateNote?.trim() || null;
    if (move.to === current.status && !publicNote && !privateNote)
      throw new MoveRefused("Nothing to save: choose a new status or write a note.");
    const at = now.toISOString();
    const updated = await trx
      .updateTable("submission")
      .set({
        status: move.to,
        updated_at: at,
        ...(publicNote ? { public_note: publicNote } : {}),
        ...(move.editorData === undefined ? {} : { editor_data: JSON.stringify(move.editorData) }),
      })
      .where("id", "=", id)
      .where("status", "=", current.status)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new MoveRefused("Someone else changed it meanwhile: look again.");
    await trx
      .insertInto("submission_event")
      .values({
        id: randomUUID(),
        submission_id: id,
        at,
        actor: editor.email,
        from_status: current.status,
        to_status: move.to,
        public_note: publicNote,
        private_note: privateNote,
      })
      .execute();
    if (move.mail) await enqueueMail(trx, move.mail, now);
    if (move.alsoWrite) {
      const submission = await trx.selectFrom("submission").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      const place = await move.alsoWrite(trx, submission);
      if (place && move.placeMail) await enqueueMail(trx, move.placeMail(place), now);
    }
  });
}

/** product §17.3: how many subscribers are in each state. */
export async function newsletterCounts(
  db: Kysely<Database>,
): Promise<Record<"pending" | "confirmed" | "unsubscribed", number>> {
  const rows = await db
    .selectFrom("subscriber")
    .select(["status", (eb) => eb.fn.countAll<string | number>().as("count")])
    .groupBy("status")
    .execute();
  const counts = { pending: 0, confirmed: 0, unsubscribed: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/** product §17.3: the confirmed subscribers, oldest first: address and when they confirmed. */
export function confirmedSubscribers(db: Kysely<Database>) {
  return db
    .selectFrom("subscriber")
    .select(["email", "confirmed_at"])
    .where("status", "=", "confirmed")
    .orderBy("confirmed_at")
    .execute();
}
