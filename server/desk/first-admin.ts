/**
 * The desk's first admin from the server's settings (docs/server.md: ADMIN_EMAIL, ADMIN_PASSWORD), so a new
 * deployment, or a test server, has someone who can sign in and add the other editors at the desk, without a
 * command run against the database beside the server (`npm run admin:add` is the other way).
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { passwordProblem, upsertEditor } from "./accounts";

/**
 * Adds `email` as an admin with `password` when no editor has that address; an account that exists is left as it
 * is (its password may have been changed at the desk since, and a restart must not set it back). Resolves true when
 * it added the admin. Throws on a short password (product §17.1), as `npm run admin:add` refuses it, whether or not
 * the account exists, so a setting that could never have worked is said at once.
 */
export async function addFirstAdmin(
  db: Kysely<Database>,
  { email, password }: { email: string; password: string },
  now = new Date(),
): Promise<boolean> {
  const problem = passwordProblem(password);
  if (problem) throw new Error(`ADMIN_PASSWORD: ${problem}`);
  const address = email.trim().toLowerCase();
  const existing = await db.selectFrom("editor").select("id").where("email", "=", address).executeTakeFirst();
  if (existing) return false;
  await upsertEditor(db, { email: address, password, role: "admin" }, now);
  return true;
}
