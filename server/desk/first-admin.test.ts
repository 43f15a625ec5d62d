import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { engines } from "../../tooling/test/engines";
import type { Database } from "../db/schema";
import { checkPassword, upsertEditor } from "./accounts";
import { addFirstAdmin } from "./first-admin";

describe.each(engines())("the desk's first admin from the settings on $engine", ({ open }) => {
  let db: Kysely<Database>;
  beforeEach(async () => {
    ({ db } = await open());
  });
  afterEach(async () => {
    await db.destroy();
  });

  it("adds an admin who can sign in with the password set", async () => {
    expect(await addFirstAdmin(db, { email: " First@Example.com ", password: "a first admin's password" })).toBe(true);
    const admin = await checkPassword(db, "first@example.com", "a first admin's password");
    expect(admin).toMatchObject({ email: "first@example.com", role: "admin" });
  });

  it("leaves an account that exists as it is: a restart does not set its password or role back", async () => {
    await upsertEditor(db, { email: "first@example.com", password: "changed at the desk since", role: "editor" });
    expect(await addFirstAdmin(db, { email: "first@example.com", password: "a first admin's password" })).toBe(false);
    expect(await checkPassword(db, "first@example.com", "a first admin's password")).toBeNull();
    expect(await checkPassword(db, "first@example.com", "changed at the desk since")).toMatchObject({
      role: "editor",
    });
  });

  it("refuses a password under 12 characters, naming the setting, and adds no one", async () => {
    await expect(addFirstAdmin(db, { email: "first@example.com", password: "too short" })).rejects.toThrow(
      /^ADMIN_PASSWORD: The password must be at least 12 characters long\.$/,
    );
    expect(await db.selectFrom("editor").selectAll().execute()).toEqual([]);
  });
});
