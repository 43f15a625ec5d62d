/**
 * One run of `npm run content:import-osm` after the answer is in (product §17.5, decision 037): the
 * answer's elements read, matched against the guide's places, and queued at the desk, each once. The
 * script (tooling/content/import-osm.ts) asks Overpass and prints the report; the tests run this on the
 * recorded answer.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../../server/db/schema";
import { readAnswer, type OverpassAnswer, type SkipReason } from "../../../server/osm/elements";
import { suggestionsOf, type GuidePlace, type Suggestion } from "./matching";
import { answerDate } from "./overpass";
import { queueSuggestions } from "./queue";

export interface OsmImportReport {
  /** Elements in the answer. */
  elements: number;
  skipped: Record<SkipReason, number>;
  /** The day OpenStreetMap's data was read (the sources' date). */
  readOn: string;
  suggestions: Suggestion[];
  /** What went into the queue, and what an earlier run had put there (none of either on a dry run). */
  added: Suggestion[];
  alreadyQueued: Suggestion[];
  notes: string[];
}

/**
 * Reads, matches and (with a database) queues an Overpass answer's places; without `db` (a dry run)
 * queues nothing and reports what it would suggest.
 */
export async function importOsmAnswer(
  db: Kysely<Database> | null,
  answer: OverpassAnswer,
  guide: readonly GuidePlace[],
  now = new Date(),
): Promise<OsmImportReport> {
  const { places, skipped } = readAnswer(answer);
  const { suggestions, notes } = suggestionsOf(places, guide, now);
  const readOn = answerDate(answer, now);
  const queued = db ? await queueSuggestions(db, suggestions, readOn, now) : { added: [], alreadyQueued: [] };
  return { elements: answer.elements.length, skipped, readOn, suggestions, notes, ...queued };
}

/** One line per suggestion. */
export function describeSuggestion(suggestion: Suggestion): string {
  const { place } = suggestion;
  return suggestion.kind === "listing"
    ? `suggested place: ${place.name} (${place.tag}, ${place.url})`
    : `suggested correction of ${suggestion.slug}: ${suggestion.change.field} "${suggestion.change.value}" (the guide: ${suggestion.change.guideValue}; ${place.url})`;
}

/** The report as the script prints it: what was queued, what was there already, what was left out and why. */
export function reportText(report: OsmImportReport, dryRun: boolean): string {
  const skipped = Object.entries(report.skipped)
    .filter(([, count]) => count > 0)
    .map(([reason, count]) => `${count} with ${reason === "not a kind the guide lists" ? "another kind" : reason}`);
  const lines = [
    `OpenStreetMap, read on ${report.readOn}: ${report.elements} elements${skipped.length ? ` (left out: ${skipped.join(", ")})` : ""}.`,
    ...(dryRun
      ? [
          `Dry run: nothing was queued. ${report.suggestions.length} suggestion(s):`,
          ...report.suggestions.map(describeSuggestion),
        ]
      : [
          `Queued at the desk: ${report.added.length}; already in the queue from an earlier run: ${report.alreadyQueued.length}.`,
          ...report.added.map(describeSuggestion),
        ]),
    ...(report.notes.length ? ["Not suggested:", ...report.notes] : []),
  ];
  return lines.join("\n");
}
