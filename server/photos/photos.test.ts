import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import { placeSchema } from "../../core/places/place-schema";
import type { Database } from "../db/schema";
import { upsertEditor } from "../desk/accounts";
import { copyHostedPhotos } from "../places/export";
import { findPlaceBySlug, seedPlaces } from "../places/store";
import { readPlaces } from "../../core/places/guide.server";
import { createApp } from "../app";
import { storeUpload } from "./uploads";
import { prune } from "../store/retention";
import { engines } from "../../tooling/test/engines";
import { fixturePlacesDir, validListing } from "../../tooling/test/fixtures";
import { phoneJpeg } from "../../tooling/test/photos";
import { preparePhoto } from "./images";
import { PhotoWork } from "./work";
import { databaseStorage, fileStorage, type PhotoStorage } from "./storage";

/** A real HEIC (HEVC) photo with EXIF and GPS: tooling/test/photo-fixtures/README.md says how it was made. */
const heicFixture = "tooling/test/photo-fixtures/upright-portrait.heic";
/** A fictional place of the fixture content (tests/fixture-content/places/attractions.json), with no image yet. */
const fixturePlace = "fixture-museum-1";
const origin = "http://localhost";
const password = "a long enough password";

describe.each(engines())(
  "photos people send, on $engine (decision 039)",
  ({ open }) => {
    let db: Kysely<Database>;
    let dataDir: string;
    let storage: PhotoStorage;
    let clock: Date;
    let app: ReturnType<typeof createApp>;
    let work: PhotoWork;

    beforeEach(async () => {
      ({ db, dataDir } = await open());
      storage = fileStorage(path.join(dataDir, "uploads"));
      work = new PhotoWork(db, storage);
      clock = new Date("2026-11-24T15:00:00Z");
      app = createApp({
        db,
        secret: "test-secret",
        trustProxy: 1,
        submissionsPerHour: 50,
        uploadsPerHour: 4,
        isPlaceSlug: (slug) => slug === "cosi" || slug === fixturePlace,
        photos: storage,
        photoWork: work,
        now: () => clock,
      });
      await upsertEditor(db, { email: "ed@example.com", password, role: "editor" });
    });
    afterEach(async () => {
      await work.idle();
      await db.destroy();
    });

    /** Uploads a photo; with `prepared` (the default) waits for its widths, made in the background (decision 049). */
    const upload = async (
      bytes: Uint8Array,
      { name = "photo.jpg", type = "image/jpeg", client = "198.51.100.7", headers = {} } = {},
    ) => {
      const form = new FormData();
      form.append("photo", new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
      const answer = await app.request("/api/uploads", {
        method: "POST",
        body: form,
        headers: { Accept: "application/json", "X-Forwarded-For": client, ...headers },
      });
      await work.idle();
      return answer;
    };
    /**
     * Uploads a photo that must be taken; by default one the guide keeps in two widths (1080 x 720 turned upright
     * by its EXIF: 480 and 720 px), a fifth of the pixels to encode of the four widths of an 1800 x 1200 one (this
     * file's tests took 44.5 s with that one, 28.6 s with this).
     */
    const uploadOk = async (bytes?: Buffer) => {
      const answer = await upload(bytes ?? (await phoneJpeg(1080, 720)));
      expect(answer.status).toBe(201);
      return (await answer.json()) as { id: string; width: number; height: number };
    };
    const listing = (fields: Record<string, string>) =>
      app.request("/api/listings", {
        method: "POST",
        body: JSON.stringify({ ...validListing, ...fields }),
        headers: { "Content-Type": "application/json", Accept: "application/json", "X-Forwarded-For": "198.51.100.7" },
      });
    const signIn = async () => {
      const response = await app.request("/admin/login", {
        method: "POST",
        headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: "ed@example.com", password }).toString(),
      });
      return { Cookie: response.headers.get("set-cookie")!.split(";")[0]! };
    };
    const deskPost = async (url: string, fields: Record<string, string>) =>
      app.request(url, {
        method: "POST",
        headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded", ...(await signIn()) },
        body: new URLSearchParams(fields).toString(),
      });

    it("takes a photo, answers its id and size, and keeps its widths and formats under DATA_DIR/uploads", async () => {
      const { id, width, height } = await uploadOk(await phoneJpeg(1800, 1200));
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      // Orientation 6 turns the 1800 x 1200 pixels upright: 1200 wide, 1800 high; made up to its own width.
      expect([width, height]).toEqual([1200, 1800]);
      expect(readdirSync(path.join(dataDir, "uploads", id)).sort()).toEqual(
        ["480", "720", "1080", "1200"].flatMap((w) => ["avif", "jpg", "webp"].map((ext) => `${w}.${ext}`)).sort(),
      );
      const row = await db.selectFrom("photo").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        submission_id: null,
        status: "pending",
        width: 1200,
        height: 1800,
        widths: "[480,720,1080,1200]",
      });
    });

    it("refuses a file that is not an image by its bytes, whatever its name, and stores nothing", async () => {
      const answer = await upload(new TextEncoder().encode("%PDF-1.7 not a photo"), { name: "holiday.jpg" });
      expect(answer.status).toBe(422);
      expect(await answer.json()).toEqual({
        error: "This file is not a photo: send a JPEG, PNG, WebP or HEIC image. Nothing was saved.",
      });
      expect(await db.selectFrom("photo").selectAll().execute()).toEqual([]);
      expect(existsSync(path.join(dataDir, "uploads"))).toBe(false);
    });

    it("takes a phone's real HEIC: turned upright once by its irot, made in every width and format, without its EXIF or GPS", async () => {
      // tooling/test/photo-fixtures/README.md: HEVC pixels stored 2240 x 1680 as the sensor saw them, an irot of a
      // quarter turn clockwise and, beside it, EXIF orientation 6, the camera and a GPS position.
      const heic = readFileSync(heicFixture);
      expect(heic.includes(Buffer.from("FixtureCam"))).toBe(true);
      const answer = await upload(heic, { name: "IMG_0412.HEIC", type: "image/heic" });
      expect(answer.status).toBe(201);
      const { id, width, height } = (await answer.json()) as { id: string; width: number; height: number };
      // Upright it is 1680 x 2240 (portrait): 1600 is the largest width made. Turned twice (irot and EXIF
      // both applied) or not at all, it would be landscape.
      expect([width, height]).toEqual([1600, 2133]);
      expect(readdirSync(path.join(dataDir, "uploads", id)).sort()).toEqual(
        ["480", "720", "1080", "1600"].flatMap((w) => ["avif", "jpg", "webp"].map((ext) => `${w}.${ext}`)).sort(),
      );
      expect(await db.selectFrom("photo").selectAll().where("id", "=", id).executeTakeFirstOrThrow()).toMatchObject({
        width: 1600,
        height: 2133,
        widths: "[480,720,1080,1600]",
      });
      for (const [w, h] of [
        [480, 640],
        [720, 960],
        [1080, 1440],
        [1600, 2133],
      ] as const) {
        for (const [ext, format] of [
          ["avif", "heif"],
          ["webp", "webp"],
          ["jpg", "jpeg"],
        ] as const) {
          const bytes = readFileSync(path.join(dataDir, "uploads", id, `${w}.${ext}`));
          const meta = await sharp(bytes).metadata();
          expect([meta.format, meta.width, meta.height], `${w}.${ext}`).toEqual([format, w, h]);
          expect(meta.exif, `${w}.${ext}`).toBeUndefined();
          expect(meta.xmp, `${w}.${ext}`).toBeUndefined();
          expect(meta.orientation, `${w}.${ext}`).toBeUndefined();
          for (const trace of ["FixtureCam", "Fixture Phone", "Exif\0\0"])
            expect(bytes.includes(Buffer.from(trace, "latin1")), `${trace} in ${w}.${ext}`).toBe(false);
        }
      }
      // What it shows stands the right way up: red and green above, blue and near white below.
      const { data, info } = await sharp(readFileSync(path.join(dataDir, "uploads", id, "480.jpg")))
        .raw()
        .toBuffer({ resolveWithObject: true });
      const colourAt = (x: number, y: number) => {
        const at = (Math.round(y * info.height) * info.width + Math.round(x * info.width)) * info.channels;
        const [r, g, b] = [data[at]!, data[at + 1]!, data[at + 2]!];
        return r > 180 && g > 180 && b > 180 ? "white" : r > g && r > b ? "red" : g > b ? "green" : "blue";
      };
      expect([colourAt(0.25, 0.25), colourAt(0.75, 0.25), colourAt(0.25, 0.75), colourAt(0.75, 0.75)]).toEqual([
        "red",
        "green",
        "blue",
        "white",
      ]);
    });

    it("refuses a .heic that is no image, or a HEIC cut short, with the endpoint's sentence; a JPEG named .heic is read as a JPEG", async () => {
      const text = await upload(new TextEncoder().encode("Notes from the trip, not a photo"), {
        name: "IMG_0413.heic",
        type: "image/heic",
      });
      expect(text.status).toBe(422);
      expect(await text.json()).toEqual({
        error: "This file is not a photo: send a JPEG, PNG, WebP or HEIC image. Nothing was saved.",
      });
      const cut = await upload(readFileSync(heicFixture).subarray(0, 1200), {
        name: "IMG_0414.heic",
        type: "image/heic",
      });
      expect(cut.status).toBe(422);
      expect(await cut.json()).toEqual({
        error: "This HEIC photo could not be read. Please send it as a JPEG instead. Nothing was saved.",
      });
      expect(await db.selectFrom("photo").selectAll().execute()).toEqual([]);
      expect(existsSync(path.join(dataDir, "uploads"))).toBe(false);

      // The bytes decide: a phone's JPEG (EXIF orientation 6) named .heic is taken, turned upright by its EXIF as a JPEG is.
      const renamed = await upload(await phoneJpeg(1800, 1200), { name: "IMG_0415.heic", type: "image/heic" });
      expect(renamed.status).toBe(201);
      const { id, width, height } = (await renamed.json()) as { id: string; width: number; height: number };
      expect([width, height]).toEqual([1200, 1800]);
      const stored = await sharp(readFileSync(path.join(dataDir, "uploads", id, "1200.jpg"))).metadata();
      expect([stored.format, stored.width, stored.height, stored.exif]).toEqual(["jpeg", 1200, 1800, undefined]);
    });

    it("has its own body limit, its own limit per client, and the forms' same-site rule", async () => {
      const big = await upload(new Uint8Array(10 * 1024 * 1024 + 100 * 1024));
      expect(big.status).toBe(413);
      const foreign = await upload(await phoneJpeg(600, 400), { headers: { Origin: "https://evil.example" } });
      expect(foreign.status).toBe(403);
      for (let i = 0; i < 4; i += 1) expect((await upload(await phoneJpeg(600, 400))).status).toBe(201);
      const fifth = await upload(await phoneJpeg(600, 400));
      expect(fifth.status).toBe(429);
      expect(Number(fifth.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await upload(await phoneJpeg(600, 400), { client: "203.0.113.9" })).status).toBe(201);
    });

    it("a listing names its photos with a credit and the grant (the browser's messages), and they are attached", async () => {
      const { id } = await uploadOk();
      const missing = await listing({ photoIds: id });
      expect(missing.status).toBe(422);
      expect(((await missing.json()) as { errors: Record<string, string> }).errors).toEqual({
        photoCredit: "Give the name to credit with your photos (2 to 100 characters)",
        photoGrant: "Please confirm you may license your photos to the guide",
      });
      const unknown = await listing({ photoIds: "A".repeat(22), photoCredit: "Ann Lee", photoGrant: "yes" });
      expect(unknown.status).toBe(422);
      expect(await db.selectFrom("submission").selectAll().execute()).toEqual([]);
      const saved = await listing({ photoIds: id, photoCredit: "Ann Lee", photoGrant: "yes" });
      expect(saved.status).toBe(201);
      const submission = await db.selectFrom("submission").selectAll().executeTakeFirstOrThrow();
      expect(JSON.parse(submission.payload)).not.toHaveProperty("photoIds");
      expect(await db.selectFrom("photo").selectAll().executeTakeFirstOrThrow()).toMatchObject({
        submission_id: submission.id,
        credit: "Ann Lee",
        granted_at: clock.toISOString(),
      });
      // An upload is sent once.
      expect((await listing({ photoIds: id, photoCredit: "Ann Lee", photoGrant: "yes" })).status).toBe(422);
    });

    it("the desk shows each photo behind the session, approves one with what it shows, declines another; the place gets only the approved one", async () => {
      const first = await uploadOk();
      const second = await uploadOk();
      await listing({ photoIds: `${first.id} ${second.id}`, photoCredit: "Ann Lee", photoGrant: "yes" });
      const submission = await db.selectFrom("submission").selectAll().executeTakeFirstOrThrow();
      expect((await app.request(`/admin/photos/${first.id}.jpg`)).status).toBe(303);
      const cookie = await signIn();
      const page = await (await app.request(`/admin/submissions/${submission.id}`, { headers: cookie })).text();
      expect(page).toContain(`src="/admin/photos/${first.id}.jpg"`);
      expect(page.match(/Approve photo/g)).toHaveLength(2);
      const image = await app.request(`/admin/photos/${first.id}.jpg`, { headers: cookie });
      expect(image.status).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/jpeg");

      const noAlt = await deskPost(`/admin/photos/${first.id}`, { decision: "approve", alt: "" });
      expect(decodeURIComponent(noAlt.headers.get("location")!)).toContain("Say what the photo shows");
      await deskPost(`/admin/photos/${first.id}`, { decision: "approve", alt: "The dining room with its long bar" });
      await deskPost(`/admin/photos/${second.id}`, { decision: "decline" });
      const statuses = await db.selectFrom("photo").select(["id", "status", "alt"]).orderBy("created_at").execute();
      expect(statuses).toEqual([
        { id: first.id, status: "approved", alt: "The dining room with its long bar" },
        { id: second.id, status: "declined", alt: null },
      ]);

      await deskPost(`/admin/submissions/${submission.id}`, { to: "in_review" });
      await deskPost(`/admin/submissions/${submission.id}`, {
        to: "approved",
        type: "restaurant",
        rating: "4.2",
        hours: "",
      });
      // decision 050: the approval is the place's first version, with the approved photo; its files go where the
      // site is built (content:export and the build copy them from the uploads).
      const publicDir = mkdtempSync(path.join(inject("testTmp"), "dc-public-"));
      const record = (await findPlaceBySlug(db, "test-cafe")) as unknown as Record<string, unknown>;
      await copyHostedPhotos([record as never], storage, publicDir);
      expect(record.image).toEqual({
        src: `/photos/test-cafe/${first.id}`,
        widths: [480, 720],
        width: 720,
        height: 1080,
        alt: "The dining room with its long bar",
        credit: "Ann Lee",
        license: "CC BY 4.0",
        source: "Submitted to Discover Columbus",
        date: "2026-11-24",
      });
      expect(record.images).toEqual([]);
      expect(placeSchema.safeParse(record).success).toBe(true);
      expect(readdirSync(path.join(publicDir, "photos", "test-cafe")).sort()).toEqual(
        ["480", "720"].flatMap((w) => ["avif", "jpg", "webp"].map((ext) => `${first.id}-${w}.${ext}`)).sort(),
      );
    });

    it("photos sent with a place's correction reach the desk as photos of that place, are decided each on its own, and the approved ones join its record", async () => {
      await seedPlaces(db, readPlaces(fixturePlacesDir));
      const [front, hall, blurry] = [await uploadOk(), await uploadOk(), await uploadOk()];
      const correction = {
        name: "A Regular",
        email: "regular@example.com",
        message: "Correction for Fixture Museum 1: here are photos of the front and the hall.",
        place: fixturePlace,
      };
      const photoFields = { photoIds: `${front.id} ${hall.id} ${blurry.id}`, photoCredit: "Sam Visitor" };
      const message = (fields: Record<string, string>) =>
        app.request("/api/messages", {
          method: "POST",
          body: JSON.stringify(fields),
          headers: {
            "Content-Type": "application/json",
            Accept: "application/json",
            "X-Forwarded-For": "198.51.100.7",
          },
        });
      // Without the grant nothing is kept; with it, the correction and its photos are.
      const ungranted = await message({ ...correction, ...photoFields });
      expect(ungranted.status).toBe(422);
      expect(((await ungranted.json()) as { errors: Record<string, string> }).errors).toEqual({
        photoGrant: "Please confirm you may license your photos to the guide",
      });
      expect(await db.selectFrom("submission").selectAll().execute()).toEqual([]);
      const sent = await message({ ...correction, ...photoFields, photoGrant: "yes" });
      expect(sent.status).toBe(201);
      const submission = await db.selectFrom("submission").selectAll().executeTakeFirstOrThrow();
      expect(submission).toMatchObject({ kind: "correction", place_slug: fixturePlace, status: "received" });
      expect(
        await db
          .selectFrom("photo")
          .select(["id", "submission_id", "credit", "granted_at", "status"])
          .orderBy("created_at")
          .orderBy("id")
          .execute(),
      ).toEqual(
        [front, hall, blurry]
          .map(({ id }) => ({
            id,
            submission_id: submission.id,
            credit: "Sam Visitor",
            granted_at: clock.toISOString(),
            status: "pending",
          }))
          .sort((a, b) => (a.id < b.id ? -1 : 1)),
      );

      // At the desk: the correction under its place in the inbox, its page about the place with each photo.
      const cookie = await signIn();
      const inbox = await (await app.request("/admin", { headers: cookie })).text();
      expect(inbox).toContain(`Corrections of <a href="/place/${fixturePlace}"`);
      const page = await (await app.request(`/admin/submissions/${submission.id}`, { headers: cookie })).text();
      expect(page).toContain(`about <a href="/place/${fixturePlace}"`);
      for (const { id } of [front, hall, blurry]) expect(page).toContain(`src="/admin/photos/${id}.jpg"`);
      expect(page.match(/Approve photo/g)).toHaveLength(3);
      expect(page).toContain("Only its photos (each approved above)");

      // Each photo on its own: two approved with what they show, one declined; the correction is untouched.
      await deskPost(`/admin/photos/${front.id}`, { decision: "approve", alt: "The museum's front steps" });
      await deskPost(`/admin/photos/${blurry.id}`, { decision: "decline" });
      await deskPost(`/admin/photos/${hall.id}`, { decision: "approve", alt: "The main hall with its skylight" });
      const decided = await db.selectFrom("photo").select(["id", "status", "alt", "decided_by"]).execute();
      expect(Object.fromEntries(decided.map(({ id, ...rest }) => [id, rest]))).toEqual({
        [front.id]: { status: "approved", alt: "The museum's front steps", decided_by: "ed@example.com" },
        [hall.id]: { status: "approved", alt: "The main hall with its skylight", decided_by: "ed@example.com" },
        [blurry.id]: { status: "declined", alt: null, decided_by: "ed@example.com" },
      });
      expect((await db.selectFrom("submission").select("status").executeTakeFirstOrThrow()).status).toBe("received");
      const decidedPage = await (await app.request(`/admin/submissions/${submission.id}`, { headers: cookie })).text();
      expect(decidedPage.match(/data-photo-status="approved"/g)).toHaveLength(2);
      expect(decidedPage.match(/data-photo-status="declined"/g)).toHaveLength(1);

      // Accepted for its photos only: the place's new version has them (decision 050).
      await deskPost(`/admin/submissions/${submission.id}`, { to: "accepted", field: "photos", value: "" });
      expect((await db.selectFrom("submission").select("status").executeTakeFirstOrThrow()).status).toBe("accepted");
      const publicDir = mkdtempSync(path.join(inject("testTmp"), "dc-public-"));
      const before = readPlaces(fixturePlacesDir).find((place) => place.slug === fixturePlace) as unknown as Record<
        string,
        unknown
      >;
      const record = (await findPlaceBySlug(db, fixturePlace)) as unknown as Record<string, unknown>;
      await copyHostedPhotos([record as never], storage, publicDir);
      const hosted = (photo: { id: string }, alt: string) => ({
        src: `/photos/${fixturePlace}/${photo.id}`,
        widths: [480, 720],
        width: 720,
        height: 1080,
        alt,
        credit: "Sam Visitor",
        license: "CC BY 4.0",
        source: "Submitted to Discover Columbus",
        date: "2026-11-24",
      });
      // The first approved photo becomes the place's image (it had none), the other joins its images.
      const [first, second] = [front, hall].sort((a, b) => (a.id < b.id ? -1 : 1)); // uploaded in the same instant
      const altOf = (photo: { id: string }) =>
        photo.id === front.id ? "The museum's front steps" : "The main hall with its skylight";
      expect(record.image).toEqual(hosted(first!, altOf(first!)));
      expect(record.images).toEqual([hosted(second!, altOf(second!))]);
      expect(record.sources).toEqual([
        ...(before.sources as object[]),
        {
          publisher: "A visitor's correction",
          title: "Submitted to Discover Columbus (photos), checked by an editor",
          date: "2026-11-24",
        },
      ]);
      expect(record.checkedOn).toBe("2026-11-24");
      // Nothing else of the place changes.
      const rest = (place: Record<string, unknown>) => {
        const { image: _image, images: _images, sources: _sources, checkedOn: _checkedOn, ...others } = place;
        return others;
      };
      expect(rest(record)).toEqual(rest(before));
      expect(placeSchema.safeParse(record).success).toBe(true);
      const files = readdirSync(path.join(publicDir, "photos", fixturePlace)).sort();
      expect(files).toEqual(
        [front.id, hall.id]
          .flatMap((id) =>
            ["480", "720"].flatMap((w) => ["avif", "jpg", "webp"].map((ext) => `${w}.${ext}`)).map((f) => `${id}-${f}`),
          )
          .sort(),
      );
      expect(files.some((file) => file.startsWith(blurry.id))).toBe(false);
      expect(
        await db.selectFrom("place_version").select(["kind", "submission_id"]).where("kind", "!=", "seed").execute(),
      ).toEqual([{ kind: "photo", submission_id: submission.id }]);
    });

    it("the prune deletes an upload never sent after a day, a declined photo after 30 days, and files without a row", async () => {
      const unsent = await uploadOk();
      const sent = await uploadOk();
      await listing({ photoIds: sent.id, photoCredit: "Ann Lee", photoGrant: "yes" });
      await deskPost(`/admin/photos/${sent.id}`, { decision: "decline" });
      const day = 24 * 60 * 60_000;
      let report = await prune(db, new Date(clock.getTime() + day + 60_000), undefined, storage);
      expect([report.photos, report.photoFiles]).toEqual([1, 1]);
      expect(await storage.listPhotos()).toEqual([sent.id]);
      expect(unsent.id).not.toBe(sent.id);
      report = await prune(db, new Date(clock.getTime() + 31 * day), undefined, storage);
      expect([report.photos, report.photoFiles]).toEqual([1, 1]);
      expect(await storage.listPhotos()).toEqual([]);
    });

    it("an upload whose master cannot be written leaves neither its row nor any file, and its file is written after its row", async () => {
      const photo = await preparePhoto(await phoneJpeg(1200, 800));
      const failing: PhotoStorage = {
        ...storage,
        async put() {
          // The row is committed before the file is written (the prune never sees a file without it).
          expect(await db.selectFrom("photo").select("id").execute()).toHaveLength(1);
          throw new Error("disk full");
        },
      };
      await expect(storeUpload(db, failing, photo, clock)).rejects.toThrow("disk full");
      expect(await db.selectFrom("photo").select("id").execute()).toEqual([]);
      expect(await storage.listPhotos()).toEqual([]);
    });

    it("answers once the photo is decoded and stored; the desk shows it as being prepared until its widths are made, and then the server that stopped meanwhile makes them at its start (decision 049)", async () => {
      const prepared = await storeUpload(db, storage, await preparePhoto(await phoneJpeg(1800, 1200)), clock);
      expect(readdirSync(path.join(dataDir, "uploads", prepared.id))).toEqual(["master.png"]);
      const listed = await listing({ photoIds: prepared.id, photoCredit: "Ann Lee", photoGrant: "yes" });
      expect(listed.status).toBe(201);
      const photo = await db.selectFrom("photo").selectAll().where("id", "=", prepared.id).executeTakeFirstOrThrow();
      const page = await (
        await app.request(`/admin/submissions/${photo.submission_id}`, { headers: await signIn() })
      ).text();
      expect(page).toContain("Still being prepared");
      const refused = await deskPost(`/admin/photos/${prepared.id}`, { decision: "approve", alt: "The front door" });
      expect(decodeURIComponent(refused.headers.get("location")!)).toContain("still being prepared");
      // A server starting finds it without its widths and makes them.
      expect(await work.resume()).toBe(1);
      await work.idle();
      expect(readdirSync(path.join(dataDir, "uploads", prepared.id)).sort()).toEqual(
        ["480", "720", "1080", "1200"].flatMap((w) => ["avif", "jpg", "webp"].map((ext) => `${w}.${ext}`)).sort(),
      );
      const ready = await (
        await app.request(`/admin/submissions/${photo.submission_id}`, { headers: await signIn() })
      ).text();
      expect(ready).not.toContain("Still being prepared");
      expect(ready).toContain(`/admin/photos/${prepared.id}.jpg`);
    });
  },
  // Encoding AVIF at three widths takes seconds of one core when the whole suite shares the machine.
  60_000,
);

describe("the photo storage on the filesystem (decision 039)", () => {
  it("puts, gets, lists and deletes a photo's files, and reads nothing outside its folder", async () => {
    const dir = mkdtempSync(path.join(inject("testTmp"), "dc-uploads-"));
    const storage = fileStorage(dir);
    const id = "abcdefghijklmnopqrstuv";
    await storage.put(`${id}/480.jpg`, new Uint8Array([1, 2, 3]));
    expect(await storage.get(`${id}/480.jpg`)).toEqual(Buffer.from([1, 2, 3]));
    expect(await storage.get(`${id}/960.jpg`)).toBeNull();
    expect(await storage.get("../../etc/passwd")).toBeNull();
    await expect(storage.put("../x/480.jpg", new Uint8Array())).rejects.toThrow("Not a photo file key");
    expect(await storage.listPhotos()).toEqual([id]);
    await storage.deletePhoto(id);
    expect(await storage.listPhotos()).toEqual([]);
  });
});

describe.each(engines())("the photo storage in the database, on $engine (decision 078)", ({ open }) => {
  it("puts, replaces, gets, lists and deletes a photo's files, read by another storage of the same database", async () => {
    const { db } = await open();
    try {
      const one = databaseStorage(db);
      const two = databaseStorage(db);
      const id = "abcdefghijklmnopqrstuv";
      const bytes = new Uint8Array(256 * 1024).map((_, index) => (index * 7) % 256);
      await one.put(`${id}/480.avif`, bytes);
      await one.put(`${id}/master.png`, new Uint8Array([9]));
      expect(Buffer.from((await two.get(`${id}/480.avif`))!).equals(Buffer.from(bytes))).toBe(true);
      await one.put(`${id}/master.png`, new Uint8Array([1, 2, 3]));
      expect(await two.get(`${id}/master.png`)).toEqual(Buffer.from([1, 2, 3]));
      expect(await two.get(`${id}/960.jpg`)).toBeNull();
      expect(await two.get("../../etc/passwd")).toBeNull();
      await expect(one.put("../x/480.jpg", new Uint8Array())).rejects.toThrow("Not a photo file key");
      expect(await two.listPhotos()).toEqual([id]);
      await two.remove(`${id}/master.png`);
      expect(await one.get(`${id}/master.png`)).toBeNull();
      await two.deletePhoto(id);
      expect(await one.listPhotos()).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
