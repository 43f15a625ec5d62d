/**
 * What the test server kept (playwright.config.ts runs it with DATA_DIR = E2E_DATA_DIR, SQLite and no
 * SMTP): its database, read-only, and the mails it wrote as .eml files into DATA_DIR/outbox.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { test } from "@playwright/test";
import Database from "libsql";

/** The test server's data folder. */
export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set: run the browser tests through playwright.config.ts");
  return dir;
}

/** Rows of a query on the test server's SQLite database (opened read-only for the call). */
export function query<Row>(sql: string, ...params: unknown[]): Row[] {
  const db = new Database(path.join(dataDir(), "discover-columbus.db"), { readonly: true });
  try {
    return db.prepare(sql).all(...params) as Row[];
  } finally {
    db.close();
  }
}

/** A mail of the outbox: its headers (lower-case names) and its text, quoted-printable decoded. */
export interface OutboxMail {
  file: string;
  headers: Record<string, string>;
  text: string;
}

/** Decodes a quoted-printable body (RFC 2045 §6.7): soft line breaks, then =XX bytes as UTF-8. */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined[i] === "=" ? /^[0-9A-F]{2}$/i.exec(joined.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!));
  }
  return Buffer.from(bytes).toString("utf8");
}

/** Every .eml the test server wrote, oldest first. */
export function outboxMails(): OutboxMail[] {
  const dir = path.join(dataDir(), "outbox");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .map((name) => {
      const raw = readFileSync(path.join(dir, name), "utf8");
      const split = raw.indexOf("\n\n");
      const head = raw.slice(0, split).replace(/\n[ \t]+/g, " ");
      const headers = Object.fromEntries(
        head.split("\n").map((line) => {
          const colon = line.indexOf(":");
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      const body = raw.slice(split + 2);
      return {
        file: name,
        headers,
        text: /quoted-printable/i.test(headers["content-transfer-encoding"] ?? "") ? decodeQuotedPrintable(body) : body,
      };
    });
}

/** Waits (polling, at most `timeoutMs`) for the newest mail to `to`, written after the call began or not. */
export async function waitForMail(to: string, { timeoutMs = 10_000, since = 0 } = {}): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = outboxMails().filter((mail) => mail.headers.to?.toLowerCase() === to.toLowerCase());
    if (mails.length > since) return mails.at(-1)!;
    if (Date.now() > deadline)
      throw new Error(`No mail to ${to} in ${path.join(dataDir(), "outbox")} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * An address no other test, project or retry uses (`name.<id>@example.com`), so what a test finds in
 * the server's database is its own. Call it inside a test.
 */
export function uniqueEmail(name: string): string {
  const info = test.info();
  let hash = 2166136261;
  for (const char of `${info.testId}:${info.project.name}:${info.retry}:${info.repeatEachIndex}`)
    hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return `${name}.${hash.toString(36)}@example.com`;
}

/** What the server stored for submissions from `email` (product §16): kind, status, place and the fields as sent. */
export function storedFrom(email: string) {
  return query<{ kind: string; status: string; place_slug: string | null; payload: string }>(
    "select kind, status, place_slug, payload from submission where email = ? order by created_at",
    email.toLowerCase(),
  ).map((row) => ({
    kind: row.kind,
    status: row.status,
    place: row.place_slug,
    fields: JSON.parse(row.payload) as Record<string, string>,
  }));
}

/** The password of every editor the browser tests add. */
export const editorPassword = "a long enough password";

/** Adds an editor to the test server's database (product §17.1, as `npm run admin:add` does); returns the address. */
export async function addEditor(email: string, role: "editor" | "admin" = "editor"): Promise<string> {
  const { openDatabase } = await import("../../server/db/connect");
  const { upsertEditor } = await import("../../server/desk/accounts");
  const { db } = await openDatabase({ dataDir: dataDir() });
  try {
    await upsertEditor(db, { email, password: editorPassword, role });
  } finally {
    await db.destroy();
  }
  return email;
}
