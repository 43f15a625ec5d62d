/**
 * The `publish` table's reads for the pages that show a change's way to the site (the desk, a listing's status page,
 * an owner's reply): the state of a version's publishing. The publisher (server/publish/publisher.ts) writes the
 * table; these only read it, so the storage floor needs nothing of the publisher.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** How a run answers the desk: the state of a version's publishing. */
export type PublishState =
  | { state: "queued" }
  | { state: "rendering" }
  | { state: "live"; addresses: string[]; seconds: number }
  | { state: "failed"; error: string };

/**
 * The state of the publishing of a submission's change (its place's version), for the desk and the owner's status
 * page: queued, being rendered, live (at which addresses, after how many seconds from the decision), or failed.
 * Null when the submission changed no place.
 */
export async function publishStateOfSubmission(db: Kysely<Database>, submissionId: string) {
  const version = await db
    .selectFrom("place_version")
    .innerJoin("place", "place.id", "place_version.place_id")
    .leftJoin("publish", "publish.id", "place_version.publish_id")
    .select([
      "place_version.id",
      "place_version.created_at",
      "place.slug",
      "publish.state",
      "publish.finished_at",
      "publish.addresses",
      "publish.error",
    ])
    .where("place_version.submission_id", "=", submissionId)
    .orderBy("place_version.created_at", "desc")
    .executeTakeFirst();
  if (!version) return null;
  return { versionId: version.id, slug: version.slug, publish: publishStateOf(version) };
}

/** The {@link PublishState} of a version from its run's row (absent: queued). */
export function publishStateOf(row: {
  created_at: string;
  state: string | null;
  finished_at: string | null;
  addresses: string | null;
  error: string | null;
}): PublishState {
  if (!row.state) return { state: "queued" };
  if (row.state === "failed") return { state: "failed", error: row.error ?? "unknown" };
  if (row.state === "live" && row.finished_at)
    return {
      state: "live",
      addresses: JSON.parse(row.addresses ?? "[]") as string[],
      seconds: Math.max(0, Math.round((Date.parse(row.finished_at) - Date.parse(row.created_at)) / 1000)),
    };
  return { state: "rendering" };
}
