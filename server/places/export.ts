/**
 * decision 050: the guide as files. The build writes the database's current guide into its release's content
 * folder (the pre-render reads it like `content/places/`), and `npm run content:export` writes it back to
 * `content/places/*.json`, so a full build stays reproducible from git. Hosted photos (decision 039) go with it.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import type { Place } from "../../core/places/place-schema";
import type { Database } from "../db/schema";
import { extensionOf, photoFormats } from "../photos/images";
import type { PhotoStorage } from "../photos/storage";
import { photoKey } from "../photos/uploads";
import { contentFileOf } from "./record";
import { loadPlaces } from "./store";
import type { CityEvent } from "../../core/events/event-schema.server";
import { newestPublished, publishedHistory } from "../store/published-versions";
import { publishedReviews, reviewTallyRows } from "../store/review-publishing";

/** How many places the guide holds (0: a fresh database, nothing to export). */
export async function placeCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("place")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The last publisher run that went live (0 when none did since the seed). */
export async function lastLiveSeq(db: Kysely<Database>): Promise<number> {
  return (await lastLiveRun(db)).seq;
}

/** The last publisher run that went live: its number (0 when none did since the seed) and id (a release keeps both). */
export async function lastLiveRun(db: Kysely<Database>): Promise<{ seq: number; id?: string }> {
  const row = await db
    .selectFrom("publish")
    .select(["seq", "id"])
    .where("state", "=", "live")
    .where("seq", "is not", null)
    .orderBy("seq", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? { seq: Number(row.seq), id: row.id } : { seq: 0 };
}

/** The places as content files: one JSON array per type's file (`restaurants.json`...), in the guide's order. */
export function contentFilesOf(places: readonly Place[]): Map<string, Place[]> {
  const files = new Map<string, Place[]>();
  for (const place of places) {
    const file = contentFileOf[place.type];
    files.set(file, [...(files.get(file) ?? []), place]);
  }
  return files;
}

/**
 * Writes the guide's places into `dir` as content files, and with `history` (the build's export) their public history
 * as `_history.json` (place id -> versions, newest first), the published visitors' reviews as `_reviews.json` (place
 * id -> reviews, newest first) and the rows of their monthly tally as `_review-tally.json` (core/reviews/tally.ts
 * TallyRow[]). `npm run content:export` writes neither reviews nor history into git. Returns the places written.
 */
export async function exportGuide(
  db: Kysely<Database>,
  dir: string,
  { history = false }: { history?: boolean } = {},
): Promise<Place[]> {
  const places = await loadPlaces(db);
  mkdirSync(dir, { recursive: true });
  for (const [file, records] of contentFilesOf(places))
    writeFileSync(path.join(dir, file), `${JSON.stringify(records, null, 2)}\n`);
  if (history) {
    const versions = await publishedHistory(db, "place");
    writeFileSync(path.join(dir, "_history.json"), JSON.stringify(Object.fromEntries(versions)));
    // decision 054: the published visitors' reviews and the tally's rows, so a full build shows what the publisher does.
    const reviews = await publishedReviews(db);
    writeFileSync(path.join(dir, "_reviews.json"), JSON.stringify(Object.fromEntries(reviews)));
    writeFileSync(path.join(dir, "_review-tally.json"), JSON.stringify(await reviewTallyRows(db)));
  }
  return places;
}

/**
 * Decision 083: writes the guide's events as published into `dir` (the build's events folder, read as
 * `GUIDE_EVENTS_DIR`): `events.json` (the records, each checked again by the event schema when the build reads it)
 * and `_history.json` (event slug -> public versions, newest first). Returns how many events it wrote.
 */
export async function exportEvents(db: Kysely<Database>, dir: string): Promise<number> {
  const events = await newestPublished<CityEvent>(db, "event");
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "events.json"), `${JSON.stringify(events, null, 2)}\n`);
  writeFileSync(
    path.join(dir, "_history.json"),
    JSON.stringify(Object.fromEntries(await publishedHistory(db, "event"))),
  );
  return events.length;
}

/** A hosted photo's files as the site serves them: `/photos/<slug>/<id>-<width>.<ext>` for each width and format. */
export function hostedPhotoFiles(places: readonly Place[]): { key: string; file: string }[] {
  const files: { key: string; file: string }[] = [];
  for (const place of places)
    for (const photo of [place.image, ...place.images])
      if (photo && "src" in photo) {
        const id = photo.src.split("/").at(-1)!;
        for (const width of photo.widths)
          for (const format of photoFormats)
            files.push({
              key: photoKey(id, width, format),
              file: `${photo.src.slice(1)}-${width}.${extensionOf[format]}`,
            });
      }
  return files;
}

/**
 * Copies the hosted photos of `places` from the uploads into `dir` (a release's client folder, or `public/`),
 * skipping files already there. @throws naming the file when an upload is missing.
 */
export async function copyHostedPhotos(places: readonly Place[], storage: PhotoStorage, dir: string): Promise<number> {
  let copied = 0;
  for (const { key, file } of hostedPhotoFiles(places)) {
    const target = path.join(dir, file);
    if (existsSync(target)) continue;
    const bytes = await storage.get(key);
    if (!bytes) throw new Error(`photo file ${key} (for /${file}) is missing from the uploads`);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, bytes);
    copied += 1;
  }
  return copied;
}
