/**
 * The server's paths (product §16, §17; decision 027) as one Hono app on web Request/Response, a small app per
 * resource mounted here. What a request meets, in order:
 * 1. the server's headers on every answer (server/static/headers.ts serverHeaders: no script, no-store, noindex,
 *    no-referrer), with the site's security headers;
 * 2. for a POST to /api/*: 403 when it comes from another site's page, 415 for a body of another type;
 * 3. the body limit: 32 KB for every form and the desk, a photo's own limit for its uploads (413, decision 091);
 * 4. the resource: the forms (http/forms.ts), uploads (http/uploads.ts), the newsletter (http/newsletter.tsx),
 *    visitors' reviews with their confirm and private pages (http/reviews.tsx), the result pages
 *    (http/requests.tsx), the owners' pages at /owners (owners/, decision 068), the editors' desk at /admin (desk/);
 * 5. a 404 page; 400 for a body that cannot be read; 503 "Nothing was saved" when the database cannot be reached,
 *    500 for any other failure (decision 047).
 * It holds no state of its own: everything is in the database, so servers can be many.
 */
import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { Kysely } from "kysely";
import { isUploadPath, uploadLimitBytes } from "../core/forms/photo-rules";
import { submissionLimitBytes } from "../core/forms/server-contract";
import type { Database } from "./db/schema";
import { createDesk } from "./desk";
import { formRoutes } from "./http/forms";
import { newsletterRoutes } from "./http/newsletter";
import { requestRoutes } from "./http/requests";
import { eventProposalRoutes } from "./events/routes";
import { correctionStatusRoutes } from "./http/correction-status";
import { replyRoutes } from "./http/replies";
import { reviewReportRoutes } from "./http/review-reports";
import { reviewRoutes } from "./http/reviews";
import { uploadRoutes } from "./http/uploads";
import { ownerRoutes } from "./owners/routes";
import type { PhotoStorage } from "./photos/storage";
import { PhotoWork } from "./photos/work";
import { securityHeaders, serverHeaders } from "./static/headers";
import { keyedHash } from "./tokens";
import { pageRenderer } from "./web/layout";
import { answers, failure, notFound, refuse, type ServerContext } from "./web/respond";
import { fromOwnSite } from "./web/same-site";

export { answers } from "./web/respond";

export interface AppOptions {
  db: Kysely<Database>;
  /** The site's secret (store/settings.ts): keyed hashes of client addresses, unsubscribe links. */
  secret: string;
  /** PUBLIC_ORIGIN: links in mail and the one allowed Origin; absent: the request's own host. */
  publicOrigin?: string;
  /** TRUST_PROXY: proxies in front that append X-Forwarded-For. */
  trustProxy: number;
  /** SUBMISSIONS_PER_HOUR: stored submissions per client, per form, per hour. */
  submissionsPerHour: number;
  /** Where uploaded photos' files are kept (decision 039); absent: the upload answers 503. */
  photos?: PhotoStorage;
  /** The image work of uploads (decision 049); default: a queue of the app's own over `photos`. */
  photoWork?: PhotoWork;
  /** Photos one client may upload an hour (decision 039); default 30 (six forms' worth). */
  uploadsPerHour?: number;
  /** True for a slug of a place in the guide (a correction names one). */
  isPlaceSlug: (slug: string) => boolean | Promise<boolean>;
  /** The site's stylesheets for the server's pages. */
  stylesheets?: readonly string[];
  /** Called after a mail was written into the outbox (the server delivers at once). */
  onMailQueued?: () => void;
  /** Called after a place's new version was written (decision 050: the publisher starts at once). */
  onGuideChanged?: () => void;
  /** The clock (tests fix it). */
  now?: () => Date;
}

/** The encodings of a body the server reads, by their media type. */
const bodyEncodings = new Map<string, "urlencoded" | "multipart" | "json">([
  ["application/x-www-form-urlencoded", "urlencoded"],
  ["multipart/form-data", "multipart"],
  ["application/json", "json"],
]);

/**
 * A request body's encoding, from its Content-Type header (its media type, whatever its parameters and case): a
 * form's two encodings or JSON, else undefined (the server reads no other).
 */
function bodyEncoding(contentType: string | undefined) {
  return bodyEncodings.get((contentType ?? "").split(";", 1)[0]!.trim().toLowerCase());
}

/** Builds the app. */
export function createApp(options: AppOptions): Hono {
  const server: ServerContext = {
    db: options.db,
    secret: options.secret,
    publicOrigin: options.publicOrigin,
    trustProxy: options.trustProxy,
    submissionsPerHour: options.submissionsPerHour,
    uploadsPerHour: options.uploadsPerHour ?? 30,
    photos: options.photos,
    photoWork: options.photoWork ?? (options.photos ? new PhotoWork(options.db, options.photos) : undefined),
    isPlaceSlug: options.isPlaceSlug,
    onMailQueued: options.onMailQueued ?? (() => {}),
    onGuideChanged: options.onGuideChanged ?? (() => {}),
    now: options.now ?? (() => new Date()),
  };
  const app = new Hono();

  app.use("*", async (c, next) => {
    await next();
    for (const [name, value] of Object.entries({ ...securityHeaders, ...serverHeaders }))
      c.res.headers.set(name, value);
  });
  app.use("*", pageRenderer(options.stylesheets ?? []));

  // product §16.5: a post from another site's page is refused; one with neither header (not a browser) is let through.
  app.use("/api/*", async (c, next) => {
    if (c.req.method !== "POST") return next();
    if (!fromOwnSite(c, server.publicOrigin, { strict: false })) return refuse(c, 403, answers.crossSite);
    if (!bodyEncoding(c.req.header("content-type"))) return refuse(c, 415, answers.unsupportedType);
    return next();
  });
  // Every body the server reads (the forms, the newsletter's steps, the desk) is at most 32 KB; a photo's upload
  // has its own limit (decision 039): one file and its multipart framing.
  const formBodyLimit = limitBody(submissionLimitBytes, (c) => refuse(c, 413, answers.tooLarge));
  const uploadBodyLimit = limitBody(uploadLimitBytes, (c) => refuse(c, 413, answers.photoTooLarge));
  app.use("*", (c, next) => (isUploadPath(c.req.path) ? uploadBodyLimit(c, next) : formBodyLimit(c, next)));
  // A form's body that cannot be read (a multipart body cut short or without its boundary) is the sender's fault:
  // 400, read once here (Hono keeps what it parsed for the handler).
  app.use("*", async (c, next) => {
    const encoding = bodyEncoding(c.req.header("content-type"));
    if (c.req.method !== "POST" || (encoding !== "urlencoded" && encoding !== "multipart")) return next();
    try {
      // A form's fields as the browser encodes them: read with the platform's own parser of that encoding, kept
      // where Hono's parseBody finds them (its own way builds a Response around the body to read them: a tenth of
      // a post's CPU on the server's thread, docs/performance.md).
      // Hono keeps a promise of the FormData there (hono/utils/body parseFormData), whatever its type says.
      if (encoding === "urlencoded") c.req.bodyCache.formData = formDataOf(await c.req.text()) as unknown as FormData;
      else await c.req.parseBody();
    } catch (error) {
      if (error instanceof HTTPException) throw error;
      return refuse(c, 400, answers.badBody);
    }
    return next();
  });

  app.route("/", uploadRoutes(server));
  app.route("/", formRoutes(server));
  app.route("/", newsletterRoutes(server));
  app.route("/", reviewRoutes(server));
  app.route("/", reviewReportRoutes(server));
  app.route("/", replyRoutes(server));
  // decision 083: the public proposal of an event (before the listings' status pages under /requests/).
  app.route("/", eventProposalRoutes(server));
  for (const path of [
    "/api/listings",
    "/api/messages",
    "/api/newsletter",
    "/api/reviews",
    "/api/reviews/:id/report",
    "/api/replies",
    "/api/uploads",
    "/api/events",
  ]) {
    app.all(path, (c) => {
      c.header("Allow", "POST");
      return refuse(c, 405, "This address only takes a form's post.");
    });
  }
  app.route("/", requestRoutes(server));
  // decision 068: a correction's private status page.
  app.route("/", correctionStatusRoutes(server));
  // decision 068: owners claim, sign in by mail link and keep their places current.
  app.route("/", ownerRoutes(server));
  // The editors' desk (product §17): its own sign-in, CSRF and role checks.
  app.route(
    "/admin",
    createDesk(server, {
      accountKeyOf: (email) => keyedHash(server.secret, `account:${email.trim().toLowerCase()}`),
      isHttps: (c) =>
        server.publicOrigin?.startsWith("https:") ??
        (new URL(c.req.url).protocol === "https:" ||
          (server.trustProxy > 0 && c.req.header("x-forwarded-proto") === "https")),
    }),
  );

  app.notFound(notFound);
  app.onError((error, c) => failure(c, error));
  return app;
}

/**
 * hono/body-limit's limit of `maxSize` bytes (`onError` answers a body over it) without asking for the request's body
 * stream when its headers already tell: a body that says its length is judged by its `Content-Length` (the server
 * refuses a body longer than it says), a GET or HEAD without either header has none, and only a body sent in chunks
 * (or a Request built in this process, which says no length) is counted as it is read. Asking Node's adapter for the
 * stream turns its light request into a whole Request, which cost every request more than the rest of its reading.
 */
function limitBody(maxSize: number, onError: Parameters<typeof bodyLimit>[0]["onError"] & {}): MiddlewareHandler {
  const counted = bodyLimit({ maxSize, onError });
  return async (c, next) => {
    const length = c.req.header("content-length");
    if (c.req.header("transfer-encoding") === undefined) {
      if (length !== undefined) return Number.parseInt(length, 10) > maxSize ? onError(c) : next();
      if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    }
    return counted(c, next);
  };
}

/** The fields of an `application/x-www-form-urlencoded` body, as a FormData (the URL standard's parser). */
function formDataOf(body: string): Promise<FormData> {
  const form = new FormData();
  for (const [name, value] of new URLSearchParams(body)) form.append(name, value);
  return Promise.resolve(form);
}
