import { sql, type Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/schema";
import { publishedHistory } from "../store/published-versions";
import { engines } from "../../tooling/test/engines";
import { museum, museumApp, pageText, sameSiteForm, TestClock, type ReviewApp } from "../../tooling/test/review-app";
import { readWeek } from "./hours-form";
import { remindOwners } from "./reminders";
import { domainProofProblem, placeDomain } from "./domain";

/** decision 068: claims by mail at the place's domain, sign-in links, sessions and the owner's hours, on both engines. */
describe.each(engines())("owners on $engine (decision 068)", ({ open }) => {
  const clock = new TestClock();
  let db: Kysely<Database>;
  let app: ReviewApp["app"];
  let post: ReviewApp["post"];
  let desk: ReviewApp["desk"];
  let listing: ReviewApp["listing"];
  let review: ReviewApp["review"];
  beforeEach(async () => {
    ({ db, app, post, desk, listing, review } = await museumApp(open, clock, {
      website: "https://www.museum.example.org/visit",
    }));
  });
  afterEach(() => db.destroy());
  const read = pageText;
  const mailsTo = (to: string) =>
    db
      .selectFrom("outbox")
      .selectAll()
      .where(sql<string>`lower(to_address)`, "=", to)
      .orderBy("created_at")
      .execute();
  const linkIn = (text: string, path: string) =>
    new RegExp(`http://localhost(${path}\\?token=[\\w-]{43})`).exec(text)![1]!;
  const claim = (fields: Record<string, string> = {}) =>
    post("/owners/claim", {
      place: museum,
      name: "Jo Tester",
      role: "owner",
      email: "jo@example.org",
      proof: "domain-mail",
      phoneNote: "",
      ...fields,
    });
  const withCookie =
    (cookie: string) =>
    (url: string, init: RequestInit = {}) =>
      app.request(url, { ...init, headers: { ...sameSiteForm, Cookie: cookie, ...(init.headers as object) } });

  /** Claims the museum by mail at example.org and presses the link's button; resolves with the session's cookie. */
  async function provenOwner(email = "jo@example.org") {
    const sent = await claim({ email });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe("/owners/claim/sent?way=mailed");
    const [mail] = await mailsTo(email);
    const link = linkIn(mail!.text_body, "/owners/claim/confirm");
    // The GET (a mail scanner's) shows the button and proves nothing; it may come twice.
    for (let i = 0; i < 2; i++) expect(await read(app.request(link))).toContain("Confirm and sign in");
    const token = new URL(link, "http://localhost").searchParams.get("token")!;
    const proved = await post("/owners/claim/confirm", { token });
    expect(proved.status).toBe(303);
    expect(proved.headers.get("location")).toBe(`/owners/places/${museum}`);
    expect((await post("/owners/claim/confirm", { token })).status).toBe(404);
    return proved.headers.get("set-cookie")!.split(";")[0]!;
  }

  it("a mail at the place's website domain proves a claim once; the owner's page is theirs alone", async () => {
    const owner = withCookie(await provenOwner());
    const page = await read(owner(`/owners/places/${museum}`));
    expect(page).toContain("Weekly hours");
    expect(page).toContain('name="fr-1-overnight"');
    // Another place (another slug of the same domain too) is a 404 that names nobody.
    expect((await owner("/owners/places/fixture-garden-2")).status).toBe(404);
    expect((await owner("/owners/places/no-such-place")).status).toBe(404);
    const places = await read(owner("/owners"));
    expect(places).toContain(`href="/owners/places/${museum}"`);
    expect(places).not.toContain("fixture-garden-2");
  });

  it("refuses free mail and another domain with the reason, and a post from another site", async () => {
    const free = await read(claim({ email: "jo@gmail.com" }));
    expect(free).toContain("gmail.com is a free-mail service");
    const other = await claim({ email: "jo@elsewhere.example.net" });
    expect(other.status).toBe(422);
    expect(await read(other)).toContain("must be at the place's own website domain, example.org");
    expect(await read(claim({ email: "jo@elsewhere.example.net" }))).toContain('value="Jo Tester"');
    const crossSite = await app.request("/owners/claim", {
      method: "POST",
      headers: { ...sameSiteForm, Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      body: new URLSearchParams({
        place: museum,
        name: "Eve",
        role: "owner",
        email: "eve@example.org",
        proof: "domain-mail",
      }).toString(),
    });
    expect(crossSite.status).toBe(403);
    expect(await db.selectFrom("owner_claim").selectAll().execute()).toHaveLength(0);
  });

  it("hours that do not make a week are refused naming the day; good ones are a live version of kind owner", async () => {
    const owner = withCookie(await provenOwner());
    const week: Record<string, string> = {};
    for (const day of ["mo", "tu", "we", "th"])
      Object.assign(week, { [`${day}-1-opens`]: "11:00", [`${day}-1-closes`]: "23:00" });
    Object.assign(week, { "fr-1-opens": "20:00", "fr-1-closes": "02:00", "sa-closed": "yes", "su-closed": "yes" });
    const refused = await owner(`/owners/places/${museum}/hours`, {
      method: "POST",
      body: new URLSearchParams(week).toString(),
    });
    expect(refused.status).toBe(422);
    const text = await read(refused);
    expect(text).toContain(
      'Friday: the first span closes at 2:00 AM, before it opens at 8:00 PM: tick "closes after midnight" if it does.',
    );
    expect(text).toContain('value="20:00"');
    const saved = await owner(`/owners/places/${museum}/hours`, {
      method: "POST",
      body: new URLSearchParams({ ...week, "fr-1-overnight": "yes" }).toString(),
    });
    expect(saved.status).toBe(303);
    const place = await db
      .selectFrom("place")
      .select(["record", "version"])
      .where("id", "=", 1)
      .executeTakeFirstOrThrow();
    const record = JSON.parse(place.record) as { openingHours: string; hoursConfirmed: unknown };
    expect(record.openingHours).toBe("Mo-Th 11:00-23:00, Fr 20:00-02:00");
    expect(record.hoursConfirmed).toEqual({ by: "owner", on: "2026-11-24" });
    const version = await db
      .selectFrom("place_version")
      .select(["kind", "changes", "sources"])
      .where("place_id", "=", 1)
      .orderBy("version", "desc")
      .executeTakeFirstOrThrow();
    expect(version.kind).toBe("owner");
    const changes = JSON.parse(version.changes) as { field: string; after: string }[];
    expect(changes.find((change) => change.field === "Hours")?.after).toBe(
      "Mon-Thu 11 AM - 11 PM; Fri 8 PM - 2 AM; Sat, Sun closed",
    );
    expect(version.sources).toContain("the owner (verified by mail at the place's domain on November 24, 2026)");
    expect(version.sources).not.toContain("jo@example.org");
    expect(await publishedHistory(db, "place", { keys: [1] })).toBeInstanceOf(Map);
  });

  it("a sign-in link: the GET shows a button, only the POST signs in, once; unknown addresses get the same answer", async () => {
    await provenOwner();
    for (const email of ["jo@example.org", "nobody@example.org"]) {
      const asked = await post("/owners/sign-in", { email });
      expect(asked.status).toBe(303);
      expect(asked.headers.get("location")).toBe("/owners/sign-in/sent");
    }
    expect(await mailsTo("nobody@example.org")).toHaveLength(0);
    const mail = (await mailsTo("jo@example.org")).at(-1)!;
    const link = linkIn(mail.text_body, "/owners/sign-in/link");
    const token = new URL(link, "http://localhost").searchParams.get("token")!;
    expect(await read(app.request(link))).toContain(">Sign in<");
    const signedIn = await post("/owners/sign-in/link", { token });
    expect(signedIn.headers.get("location")).toBe("/owners");
    expect((await post("/owners/sign-in/link", { token })).status).toBe(404);
    // 15 minutes: a later link is dead.
    await post("/owners/sign-in", { email: "jo@example.org" });
    const late = linkIn((await mailsTo("jo@example.org")).at(-1)!.text_body, "/owners/sign-in/link");
    clock.advance(16 * 60_000);
    expect((await app.request(late)).status).toBe(404);
  });

  it("a person's second sign-in link goes at once, a third at its turn 10 minutes on, still good 15 minutes (decision 081)", async () => {
    await provenOwner();
    const start = clock.at.getTime();
    for (let i = 0; i < 3; i++) expect((await post("/owners/sign-in", { email: "jo@example.org" })).status).toBe(303);
    const signIns = (await mailsTo("jo@example.org")).filter((mail) => mail.text_body.includes("/owners/sign-in/link"));
    expect(signIns.map((mail) => Math.round((Date.parse(mail.next_attempt_at) - start) / 60_000))).toEqual([0, 0, 10]);
    // A fourth within the hour is over the address's limit (429), whatever the mail's turn.
    expect((await post("/owners/sign-in", { email: "jo@example.org" })).status).toBe(429);
    // Each link works 15 minutes from when its mail goes: the third, sent at minute 10, until minute 25.
    const [first, , third] = signIns.map((mail) => linkIn(mail.text_body, "/owners/sign-in/link"));
    clock.advance(24 * 60_000);
    expect((await app.request(first!)).status).toBe(404);
    expect(await read(app.request(third!))).toContain(">Sign in<");
    clock.advance(2 * 60_000);
    expect((await app.request(third!)).status).toBe(404);
  });

  it("sessions end after 30 days idle and everywhere on request", async () => {
    const cookie = await provenOwner();
    const owner = withCookie(cookie);
    expect((await owner("/owners")).status).toBe(200);
    clock.advance(29 * 24 * 60 * 60_000);
    expect((await owner("/owners")).status).toBe(200);
    clock.advance(31 * 24 * 60 * 60_000);
    expect((await owner("/owners")).headers.get("location")).toBe("/owners/sign-in");
    // Two browsers signed in by links; "Sign out everywhere" in one ends both.
    const browsers = [];
    for (let i = 0; i < 2; i++) {
      await post("/owners/sign-in", { email: "jo@example.org" });
      const link = linkIn((await mailsTo("jo@example.org")).at(-1)!.text_body, "/owners/sign-in/link");
      const token = new URL(link, "http://localhost").searchParams.get("token")!;
      const signedIn = await post("/owners/sign-in/link", { token });
      browsers.push(withCookie(signedIn.headers.get("set-cookie")!.split(";")[0]!));
    }
    expect((await browsers[1]!("/owners")).status).toBe(200);
    expect((await browsers[0]!("/owners/sign-out-everywhere", { method: "POST" })).status).toBe(303);
    expect((await browsers[1]!("/owners")).headers.get("location")).toBe("/owners/sign-in");
  });

  it("a second claim on a managed place is held for the desk and its managers are mailed", async () => {
    await provenOwner();
    const second = await claim({ email: "max@example.org", name: "Max Other" });
    expect(second.headers.get("location")).toBe("/owners/claim/sent?way=held");
    expect(await mailsTo("max@example.org")).toHaveLength(0);
    const mails = await mailsTo("jo@example.org");
    expect(mails.at(-1)!.subject).toContain("Someone else asked to manage");
  });

  it("a claim by phone waits for the desk: a decline needs its reason and mails it; an approval mails a sign-in link", async () => {
    const byPhone = await claim({
      email: "ann@gmail.com",
      name: "Ann Caller",
      proof: "desk",
      phoneNote: "Weekdays after 3 PM, ask for Ann",
    });
    expect(byPhone.headers.get("location")).toBe("/owners/claim/sent?way=held");
    const deskPage = await read(desk("/admin/owners"));
    expect(deskPage).toContain("Ann Caller (owner)");
    expect(deskPage).toContain("Weekdays after 3 PM, ask for Ann");
    const [held] = await db.selectFrom("owner_claim").select("id").where("email", "=", "ann@gmail.com").execute();
    expect(
      (await desk(`/admin/owners/claims/${held!.id}`, { method: "POST", body: "decision=decline&reason=" })).status,
    ).toBe(422);
    expect((await desk(`/admin/owners/claims/${held!.id}`, { method: "POST", body: "decision=approve" })).status).toBe(
      303,
    );
    const approved = (await mailsTo("ann@gmail.com")).at(-1)!;
    expect(approved.subject).toContain("You now manage");
    const link = linkIn(approved.text_body, "/owners/sign-in/link");
    const token = new URL(link, "http://localhost").searchParams.get("token")!;
    const signedIn = await post("/owners/sign-in/link", { token });
    const ann = withCookie(signedIn.headers.get("set-cookie")!.split(";")[0]!);
    expect((await ann(`/owners/places/${museum}`)).status).toBe(200);

    await claim({ email: "bo@gmail.com", name: "Bo Other", proof: "desk", phoneNote: "Any morning" });
    const [other] = await db.selectFrom("owner_claim").select("id").where("email", "=", "bo@gmail.com").execute();
    await desk(`/admin/owners/claims/${other!.id}`, {
      method: "POST",
      body: "decision=decline&reason=Nobody+at+the+listed+phone+knew+you.",
    });
    expect((await mailsTo("bo@gmail.com")).at(-1)!.text_body).toContain("Nobody at the listed phone knew you.");

    // An editor removes Ann: her session ends at once, the place is a 404 to her.
    const account = await db
      .selectFrom("owner_account")
      .select("id")
      .where("email", "=", "ann@gmail.com")
      .executeTakeFirstOrThrow();
    expect(
      (await desk("/admin/owners/managers/remove", { method: "POST", body: `place=1&account=${account.id}` })).status,
    ).toBe(303);
    expect((await ann(`/owners/places/${museum}`)).headers.get("location")).toBe("/owners/sign-in");
  });

  it("the desk's feed shows an owner's change with Undo, the existing restore of the version before", async () => {
    const owner = withCookie(await provenOwner());
    const week: Record<string, string> = {
      "mo-closed": "yes",
      "tu-closed": "yes",
      "we-closed": "yes",
      "th-closed": "yes",
      "fr-closed": "yes",
      "sa-closed": "yes",
      "su-1-opens": "10:00",
      "su-1-closes": "16:00",
    };
    await owner(`/owners/places/${museum}/hours`, { method: "POST", body: new URLSearchParams(week).toString() });
    const feed = await read(desk("/admin/owners"));
    expect(feed).toContain("Sun 10 AM - 4 PM");
    const version = /name="version" value="(\d+)"/.exec(feed.slice(feed.indexOf("Owners' changes")))![1]!;
    expect((await desk("/admin/places/1/restore", { method: "POST", body: `version=${version}` })).status).toBe(303);
    const place = await db.selectFrom("place").select("record").where("id", "=", 1).executeTakeFirstOrThrow();
    expect((JSON.parse(place.record) as { openingHours?: string }).openingHours).not.toBe("Su 10:00-16:00");
  });

  it("asks 'Are these still right?' after 90 days and once more after 14; only the POST of Still right confirms", async () => {
    const owner = withCookie(await provenOwner());
    const week: Record<string, string> = {
      "mo-closed": "yes",
      "tu-closed": "yes",
      "we-closed": "yes",
      "th-closed": "yes",
      "fr-closed": "yes",
      "sa-closed": "yes",
      "su-1-opens": "10:00",
      "su-1-closes": "16:00",
    };
    await owner(`/owners/places/${museum}/hours`, { method: "POST", body: new URLSearchParams(week).toString() });
    const start = clock.at.getTime();
    const remind = (days: number) =>
      remindOwners(db, { now: new Date(start + days * 86_400_000), days: 90, origin: "http://localhost" });
    expect(await remind(89)).toBe(0);
    expect(await remind(90)).toBe(1);
    expect(await remind(91)).toBe(0);
    expect(await remind(104)).toBe(1);
    expect(await remind(130)).toBe(0);
    const mail = (await mailsTo("jo@example.org")).at(-1)!;
    expect(mail.subject).toBe(`${"Fixture Museum 1"}: are these hours still right?`);
    expect(mail.text_body).toContain("Mon-Sat closed; Sun 10 AM - 4 PM");
    const link = linkIn(mail.text_body, "/owners/confirm");
    const token = new URL(link, "http://localhost").searchParams.get("token")!;
    clock.at = new Date(start + 131 * 86_400_000);
    for (let i = 0; i < 2; i++) expect(await read(app.request(link))).toContain("Still right");
    const record = async () =>
      JSON.parse(
        (await db.selectFrom("place").select("record").where("id", "=", 1).executeTakeFirstOrThrow()).record,
      ) as {
        hoursConfirmed: { on: string };
      };
    expect((await record()).hoursConfirmed.on).toBe("2026-11-24");
    expect((await post("/owners/confirm", { token })).status).toBe(200);
    expect((await record()).hoursConfirmed.on).toBe("2027-04-04");
    const kinds = await db
      .selectFrom("place_version")
      .select("kind")
      .where("place_id", "=", 1)
      .orderBy("version", "desc")
      .execute();
    expect(kinds[0]!.kind).toBe("confirmed");
    expect((await post("/owners/confirm", { token })).status).toBe(404);
  });

  it("a manager invites a co-manager by mail; the invitation's POST makes them a manager, once", async () => {
    const owner = withCookie(await provenOwner());
    const sent = await owner(`/owners/places/${museum}/invite`, { method: "POST", body: "email=sam%40gmail.com" });
    expect(sent.headers.get("location")).toBe(`/owners/places/${museum}?invited=1`);
    const link = linkIn((await mailsTo("sam@gmail.com")).at(-1)!.text_body, "/owners/invite");
    expect(await read(app.request(link))).toContain("Accept and sign in");
    const token = new URL(link, "http://localhost").searchParams.get("token")!;
    const accepted = await post("/owners/invite", { token });
    expect(accepted.headers.get("location")).toBe(`/owners/places/${museum}`);
    const sam = withCookie(accepted.headers.get("set-cookie")!.split(";")[0]!);
    expect(await read(sam(`/owners/places/${museum}`))).toContain("jo@example.org");
    expect((await post("/owners/invite", { token })).status).toBe(404);
    // Another place stays out of reach for the invited manager, too.
    expect((await sam("/owners/places/fixture-garden-2")).status).toBe(404);
  });

  it("the listing request that put the place in the guide proves it: its status page's button signs its owner in", async () => {
    const token = await listing({ live: true });
    const status = await read(app.request(`/requests/${token}`));
    expect(status).toContain(`action="/requests/${token}/manage"`);
    const managed = await post(`/requests/${token}/manage`, {});
    expect(managed.status).toBe(303);
    const owner = withCookie(managed.headers.get("set-cookie")!.split(";")[0]!);
    expect((await owner(managed.headers.get("location")!)).status).toBe(200);
    expect((await post("/requests/not-a-token-at-all/manage", {})).status).toBe(404);
  });

  it("a review of a managed place, once published, is mailed to its managers with the reply link", async () => {
    await provenOwner();
    const id = await review();
    const mail = (await mailsTo("jo@example.org")).at(-1)!;
    expect(mail.subject).toBe("A new review of Fixture Museum 1 is on Discover Columbus");
    expect(mail.text_body).toContain(`http://localhost/place/${museum}`);
    expect(mail.text_body).toContain(`http://localhost/owners/places/${museum}#review-${id}`);
  });

  it("a manager replies to a review from the owner's page: it waits for the desk, whose decision mails them (decision 082)", async () => {
    const owner = withCookie(await provenOwner());
    const id = await review();
    const page = await read(owner(`/owners/places/${museum}`));
    expect(page).toContain("Visitors' reviews");
    expect(page).toContain(`action="/owners/places/${museum}/replies"`);
    expect(page).toContain("No reply yet.");
    const reply = (text: string, reviewId = String(id), slug = museum) =>
      owner(`/owners/places/${slug}/replies`, {
        method: "POST",
        body: new URLSearchParams({ review: reviewId, text }).toString(),
      });
    // The reply's rules: an empty one is refused naming the field, nothing stored.
    const empty = await read(reply("   "));
    expect(empty).toContain("Your public reply");
    expect(empty).toContain("Please write your reply");
    expect(await db.selectFrom("review_reply").selectAll().execute()).toHaveLength(0);
    // A review that is not this place's, or another place's page: 404.
    expect((await reply("Thank you for coming to see us!", "999999")).status).toBe(404);
    expect((await reply("Thank you for coming to see us!", String(id), "fixture-garden-2")).status).toBe(404);
    const sent = await reply("Thank you, Jo: the soup is made here every morning.");
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(`/owners/places/${museum}?replied=${id}#review-${id}`);
    expect(await db.selectFrom("review_reply").selectAll().executeTakeFirstOrThrow()).toMatchObject({
      status: "waiting",
      listing_id: null,
      text: "Thank you, Jo: the soup is made here every morning.",
    });
    const after = await read(owner(`/owners/places/${museum}?replied=${id}`));
    expect(after).toContain("Your reply was sent.");
    expect(after).toContain("Your reply waits for an editor");
    // The desk publishes it as any owner's reply; the manager who wrote it is mailed.
    expect((await desk(`/admin/reviews/${id}/reply`, { method: "POST", body: "decision=publish" })).status).toBe(303);
    expect((await mailsTo("jo@example.org")).at(-1)!.subject).toBe(
      "Your reply to a review of Fixture Museum 1 is published",
    );
    expect(await read(owner(`/owners/places/${museum}`))).toContain("Your reply is published under the review.");
  });

  it("a manager's replies are counted against the client's limit like the other forms'", async () => {
    const owner = withCookie(await provenOwner());
    const id = await review();
    // The app's limit is 50 posts an hour per client (tooling/test/review-app.ts), as the listing link's replies.
    const answers = [];
    for (let i = 0; i < 51; i++)
      answers.push(
        (
          await owner(`/owners/places/${museum}/replies`, {
            method: "POST",
            body: new URLSearchParams({ review: String(id), text: `Thank you for coming, take ${i}.` }).toString(),
          })
        ).status,
      );
    expect(answers).toEqual([...Array.from({ length: 50 }, () => 303), 429]);
  }, 60_000);

  it("limits claims per address and per client: 429 with Retry-After, nothing stored", async () => {
    for (let i = 0; i < 3; i++) expect((await claim()).status).toBe(303);
    const perAddress = await claim();
    expect(perAddress.status).toBe(429);
    expect(Number(perAddress.headers.get("retry-after"))).toBeGreaterThan(0);
    for (const name of ["ann", "bo"]) expect((await claim({ email: `${name}@example.org` })).status).toBe(303);
    expect((await claim({ email: "cy@example.org" })).status).toBe(429);
    expect(await db.selectFrom("owner_claim").selectAll().execute()).toHaveLength(5);
  });
});

describe("domain proof and the week's rules (decision 068)", () => {
  it("takes the registrable domain, www. ignored; shared hosts and no website refused with the reason", async () => {
    expect(await placeDomain("https://www.cafe.example.org/menu")).toEqual({ ok: true, domain: "example.org" });
    expect(await domainProofProblem("hi@mail.example.org", "https://www.example.org")).toBeNull();
    expect(((await placeDomain("https://www.example.com")) as { reason: string }).reason).toContain("free-mail");
    expect(((await placeDomain("https://someone.wixsite.com/cafe")) as { reason: string }).reason).toContain(
      "a host where anyone can have a page",
    );
    expect(((await placeDomain("https://www.facebook.com/cafe")) as { reason: string }).reason).toContain(
      "facebook.com",
    );
    expect(((await placeDomain(null)) as { reason: string }).reason).toContain("no website");
  });

  it("names the day of a problem, and an unknown day", () => {
    expect(readWeek({ "xx-closed": "yes" })).toMatchObject({ ok: false, day: "xx" });
    const week = {
      "mo-closed": "yes",
      "tu-closed": "yes",
      "we-closed": "yes",
      "th-closed": "yes",
      "fr-closed": "yes",
      "sa-closed": "yes",
    };
    expect(readWeek(week)).toMatchObject({ ok: false, day: "Sunday" });
    expect(readWeek({ ...week, "su-1-opens": "10:00" })).toMatchObject({
      ok: false,
      problem: "Sunday: the first span needs both an opening and a closing time.",
    });
    expect(readWeek({ ...week, "su-1-opens": "10:00", "su-1-closes": "16:00" })).toEqual({
      ok: true,
      openingHours: "Su 10:00-16:00",
    });
  });
});
