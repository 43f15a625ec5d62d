// npm run content:report (product §10.5): per place, what is stale (checked over 12 months ago), unsourced,
// reused or missing, from content/places/*.json; exits 1 on a hard error (a record the place schema
// rejects, a duplicate id or slug, a file that is not JSON). The rules live in
// tooling/content/content-report.ts (unit-tested); this script reads the files and prints.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { contentReport, formatReport } from "./content-report";
import type { PlaceFile } from "../../core/places/load-places";

const root = path.resolve(import.meta.dirname, "../..");
const dir = path.join(root, "content/places");

const jsonErrors: string[] = [];
const files = readdirSync(dir)
  .filter((name) => name.endsWith(".json"))
  .sort()
  .flatMap((name): PlaceFile[] => {
    const file = path.join("content/places", name);
    try {
      return [{ file, data: JSON.parse(readFileSync(path.join(dir, name), "utf8")) as unknown }];
    } catch (error) {
      jsonErrors.push(`${file}: not valid JSON: ${(error as Error).message}`);
      return [];
    }
  });

// The day to measure staleness from: today, or CONTENT_REPORT_TODAY (YYYY-MM-DD) to see a report as of another day.
const today = process.env.CONTENT_REPORT_TODAY ?? new Date().toISOString().slice(0, 10);
const report = contentReport(files, today);
report.errors.unshift(...jsonErrors);
console.log(`Content report, ${today}\n`);
for (const line of formatReport(report)) console.log(line);
process.exitCode = report.errors.length > 0 ? 1 : 0;
