/**
 * The app the review tests drive (server/http/*.test.ts): the fixture guide seeded into `db`, the server's app on a
 * clock the test moves, and an editor signed in at the desk (`desk(url, init)` sends the session's cookie with a
 * same-site form post's headers).
 */
import { sql, type Kysely } from "kysely";
import { readPlaces } from "../../core/places/guide.server";
import { createApp } from "../../server/app";
import type { Database } from "../../server/db/schema";
import { upsertEditor } from "../../server/desk/accounts";
import type { TestEngine } from "./engines";
import { seedPlaces, writeVersion } from "../../server/places/store";
import { fixturePlacesDir, validListing } from "./fixtures";

/** The fixture place the review tests review: the first museum. */
export const reviewedPlace = readPlaces(fixturePlacesDir).find((place) => place.slug === "fixture-museum-1")!;

/** The headers of a form posted from the site's own page. */
export const sameSiteForm = {
  Origin: "http://localhost",
  "Sec-Fetch-Site": "same-origin",
  "Content-Type": "application/x-www-form-urlencoded",
} as const;

/**
 * The fixture guide in `db`, the app reading `now()`, a signed-in editor's requests to the desk, and the steps the
 * review tests share: `post` a form, send and confirm a `review`, send a `listing` (with `live`, its sender owns
 * the reviewed place). `tick` moves the test's clock before each post.
 */
export async function reviewApp(db: Kysely<Database>, now: () => Date, tick: () => void = () => {}) {
  await seedPlaces(db, readPlaces(fixturePlacesDir));
  const app = createApp({
    db,
    secret: "test-secret",
    trustProxy: 1,
    submissionsPerHour: 50,
    isPlaceSlug: () => true,
    now,
  });
  await upsertEditor(db, { email: "ed@example.com", password: "a long enough password", role: "editor" });
  const signIn = await app.request("/admin/login", {
    method: "POST",
    headers: sameSiteForm,
    body: new URLSearchParams({ email: "ed@example.com", password: "a long enough password" }).toString(),
  });
  const cookie = signIn.headers.get("set-cookie")!.split(";")[0]!;
  const desk = (url: string, init: RequestInit = {}) =>
    app.request(url, {
      ...init,
      headers: { ...sameSiteForm, Cookie: cookie, ...(init.headers as Record<string, string>) },
    });
  /** A form posted from the site's own page, after the test's `tick` (its clock moves on a second, say). */
  const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) => {
    tick();
    return app.request(url, {
      method: "POST",
      headers: { ...sameSiteForm, ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  };

  /**
   * A review of {@link reviewedPlace} sent through the form by `email` and confirmed by the link mailed to it;
   * published at the desk unless `publish` is false. Resolves with the review's id.
   */
  const review = async ({
    email = "jo@example.com",
    publicName = "Jo S.",
    text = "The galleries were quiet on a weekday morning, the guards knew every painting, and the cafe's soup was good.",
    publish = true,
  } = {}) => {
    await post("/api/reviews", {
      place: reviewedPlace.slug,
      stars: "4",
      text,
      visitMonth: "2026-10",
      publicName,
      email,
      conflict: "no",
    });
    const mail = await db
      .selectFrom("outbox")
      .select("text_body")
      .where("to_address", "=", email)
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    const token = new URL(mail.text_body.match(/http:\/\/localhost\/reviews\/confirm\S+/)![0]).searchParams.get(
      "token",
    )!;
    await post("/reviews/confirm", { token });
    const { id } = await db.selectFrom("review").select("id").orderBy("id", "desc").executeTakeFirstOrThrow();
    if (publish) {
      const decided = await desk(`/admin/reviews/${id}/decide`, { method: "POST", body: "decision=publish" });
      if (decided.status !== 303) throw new Error(`the desk answered ${decided.status} to publishing review ${id}`);
    }
    return id;
  };

  /**
   * A listing request sent through the form; its private link's token. With `live`, the request is approved and
   * {@link reviewedPlace} is live from it (as if the request had put it in the guide) through a finished publisher
   * run, so the link's holder is the place's owner (decision 056).
   */
  const listing = async ({ live }: { live: boolean }) => {
    const sent = await post("/api/listings", validListing);
    const token = sent.headers.get("location")!.split("/").pop()!;
    const { id } = await db
      .selectFrom("submission")
      .select("id")
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    if (live) {
      const when = now();
      await db.updateTable("submission").set({ status: "approved" }).where("id", "=", id).execute();
      const written = await db.transaction().execute((trx) =>
        writeVersion(
          trx,
          {
            record: { ...reviewedPlace, description: `${reviewedPlace.description} Now listed by its owner.` },
            kind: "listing",
            submissionId: id,
          },
          when,
        ),
      );
      const runId = `run-${written.versionId}`;
      await db
        .insertInto("publish")
        .values({
          id: runId,
          seq:
            1 +
            Number(
              (
                await db
                  .selectFrom("publish")
                  .select((eb) => eb.fn.max("seq").as("seq"))
                  .executeTakeFirst()
              )?.seq ?? 0,
            ),
          kind: "change",
          state: "live",
          code_version: "test",
          hours_read_on: when.toISOString().slice(0, 10),
          place_ids: JSON.stringify([reviewedPlace.id]),
          addresses: JSON.stringify([`/place/${reviewedPlace.slug}`]),
          file_count: 1,
          error: null,
          started_at: when.toISOString(),
          finished_at: when.toISOString(),
        })
        .execute();
      await db.updateTable("place_version").set({ publish_id: runId }).where("id", "=", written.versionId).execute();
    }
    return token;
  };

  /**
   * A manager of `place` (decision 068): claims it by a mail at `email` (its domain the place's website's), proves it
   * by the mailed link; resolves with a form post carrying the owner's session, and `.get(url)` with it.
   */
  const owner = async (place: string, email: string) => {
    await post("/owners/claim", {
      place,
      name: "Jo Tester",
      role: "owner",
      email,
      proof: "domain-mail",
      phoneNote: "",
    });
    const [mail] = await db
      .selectFrom("outbox")
      .selectAll()
      .where(sql<string>`lower(to_address)`, "=", email.toLowerCase())
      .execute();
    const token = /token=([\w-]{43})/.exec(mail!.text_body)![1]!;
    const proved = await post("/owners/claim/confirm", { token });
    const cookie = proved.headers.get("set-cookie")!.split(";")[0]!;
    const send = (url: string, fields: Record<string, string> = {}) =>
      app.request(url, {
        method: "POST",
        headers: { ...sameSiteForm, Cookie: cookie },
        body: new URLSearchParams(fields).toString(),
      });
    return Object.assign(send, { get: (url: string) => app.request(url, { headers: { Cookie: cookie } }) });
  };

  return { app, desk, post, review, listing, owner };
}

/** What {@link reviewApp} resolves with: the app, the editor's desk and the steps the review tests share. */
export type ReviewApp = Awaited<ReturnType<typeof reviewApp>>;

/**
 * A test's clock, which the app reads (`now`): it starts at `start` (ISO) each test ({@link museumApp} resets it),
 * `tick` moves it a second (before each form post), `advance` by `ms` milliseconds, and `at` may be set outright.
 */
export class TestClock {
  at: Date;
  constructor(private readonly start = "2026-11-24T15:00:00Z") {
    this.at = new Date(start);
  }
  reset(): void {
    this.at = new Date(this.start);
  }
  readonly now = (): Date => this.at;
  readonly tick = (): void => this.advance(1000);
  advance(ms: number): void {
    this.at = new Date(this.at.getTime() + ms);
  }
}

/** The fixture place the managers' tests manage ({@link reviewedPlace}). */
export const museum = reviewedPlace.slug;

/**
 * One test's app for the managers' tests (decisions 068, 076, 083), on the engine of `open`: a fresh database (the
 * test destroys it), `clock` back at its start, {@link reviewApp} on it, and the fixture {@link museum} changed by
 * an editor's version to `fields` (a website at example.org, say: the fixtures' example.com is on the free-mail
 * list, so no claim could be proved by its domain). Resolves with the database and the review app's steps.
 */
export async function museumApp(
  open: TestEngine["open"],
  clock: TestClock,
  fields: Record<string, unknown>,
): Promise<ReviewApp & { db: Kysely<Database> }> {
  const { db } = await open();
  clock.reset();
  const made = await reviewApp(db, clock.now, clock.tick);
  const current = await db.selectFrom("place").select("record").where("slug", "=", museum).executeTakeFirstOrThrow();
  const record = { ...(JSON.parse(current.record) as Record<string, unknown>), ...fields };
  await db.transaction().execute((trx) => writeVersion(trx, { record, kind: "editor" }, clock.now()));
  return { ...made, db };
}

/** A page's text as the tests read it, its apostrophes and quotes unescaped. */
export async function pageText(response: Response | Promise<Response>): Promise<string> {
  return (await (await response).text()).replaceAll("&#39;", "'").replaceAll("&quot;", '"');
}
