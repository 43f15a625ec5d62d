import { inject, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { siteSecret } from "../store/settings";
import { engines } from "../../tooling/test/engines";
import { validListing } from "../../tooling/test/fixtures";
import { copyDatabase } from "./copy";

const [sqlite, postgres] = engines();

describe("copying SQLite into PostgreSQL (README: from SQLite to PostgreSQL)", () => {
  it.skipIf(!inject("postgresUrl"))(
    "copies every row; the status link, the limits and the secret still work on the copy",
    async () => {
      const from = (await sqlite!.open()).db;
      const to = (await postgres!.open()).db;
      try {
        const secret = await siteSecret(from);
        const app = createApp({ db: from, secret, trustProxy: 0, submissionsPerHour: 5, isPlaceSlug: () => false });
        const answer = await app.request("/api/listings", {
          method: "POST",
          body: JSON.stringify(validListing),
          headers: { "Content-Type": "application/json", Accept: "application/json" },
        });
        const { statusUrl } = (await answer.json()) as { statusUrl: string };
        await app.request("/api/newsletter", {
          method: "POST",
          body: JSON.stringify({ email: "reader@example.com" }),
          headers: { "Content-Type": "application/json" },
        });

        expect(await copyDatabase(from, to)).toEqual({
          setting: 1,
          editor: 0,
          session: 0,
          submission: 1,
          submission_event: 1,
          subscriber: 1,
          outbox: 2,
          rate_limit: 2,
        });
        expect(await siteSecret(to)).toBe(secret);
        const copy = createApp({ db: to, secret, trustProxy: 0, submissionsPerHour: 5, isPlaceSlug: () => false });
        expect(await (await copy.request(statusUrl)).text()).toContain("Listing request: Test Cafe");
        await expect(copyDatabase(from, to)).rejects.toThrow(/already holds rows/);
      } finally {
        await from.destroy();
        await to.destroy();
      }
    },
  );
});
