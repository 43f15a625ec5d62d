import { randomUUID } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import type { Kysely, Transaction } from "kysely";
import type { Database, Editor, EditorRole } from "../db/schema";
import { hashToken, newToken } from "../tokens";
import { sessionIdleMs, sessionLifetimeMs } from "../store/retention";

/** Passwords are at least this long (product §17.1). */
export const minPasswordLength = 12;

/** argon2id at OWASP's first recommended setting: 19 MiB, 2 passes, 1 lane. */
const argon2Options = { algorithm: 2 as const, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** A hash of no password: verified against when an address is unknown, so both answers take the same time. */
const noEditorHash = hash("no editor has this password", argon2Options);

/** Why a password is refused, or null when it will do. */
export function passwordProblem(password: string): string | null {
  return password.length < minPasswordLength
    ? `The password must be at least ${minPasswordLength} characters long.`
    : null;
}

/** Thrown when a change would leave the desk without an admin (product §17.1: the last admin stays). */
export class LastAdmin extends Error {
  constructor() {
    super("The desk needs an admin: make another editor an admin first.");
  }
}

/** Admins other than `editorId`, in `trx` (read in the transaction that would demote or remove that editor). */
async function otherAdmins(trx: Transaction<Database>, editorId: string): Promise<number> {
  const { n } = await trx
    .selectFrom("editor")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("role", "=", "admin")
    .where("id", "!=", editorId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * Adds an editor, or sets the password and role of the one with that address (product §17.1: there is
 * no sign-up page; `npm run admin:add` and an admin at the desk call this). A new password ends every session of
 * that editor (whoever had it signs in again). Throws on a short password, and {@link LastAdmin} when it would make
 * the last admin an editor.
 */
export async function upsertEditor(
  db: Kysely<Database>,
  { email, password, role }: { email: string; password: string; role: EditorRole },
  now = new Date(),
): Promise<Editor> {
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  const address = email.trim().toLowerCase();
  const password_hash = await hash(password, argon2Options);
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom("editor").selectAll().where("email", "=", address).executeTakeFirst();
    if (!existing) {
      const editor = { id: randomUUID(), email: address, password_hash, role, created_at: now.toISOString() };
      await trx.insertInto("editor").values(editor).execute();
      return editor;
    }
    if (existing.role === "admin" && role !== "admin" && (await otherAdmins(trx, existing.id)) === 0)
      throw new LastAdmin();
    await trx.updateTable("editor").set({ password_hash, role }).where("id", "=", existing.id).execute();
    await trx.deleteFrom("session").where("editor_id", "=", existing.id).execute();
    return { ...existing, password_hash, role };
  });
}

/**
 * Removes an editor (product §17.1: an admin at the desk, never oneself); their sessions end with them. Throws
 * {@link LastAdmin} for the last admin. Resolves false when there was no such editor.
 */
export async function removeEditor(db: Kysely<Database>, editorId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const editor = await trx.selectFrom("editor").select("role").where("id", "=", editorId).executeTakeFirst();
    if (!editor) return false;
    if (editor.role === "admin" && (await otherAdmins(trx, editorId)) === 0) throw new LastAdmin();
    await trx.deleteFrom("session").where("editor_id", "=", editorId).execute();
    await trx.deleteFrom("editor").where("id", "=", editorId).execute();
    return true;
  });
}

/**
 * The editor whose address and password these are, or null. Always verifies one argon2id hash (a
 * stand-in when the address is unknown), so a wrong address and a wrong password take the same time.
 */
export async function checkPassword(db: Kysely<Database>, email: string, password: string): Promise<Editor | null> {
  const editor = await db
    .selectFrom("editor")
    .selectAll()
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  const ok = await verify(editor?.password_hash ?? (await noEditorHash), password).catch(() => false);
  return editor && ok ? editor : null;
}

export { sessionIdleMs, sessionLifetimeMs };

/**
 * Starts a session for an editor (product §17.1): a new random token for the cookie, only its SHA-256
 * in the database (so sessions can be listed, revoked and shared by several servers). Resolves with the token.
 */
export async function startSession(db: Kysely<Database>, editorId: string, now = new Date()): Promise<string> {
  const token = newToken();
  await db
    .insertInto("session")
    .values({
      token_hash: hashToken(token),
      editor_id: editorId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
    })
    .execute();
  return token;
}

/**
 * The editor of a session token, or null when the token is unknown, forged, idle for over 12 hours or signed in
 * over 7 days ago (an expired session is deleted). A live one is marked seen (at most once a minute, to spare
 * writes). A new password or the editor's removal has already deleted their sessions.
 */
export async function editorOfSession(
  db: Kysely<Database>,
  token: string | undefined,
  now = new Date(),
): Promise<Editor | null> {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom("session")
    .innerJoin("editor", "editor.id", "session.editor_id")
    .selectAll("editor")
    .select(["session.last_seen_at", "session.created_at as signed_in_at"])
    .where("session.token_hash", "=", tokenHash)
    .executeTakeFirst();
  if (!row) return null;
  const idle = now.getTime() - Date.parse(row.last_seen_at);
  if (idle > sessionIdleMs || now.getTime() - Date.parse(row.signed_in_at) >= sessionLifetimeMs) {
    await db.deleteFrom("session").where("token_hash", "=", tokenHash).execute();
    return null;
  }
  if (idle > 60_000)
    await db
      .updateTable("session")
      .set({ last_seen_at: now.toISOString() })
      .where("token_hash", "=", tokenHash)
      .execute();
  const { last_seen_at: _seen, signed_in_at: _signedIn, ...editor } = row;
  return editor;
}

/** Ends a session (sign-out, or the old session at a sign-in). */
export async function endSession(db: Kysely<Database>, token: string | undefined): Promise<void> {
  if (token) await db.deleteFrom("session").where("token_hash", "=", hashToken(token)).execute();
}
