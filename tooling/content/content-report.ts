/**
 * product §10.5: the content report for whoever keeps the guide (`npm run content:report`). Pure rules
 * over the content files as read from disk; tooling/content/report.mjs reads the files, prints the
 * report and sets the exit code.
 *
 * Per place it lists what needs a look:
 * - stale: checked more than 12 months before today;
 * - unsourced: no source, or no source with a date (nothing says how current the facts are);
 * - reused: a photo URL that another place also uses;
 * - missing: no phone, no website, no address, no known hours, no photo (the illustration is shown).
 * A hard error (a record the schema rejects, a duplicate id or slug, a file that is not JSON) makes
 * the report fail.
 */
import { ContentError, validatePlaceFiles, type PlaceFile } from "../../core/places/load-places";
import { photoUrl } from "../../core/places/photo";
import { placeSchema, type Place } from "../../core/places/place-schema";

/** What the report says about one place. */
export interface PlaceReport {
  file: string;
  id: number;
  name: string;
  status: Place["status"];
  stale?: string;
  unsourced?: string;
  reused: string[];
  missing: string[];
}

/** The whole report: hard errors (the report fails) and a line of findings per place that has any. */
export interface ContentReport {
  errors: string[];
  places: PlaceReport[];
  /** How many records were read, valid or not. */
  total: number;
}

/** True when `checkedOn` (YYYY-MM-DD) is more than 12 months before `today` (YYYY-MM-DD). */
export function isStale(checkedOn: string, today: string): boolean {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const yearAgo = `${String(year - 1).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  return checkedOn < yearAgo;
}

/** Whole months between two ISO dates (for "checked 14 months ago"). */
function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = to.split("-").map(Number) as [number, number, number];
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
}

const photoUrls = (place: Place) => [...(place.image ? [place.image] : []), ...place.images].map(photoUrl);

/**
 * Builds the report of the given content files as of `today` (YYYY-MM-DD, the caller's clock).
 * Records that fail the schema are hard errors and are left out of the per-place findings.
 */
export function contentReport(files: readonly PlaceFile[], today: string): ContentReport {
  const errors: string[] = [];
  try {
    validatePlaceFiles([...files]);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    errors.push(...error.message.split("\n").slice(1));
  }

  const valid: { file: string; place: Place }[] = [];
  let total = 0;
  for (const { file, data } of files) {
    if (!Array.isArray(data)) continue;
    for (const record of data as unknown[]) {
      total += 1;
      const result = placeSchema.safeParse(record);
      if (result.success) valid.push({ file, place: result.data });
    }
  }

  const owners = new Map<string, string[]>();
  for (const { place } of valid) {
    for (const url of new Set(photoUrls(place))) owners.set(url, [...(owners.get(url) ?? []), place.name]);
  }

  const places = valid.flatMap(({ file, place }): PlaceReport[] => {
    const report: PlaceReport = { file, id: place.id, name: place.name, status: place.status, reused: [], missing: [] };
    if (isStale(place.checkedOn, today))
      report.stale = `checked ${place.checkedOn}, ${monthsBetween(place.checkedOn, today)} months ago`;
    if (place.sources.length === 0) report.unsourced = "no source";
    else if (!place.sources.some((source) => source.date)) report.unsourced = "no source has a date";
    for (const url of new Set(photoUrls(place))) {
      const others = (owners.get(url) ?? []).filter((name) => name !== place.name);
      if (others.length) report.reused.push(`${url} (also ${others.join(", ")})`);
    }
    // A closed place is not visited: what it lacks no longer matters.
    if (place.status === "open") {
      if (!place.phone) report.missing.push("phone");
      if (!place.website) report.missing.push("website");
      if (!place.address) report.missing.push("address");
      if (place.openingHours === undefined) report.missing.push("hours");
      if (!place.image) report.missing.push("photo (an illustration is shown)");
    }
    const findings = report.stale || report.unsourced || report.reused.length || report.missing.length;
    return findings ? [report] : [];
  });

  return { errors, places, total };
}

/** The report as text lines, one per place with findings, then a summary (what the script prints). */
export function formatReport(report: ContentReport): string[] {
  const lines = report.places.map((place) => {
    const parts = [
      place.stale && `stale: ${place.stale}`,
      place.unsourced && `unsourced: ${place.unsourced}`,
      place.reused.length > 0 && `reused image: ${place.reused.join("; ")}`,
      place.missing.length > 0 && `missing: ${place.missing.join(", ")}`,
    ].filter(Boolean);
    return `${place.file}: place ${place.id} "${place.name}"${place.status === "closed" ? " (closed)" : ""}: ${parts.join(" | ")}`;
  });
  const count = (test: (place: PlaceReport) => boolean) => report.places.filter(test).length;
  lines.push(
    "",
    `${report.total} places: ${count((p) => !!p.stale)} stale, ${count((p) => !!p.unsourced)} unsourced, ${count((p) => p.reused.length > 0)} with a reused image, ${count((p) => p.missing.length > 0)} missing something; ${report.errors.length} hard error${report.errors.length === 1 ? "" : "s"}`,
  );
  if (report.errors.length)
    lines.push("", "Hard errors (the build fails on these):", ...report.errors.map((error) => `  ${error}`));
  return lines;
}
