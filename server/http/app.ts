/**
 * The server's paths (product §16, decision 027), as one Hono app on web Request/Response:
 * - `POST /api/listings`, `POST /api/messages` (a correction when `place` names a place in the guide),
 *   `POST /api/newsletter`: the forms. With `Accept: application/json` (the pages' own script) they
 *   answer 201 with JSON, or 422 `{ errors: { field: message } }`; a plain form post (no JavaScript)
 *   gets 303 to its result page, or a 422 page with the same messages. The messages are the browser's:
 *   the same zod schemas validate here.
 * - `POST /api/uploads` (decision 039): one photo a post (multipart field `photo`), its own body limit
 *   (10 MB and a little) and limit per client; checked by its bytes, made into the guide's sizes and
 *   formats without metadata, kept unattached: 201 `{ id, width, height }`. The listing and correction
 *   posts name the ids (`photoIds`) with `photoCredit` and `photoGrant` (photo-rules.ts photosSchema).
 * - `GET /requests/<token>`: a listing's status; `GET /requests/sent`: a message's result page.
 * - `/newsletter/check-inbox`, `/newsletter/confirm` (GET shows a button, only POST confirms),
 *   `/newsletter/confirmed`, `/newsletter/unsubscribe` (RFC 8058 one-click POST, or a button).
 * Every answer carries server/static/headers.ts serverHeaders (no script, no-store, noindex, no-referrer).
 * Before anything is read or stored: a cross-site post gets 403, a body of another type 415, one over
 * 32 KB 413; then the honeypot and the per-client limit (429 with Retry-After); a database that
 * fails answers 503 "Nothing was saved". Only a committed row is answered as saved.
 */
import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Kysely } from "kysely";
import { contactFieldNames, contactFields } from "../../core/forms/contact-fields";
import { contactSchema } from "../../core/forms/contact-schema";
import { errorsOf } from "../../core/forms/errors";
import { honeypotField, submissionLimitBytes } from "../../core/forms/server-contract";
import { listingFieldNames, listingFields } from "../../core/forms/listing-fields";
import { listingSchema } from "../../core/forms/listing-schema";
import { newsletterSchema } from "../../core/forms/newsletter-schema";
import { maxPhotoBytes, maxPhotos, photoIdsOf } from "../../core/forms/photo-rules";
import { photosSchema, type PhotoFields } from "../../core/forms/photos-schema";
import { securityHeaders, serverHeaders } from "../static/headers";
import type { Database } from "../db/schema";
import { NotAPhoto, processPhoto } from "../photos/images";
import type { PhotoStorage } from "../photos/storage";
import { PhotoNotFound, saveUpload } from "../store/photos";
import { hitsSoFar, LimitExceeded, type Limit } from "../store/rate-limits";
import { findListingByToken, saveSubmission } from "../store/submissions";
import {
  confirmSubscription,
  findPendingByConfirmToken,
  subscribe,
  subscriberOfUnsubscribeToken,
  unsubscribe,
  unsubscribeToken,
} from "../store/subscribers";
import { keyedHash } from "../tokens";
import { createDesk } from "../desk/desk";
import { clientAddress } from "./client-address";
import { fromOwnSite } from "./same-site";
import { confirmMail, listingReceiptMail } from "./mails";
import { buttonForm, card, facts, fieldErrors, page } from "./pages";
import { describeStatus, formatReceived } from "./status-texts";

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
  /** Photos one client may upload an hour (decision 039); default 30 (six forms' worth). */
  uploadsPerHour?: number;
  /** True for a slug of a place in the guide (a correction names one). */
  isPlaceSlug: (slug: string) => boolean;
  /** The site's stylesheets for the server's pages. */
  stylesheets?: readonly string[];
  /** Called after a mail was written into the outbox (the server delivers at once). */
  onMailQueued?: () => void;
  /** The clock (tests fix it). */
  now?: () => Date;
}

/** What a visitor reads when something stopped their post; each also says nothing was saved. */
export const answers = {
  crossSite: "This form only takes posts from Discover Columbus's own pages. Nothing was saved.",
  unsupportedType: "This form takes form fields or JSON only. Nothing was saved.",
  tooLarge: `That is more than a form can send (at most ${submissionLimitBytes / 1024} KB). Nothing was saved.`,
  badJson: "The request's JSON could not be read. Nothing was saved.",
  unavailable: "Nothing was saved, please try again in a moment. Our database could not be reached.",
  tooMany: (minutes: number) =>
    `You have sent this form too often from your connection. Nothing was saved: please try again in ${minutes === 1 ? "a minute" : `${minutes} minutes`}.`,
  invalid: "Some fields need your attention. Nothing was saved.",
  photoTooLarge: `That photo is too large: at most ${maxPhotoBytes / 1024 / 1024} MB a photo. Nothing was saved.`,
  photoMissing: "Choose a photo to send. Nothing was saved.",
  photoNotMultipart: "A photo is sent as a file of a form (multipart/form-data). Nothing was saved.",
} as const;

type FormName = "listing" | "message" | "newsletter";

const formTypes = /^(application\/x-www-form-urlencoded|multipart\/form-data|application\/json)\b/i;

/** The answer is JSON when the client asks for it (the pages' script does) or sent JSON. */
function wantsJson(c: Context): boolean {
  return (
    /\bapplication\/json\b/i.test(c.req.header("accept") ?? "") ||
    /^application\/json\b/i.test(c.req.header("content-type") ?? "")
  );
}

/** Builds the app. It holds no state of its own: everything is in the database, so servers can be many. */
export function createApp(options: AppOptions): Hono {
  const {
    db,
    secret,
    trustProxy,
    submissionsPerHour,
    isPlaceSlug,
    stylesheets = [],
    onMailQueued = () => {},
  } = options;
  const now = options.now ?? (() => new Date());
  const app = new Hono();

  const limitOf = (name: FormName): Limit => ({ name, max: submissionsPerHour, windowMinutes: 60 });
  const originOf = (c: Context) => options.publicOrigin ?? new URL(c.req.url).origin;

  const client = (c: Context) => {
    let peer: string | undefined;
    try {
      peer = getConnInfo(c).remote.address;
    } catch {
      peer = undefined; // app.request() in tests has no socket
    }
    return keyedHash(secret, `client:${clientAddress(peer, c.req.header("x-forwarded-for"), trustProxy)}`);
  };

  const render = (c: Context, status: number, title: string, body: Parameters<typeof page>[0]["body"]) =>
    c.html(page({ title, stylesheets, body }), status as 200);

  /** A failure before anything was stored, as JSON `{ error }` or a page. */
  const refuse = (c: Context, status: number, message: string, headers: Record<string, string> = {}) => {
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    if (wantsJson(c)) return c.json({ error: message }, status as 400);
    return render(
      c,
      status,
      "Not sent",
      card({
        heading: "Your form was not sent",
        paragraphs: [message],
        links: [{ href: "/", label: "Back to the guide" }],
      }),
    );
  };

  app.use("*", async (c, next) => {
    await next();
    for (const [name, value] of Object.entries({ ...securityHeaders, ...serverHeaders }))
      c.res.headers.set(name, value);
  });

  // product §16.5: a post from another site's page is refused; one with neither header (not a browser) is let through.
  app.use("/api/*", async (c, next) => {
    if (c.req.method !== "POST") return next();
    if (!fromOwnSite(c, options.publicOrigin, { strict: false })) return refuse(c, 403, answers.crossSite);
    if (!formTypes.test(c.req.header("content-type") ?? "")) return refuse(c, 415, answers.unsupportedType);
    return next();
  });
  // Every body the server reads (the forms, the newsletter's steps, the desk) is at most 32 KB; a photo's upload
  // has its own limit (decision 039): one file and its multipart framing.
  const formBodyLimit = bodyLimit({ maxSize: submissionLimitBytes, onError: (c) => refuse(c, 413, answers.tooLarge) });
  const uploadBodyLimit = bodyLimit({
    maxSize: maxPhotoBytes + 64 * 1024,
    onError: (c) => refuse(c, 413, answers.photoTooLarge),
  });
  app.use("*", (c, next) => (c.req.path === "/api/uploads" ? uploadBodyLimit(c, next) : formBodyLimit(c, next)));

  const uploadLimit: Limit = { name: "upload", max: options.uploadsPerHour ?? 30, windowMinutes: 60 };

  app.post("/api/uploads", async (c) => {
    if (!/^multipart\/form-data\b/i.test(c.req.header("content-type") ?? ""))
      return refuse(c, 415, answers.photoNotMultipart);
    const storage = options.photos;
    if (!storage) return refuse(c, 503, answers.unavailable);
    const body = await c.req.parseBody();
    const file = body.photo;
    if (!(file instanceof File) || file.size === 0) return refuse(c, 422, answers.photoMissing);
    if (file.size > maxPhotoBytes) return refuse(c, 413, answers.photoTooLarge);
    // Refused early when the client is over its limit, before the work of decoding; counted when stored.
    const who = client(c);
    const sofar = await hitsSoFar(db, uploadLimit, who, now());
    if (sofar.hits >= uploadLimit.max)
      return refuse(c, 429, answers.tooMany(Math.ceil(sofar.retryAfterSeconds / 60)), {
        "Retry-After": String(sofar.retryAfterSeconds),
      });
    let photo;
    try {
      photo = await processPhoto(new Uint8Array(await file.arrayBuffer()));
    } catch (error) {
      if (error instanceof NotAPhoto) return refuse(c, 422, `${error.message} Nothing was saved.`);
      throw error;
    }
    return store(c, async () => {
      const saved = await saveUpload(db, storage, photo, { limit: uploadLimit, client: who, now: now() });
      return c.json(saved, 201);
    });
  });

  /** The photo fields of a post (decision 039): valid, or their messages by field. */
  const photosOf = (fields: Record<string, string>) => {
    const result = photosSchema.safeParse(fields);
    return result.success
      ? { ok: true as const, photos: result.data }
      : { ok: false as const, errors: errorsOf(result.error.issues) };
  };
  const photoInput = (photos: PhotoFields) => {
    const ids = photoIdsOf(photos.photoIds).slice(0, maxPhotos);
    return ids.length ? { ids, credit: photos.photoCredit } : undefined;
  };
  const photoLabels = {
    photoIds: { label: "Photos" },
    photoCredit: { label: "Credit for your photos" },
    photoGrant: { label: "Photo licence" },
  };

  /**
   * The post's fields as text, each of `names` present ("" when missing, as a browser sends an empty
   * field, so a post that skips the browser gets the browser's messages); other values are dropped.
   */
  async function readFields(c: Context, names: readonly string[]): Promise<Record<string, string> | null> {
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
  function invalid(
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
    return render(
      c,
      422,
      "Please check the form",
      card({
        heading: "Please check the form",
        paragraphs: [answers.invalid, "Go back with your browser's Back button: what you typed is still in the form."],
        extra: fieldErrors(list),
        links: [{ href: back, label: "Back to the form" }],
      }),
    );
  }

  /** Runs a store call; maps a limit to 429 and any database failure to 503 (nothing was saved). */
  async function store(c: Context, work: () => Promise<Response>): Promise<Response> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof PhotoNotFound) return invalid(c, { photoIds: error.message }, photoLabels, "/");
      if (error instanceof LimitExceeded) {
        const minutes = Math.ceil(error.retryAfterSeconds / 60);
        return refuse(c, 429, answers.tooMany(minutes), { "Retry-After": String(error.retryAfterSeconds) });
      }
      console.error(`server: ${c.req.method} ${c.req.path}: ${error instanceof Error ? error.message : String(error)}`);
      return refuse(c, 503, answers.unavailable, { "Retry-After": "30" });
    }
  }

  app.post("/api/listings", async (c) => {
    const fields = await readFields(c, listingFieldNames);
    if (!fields) return refuse(c, 400, answers.badJson);
    const result = listingSchema.safeParse(fields);
    const photos = photosOf(fields);
    if (!result.success || !photos.ok)
      return invalid(
        c,
        { ...(result.success ? {} : errorsOf(result.error.issues)), ...(photos.ok ? {} : photos.errors) },
        { ...listingFields, ...photoLabels },
        "/list-business",
      );
    const listing = result.data;
    return store(c, async () => {
      const origin = originOf(c);
      const saved = await saveSubmission(db, {
        kind: "listing",
        payload: listing,
        title: listing.name,
        email: listing.contactEmail,
        spam: Boolean(fields[honeypotField]?.trim()),
        limit: limitOf("listing"),
        client: client(c),
        photos: photoInput(photos.photos),
        mail: ({ id, token }) =>
          listingReceiptMail({
            id,
            to: listing.contactEmail,
            businessName: listing.name,
            statusUrl: `${origin}/requests/${token}`,
          }),
        now: now(),
      });
      onMailQueued();
      const statusUrl = `/requests/${saved.token}`;
      if (wantsJson(c)) return c.json({ statusUrl }, 201);
      return c.redirect(statusUrl, 303);
    });
  });

  app.post("/api/messages", async (c) => {
    const fields = await readFields(c, contactFieldNames);
    if (!fields) return refuse(c, 400, answers.badJson);
    const result = contactSchema.safeParse(fields);
    // Without JavaScript the page's hidden `place` field is empty: the place is in the address the form was on.
    const place = fields.place || placeOfReferer(c.req.header("referer"), c.req.header("host"));
    const back = place ? `/contact?place=${encodeURIComponent(place)}` : "/contact";
    const photos = photosOf(fields);
    if (!result.success || !photos.ok)
      return invalid(
        c,
        { ...(result.success ? {} : errorsOf(result.error.issues)), ...(photos.ok ? {} : photos.errors) },
        { ...contactFields, ...photoLabels },
        back,
      );
    const message = result.data;
    const placeSlug = place && isPlaceSlug(place) ? place : null;
    return store(c, async () => {
      await saveSubmission(db, {
        kind: placeSlug ? "correction" : "message",
        payload: message,
        placeSlug,
        title: message.name,
        email: message.email,
        spam: Boolean(fields[honeypotField]?.trim()),
        limit: limitOf("message"),
        client: client(c),
        // decision 039: photos come with a correction of a place only (a message has no place to picture).
        photos: placeSlug ? photoInput(photos.photos) : undefined,
        now: now(),
      });
      if (wantsJson(c)) return c.json({ saved: true }, 201);
      return c.redirect("/requests/sent", 303);
    });
  });

  app.post("/api/newsletter", async (c) => {
    const fields = await readFields(c, ["email"]);
    if (!fields) return refuse(c, 400, answers.badJson);
    const result = newsletterSchema.safeParse(fields);
    if (!result.success)
      return invalid(c, errorsOf(result.error.issues), { email: { label: "Email address" } }, "/#newsletter");
    const spam = Boolean(fields[honeypotField]?.trim());
    return store(c, async () => {
      const origin = originOf(c);
      if (!spam) {
        await subscribe(db, {
          email: result.data.email,
          limit: limitOf("newsletter"),
          client: client(c),
          confirmMail: ({ id, token }) =>
            confirmMail({
              id,
              to: result.data.email,
              confirmUrl: `${origin}/newsletter/confirm?token=${token}`,
              unsubscribeUrl: `${origin}/newsletter/unsubscribe?t=${unsubscribeToken(secret, id)}`,
            }),
          now: now(),
        });
        onMailQueued();
      }
      if (wantsJson(c)) return c.json({ saved: true }, 201);
      return c.redirect("/newsletter/check-inbox", 303);
    });
  });

  for (const path of ["/api/listings", "/api/messages", "/api/newsletter", "/api/uploads"]) {
    app.all(path, (c) => {
      c.header("Allow", "POST");
      return refuse(c, 405, "This address only takes a form's post.");
    });
  }

  // The editors' desk (product §17): its own sign-in, CSRF and role checks.
  app.route(
    "/admin",
    createDesk({
      db,
      clientOf: client,
      accountKeyOf: (email) => keyedHash(secret, `account:${email.trim().toLowerCase()}`),
      publicOrigin: options.publicOrigin,
      isHttps: (c) =>
        options.publicOrigin?.startsWith("https:") ??
        (new URL(c.req.url).protocol === "https:" || (trustProxy > 0 && c.req.header("x-forwarded-proto") === "https")),
      stylesheets,
      originOf,
      onMailQueued,
      now,
      photos: options.photos,
    }),
  );

  app.get("/requests/sent", (c) =>
    render(
      c,
      200,
      "Message sent",
      card({
        heading: "Message sent!",
        paragraphs: [
          "Thanks for getting in touch. An editor reads every message and replies to the email address you gave.",
        ],
        links: [{ href: "/", label: "Back to the guide" }],
      }),
    ),
  );

  app.get("/requests/:token", async (c) => {
    const listing = await findListingByToken(db, c.req.param("token"));
    if (!listing) return notFound(c);
    const status = describeStatus(listing.status);
    return render(
      c,
      200,
      "Your listing request",
      card({
        heading: `Listing request: ${listing.title}`,
        paragraphs: [status.explanation],
        extra: facts([
          { label: "Business", value: listing.title },
          { label: "Received", value: formatReceived(listing.receivedAt) },
          { label: "Status", value: status.label },
          ...(listing.publicNote ? [{ label: "Note from the editors", value: listing.publicNote }] : []),
        ]),
        links: [
          { href: "/", label: "Back to the guide" },
          { href: "/contact", label: "Ask us about it" },
        ],
      }),
    );
  });

  app.get("/newsletter/check-inbox", (c) =>
    render(
      c,
      200,
      "Check your inbox",
      card({
        heading: "Check your inbox",
        paragraphs: [
          "If that address can be signed up, a mail is on its way with a link to confirm. You are only subscribed once you confirm.",
          "Nothing arrived? Look in your spam folder, or sign up again in ten minutes.",
        ],
        links: [{ href: "/", label: "Back to the guide" }],
      }),
    ),
  );

  app.get("/newsletter/confirm", async (c) => {
    const token = c.req.query("token") ?? "";
    if (!(await findPendingByConfirmToken(db, token, now()))) return expiredLink(c);
    return render(
      c,
      200,
      "Confirm your subscription",
      card({
        heading: "Confirm your subscription",
        paragraphs: ["Press the button to start receiving the Discover Columbus newsletter."],
        extra: buttonForm({ action: "/newsletter/confirm", fields: { token }, label: "Confirm subscription" }),
      }),
    );
  });

  app.post("/newsletter/confirm", async (c) => {
    const body = await c.req.parseBody();
    const token = typeof body.token === "string" ? body.token : "";
    return store(c, async () => {
      if (!(await confirmSubscription(db, token, now()))) return expiredLink(c);
      return c.redirect("/newsletter/confirmed", 303);
    });
  });

  app.get("/newsletter/confirmed", (c) =>
    render(
      c,
      200,
      "Subscribed",
      card({
        heading: "You're subscribed!",
        paragraphs: [
          "Thanks: the next Discover Columbus newsletter will reach you. Every issue has a link to unsubscribe.",
        ],
        links: [{ href: "/", label: "Back to the guide" }],
      }),
    ),
  );

  app.get("/newsletter/unsubscribe", (c) => {
    const token = c.req.query("t") ?? "";
    if (!subscriberOfUnsubscribeToken(secret, token)) return expiredLink(c);
    return render(
      c,
      200,
      "Unsubscribe",
      card({
        heading: "Unsubscribe from the newsletter",
        paragraphs: ["Press the button and no more newsletters will be sent to this address."],
        extra: buttonForm({ action: `/newsletter/unsubscribe?t=${encodeURIComponent(token)}`, label: "Unsubscribe" }),
      }),
    );
  });

  // RFC 8058: a mail provider's one-click POST (body List-Unsubscribe=One-Click) or our page's button; the token authenticates it.
  app.post("/newsletter/unsubscribe", async (c) => {
    const id = subscriberOfUnsubscribeToken(secret, c.req.query("t") ?? "");
    if (!id) return expiredLink(c);
    return store(c, async () => {
      await unsubscribe(db, id, now());
      return render(
        c,
        200,
        "Unsubscribed",
        card({
          heading: "You're unsubscribed",
          paragraphs: [
            "No more newsletters will be sent to this address. Changed your mind? Sign up again on the home page.",
          ],
          links: [{ href: "/", label: "Back to the guide" }],
        }),
      );
    });
  });

  function expiredLink(c: Context) {
    return render(
      c,
      404,
      "Link not valid",
      card({
        heading: "This link is not valid any more",
        paragraphs: ["It may have been used already, or it has expired. To subscribe, sign up again on the home page."],
        links: [{ href: "/", label: "Back to the guide" }],
      }),
    );
  }

  function notFound(c: Context) {
    return render(
      c,
      404,
      "Not found",
      card({
        heading: "Nothing here",
        paragraphs: ["This address opens nothing. A status link must be copied whole, exactly as you received it."],
        links: [{ href: "/", label: "Back to the guide" }],
      }),
    );
  }

  app.notFound(notFound);
  app.onError((error, c) => {
    console.error(`server: ${c.req.method} ${c.req.path}: ${error.message}`);
    return refuse(c, 503, answers.unavailable, { "Retry-After": "30" });
  });
  return app;
}

/** The `place` of a same-host `/contact?place={slug}` Referer, else "" (product §16.2). */
function placeOfReferer(referer: string | undefined, host: string | undefined): string {
  try {
    const url = new URL(referer ?? "");
    return url.host === host && url.pathname === "/contact" ? (url.searchParams.get("place") ?? "") : "";
  } catch {
    return "";
  }
}
