/**
 * Starts the server's part of `npm start` (decision 027): opens the database (SQLite in DATA_DIR, or
 * PostgreSQL at DATABASE_URL), migrates it, loads the guide's seed into an empty one (content/places, decision
 * 050), starts the outbox's delivery, the hourly pruning and the publisher, and returns a Node request handler
 * for the server's paths (server/static/request-rules.ts serverPrefixes).
 */
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { parse } from "parse5";
import { readPlaces } from "../core/places/guide.server";
import type { ServerConfig } from "./config";
import { openDatabase, type DatabaseTuning } from "./db/connect";
import { migrateToLatest } from "./db/migrations";
import { createApp } from "./app";
import { addFirstAdmin } from "./desk/first-admin";
import { Outbox } from "./store/outbox";
import { photoStorage } from "./photos/storage";
import { PhotoWork } from "./photos/work";
import { prune } from "./store/retention";
import { siteSecret } from "./store/settings";
import { hostedPhotoFiles } from "./places/export";
import { findPlaceBySlug, loadPlaces, seedPlaces } from "./places/store";
import { seedEvents } from "./events/store";
import { columbusDate } from "../core/hours/columbus-date";
import { readEvents } from "../core/events/events.server";
import { Publisher } from "./publish/publisher";
import { remindOwners } from "./owners/reminders";

export interface RunningServer {
  handle: (request: IncomingMessage, response: ServerResponse) => void;
  /** Stops the outbox's delivery (Outbox.stop: what it claimed goes back to pending), waiting at most `graceMs`. */
  stopDelivery: (graceMs?: number) => Promise<void>;
  /** Stops delivery and pruning, then closes the database. */
  close: () => Promise<void>;
  engine: "sqlite" | "postgres";
  /**
   * decision 078: on PostgreSQL, the bytes of `/photos/<slug>/<id>-<width>.<ext>` when the place with that slug names
   * that photo (approved at the desk) and the storage holds the file; else (and always on SQLite) null.
   */
  publishedPhoto: (pathname: string) => Promise<Uint8Array | null>;
}

/** The `<link rel="stylesheet">` targets of a built page (the site's CSS, for the server's pages). */
export function stylesheetsOf(htmlFile: string): string[] {
  const found: string[] = [];
  const visit = (node: { nodeName: string; attrs?: { name: string; value: string }[]; childNodes?: unknown[] }) => {
    if (node.nodeName === "link") {
      const attrs = Object.fromEntries((node.attrs ?? []).map((attr) => [attr.name, attr.value]));
      if (attrs.rel === "stylesheet" && attrs.href?.startsWith("/")) found.push(attrs.href);
    }
    for (const child of node.childNodes ?? []) visit(child as typeof node);
  };
  visit(parse(readFileSync(htmlFile, "utf8")) as unknown as Parameters<typeof visit>[0]);
  return found;
}

/**
 * The server's clock: the real one, or (tests, `CLOCK_AT`, decision 092) one that starts at `at` when the server
 * starts and runs on at the real pace.
 */
export function clockFrom(at: Date | undefined): () => Date {
  if (!at) return () => new Date();
  const offset = at.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}

/** Opens, migrates and starts everything; `clientDir` is build/client (for the stylesheet); `tuning`: tests' waits. */
export async function startServer(
  config: ServerConfig,
  clientDir: string,
  tuning: DatabaseTuning = {},
): Promise<RunningServer> {
  // decision 077: a live guide never asks owners on a made-up day.
  if (config.ownerRemindersAt && process.env.NODE_ENV === "production")
    throw new Error("OWNER_REMINDERS_AT is for tests: unset it in production");
  // decision 092: a live guide's day is the real one.
  if (config.clockAt && process.env.NODE_ENV === "production")
    throw new Error("CLOCK_AT is for tests: unset it in production");
  const clock = clockFrom(config.clockAt);
  const { db, engine } = await openDatabase({ ...config, ...tuning });
  await migrateToLatest(db as never);
  // The desk's first admin, when ADMIN_EMAIL names one who is not there yet (docs/server.md).
  if (config.firstAdmin && (await addFirstAdmin(db, config.firstAdmin)))
    console.log(`The desk's first admin, ${config.firstAdmin.email}, was added (ADMIN_EMAIL).`);
  const secret = await siteSecret(db);
  const outbox = new Outbox({
    db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    emlDir: path.join(config.dataDir, "outbox"),
    leaseMs: config.outboxLeaseSeconds * 1000,
  });
  const deliver = () => void outbox.deliverDue().catch((error: unknown) => console.error(`outbox: ${String(error)}`));
  outbox.start();
  deliver();
  const projectRoot = path.resolve(import.meta.dirname, "..");
  // decision 050: a fresh database starts from the seed, the guide the content files hold.
  const seeded = await seedPlaces(db, readPlaces(path.join(projectRoot, "content/places")));
  if (seeded) console.log(`guide: ${seeded} places loaded from content/places into the database`);
  // Decision 083: a database without events starts from the events' content files, checked by the event schema.
  const seededEvents = await seedEvents(
    db,
    readEvents(
      columbusDate(clock()),
      new Set((await loadPlaces(db)).map((place) => place.slug)),
      path.join(projectRoot, "content/events"),
    ),
  );
  if (seededEvents) console.log(`guide: ${seededEvents} events loaded from content/events into the database`);
  const publisher = new Publisher({
    db,
    engine,
    buildDir: path.dirname(clientDir),
    projectRoot,
    env: process.env,
    purge: config.purgeUrl ? purgeAt(config.purgeUrl, config.publicOrigin) : undefined,
    now: clock,
  });
  if (config.publishing) publisher.start();
  else console.log("guide: PUBLISHING=off, approvals are kept and not published by this server");
  // A mail just queued goes out within 100 ms, with the others queued meanwhile: one batch, not one round each.
  let soon: NodeJS.Timeout | null = null;
  const deliverSoon = () => {
    soon ??= setTimeout(() => {
      soon = null;
      deliver();
    }, 100);
  };
  const photos = photoStorage(engine, db, config.dataDir);
  const photoWork = new PhotoWork(db, photos);
  void photoWork.resume().catch((error: unknown) => console.error(`photos: ${String(error)}`));
  const app = createApp({
    db,
    photos,
    photoWork,
    secret,
    publicOrigin: config.publicOrigin,
    trustProxy: config.trustProxy,
    submissionsPerHour: config.submissionsPerHour,
    isPlaceSlug: async (slug) => (await findPlaceBySlug(db, slug))?.status === "open",
    stylesheets: stylesheetsOf(path.join(clientDir, "404.html")),
    onMailQueued: deliverSoon,
    now: clock,
    onGuideChanged: () => {
      if (config.publishing) publisher.wake();
    },
  });
  const pruneNow = () =>
    void prune(db, new Date(), path.join(config.dataDir, "outbox"), photos).catch((error: unknown) =>
      console.error(`prune: ${String(error)}`),
    );
  // decision 068: the "Are these still right?" mails, hourly with the pruning.
  const remindNow = () =>
    void remindOwners(db, {
      now: new Date(),
      // decision 077: a test server looks for them at a given instant (OWNER_REMINDERS_AT), never a live one.
      asOf: config.ownerRemindersAt,
      days: config.ownerReminderDays,
      origin: config.publicOrigin ?? `http://localhost:${process.env.PORT ?? 3000}`,
    })
      .then((sent) => {
        if (sent > 0) deliverSoon();
      })
      .catch((error: unknown) => console.error(`owners' reminders: ${String(error)}`));
  pruneNow();
  remindNow();
  const pruning = setInterval(() => {
    pruneNow();
    remindNow();
  }, 60 * 60_000);
  pruning.unref();
  let delivery: Promise<void> | null = null;
  const stopDelivery = (graceMs?: number) => (delivery ??= outbox.stop(graceMs));
  return {
    handle: getRequestListener(app.fetch),
    // decision 078: only files a place's record names as its hosted photo, read from the database's storage.
    async publishedPhoto(pathname: string) {
      if (engine !== "postgres") return null;
      const slug = pathname.split("/")[2] ?? "";
      const place = await findPlaceBySlug(db, slug);
      const file = place ? hostedPhotoFiles([place]).find((each) => `/${each.file}` === pathname) : undefined;
      return file ? photos.get(file.key) : null;
    },
    engine,
    stopDelivery,
    async close() {
      clearInterval(pruning);
      await publisher.stop();
      photoWork.stop();
      await stopDelivery();
      await db.destroy();
    },
  };
}

/**
 * Decision 050: tells a CDN in front which addresses a publish changed: a POST of `{ "urls": [absolute URLs] }` to
 * `PURGE_URL` (docs/deploy.md), tried three times with growing pauses.
 */
export function purgeAt(purgeUrl: string, publicOrigin: string | undefined) {
  return async (paths: readonly string[]) => {
    const urls = paths.map((each) => `${publicOrigin ?? ""}${each}`);
    for (let attempt = 1; ; attempt += 1) {
      try {
        const response = await fetch(purgeUrl, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ urls }),
        });
        if (response.ok) return;
        throw new Error(`${purgeUrl} answered ${response.status}`);
      } catch (error) {
        if (attempt >= 3) throw error;
        await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** attempt));
      }
    }
  };
}
