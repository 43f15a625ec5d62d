/**
 * decision 068: what a correction's private status link opens: the place it corrects and where it stands, nothing
 * of its sender.
 */
import type { Kysely } from "kysely";
import type { Database, SubmissionStatus } from "../db/schema";
import { hashToken, isTokenShaped } from "../tokens";

/** What a correction's status page may show: its place, when it came, its status and the editors' public note. */
export interface CorrectionStatus {
  placeSlug: string | null;
  receivedAt: string;
  status: SubmissionStatus;
  publicNote: string | null;
}

/** The correction a status token opens, or null (no such token, or not token-shaped: no look-up at all). */
export async function findCorrectionByToken(db: Kysely<Database>, token: string): Promise<CorrectionStatus | null> {
  if (!isTokenShaped(token)) return null;
  const row = await db
    .selectFrom("submission")
    .select(["place_slug", "created_at", "status", "public_note"])
    .where("status_token_hash", "=", hashToken(token))
    .where("kind", "=", "correction")
    .executeTakeFirst();
  return row
    ? { placeSlug: row.place_slug, receivedAt: row.created_at, status: row.status, publicNote: row.public_note }
    : null;
}
