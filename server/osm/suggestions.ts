/**
 * OpenStreetMap's suggestions into the desk's queue (product §17.5, decision 037): each a submission
 * of origin "openstreetmap", Received, with a first history event that says where it came from. Never
 * straight into the guide: an editor approves or accepts it, and `npm run content:import-requests`
 * writes it. No person sent it: no email, no status link, nobody is mailed.
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { correctionFields } from "../desk/guide-record";
import type { OsmPlace } from "./elements";
import type { Suggestion } from "../../tooling/content/osm/matching";

/** What the history says made it (the actor of its first event). */
export const osmActor = "OpenStreetMap import";

/** Where a suggestion's facts come from: the element's page and the day OpenStreetMap was read. */
interface FromOsm {
  element: string;
  url: string;
  /** YYYY-MM-DD: the date of the source the guide will cite. */
  readOn: string;
}

/** A suggested place as stored: the element's facts as OpenStreetMap has them (absent where it has none). */
export interface OsmListingPayload extends FromOsm {
  name: string;
  /** The listing form's category (product §3), and the tag it comes from. */
  category: string;
  tag: string;
  /** OpenStreetMap's word for the kind ("Pub"): the guide's category when there is no cuisine. */
  kind: string;
  lat: number;
  lng: number;
  address?: string;
  phone?: string;
  website?: string;
  /** `opening_hours` verbatim. */
  hours?: string;
  cuisine?: string;
  wheelchair?: "yes" | "limited" | "no";
  outdoorSeating?: "yes" | "no";
}

/** A suggested correction as stored: one fact of a known place. */
export interface OsmCorrectionPayload extends FromOsm {
  /** The element's name (the guide's place is the submission's place_slug). */
  name: string;
  field: Extract<Suggestion, { kind: "correction" }>["change"]["field"];
  value: string;
  guideValue: string;
}

/** The facts of a place that are there (no empty keys: the desk shows every key as a line). */
export function listingPayload(place: OsmPlace, readOn: string): OsmListingPayload {
  const present = <T>(value: T | null) => (value === null ? undefined : value);
  const payload: OsmListingPayload = {
    name: place.name,
    category: place.category,
    tag: place.tag,
    kind: place.kindLabel,
    address: present(place.address),
    phone: present(place.phone),
    website: present(place.website),
    hours: present(place.openingHours),
    cuisine: present(place.cuisine),
    wheelchair: present(place.wheelchair),
    outdoorSeating: place.outdoorSeating === null ? undefined : place.outdoorSeating ? "yes" : "no",
    lat: place.lat,
    lng: place.lng,
    element: place.element,
    url: place.url,
    readOn,
  };
  return Object.fromEntries(
    Object.entries(payload).filter(([, value]) => value !== undefined),
  ) as unknown as OsmListingPayload;
}

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
      await trx
        .insertInto("submission_event")
        .values({
          id: randomUUID(),
          submission_id: id,
          at,
          actor: osmActor,
          from_status: null,
          to_status: "received",
          public_note: null,
          private_note: `Suggested from OpenStreetMap (${place.url}), read on ${readOn}`,
        })
        .execute();
      report.added.push(suggestion);
    }
  });
  return report;
}
