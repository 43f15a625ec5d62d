import { mkdtempSync } from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import { placeSchema } from "../../core/places/place-schema";
import type { Database } from "../db/schema";
import { fileStorage, type PhotoStorage } from "../photos/storage";
import { PhotoWork } from "../photos/work";
import { prune } from "../store/retention";
import { engines } from "../../tooling/test/engines";
import { phoneJpeg } from "../../tooling/test/photos";
import { museum, museumApp, pageText, TestClock, type ReviewApp } from "../../tooling/test/review-app";

/**
 * decision 091: an owner's photos go to the desk first, on both engines: uploaded with what they show, a credit and
 * the grant (the upload's rules), ordered and removed in a draft the page carries, sent as one held change; approved,
 * the place's photos are that order (a version of kind "owner"); declined, the uploads' rows and files are gone.
 */
describe.each(engines())("the owner's photos on $engine (decision 091)", ({ open }) => {
  let db: Kysely<Database>;
  const clock = new TestClock();
  let storage: PhotoStorage;
  let work: PhotoWork;
  let setup: ReviewApp & { db: Kysely<Database> };
  const base = `/owners/places/${museum}/photos`;

  beforeEach(async () => {
    jpeg ??= await phoneJpeg(900, 600, { orientation: 1 });
    storage = fileStorage(path.join(mkdtempSync(path.join(inject("testTmp"), "owner-photos-")), "uploads"));
    // The museum's website at a domain its owner's address proves (decision 068).
    setup = await museumApp(open, clock, { website: "https://www.museum.example.org/" }, (database) => {
      work = new PhotoWork(database, storage);
      return { photos: storage, photoWork: work };
    });
    db = setup.db;
  });
  afterEach(async () => {
    await work.idle();
    await db.destroy();
  });
  const read = pageText;
  const record = async () =>
    JSON.parse(
      (await db.selectFrom("place").select("record").where("slug", "=", museum).executeTakeFirstOrThrow()).record,
    ) as { image?: { src: string; credit: string; alt: string }; images: { src: string }[] };
  let jpeg: Buffer;
  const photoForm = (fields: Record<string, string>, bytes: Uint8Array | string = jpeg, name = "photo.jpg") => {
    const form = new FormData();
    form.append("photo", new File([bytes as Uint8Array<ArrayBuffer>], name, { type: "image/jpeg" }));
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    return form;
  };
  const good = { alt: "The front of the museum at dusk", photoCredit: "Jo Tester", photoGrant: "yes" };
  const draftOf = (location: string) => new URL(location, "http://localhost").searchParams.get("photos")!.split(" ");

  it("uploaded, ordered and sent: held for the desk, approved into the place's photos with credit; removed again", async () => {
    const owner = await setup.owner(museum, "jo@example.org");
    const page = await read(owner.get(base));
    expect(page).toContain("The photos in their order (0)");
    expect(page).toContain('enctype="multipart/form-data"');

    // The upload's rules: the credit and grant (the same schema as the forms'), then the file's own.
    const noGrant = await owner.multipart(`${base}/upload`, photoForm({ ...good, photoGrant: "" }));
    expect(noGrant.status).toBe(422);
    const refused = await read(noGrant);
    expect(refused).toContain("Please confirm you may license your photos to the guide");
    expect(refused).toContain('value="The front of the museum at dusk"');
    const text = await owner.multipart(`${base}/upload`, photoForm(good, "not a photo at all", "photo.jpg"));
    expect(text.status).toBe(422);
    expect(await read(text)).toContain("This file is not a photo");
    expect(await db.selectFrom("photo").select("id").execute()).toHaveLength(0);

    // Two photos, the second moved up: the draft the page carries.
    const first = await owner.multipart(`${base}/upload`, photoForm(good));
    expect(first.status).toBe(303);
    const second = await owner.multipart(
      `${base}/upload`,
      photoForm({
        ...good,
        alt: "The workshop's bench",
        photoCredit: "Sam Lee",
        photos: draftOf(first.headers.get("location")!).join(" "),
      }),
    );
    expect(second.status).toBe(303);
    const [a, b] = draftOf(second.headers.get("location")!) as [string, string];
    await work.idle();
    const moved = await owner.get(`${base}?photos=${a}+${b}&move=up:1`);
    expect(moved.status).toBe(303);
    expect(draftOf(moved.headers.get("location")!)).toEqual([b, a]);
    const draft = await read(owner.get(`${base}?photos=${b}+${a}&done=moved:1`));
    expect(draft).toContain("Photo moved: now 1 of 2.");
    expect(draft).toContain(`src="${base}/${b}.jpg"`);
    expect((await owner.get(`${base}/${b}.jpg`)).headers.get("content-type")).toBe("image/jpeg");

    // A place this manager does not manage: a 404, its photo under that slug too.
    expect((await owner.get(`/owners/places/fixture-garden-2/photos`)).status).toBe(404);
    expect((await owner.get(`/owners/places/fixture-garden-2/photos/${b}.jpg`)).status).toBe(404);
    expect((await owner(`/owners/places/fixture-garden-2/photos`, { photos: b })).status).toBe(404);

    // Sent: held, nothing live yet.
    const sent = await owner(base, { photos: `${b} ${a}` });
    expect(sent.status).toBe(303);
    expect((await record()).image).toBeUndefined();
    const feed = await read(setup.desk("/admin/owners"));
    expect(feed).toContain("Owners' requests waiting (1)");
    expect(feed).toContain("Photos, in their new order");
    expect(feed).toContain(`src="/admin/photos/${b}.jpg"`);
    expect(feed).toContain("Photo: Sam Lee");
    const id = /action="\/admin\/owners\/changes\/([\w-]+)"/.exec(feed)![1]!;
    expect((await setup.desk(`/admin/owners/changes/${id}`, { method: "POST", body: "decision=approve" })).status).toBe(
      303,
    );
    const live = await record();
    expect(live.image).toMatchObject({ src: `/photos/${museum}/${b}`, credit: "Sam Lee", alt: "The workshop's bench" });
    expect(live.images.map((photo) => photo.src)).toEqual([`/photos/${museum}/${a}`]);
    expect(placeSchema.safeParse(live).success).toBe(true);
    const version = await db
      .selectFrom("place_version")
      .innerJoin("place", "place.id", "place_version.place_id")
      .select(["place_version.kind"])
      .where("place.slug", "=", museum)
      .orderBy("place_version.version", "desc")
      .executeTakeFirstOrThrow();
    expect(version.kind).toBe("owner");
    // Removing the second: the draft without it, approved.
    expect((await owner(base, { photos: b })).status).toBe(303);
    const next = /action="\/admin\/owners\/changes\/([\w-]+)"/.exec(await read(setup.desk("/admin/owners")))![1]!;
    expect(
      (await setup.desk(`/admin/owners/changes/${next}`, { method: "POST", body: "decision=approve" })).status,
    ).toBe(303);
    expect((await record()).images).toEqual([]);
    expect((await record()).image?.src).toBe(`/photos/${museum}/${b}`);
    // Nothing differs: refused.
    const same = await owner(base, { photos: b });
    expect(same.status).toBe(422);
    expect(await read(same)).toContain("The photos are as the guide shows them: nothing was sent.");
    // Kept: an approved owner's photo is not an unsent upload.
    clock.advance(3 * 86_400_000);
    await prune(db, clock.now(), undefined, storage);
    expect(await db.selectFrom("photo").select("id").execute()).toHaveLength(2);
  });

  it("a declined change deletes its uploads' rows and files; an upload of another place is not taken", async () => {
    const owner = await setup.owner(museum, "jo@example.org");
    // A photo over the forms' 32 KB: the owner's upload has the upload's own body limit.
    const noisy = await sharp({
      create: {
        width: 400,
        height: 300,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(64 * 1024);
    const uploaded = await owner.multipart(`${base}/upload`, photoForm(good, noisy));
    expect(uploaded.status).toBe(303);
    const [id] = draftOf(uploaded.headers.get("location")!) as [string];
    await work.idle();
    expect(await storage.listPhotos()).toEqual([id]);
    // A forged key (an id of no upload of this place) names nothing.
    expect((await owner(base, { photos: `${id} AAAAAAAAAAAAAAAAAAAAAA` })).status).toBe(303);
    const feed = await read(setup.desk("/admin/owners"));
    const change = /action="\/admin\/owners\/changes\/([\w-]+)"/.exec(feed)![1]!;
    expect(feed).not.toContain("AAAAAAAAAAAAAAAAAAAAAA");
    // Sent once: a second send of the same upload is not a new photo.
    expect(await db.selectFrom("photo").select("owner_change_id").where("id", "=", id).executeTakeFirst()).toEqual({
      owner_change_id: change,
    });
    const declined = await setup.desk(`/admin/owners/changes/${change}`, {
      method: "POST",
      body: "decision=decline&reason=Not+a+photo+of+the+place",
    });
    expect(declined.status).toBe(303);
    expect(await db.selectFrom("photo").select("id").execute()).toHaveLength(0);
    expect(await storage.listPhotos()).toEqual([]);
    expect((await record()).image).toBeUndefined();
  });

  it("an editor amends what a new photo shows before approving; a bad amendment approves nothing (decision 098)", async () => {
    const owner = await setup.owner(museum, "jo@example.org");
    const uploaded = await owner.multipart(`${base}/upload`, photoForm({ ...good, alt: "IMG_2041" }));
    const [id] = draftOf(uploaded.headers.get("location")!) as [string];
    await work.idle();
    expect((await owner(base, { photos: id })).status).toBe(303);
    const feed = await read(setup.desk("/admin/owners"));
    const change = /action="\/admin\/owners\/changes\/([\w-]+)"/.exec(feed)![1]!;
    // The field sits in the decision's form, labelled, with what the owner wrote.
    const form = feed.slice(feed.indexOf(`action="/admin/owners/changes/${change}"`));
    expect(form.slice(0, form.indexOf("</form>"))).toContain(`name="alt-${id}" value="IMG_2041"`);
    expect(feed).toContain(
      `<label for="change-alt-${id}" class="block text-sm">Main photo (new, credit Jo Tester) shows`,
    );
    const decide = (fields: Record<string, string>) =>
      setup.desk(`/admin/owners/changes/${change}`, { method: "POST", body: new URLSearchParams(fields).toString() });
    const short = await decide({ decision: "approve", [`alt-${id}`]: "x" });
    expect(short.status).toBe(422);
    expect(await read(short)).toContain("Not approved: photo 1: Say what the photo shows (at least 3 characters)");
    expect((await record()).image).toBeUndefined();
    expect(await read(setup.desk("/admin/owners"))).toContain("Owners' requests waiting (1)");
    const amended = "The museum's front steps at dusk";
    expect((await decide({ decision: "approve", [`alt-${id}`]: `  ${amended} ` })).status).toBe(303);
    expect((await record()).image).toMatchObject({ src: `/photos/${museum}/${id}`, alt: amended, credit: "Jo Tester" });
  });

  it("one limit: a full draft takes no upload, a longer list is refused with the reason, never cut (decision 098)", async () => {
    const owner = await setup.owner(museum, "jo@example.org");
    /** Gives the museum `count` hosted photos straight in its record; resolves with their keys. */
    const photosOnPlace = async (count: number) => {
      const row = await db.selectFrom("place").select("record").where("slug", "=", museum).executeTakeFirstOrThrow();
      const keys = Array.from({ length: count }, (_, at) => `photo${String(at).padStart(2, "0")}`.padEnd(22, "x"));
      const [image, ...images] = keys.map((key, at) => ({
        src: `/photos/${museum}/${key}`,
        widths: [480],
        width: 480,
        height: 320,
        alt: `Room ${at + 1}`,
        credit: "Jo Tester",
        license: "CC BY 4.0",
        source: "Submitted to Discover Columbus",
        date: "2026-11-24",
      }));
      const place = { ...(JSON.parse(row.record) as object), image, images };
      expect(placeSchema.safeParse(place).success).toBe(true);
      await db
        .updateTable("place")
        .set({ record: JSON.stringify(place) })
        .where("slug", "=", museum)
        .execute();
      return keys;
    };
    const twelve = await photosOnPlace(12);
    // Twelve shown: the upload is refused before its file is kept, with the reason and the fields as typed.
    const full = await owner.multipart(`${base}/upload`, photoForm({ ...good, photos: twelve.join(" ") }));
    expect(full.status).toBe(422);
    const refused = await read(full);
    expect(refused).toContain("A place shows at most 12 photos: remove one before adding another.");
    expect(refused).toContain('value="The front of the museum at dusk"');
    expect(refused).toContain("The photos in their order (12)");
    expect(await db.selectFrom("photo").select("id").execute()).toHaveLength(0);
    // A list longer than the limit (a forged or stale address) is refused whole, on every route, never cut short.
    const thirteen = [...twelve, "AAAAAAAAAAAAAAAAAAAAAA"].join(" ");
    const tooMany = "A place shows at most 12 photos, and this list named 13: here are the guide's photos again.";
    const shown = await owner.get(`${base}?${new URLSearchParams({ photos: thirteen }).toString()}`);
    expect(shown.status).toBe(422);
    expect(await read(shown)).toContain(tooMany);
    const moved = await owner.get(`${base}?${new URLSearchParams({ photos: thirteen, move: "remove:12" }).toString()}`);
    expect(moved.status).toBe(422);
    const sent = await owner(base, { photos: thirteen });
    expect(sent.status).toBe(422);
    expect(await read(sent)).toContain(tooMany);
    const uploaded = await owner.multipart(`${base}/upload`, photoForm({ ...good, photos: thirteen }));
    expect(uploaded.status).toBe(422);
    expect(await read(uploaded)).toContain(tooMany);
    expect(await db.selectFrom("owner_change").select("id").execute()).toHaveLength(0);
    // A place that already shows more than the limit: its own photos fit a draft, so some can be removed.
    const fourteen = await photosOnPlace(14);
    const remove = await owner.get(`${base}?${new URLSearchParams({ photos: fourteen.join(" "), move: "remove:0" })}`);
    expect(remove.status).toBe(303);
    expect(draftOf(remove.headers.get("location")!)).toHaveLength(13);
    expect(await read(owner(base, { photos: fourteen.slice(1).join(" ") }))).toContain(
      "A place shows at most 12 photos: remove one first.",
    );
    expect((await owner(base, { photos: fourteen.slice(2).join(" ") })).status).toBe(303);
  });
});
