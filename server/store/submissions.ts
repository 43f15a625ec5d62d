/**
 * The `submission` table's queries, all of them: saving what a form sent (with its mail, its limit and its photos, in
 * one round trip), the status page's reads, and the desk's inbox, history and moves (product §16, §17.2-§17.3).
 */
import { randomUUID } from "node:crypto";
import { expressionBuilder, sql, type Expression, type Kysely, type SqlBool, type Transaction } from "kysely";
import type { Database, Editor, Submission, SubmissionKind, SubmissionOrigin, SubmissionStatus } from "../db/schema";
import { hashToken, isTokenShaped, newToken } from "../tokens";
import { executeTogether, executeWhole } from "../db/together";
import { enqueueMail, enqueueMailQuery, type Mail } from "./outbox";
import { attachPhotos } from "./photos";
import { hitUnderLimitQuery, LimitExceeded, limitOutcome, storeCounted, type Limit } from "./rate-limits";
import { limitedMailQueries } from "./recipients";
import { nextStatuses } from "./transitions";

export interface NewSubmissionInput {
  kind: SubmissionKind;
  /** The form's fields as its schema gave them. */
  payload: Record<string, unknown>;
  placeSlug?: string | null;
  /** Business name or sender's name. */
  title: string;
  email: string;
  /** The honeypot was filled: stored as spam, answered as usual, no mail. */
  spam: boolean;
  /** The per-client limit this form is under, and the client's keyed hash. */
  limit: Limit;
  client: string;
  /** The mail to write into the outbox with it (not for spam); given the new id and status token. */
  mail?: (saved: { id: string; token: string | null }) => Mail;
  /**
   * The mail's recipient as its limit counts it (server/store/recipients.ts `recipientKey`): the address was typed
   * by the sender, who may not own it, so it gets at most 3 such mails a day, two at once (decisions 067, 081).
   */
  mailKey?: string;
  /** Uploaded photos sent with it (decision 039): attached in the same transaction, with the sender's credit. */
  photos?: { ids: readonly string[]; credit: string };
  now: Date;
}

export interface SavedSubmission {
  id: string;
  /** The private status token (listings and corrections): shown once, stored only as a hash. */
  token: string | null;
}

/**
 * The statement that records a step of a submission's history (its `submission_event` row, a new id): who took it
 * (`actor`: "sender", "system", an editor's address, an importer's name), from which status to which, and its notes
 * (none unless given). The caller runs it, alone or with the step's other statements.
 */
export function submissionEventInsert(
  db: Kysely<Database> | Transaction<Database>,
  event: {
    submissionId: string;
    at: string;
    actor: string;
    from: string | null;
    to: string;
    publicNote?: string | null;
    privateNote?: string | null;
  },
) {
  return db.insertInto("submission_event").values({
    id: randomUUID(),
    submission_id: event.submissionId,
    at: event.at,
    actor: event.actor,
    from_status: event.from,
    to_status: event.to,
    public_note: event.publicNote ?? null,
    private_note: event.privateNote ?? null,
  });
}

/**
 * Stores a submission exactly as received (product §16.1), in one transaction with its first history event and its
 * mail (one round trip to the database, server/db/together.ts). It counts against the client's limit (throws
 * {@link LimitExceeded} when exceeded, storing nothing): on SQLite in that transaction, on PostgreSQL just before it
 * (rate-limits.ts `reserveHit`), the hit given back when the transaction fails. A photo it names that is not an
 * unsent upload throws PhotoNotFound (decision 039) and stores nothing. A listing or a correction gets a status
 * token. Once this resolves the row is committed (on SQLite with synchronous=FULL: on disk).
 */
export async function saveSubmission(db: Kysely<Database>, input: NewSubmissionInput): Promise<SavedSubmission> {
  // On PostgreSQL the hit is counted first, apart (one client's posts do not queue on its row, docs/performance.md),
  // and given back when the submission is not stored; on SQLite in the transaction, with the rest.
  return storeCounted(db, input.limit, input.client, input.now, (countWithin) =>
    storeSubmission(db, input, countWithin),
  );
}

/**
 * {@link saveSubmission}'s transaction; `countHit`: the client's hit counted in it (SQLite). Without photos it is sent
 * whole (server/db/together.ts `executeWhole`: one message to SQLite's writer, one write to PostgreSQL): the limit,
 * the row, its first event and its mail at the recipient's turn need no answer between them. With photos it is a
 * transaction of its own, since each photo is checked.
 */
async function storeSubmission(
  db: Kysely<Database>,
  input: NewSubmissionInput,
  countHit: boolean,
): Promise<SavedSubmission> {
  const id = randomUUID();
  // A listing and a correction get a private status link (product §16.1; decision 068 for corrections).
  const token = input.kind === "message" ? null : newToken();
  const writes = (db: Kysely<Database> | Transaction<Database>) => {
    const at = input.now.toISOString();
    const status: SubmissionStatus = input.spam ? "spam" : "received";
    const mail = input.mail && !input.spam ? input.mail({ id, token }) : null;
    return [
      // Counted only while under the limit: over it, no row comes back and nothing is kept.
      ...(countHit ? [hitUnderLimitQuery(db, input.limit, input.client, input.now)] : []),
      db.insertInto("submission").values({
        id,
        kind: input.kind,
        status,
        payload: JSON.stringify(input.payload),
        place_slug: input.placeSlug ?? null,
        title: input.title,
        email: input.email.toLowerCase(),
        status_token_hash: token ? hashToken(token) : null,
        public_note: null,
        created_at: at,
        updated_at: at,
        editor_data: null,
        imported_at: null,
      }),
      submissionEventInsert(db, {
        submissionId: id,
        at,
        actor: input.spam ? "system" : "sender",
        from: null,
        to: status,
        privateNote: input.spam ? "Honeypot field filled" : null,
      }),
      // The recipient's turn (decision 067): the mail waits for it, or is not written when the day's are used up.
      ...(mail && input.mailKey
        ? limitedMailQueries(db, { mail, key: input.mailKey, now: input.now }).queries
        : mail
          ? [enqueueMailQuery(db, mail, input.now).query]
          : []),
    ];
  };
  const refused = () => {
    const outcome = limitOutcome(input.limit.max + 1, input.limit, input.now);
    return new LimitExceeded(outcome.allowed ? 1 : outcome.retryAfterSeconds);
  };
  if (!input.photos) {
    const results = await executeWhole(db, writes(db), countHit ? 0 : undefined);
    if (!results) throw refused();
    return { id, token };
  }
  const photos = input.photos;
  return db.transaction().execute(async (trx) => {
    const [counted] = await executeTogether(trx, writes(trx));
    if (countHit && counted!.rows.length === 0) throw refused();
    await attachPhotos(trx, id, photos, input.now);
    return { id, token };
  });
}

/** What a listing's status page may show: nothing personal but the business's name. */
export interface ListingStatus {
  /** The submission's id (its place's version names it, decision 050). */
  id: string;
  title: string;
  receivedAt: string;
  status: SubmissionStatus;
  publicNote: string | null;
  updatedAt: string;
}

/**
 * decision 075: the condition "the submission's private status token is `token`": a listing has two, each stored
 * only as its SHA-256, the one its form gave the sender and the one its approval mail gave; either opens the same
 * pages. Column names are qualified, so it fits a query that joins other tables. Check the token's shape first.
 */
export function statusTokenIs(token: string): Expression<SqlBool> {
  const eb = expressionBuilder<Database, "submission">();
  const hash = hashToken(token);
  return eb.or([eb("submission.status_token_hash", "=", hash), eb("submission.approval_token_hash", "=", hash)]);
}

/** The listing a status token opens, or null (no such token, or not token-shaped: no look-up at all). */
export async function findListingByToken(db: Kysely<Database>, token: string): Promise<ListingStatus | null> {
  if (!isTokenShaped(token)) return null;
  const row = await db
    .selectFrom("submission")
    .select(["id", "title", "created_at", "status", "public_note", "updated_at"])
    .where(statusTokenIs(token))
    .where("kind", "=", "listing")
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        title: row.title,
        receivedAt: row.created_at,
        status: row.status,
        publicNote: row.public_note,
        updatedAt: row.updated_at,
      }
    : null;
}

// The desk's reads and moves of submissions (product §17.2-§17.3): the inbox with its filters, counts, search and
// pages; one submission with its history; moving it along the transitions table with notes, and the mail that goes
// with a move (through the outbox, in the same transaction).

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
   * A mail that names the place {@link Move.alsoWrite} wrote (the owner's "approved", with the page's address and a
   * link to the listing's status page), written after it in the same transaction; none when no place was written.
   * `statusToken` is a new private status token made for this mail (decision 075): only its hash is stored, and the
   * token the form gave keeps working.
   */
  placeMail?: (place: { slug: string }, statusToken: string) => Mail;
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
    await submissionEventInsert(trx, {
      submissionId: id,
      at,
      actor: editor.email,
      from: current.status,
      to: move.to,
      publicNote,
      privateNote,
    }).execute();
    if (move.mail) await enqueueMail(trx, move.mail, now);
    if (move.alsoWrite) {
      const submission = await trx.selectFrom("submission").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      const place = await move.alsoWrite(trx, submission);
      if (place && move.placeMail) {
        const statusToken = newToken();
        await trx
          .updateTable("submission")
          .set({ approval_token_hash: hashToken(statusToken) })
          .where("id", "=", id)
          .execute();
        await enqueueMail(trx, move.placeMail(place, statusToken), now);
      }
    }
  });
}
