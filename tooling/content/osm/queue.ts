/**
 * OpenStreetMap's suggestions into the desk's queue (product §17.5, decision 037): each a submission
 * of origin "openstreetmap", Received, with a first history event that says where it came from. Never
 * straight into the guide: an editor approves or accepts it. No person sent it: no email, no status link,
 * nobody is mailed.
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../../server/db/schema";
import { listingPayload, osmActor, type OsmCorrectionPayload } from "../../../server/osm/suggestions";
import { correctionFields } from "../../../server/places/record";
import { submissionEventInsert } from "../../../server/store/submissions";
import type { Suggestion } from "./matching";

/** What one run put into the queue, and what was there already (by element, and field for a correction). */
export interface QueueReport {
  added: Suggestion[];
  alreadyQueued: Suggestion[];
}

/**
 * Puts each suggestion into the queue once (product §17.5): its key ({@link Suggestion.ref}) is unique in
 * the database, so what an earlier run queued, whatever the editors did with it since, is not added
 * again. One transaction for the run; `readOn` (YYYY-MM-DD) dates the facts.
 */
export async function queueSuggestions(
  db: Kysely<Database>,
  suggestions: readonly Suggestion[],
  readOn: string,
  now = new Date(),
): Promise<QueueReport> {
  const report: QueueReport = { added: [], alreadyQueued: [] };
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    for (const suggestion of suggestions) {
      const { place } = suggestion;
      const payload =
        suggestion.kind === "listing"
          ? listingPayload(place, readOn)
          : ({
              name: place.name,
              field: suggestion.change.field,
              value: suggestion.change.value,
              guideValue: suggestion.change.guideValue,
              element: place.element,
              url: place.url,
              readOn,
            } satisfies OsmCorrectionPayload);
      const id = randomUUID();
      const inserted = await trx
        .insertInto("submission")
        .values({
          id,
          kind: suggestion.kind,
          status: "received",
          payload: JSON.stringify(payload),
          place_slug: suggestion.kind === "correction" ? suggestion.slug : null,
          title:
            suggestion.kind === "correction"
              ? `${place.name} (${correctionFields[suggestion.change.field]})`
              : place.name,
          email: "",
          status_token_hash: null,
          public_note: null,
          created_at: at,
          updated_at: at,
          editor_data: null,
          imported_at: null,
          origin: "openstreetmap",
          origin_ref: suggestion.ref,
        })
        .onConflict((conflict) => conflict.column("origin_ref").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!inserted) {
        report.alreadyQueued.push(suggestion);
        continue;
      }
      await submissionEventInsert(trx, {
        submissionId: id,
        at,
        actor: osmActor,
        from: null,
        to: "received",
        privateNote: `Suggested from OpenStreetMap (${place.url}), read on ${readOn}`,
      }).execute();
      report.added.push(suggestion);
    }
  });
  return report;
}
