import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readPlaces } from "../../core/places/guide.server";
import type { Database } from "../db/schema";
import { createApp } from "../app";
import { importOsmAnswer } from "../../tooling/content/osm/import-osm";
import { recordedAnswer, recordedGuide } from "../../tooling/content/osm/recorded/recorded";
import { alertOf } from "../../tooling/test/desk";
import { engines } from "../../tooling/test/engines";
import { fixturePlacesDir } from "../../tooling/test/fixtures";
import { upsertEditor } from "./accounts";
import { findPlaceBySlug, loadPlaces, seedPlaces } from "../places/store";

const origin = "http://localhost";
const same = { Origin: origin, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded" };
const password = "a long enough password";

describe.each(engines())("suggestions from OpenStreetMap at the desk on $engine (product §17.5)", ({ open }) => {
  let db: Kysely<Database>;
  let app: ReturnType<typeof createApp>;
  let cookie: string;
  const clock = new Date("2026-11-24T15:00:00Z");

  beforeEach(async () => {
    ({ db } = await open());
    app = createApp({
      db,
      secret: "test-secret",
      trustProxy: 1,
      submissionsPerHour: 50,
      isPlaceSlug: () => true,
      now: () => clock,
    });
    await upsertEditor(db, { email: "ed@example.com", password, role: "editor" });
    const signIn = await app.request("/admin/login", {
      method: "POST",
      headers: same,
      body: new URLSearchParams({ email: "ed@example.com", password }).toString(),
    });
    cookie = signIn.headers.get("set-cookie")!.split(";")[0]!;
    await seedPlaces(db, readPlaces(fixturePlacesDir));
    await importOsmAnswer(db, recordedAnswer(), recordedGuide, clock);
  });
  afterEach(async () => {
    await db.destroy();
  });

  const get = async (url: string) => (await app.request(url, { headers: { Cookie: cookie } })).text();
  const post = (url: string, fields: Record<string, string>) =>
    app.request(url, {
      method: "POST",
      headers: { ...same, Cookie: cookie },
      body: new URLSearchParams(fields).toString(),
    });
  const idOf = async (ref: string) =>
    (await db.selectFrom("submission").select("id").where("origin_ref", "=", ref).executeTakeFirstOrThrow()).id;
  /** The desk's refusal of a step: the page again (422) with the reason in its alert. */
  const refusal = async (response: Response) => {
    expect(response.status).toBe(422);
    return alertOf(await response.text());
  };

  it("the inbox marks them, shows no email for them, and filters by who sent what", async () => {
    const inbox = await get("/admin");
    expect(inbox).toContain("10 submissions, newest first");
    expect(inbox).toContain(
      'Fixture Lantern Cafe</a><br/><span class="text-muted-foreground">Suggested from OpenStreetMap: <a href="https://www.openstreetmap.org/node/900000000101"',
    );
    expect(inbox).toContain('<td class="py-2 pr-3 break-all"><span class="text-muted-foreground">none</span></td>');
    expect(inbox).toContain('Corrections of <a href="/place/fixture-trattoria-5"');
    expect(await get("/admin?origin=openstreetmap")).toContain("10 submissions");
    expect(await get("/admin?origin=form")).toContain("0 submissions");
    expect(await get("/admin?origin=openstreetmap&kind=correction")).toContain("5 submissions");
  });

  it("a suggestion's page links its element, credits OpenStreetMap, and offers no reply", async () => {
    const page = await get(`/admin/submissions/${await idOf("osm:node/900000000006:phone")}`);
    expect(page).toContain(
      'Suggested from OpenStreetMap: <a href="https://www.openstreetmap.org/node/900000000006" class="font-medium text-primary underline underline-offset-4">node/900000000006</a>, read on 2026-11-20',
    );
    expect(page).toContain('<a href="https://www.openstreetmap.org/copyright"');
    expect(page).toContain("© OpenStreetMap contributors");
    expect(page).toContain("As OpenStreetMap has it, queued");
    expect(page).toMatch(/The guide says<\/dt><dd[^>]*><span[^>]*>\(614\) 555-0181</);
    expect(page).not.toContain('name="reply"');
    // Accepting is offered with the fact and OpenStreetMap's value filled in.
    expect(page).toContain('<option value="phone" selected="">');
    expect(page).toContain('name="value" value="(614) 555-0193"');
  });

  it("what OpenStreetMap says is shown as text: a hostile name is escaped, only openstreetmap.org is linked", async () => {
    const answer = recordedAnswer();
    answer.elements.find((element) => element.id === 900000000105)!.tags!.name = "<img src=x onerror=alert(1)> Club";
    answer.elements.find((element) => element.id === 900000000105)!.id = 900000000999;
    await importOsmAnswer(db, answer, recordedGuide, clock);
    const id = await idOf("osm:node/900000000999");
    for (const page of [await get("/admin"), await get(`/admin/submissions/${id}`)]) {
      expect(page).toContain("&lt;img src=x onerror=alert(1)&gt; Club");
      expect(page).not.toContain("<img src=x");
    }
    const payload = {
      ...JSON.parse(
        (await db.selectFrom("submission").select("payload").where("id", "=", id).executeTakeFirstOrThrow()).payload,
      ),
      url: "javascript:alert(1)",
    };
    await db
      .updateTable("submission")
      .set({ payload: JSON.stringify(payload) })
      .where("id", "=", id)
      .execute();
    const page = await get(`/admin/submissions/${id}`);
    expect(page).toContain("Suggested from OpenStreetMap: node/900000000999,");
    expect(page).not.toContain('href="javascript:');
  });

  it("a reply to a suggestion is never mailed: nobody sent it", async () => {
    const id = await idOf("osm:node/900000000001:phone");
    await post(`/admin/submissions/${id}`, { to: "declined", reply: "Thanks!" });
    const row = await db.selectFrom("submission").select("status").where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.status).toBe("declined");
    expect(await db.selectFrom("outbox").selectAll().execute()).toEqual([]);
  });

  it("approving a suggested place asks for the description and a neighborhood that holds its point, and mails nobody", async () => {
    const id = await idOf("osm:node/900000000101");
    await post(`/admin/submissions/${id}`, { to: "in_review" });
    const page = await get(`/admin/submissions/${id}`);
    expect(page).toContain('name="hours" value="Mo-Fr 07:00-15:00; Sa 08:00-14:00; PH off"');
    expect(page).toContain("OpenStreetMap has</h3>");
    expect(page).toContain("against OpenStreetMap&#39;s text</label>");
    expect(page).toContain('<option value="Clintonville" selected="">');
    expect(page).toContain('<option value="coffee" selected="">');
    expect(page).toContain('name="description"');
    const decision = {
      to: "approved",
      type: "coffee",
      rating: "4.1",
      hours: "Mo-Fr 07:00-15:00; Sa 08:00-14:00; PH off",
      hoursChecked: "yes",
      description: "A made-up cafe of the tests, on a made-up street.",
      neighborhood: "Clintonville",
    };
    expect(await refusal(await post(`/admin/submissions/${id}`, { ...decision, description: "" }))).toContain(
      "Write the guide's description",
    );
    expect(
      await refusal(await post(`/admin/submissions/${id}`, { ...decision, neighborhood: "German Village" })),
    ).toContain("The place's point lies outside German Village");
    expect(await refusal(await post(`/admin/submissions/${id}`, { ...decision, hours: "most mornings" }))).toContain(
      "The hours cannot be read",
    );
    expect(await refusal(await post(`/admin/submissions/${id}`, { ...decision, hoursChecked: "" }))).toContain(
      "Check the hours as the guide reads them against OpenStreetMap's text",
    );
    await post(`/admin/submissions/${id}`, decision);
    const row = await db.selectFrom("submission").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.status).toBe("approved");
    expect(JSON.parse(row.editor_data!)).toEqual({
      type: "coffee",
      rating: 4.1,
      hours: decision.hours,
      description: decision.description,
      neighborhood: "Clintonville",
    });
    expect(await db.selectFrom("outbox").selectAll().execute()).toEqual([]);
  });

  it("into the guide: versions with OpenStreetMap's facts, point and source, which the place schema accepts", async () => {
    const lantern = await idOf("osm:node/900000000101");
    await post(`/admin/submissions/${lantern}`, { to: "in_review" });
    await post(`/admin/submissions/${lantern}`, {
      to: "approved",
      type: "coffee",
      rating: "4.1",
      hours: "Mo-Fr 07:00-15:00; Sa 08:00-14:00; PH off",
      hoursChecked: "yes",
      description: "A made-up cafe of the tests, on a made-up street.",
      neighborhood: "Clintonville",
    });
    const nightClub = await idOf("osm:node/900000000105");
    await post(`/admin/submissions/${nightClub}`, { to: "in_review" });
    await post(`/admin/submissions/${nightClub}`, {
      to: "approved",
      type: "club",
      rating: "3.9",
      hours: "",
      description: "A made-up club of the tests, with its hours not known.",
      neighborhood: "Arena District",
      priceRange: "$$",
    });
    await post(`/admin/submissions/${await idOf("osm:node/900000000006:phone")}`, {
      to: "accepted",
      field: "phone",
      value: "(614) 555-0193",
    });
    const trattoriaHours = await idOf("osm:node/900000000001:hours");
    expect(await get(`/admin/submissions/${trattoriaHours}`)).toContain('name="value" value="We-Su 11:00-21:00"');
    await post(`/admin/submissions/${trattoriaHours}`, {
      to: "accepted",
      field: "hours",
      value: "We-Su 11:00-21:00",
    });
    await post(`/admin/submissions/${await idOf("osm:node/900000000001:phone")}`, {
      to: "accepted",
      field: "phone",
      value: "(614) 555-0192",
    });

    const kinds = await db.selectFrom("place_version").select("kind").where("kind", "!=", "seed").execute();
    expect(kinds).toEqual(Array.from({ length: 5 }, () => ({ kind: "openstreetmap" })));
    const places = await loadPlaces(db);
    const osmSource = (name: string, element: string) => ({
      publisher: "OpenStreetMap contributors (ODbL)",
      title: `${name} on OpenStreetMap`,
      url: `https://www.openstreetmap.org/${element}`,
      date: "2026-11-20",
    });
    expect(places.find((place) => place.slug === "fixture-lantern-cafe")).toEqual({
      id: expect.any(Number),
      name: "Fixture Lantern Cafe",
      slug: "fixture-lantern-cafe",
      type: "coffee",
      status: "open",
      category: "Coffee Shop",
      description: "A made-up cafe of the tests, on a made-up street.",
      images: [],
      rating: 4.1,
      address: "10 Example Street, Columbus, OH 43212",
      neighborhood: "Clintonville",
      geo: { lat: 40.0388, lng: -83.0165, source: "https://www.openstreetmap.org/node/900000000101" },
      phone: "(614) 555-0101",
      website: "https://fixture-lantern.example",
      openingHours: "Mo-Fr 07:00-15:00; Sa 08:00-14:00; PH off",
      features: ["Outdoor Seating"],
      featured: false,
      checkedOn: "2026-11-24",
      sources: [osmSource("Fixture Lantern Cafe", "node/900000000101")],
    });
    expect(places.find((place) => place.slug === "fixture-night-club")).toMatchObject({
      type: "club",
      category: "Nightclub",
      priceRange: "$$",
      address: null,
      phone: null,
      website: null,
      features: [],
    });
    const cafe = places.find((place) => place.slug === "fixture-cafe-22")!;
    expect(cafe.phone).toBe("(614) 555-0193");
    expect(cafe.checkedOn).toBe("2026-11-24");
    expect(cafe.sources.at(-1)).toEqual(osmSource("Fixture Café 22", "node/900000000006"));
    const trattoria = places.find((place) => place.slug === "fixture-trattoria-5")!;
    expect(trattoria).toMatchObject({
      phone: "(614) 555-0192",
      openingHours: "We-Su 11:00-21:00",
    });
    // Two facts from one element: its source is listed once.
    expect(
      trattoria.sources.filter((source) => source.url === "https://www.openstreetmap.org/node/900000000001"),
    ).toEqual([osmSource("Fixture Trattoria 5", "node/900000000001")]);
  });

  it("a suggested place whose neighborhood does not hold its point is refused at the desk, naming the field", async () => {
    const id = await idOf("osm:node/900000000102");
    const refused = await post(`/admin/submissions/${id}`, {
      to: "approved",
      type: "restaurant",
      rating: "4",
      hours: "",
      description: "A made-up noodle house of the tests.",
      neighborhood: "Bexley",
    });
    expect(refused.status).toBe(422);
    expect(alertOf(await refused.text())).toContain("The place's point lies outside Bexley");
    expect(await findPlaceBySlug(db, "fixture-noodle-house")).toBeUndefined();
  });
});
