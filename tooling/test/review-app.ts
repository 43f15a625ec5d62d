/**
 * The app the review tests drive (server/http/*.test.ts): the fixture guide seeded into `db`, the server's app on a
 * clock the test moves, and an editor signed in at the desk (`desk(url, init)` sends the session's cookie with a
 * same-site form post's headers).
 */
import type { Kysely } from "kysely";
import { readPlaces } from "../../core/places/guide.server";
import { createApp } from "../../server/app";
import type { Database } from "../../server/db/schema";
import { upsertEditor } from "../../server/desk/accounts";
import { seedPlaces } from "../../server/places/store";
import { fixturePlacesDir } from "./fixtures";

/** The headers of a form posted from the site's own page. */
export const sameSiteForm = {
  Origin: "http://localhost",
  "Sec-Fetch-Site": "same-origin",
  "Content-Type": "application/x-www-form-urlencoded",
} as const;

/** The fixture guide in `db`, the app reading `now()`, and a signed-in editor's requests to the desk. */
export async function reviewApp(db: Kysely<Database>, now: () => Date) {
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
  return { app, desk };
}
