/**
 * The server's settings, read once from the environment (README "The server"). Every one has a
 * default that works on a laptop with nothing set up: a SQLite database in `data/`, no mail sent
 * (each mail written as an .eml file instead), the direct peer's address as the client's.
 */
import path from "node:path";
import { claimLeaseMs } from "./store/outbox";

export interface ServerConfig {
  /** Where the SQLite database, the .eml files of unsent mail and backups live. `DATA_DIR`, default `data/` in the project. */
  dataDir: string;
  /** PostgreSQL connection string (`DATABASE_URL`); absent: SQLite in {@link dataDir}. */
  databaseUrl?: string;
  /**
   * The desk's first admin (`ADMIN_EMAIL`, with `ADMIN_PASSWORD`): added at start when no editor has that address
   * (desk/first-admin.ts); absent: editors are added with `npm run admin:add`, and by an admin at the desk.
   */
  firstAdmin?: { email: string; password: string };
  /** SMTP server URL for nodemailer (`SMTP_URL`, e.g. `smtp://user:pass@mail.example:587`); absent: nothing is sent. */
  smtpUrl?: string;
  /** The From address of every mail (`MAIL_FROM`). */
  mailFrom: string;
  /**
   * The site's public origin (`PUBLIC_ORIGIN`, e.g. `https://discovercolumbus.example`): links in mail
   * and the allowed `Origin` of a post. Absent: the links use the request's own host, and a post's
   * Origin must name the host it was sent to.
   */
  publicOrigin?: string;
  /** How many proxies in front of us append to `X-Forwarded-For` (`TRUST_PROXY`: a number, or `true` for one); 0: the peer is the client. */
  trustProxy: number;
  /** Stored submissions per client IP, per form, per hour (`SUBMISSIONS_PER_HOUR`, default 5). */
  submissionsPerHour: number;
  /** The build's folder (`BUILD_DIR`, default `build/` in the project): `client` (the site served) and its releases. */
  buildDir: string;
  /** Where a CDN in front is told which addresses a publish changed (`PURGE_URL`, decision 050); absent: none. */
  purgeUrl?: string;
  /**
   * Whether this server publishes what the desk approves (`PUBLISHING`, default on; `off`: its site stays as built,
   * as the browser tests' shared site must while other tests approve at its desk; decision 050).
   */
  publishing: boolean;
  /**
   * How long a mail a server claimed is held for it (`OUTBOX_LEASE_SECONDS`, default 30, 1 to 3,600; decision 066):
   * a server killed in the middle of a batch leaves its mails to the next delivery of any server after this.
   */
  outboxLeaseSeconds: number;
  /** `npm run db:backup` keeps this many copies, the newest (`BACKUPS_KEPT`, default 7, at least 1). */
  backupsKept: number;
  /**
   * decision 068: days after the hours' last confirmation when each manager is asked "Are these still right?"
   * (`OWNER_REMINDER_DAYS`, default 90; 0: never asked).
   */
  ownerReminderDays: number;
  /**
   * Tests only (`OWNER_REMINDERS_AT`, an ISO instant; the server refuses to start with it when NODE_ENV is
   * production, server/start.ts): the owners' reminders are
   * looked for as if it were this instant (their due dates); the mails and links are made on the real clock.
   */
  ownerRemindersAt?: Date;
  /**
   * Tests only (`CLOCK_AT`, an ISO instant; refused when NODE_ENV is production, server/start.ts, decision 092): the
   * server's clock starts at this instant and runs on: the publisher's day (the daily renewal), the forms' and the
   * desk's dates. A test shows a day's renewal by starting its server on one day and again on the next.
   */
  clockAt?: Date;
}

/**
 * A whole number from the environment, or `fallback` when unset; anything else, or a number outside `range`
 * (inclusive) when given, is a start-up error naming the variable.
 */
function wholeNumber(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  range?: { min: number; max: number },
): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < (range?.min ?? 0) || value > (range?.max ?? Infinity))
    throw new Error(
      `${name} must be a whole number${range ? ` from ${range.min} to ${range.max}` : ""} (it is "${raw}")`,
    );
  return value;
}

/**
 * `TRUST_PROXY`: how many proxies in front append to `X-Forwarded-For`; "true" and "false" (the words Express takes)
 * are 1 and 0. Only here: a "true" anywhere else (a lease of "true" seconds) is a start-up error, not a 1.
 */
function proxiesInFront(env: NodeJS.ProcessEnv): number {
  const raw = env.TRUST_PROXY;
  return wholeNumber({ TRUST_PROXY: raw === "true" ? "1" : raw === "false" ? "0" : raw }, "TRUST_PROXY", 0);
}

/**
 * The first admin when ADMIN_EMAIL is set (with ADMIN_PASSWORD, else a start-up error). ADMIN_PASSWORD alone is
 * `npm run admin:add`'s and means nothing here.
 */
function firstAdmin(env: NodeJS.ProcessEnv): ServerConfig["firstAdmin"] {
  const email = env.ADMIN_EMAIL?.trim() ?? "";
  if (!email) return undefined;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new Error(`ADMIN_EMAIL must be an email address (it is "${email}")`);
  const password = env.ADMIN_PASSWORD ?? "";
  if (!password) throw new Error("ADMIN_EMAIL is set without ADMIN_PASSWORD: set both to add the desk's first admin");
  return { email, password };
}

/**
 * `OWNER_REMINDERS_AT` (tests: the instant the owners' reminders are looked for at, decision 077) or `CLOCK_AT`
 * (tests: the instant the server's clock starts at, decision 092): an ISO date and time, else a start-up error naming
 * the variable. The server refuses either in production (server/start.ts); the publisher's renderer, which reads
 * this config under NODE_ENV=production, never uses them.
 */
function instantOf(env: NodeJS.ProcessEnv, name: "OWNER_REMINDERS_AT" | "CLOCK_AT"): Date | undefined {
  const given = env[name]?.trim();
  if (!given) return undefined;
  const at = new Date(given);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(given) || Number.isNaN(at.getTime()))
    throw new Error(`${name} must be an ISO date and time such as 2027-03-01T12:00:00Z (it is "${given}")`);
  return at;
}

/** Reads {@link ServerConfig} from `env` (default `process.env`); throws on a value that cannot be meant. */
export function readConfig(
  env: NodeJS.ProcessEnv = process.env,
  projectRoot = path.resolve(import.meta.dirname, ".."),
): ServerConfig {
  const publicOrigin = env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN).origin : undefined;
  return {
    dataDir: path.resolve(projectRoot, env.DATA_DIR || "data"),
    databaseUrl: env.DATABASE_URL || undefined,
    firstAdmin: firstAdmin(env),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || "Discover Columbus <hello@discovercolumbus.guide>",
    publicOrigin,
    trustProxy: proxiesInFront(env),
    submissionsPerHour: wholeNumber(env, "SUBMISSIONS_PER_HOUR", 5),
    purgeUrl: env.PURGE_URL ? new URL(env.PURGE_URL).href : undefined,
    publishing: env.PUBLISHING !== "off",
    buildDir: path.resolve(projectRoot, env.BUILD_DIR || "build"),
    // Longer than an hour, a dead server's mails would wait for hours, and the lease's renewal (a third of it, a Node
    // timer) would pass Node's longest timer (24.8 days) and fire every millisecond instead.
    outboxLeaseSeconds: wholeNumber(env, "OUTBOX_LEASE_SECONDS", claimLeaseMs / 1000, { min: 1, max: 3600 }),
    backupsKept: Math.max(1, wholeNumber(env, "BACKUPS_KEPT", 7)),
    ownerReminderDays: wholeNumber(env, "OWNER_REMINDER_DAYS", 90),
    ownerRemindersAt: instantOf(env, "OWNER_REMINDERS_AT"),
    clockAt: instantOf(env, "CLOCK_AT"),
  };
}
