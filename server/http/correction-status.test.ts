import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/schema";
import { engines } from "../../tooling/test/engines";
import { createApp } from "../app";

const origin = "http://localhost";
const jsonHeaders = {
  Origin: origin,
  "Sec-Fetch-Site": "same-origin",
  "Content-Type": "application/json",
  Accept: "application/json",
};
const correction = {
  name: "Reader Person",
  email: "reader@example.net",
  message: "Lindey's closes at 11 PM on Fridays now.",
  place: "lindeys",
};

describe.each(engines())("a correction's status link (decision 068) on $engine", ({ open }) => {
  let db: Kysely<Database>;
  let app: ReturnType<typeof createApp>;
  let queued = 0;

  beforeEach(async () => {
    ({ db } = await open());
    queued = 0;
    app = createApp({
      db,
      secret: "test-secret",
      trustProxy: 1,
      submissionsPerHour: 5,
      isPlaceSlug: (slug) => slug === "lindeys",
      now: () => new Date("2026-11-24T15:00:00Z"),
      onMailQueued: () => (queued += 1),
    });
  });
  afterEach(async () => {
    await db.destroy();
  });

  const send = (body: Record<string, string>) =>
    app.request("/api/messages", { method: "POST", body: JSON.stringify(body), headers: jsonHeaders });

  it("mails the sender a private link to a page that says Received, then Accepted once the desk accepts it", async () => {
    const response = await send(correction);
    expect(response.status).toBe(201);
    const { statusUrl } = (await response.json()) as { statusUrl: string };
    expect(statusUrl).toMatch(/^\/requests\/corrections\/[\w-]{43}$/);
    const mail = await db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ to_address: "reader@example.net", cause_kind: "submission" });
    expect(mail.subject).toBe("We received your correction to lindeys");
    expect(mail.text_body).toContain(`${origin}${statusUrl}`);
    expect(queued).toBe(1);

    const received = await app.request(statusUrl);
    expect(received.status).toBe(200);
    const page = await received.text();
    expect(page).toMatch(/>Status<\/dt><dd[^>]*>Received</);
    expect(page).not.toContain("reader@example.net");
    expect(page).not.toContain("Reader Person");

    await db
      .updateTable("submission")
      .set({ status: "accepted", public_note: "Thanks: the menu page says so." })
      .execute();
    const accepted = await (await app.request(statusUrl)).text();
    expect(accepted).toMatch(/>Status<\/dt><dd[^>]*>Accepted</);
    expect(accepted).toContain("Thanks: the menu page says so.");
  });

  it("a message gets no link and no mail; a guessed token or a listing's is a 404", async () => {
    const response = await send({ ...correction, place: "" });
    expect(await response.json()).toEqual({ saved: true });
    expect(await db.selectFrom("outbox").selectAll().execute()).toEqual([]);
    expect((await app.request(`/requests/corrections/${"a".repeat(43)}`)).status).toBe(404);
    expect((await app.request("/requests/corrections/not-a-token")).status).toBe(404);
  });
});
