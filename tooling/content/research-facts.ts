/**
 * product §10.6: turns researched facts into the place records' `facts`, once, never a fact without its source.
 *
 * The research file (JSON, kept outside the repository) lists per place `{ slug, facts: { "diet:vegan": "yes", … },
 * sources: [{ url, title, publisher, readOn, supports: ["diet:vegan", …], quote, published?, ownSource? }] }`.
 * A fact is taken only when it is one of the guide's keys (`factKeys`) with a value the place schema accepts and
 * some source of the same entry names it in `supports`; of several, the place's own site first, then the latest
 * dated, then the first. Anything else is reported as skipped, with why.
 *
 * Usage: `npx tsx tooling/content/research-facts.ts <research.json> [content/places]` writes the facts into the
 * content files (a place's existing facts stay; a record that fails the place schema is not written).
 */
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { factKeys, placeFactsSchema, type FactKey, type PlaceFacts } from "../../core/places/place-facts";
import { placeSchema } from "../../core/places/place-schema";

/** One source of the research file. */
export interface ResearchSource {
  url: string;
  title: string;
  publisher: string;
  readOn: string;
  supports: readonly string[];
  published?: string | null;
  ownSource?: boolean;
}

/** One place of the research file. */
export interface ResearchEntry {
  slug: string;
  facts: Readonly<Record<string, string>>;
  sources: readonly ResearchSource[];
}

/** What was not converted, and why. */
export interface Skipped {
  slug: string;
  key: string;
  reason: string;
}

const datePattern = /^\d{4}(-\d{2}(-\d{2})?)?$/;

/** A source's date as the schema takes it (`YYYY`, `YYYY-MM`, `YYYY-MM-DD`), or undefined for "c. 2010 (undated)". */
function sourceDate(source: ResearchSource): string | undefined {
  return source.published && datePattern.test(source.published) ? source.published : undefined;
}

/** The publisher as a visitor reads it: research notes in brackets after the name are left out. */
function publisherName(publisher: string): string {
  return publisher.replace(/\s*\([^)]*\)\s*$/, "");
}

/** Own site first, then the latest dated, then the research file's order. */
function bestSource(sources: readonly ResearchSource[]): ResearchSource | undefined {
  return [...sources].sort((a, b) => {
    if (!!a.ownSource !== !!b.ownSource) return a.ownSource ? -1 : 1;
    return (sourceDate(b) ?? "").localeCompare(sourceDate(a) ?? "");
  })[0];
}

/**
 * The `facts` of one researched place: each of its facts that is a guide key, has a valid value and a source
 * that supports it (product §10.1), with that source and the day it was read; and what was skipped.
 */
export function factsFromResearch(entry: ResearchEntry): { facts: PlaceFacts; skipped: Skipped[] } {
  const facts: Record<string, unknown> = {};
  const skipped: Skipped[] = [];
  for (const [key, value] of Object.entries(entry.facts)) {
    if (!(factKeys as readonly string[]).includes(key)) {
      skipped.push({ slug: entry.slug, key, reason: "not one of the guide's facts" });
      continue;
    }
    const source = bestSource(entry.sources.filter((candidate) => candidate.supports.includes(key)));
    if (!source) {
      skipped.push({ slug: entry.slug, key, reason: "no source supports it" });
      continue;
    }
    const date = sourceDate(source);
    const candidate = {
      value,
      source: { publisher: publisherName(source.publisher), title: source.title, url: source.url, ...(date && { date }) },
      checkedOn: source.readOn,
    };
    const checked = placeFactsSchema.shape[key as FactKey].safeParse(candidate);
    if (!checked.success) {
      skipped.push({ slug: entry.slug, key, reason: checked.error.issues[0]?.message ?? "invalid" });
      continue;
    }
    facts[key] = checked.data;
  }
  // In the guide's order of keys, so the files read the same whatever the research file's order.
  const ordered = Object.fromEntries(factKeys.filter((key) => key in facts).map((key) => [key, facts[key]]));
  return { facts: ordered as PlaceFacts, skipped };
}

/** Writes the researched facts into the content files of `dir`; returns what was written and skipped. */
export function writeResearchFacts(entries: readonly ResearchEntry[], dir: string) {
  const bySlug = new Map(entries.map((entry) => [entry.slug, factsFromResearch(entry)]));
  const written: string[] = [];
  const skipped: Skipped[] = [...bySlug.values()].flatMap((result) => result.skipped);
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
    const records = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Record<string, unknown>[];
    let changed = false;
    for (const record of records) {
      const found = bySlug.get(record.slug as string);
      if (!found || Object.keys(found.facts).length === 0) continue;
      const next = { ...record, facts: { ...(record.facts as object | undefined), ...found.facts } };
      const checked = placeSchema.safeParse(next);
      if (!checked.success) {
        skipped.push({ slug: String(record.slug), key: "facts", reason: checked.error.issues[0]?.message ?? "" });
        continue;
      }
      Object.assign(record, { facts: next.facts });
      written.push(String(record.slug));
      changed = true;
    }
    if (changed) writeFileSync(path.join(dir, file), `${JSON.stringify(records, null, 2)}\n`);
  }
  return { written, skipped };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [researchFile, dir = "content/places"] = process.argv.slice(2);
  if (!researchFile) {
    console.error("usage: npx tsx tooling/content/research-facts.ts <research.json> [content/places]");
    process.exit(1);
  }
  const entries = JSON.parse(readFileSync(researchFile, "utf8")) as ResearchEntry[];
  const { written, skipped } = writeResearchFacts(entries, dir);
  console.log(`facts written for ${written.length} places: ${written.join(", ")}`);
  for (const { slug, key, reason } of skipped) console.log(`skipped ${slug} ${key}: ${reason}`);
}
