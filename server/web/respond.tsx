/** @jsxImportSource hono/jsx */
/**
 * What every handler of the server's paths shares (product §16.5): the context it is given, reading a post's
 * fields, and the answers that stop a post (as JSON `{ error }` for the pages' own script, or a page).
 * A failure before anything was stored says so ("Nothing was saved"); only a committed row is answered as saved.
 */
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { Kysely } from "kysely";
import { submissionLimitBytes } from "../../core/forms/server-contract";
import { maxPhotoBytes } from "../../core/forms/photo-rules";
import type { Database } from "../db/schema";
import type { PhotoStorage } from "../photos/storage";
import type { PhotoWork } from "../photos/work";
import { PhotoNotFound } from "../store/photos";
import { isDatabaseUnavailable } from "../db/unavailable";
import { LimitExceeded } from "../store/rate-limits";
import { keyedHash } from "../tokens";
import { clientAddress } from "./client-address";
import { Card, FieldErrors } from "./layout";

/** What the server's handlers are given: the database, the clock, and how to name a client and the site. */
export interface ServerContext {
  db: Kysely<Database>;
  /** The site's secret (store/settings.ts): keyed hashes of client addresses, unsubscribe links. */
  secret: string;
  /** PUBLIC_ORIGIN: links in mail and the one allowed Origin; absent: the request's own host. */
  publicOrigin?: string;
  /** TRUST_PROXY: proxies in front that append X-Forwarded-For. */
  trustProxy: number;
  /** SUBMISSIONS_PER_HOUR: stored submissions per client, per form, per hour. */
  submissionsPerHour: number;
  /** Photos one client may upload an hour (decision 039). */
  uploadsPerHour: number;
  /** Where uploaded photos' files are kept (decision 039); absent: the upload answers 503. */
  photos?: PhotoStorage;
  /** The image work of uploads, one at a time (decision 049); present with {@link photos}. */
  photoWork?: PhotoWork;
  /** True for a slug of a place in the guide (a correction names one). */
  isPlaceSlug: (slug: string) => boolean | Promise<boolean>;
  /** Called after a mail was written into the outbox (the server delivers at once). */
  onMailQueued: () => void;
  /** Called after a place's new version was written (decision 050: the publisher starts at once). */
  onGuideChanged: () => void;
  /** The clock (tests fix it). */
  now: () => Date;
}

/** What a visitor reads when something stopped their post; each also says nothing was saved. */
export const answers = {
  crossSite: "This form only takes posts from Discover Columbus's own pages. Nothing was saved.",
  unsupportedType: "This form takes form fields or JSON only. Nothing was saved.",
  tooLarge: `That is more than a form can send (at most ${submissionLimitBytes / 1024} KB). Nothing was saved.`,
  badJson: "The request's JSON could not be read. Nothing was saved.",
  badBody: "The form's data could not be read: it was cut short or is not what it says. Nothing was saved.",
  unavailable: "Nothing was saved, please try again in a moment. Our database could not be reached.",
  failed: "Nothing was saved: something went wrong on our side. We have noted it; please try again later.",
  tooMany: (minutes: number) =>
    `You have sent this form too often from your connection. Nothing was saved: please try again in ${minutes === 1 ? "a minute" : `${minutes} minutes`}.`,
  invalid: "Some fields need your attention. Nothing was saved.",
  photoTooLarge: `That photo is too large: at most ${maxPhotoBytes / 1024 / 1024} MB a photo. Nothing was saved.`,
  photoMissing: "Choose a photo to send. Nothing was saved.",
  photoNotMultipart: "A photo is sent as a file of a form (multipart/form-data). Nothing was saved.",
} as const;

/** The site's origin for links in mail: PUBLIC_ORIGIN, else the request's own. */
export const originOf = (server: ServerContext, c: Context) => server.publicOrigin ?? new URL(c.req.url).origin;

/** The client's keyed address (product §16.5: the table of limits never holds an address). */
export function clientOf(server: ServerContext, c: Context): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined; // app.request() in tests has no socket
  }
  return keyedHash(server.secret, `client:${clientAddress(peer, c.req.header("x-forwarded-for"), server.trustProxy)}`);
}

/** The answer is JSON when the client asks for it (the pages' script does) or sent JSON. */
export function wantsJson(c: Context): boolean {
  return (
    /\bapplication\/json\b/i.test(c.req.header("accept") ?? "") ||
    /^application\/json\b/i.test(c.req.header("content-type") ?? "")
  );
}

/** A failure before anything was stored, as JSON `{ error }` or a page. */
export function refuse(c: Context, status: number, message: string, headers: Record<string, string> = {}) {
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  if (wantsJson(c)) return c.json({ error: message }, status as 400);
  c.status(status as 400);
  return c.render(
    <Card
      heading="Your form was not sent"
      paragraphs={[message]}
      links={[{ href: "/", label: "Back to the guide" }]}
    />,
    { title: "Not sent" },
  );
}

/**
 * The post's fields as text, each of `names` present ("" when missing, as a browser sends an empty field, so a
 * post that skips the browser gets the browser's messages); other values are dropped. Null: JSON that is not an
 * object.
 */
export async function readFields(c: Context, names: readonly string[]): Promise<Record<string, string> | null> {
  let body: Record<string, unknown>;
  if (/^application\/json\b/i.test(c.req.header("content-type") ?? "")) {
    try {
      const parsed: unknown = await c.req.json();
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
      body = parsed as Record<string, unknown>;
    } catch {
      return null;
    }
  } else {
    body = await c.req.parseBody();
  }
  const text = Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  return { ...Object.fromEntries(names.map((name) => [name, ""])), ...text };
}

/** The 422 answer of a post its form's schema refused: JSON field errors, or a page listing them with their labels. */
export function invalid(
  c: Context,
  errors: Partial<Record<string, string>>,
  labels: Record<string, { label: string }>,
  back: string,
) {
  if (wantsJson(c)) return c.json({ error: answers.invalid, errors }, 422);
  const list = Object.entries(errors).map(([field, message]) => ({
    label: labels[field]?.label ?? field,
    message: message ?? "",
  }));
  c.status(422);
  return c.render(
    <Card
      heading="Please check the form"
      paragraphs={[answers.invalid, "Go back with your browser's Back button: what you typed is still in the form."]}
      links={[{ href: back, label: "Back to the form" }]}
    >
      <FieldErrors errors={list} />
    </Card>,
    { title: "Please check the form" },
  );
}

/** The labels of a post's photo fields (decision 039), for {@link invalid}. */
export const photoLabels = {
  photoIds: { label: "Photos" },
  photoCredit: { label: "Credit for your photos" },
  photoGrant: { label: "Photo licence" },
};

/**
 * The answer to a failure no rule of the request explains (decision 047): 503 with Retry-After when the database
 * cannot be reached now (server/db/unavailable.ts), else 500; both say nothing was saved, and the error is logged.
 */
export function failure(c: Context, error: unknown) {
  console.error(`server: ${c.req.method} ${c.req.path}: ${error instanceof Error ? error.message : String(error)}`);
  return isDatabaseUnavailable(error)
    ? refuse(c, 503, answers.unavailable, { "Retry-After": "30" })
    : refuse(c, 500, answers.failed);
}

/** Runs a store call; maps a limit to 429, an unknown photo to 422, and any other failure to {@link failure}. */
export async function store(c: Context, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PhotoNotFound) return invalid(c, { photoIds: error.message }, photoLabels, "/");
    if (error instanceof LimitExceeded) {
      const minutes = Math.ceil(error.retryAfterSeconds / 60);
      return refuse(c, 429, answers.tooMany(minutes), { "Retry-After": String(error.retryAfterSeconds) });
    }
    return failure(c, error);
  }
}

/** The 404 of the server's paths: nothing here. */
export function notFound(c: Context) {
  c.status(404);
  return c.render(
    <Card
      heading="Nothing here"
      paragraphs={["This address opens nothing. A status link must be copied whole, exactly as you received it."]}
      links={[{ href: "/", label: "Back to the guide" }]}
    />,
    { title: "Not found" },
  );
}
