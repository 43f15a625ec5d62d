/**
 * What the test server kept (playwright.config.ts runs it with DATA_DIR = E2E_DATA_DIR, SQLite and no
 * SMTP): its database, read-only, and the mails it wrote as .eml files into DATA_DIR/outbox; and the editors the
 * tests need, added at the desk by its first admin.
 *
 * Only the server writes its database. A test makes what it needs through the server's own interfaces (the forms'
 * posts, the desk's pages), never by writing the file from its own process: two processes writing one SQLite file
 * wait on each other's locks, and the server's write could then fail with "database is locked". Reads open the file
 * read-only for one query: in WAL mode (server/db/connect.ts) a reader never blocks the server's writes.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, request, test, type APIResponse, type Page } from "@playwright/test";
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

/**
 * The desk's first admin: playwright.config.ts starts the test server with ADMIN_EMAIL and ADMIN_PASSWORD set to
 * these, and the server adds them at start (docs/server.md).
 */
export const deskAdmin = { email: "desk-admin@example.com", password: "the test desk's first admin" } as const;

/** The password of every editor the browser tests add. */
export const editorPassword = "a long enough password";

/** Fails unless `response` is the desk's 303 to `location` (a refused form goes elsewhere, or answers 4xx). */
async function expectRedirect(response: APIResponse, location: string, what: string) {
  if (response.status() !== 303 || response.headers().location !== location)
    throw new Error(
      `${what}: HTTP ${response.status()} to ${response.headers().location ?? "nowhere"}, not 303 to ${location}\n${await response.text()}`,
    );
}

/**
 * Adds an editor to the test server as an admin does (product §17.1): signs in at the desk as {@link deskAdmin} and
 * sends its "Add an editor" form, so the server writes its own database. Returns the address; the password is
 * {@link editorPassword}. Call it inside a test (it uses the project's server).
 */
export async function addEditor(email: string, role: "editor" | "admin" = "editor"): Promise<string> {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error("addEditor needs the project's baseURL (playwright.config.ts)");
  // The desk takes posts from its own pages only: the Origin says so, as the browser's would.
  const desk = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: new URL(baseURL).origin } });
  try {
    await expectRedirect(
      await desk.post("/admin/login", { form: { ...deskAdmin }, maxRedirects: 0 }),
      "/admin",
      `signing in as ${deskAdmin.email}`,
    );
    await expectRedirect(
      await desk.post("/admin/editors", { form: { email, password: editorPassword, role }, maxRedirects: 0 }),
      "/admin/editors",
      `adding the editor ${email}`,
    );
  } finally {
    await desk.dispose();
  }
  return email;
}

/**
 * Signs in at the desk's page as a person does (product §17.1), by label and button, and waits for the inbox.
 * `baseURL` is the server's when it is not the project's (a test site of its own, test-site.ts).
 */
export async function signInAtDesk(page: Page, who: { email: string; password: string }, baseURL = ""): Promise<void> {
  await page.goto(`${baseURL}/admin/login`);
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
}
