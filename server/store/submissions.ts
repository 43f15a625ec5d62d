import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, SubmissionKind, SubmissionStatus } from "../db/schema";
import { hashToken, isTokenShaped, newToken } from "../tokens";
import { executeTogether } from "../db/together";
import { enqueueMailQuery, type Mail } from "./outbox";
import { attachPhotos } from "./photos";
import { countHitQuery, LimitExceeded, limitOutcome, type Limit } from "./rate-limits";
import { recipientTurnQuery, turnOf } from "./recipients";

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
   * by the sender, who may not own it, so it gets at most one such mail per 10 minutes and 3 a day (decision 067).
   */
  mailKey?: string;
  /** Uploaded photos sent with it (decision 039): attached in the same transaction, with the sender's credit. */
  photos?: { ids: readonly string[]; credit: string };
  now: Date;
}

export interface SavedSubmission {
  id: string;
  /** The private status token (listings only): shown once, stored only as a hash. */
  token: string | null;
}

/**
 * Stores a submission exactly as received (product §16.1), in one transaction with its first history event and its
 * mail: it counts against the client's limit with them (one round trip to the database, server/db/together.ts) and
 * rolls everything back when the limit is exceeded (throws {@link LimitExceeded}), or a photo it names is not an
 * unsent upload (throws PhotoNotFound, decision 039). A listing gets a status token. Once this resolves the row is
 * committed (on SQLite with synchronous=FULL: on disk).
 */
export async function saveSubmission(db: Kysely<Database>, input: NewSubmissionInput): Promise<SavedSubmission> {
  return db.transaction().execute(async (trx) => {
    const id = randomUUID();
    const token = input.kind === "listing" ? newToken() : null;
    const at = input.now.toISOString();
    const status: SubmissionStatus = input.spam ? "spam" : "received";
    const mail = input.mail && !input.spam ? enqueueMailQuery(trx, input.mail({ id, token }), input.now) : null;
    // One round trip for the four statements (server/db/together.ts); a hit over the limit rolls all of them back.
    const turn = mail && input.mailKey ? recipientTurnQuery(trx, input.mailKey, input.now) : null;
    const [counted, ...rest] = await executeTogether(trx, [
      countHitQuery(trx, input.limit, input.client, input.now),
      trx.insertInto("submission").values({
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
      trx.insertInto("submission_event").values({
        id: randomUUID(),
        submission_id: id,
        at,
        actor: input.spam ? "system" : "sender",
        from_status: null,
        to_status: status,
        public_note: null,
        private_note: input.spam ? "Honeypot field filled" : null,
      }),
      ...(mail ? [mail.query] : []),
      ...(turn ? [turn] : []),
    ]);
    const outcome = limitOutcome(Number((counted!.rows[0] as { hits: number }).hits), input.limit, input.now);
    if (!outcome.allowed) throw new LimitExceeded(outcome.retryAfterSeconds);
    if (mail && turn) {
      // The recipient's turn (decision 067): the mail waits for it, or is not sent when the day's are used up.
      const at = turnOf(rest.at(-1)!.rows[0] as { sent_today: number; next_minute: number }, input.now);
      if (!at) await trx.deleteFrom("outbox").where("id", "=", mail.id).execute();
      else if (at > input.now)
        await trx.updateTable("outbox").set({ next_attempt_at: at.toISOString() }).where("id", "=", mail.id).execute();
    }
    if (input.photos) await attachPhotos(trx, id, input.photos, input.now);
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

/** The listing a status token opens, or null (no such token, or not token-shaped: no look-up at all). */
export async function findListingByToken(db: Kysely<Database>, token: string): Promise<ListingStatus | null> {
  if (!isTokenShaped(token)) return null;
  const row = await db
    .selectFrom("submission")
    .select(["id", "title", "created_at", "status", "public_note", "updated_at"])
    .where("status_token_hash", "=", hashToken(token))
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
