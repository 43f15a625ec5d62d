import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { placeSchema } from "../../app/features/places/place-schema";
import type { Database } from "../db/schema";
import { upsertEditor } from "../desk/editors";
import { importRequests } from "../desk/import";
import { createApp } from "../http/app";
import { saveUpload } from "../store/photos";
import { prune } from "../store/retention";
import { engines } from "../test/engines";
import { fixturePlacesDir, validListing } from "../test/fixtures";
import { phoneJpeg } from "../test/photos";
import { processPhoto } from "./images";
import { fileStorage, type PhotoStorage } from "./storage";

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

    beforeEach(async () => {
      ({ db, dataDir } = await open());
      storage = fileStorage(path.join(dataDir, "uploads"));
      clock = new Date("2026-11-24T15:00:00Z");
      app = createApp({
        db,
        secret: "test-secret",
        trustProxy: 1,
        submissionsPerHour: 50,
        uploadsPerHour: 4,
        isPlaceSlug: (slug) => slug === "cosi",
        photos: storage,
        now: () => clock,
      });
      await upsertEditor(db, { email: "ed@example.com", password, role: "editor" });
    });
    afterEach(async () => {
      await db.destroy();
    });

    const upload = async (bytes: Uint8Array, { name = "photo.jpg", client = "198.51.100.7", headers = {} } = {}) => {
      const form = new FormData();
      form.append("photo", new File([bytes as Uint8Array<ArrayBuffer>], name, { type: "image/jpeg" }));
      return app.request("/api/uploads", {
        method: "POST",
        body: form,
        headers: { Accept: "application/json", "X-Forwarded-For": client, ...headers },
      });
    };
    const uploadOk = async () => {
      const answer = await upload(await phoneJpeg(1800, 1200));
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
      const { id, width, height } = await uploadOk();
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      // Orientation 6 turns the 1800 x 1200 pixels upright: 1200 wide, 1800 high; 960 is the largest width made.
      expect([width, height]).toEqual([960, 1440]);
      expect(readdirSync(path.join(dataDir, "uploads", id)).sort()).toEqual([
        "480.avif",
        "480.jpg",
        "480.webp",
        "960.avif",
        "960.jpg",
        "960.webp",
      ]);
      const row = await db.selectFrom("photo").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        submission_id: null,
        status: "pending",
        width: 960,
        height: 1440,
        widths: "[480,960]",
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

    it("the desk shows each photo behind the session, approves one with what it shows, declines another; the import copies only the approved one", async () => {
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
      const contentDir = mkdtempSync(path.join(os.tmpdir(), "dc-content-"));
      const publicDir = mkdtempSync(path.join(os.tmpdir(), "dc-public-"));
      cpSync(fixturePlacesDir, contentDir, { recursive: true });
      const report = await importRequests(db, contentDir, clock, { storage, publicDir });
      expect(report.done).toEqual([expect.stringContaining("added test-cafe (restaurants.json)")]);
      const record = (
        JSON.parse(readFileSync(path.join(contentDir, "restaurants.json"), "utf8")) as { slug: string }[]
      ).find((place) => place.slug === "test-cafe") as Record<string, unknown>;
      expect(record.image).toEqual({
        src: `/photos/test-cafe/${first.id}`,
        widths: [480, 960],
        width: 960,
        height: 1440,
        alt: "The dining room with its long bar",
        credit: "Ann Lee",
        license: "CC BY 4.0",
        source: "Submitted to Discover Columbus",
        date: "2026-11-24",
      });
      expect(record.images).toEqual([]);
      expect(placeSchema.safeParse(record).success).toBe(true);
      expect(readdirSync(path.join(publicDir, "photos", "test-cafe")).sort()).toEqual(
        ["480.avif", "480.jpg", "480.webp", "960.avif", "960.jpg", "960.webp"].map((name) =>
          name.replace(/^/, `${first.id}-`),
        ),
      );
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

    it("an upload whose files cannot be written leaves neither its row nor any file, and its files are written after its row", async () => {
      const photo = await processPhoto(await phoneJpeg(1200, 800));
      let writes = 0;
      const failing: PhotoStorage = {
        ...storage,
        async put(key, bytes) {
          // The row is committed before the first file is written (the prune never sees files without it).
          expect(await db.selectFrom("photo").select("id").execute()).toHaveLength(1);
          if (++writes === 2) throw new Error("disk full");
          await storage.put(key, bytes);
        },
      };
      const limit = { name: "upload", max: 4, windowMinutes: 60 };
      await expect(saveUpload(db, failing, photo, { limit, client: "c", now: clock })).rejects.toThrow("disk full");
      expect(await db.selectFrom("photo").select("id").execute()).toEqual([]);
      expect(await storage.listPhotos()).toEqual([]);
    });
  },
  // Encoding AVIF at three widths takes seconds of one core when the whole suite shares the machine.
  30_000,
);

describe("the photo storage on the filesystem (decision 039)", () => {
  it("puts, gets, lists and deletes a photo's files, and reads nothing outside its folder", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "dc-uploads-"));
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
