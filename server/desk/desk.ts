/**
 * The editors' desk at /admin (product §17, decision 028): server-rendered HTML that works without
 * JavaScript and runs none (the server's CSP allows no script), never cached or indexed.
 * - Without a live session every /admin path answers 303 to /admin/login; a stale or forged cookie
 *   counts as none. Sign-in: 5 failures per account and 20 per client address in 15 minutes, then 429
 *   with Retry-After; the same answer, in about the same time, whether or not the account exists.
 * - The cookie: HttpOnly, SameSite=Lax, a new token at every sign-in, `__Host-` prefixed and Secure
 *   when the site is served over https. Every POST must come from the desk's own pages (Origin or
 *   Sec-Fetch-Site; a post with neither is refused here, unlike the public forms) and the editor's role
 *   is checked.
 */
import { city } from "../../core/city";
import { Hono, type Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { html } from "hono/html";
import type { Kysely } from "kysely";
import { contactFields } from "../../core/forms/contact-fields";
import { listingFields } from "../../core/forms/listing-fields";
import { neighborhoodAreas } from "../../core/places/neighborhood-areas";
import { placeTypes, priceRanges } from "../../core/places/place-schema";
import type {
  Database,
  Editor,
  EditorRole,
  PhotoRow,
  Submission,
  SubmissionKind,
  SubmissionOrigin,
  SubmissionStatus,
} from "../db/schema";
import type { PhotoStorage } from "../photos/storage";
import { decidePhoto, findPhoto, photoKey, photosOf } from "../store/photos";
import { facts, page } from "../http/pages";
import { fromOwnSite } from "../http/same-site";
import { countHit, hitsSoFar, type Limit } from "../store/rate-limits";
import { toCsv } from "./csv";
import { checkPassword, editorOfSession, endSession, passwordProblem, startSession, upsertEditor } from "./editors";
import { correctionFields, openingHoursOf, typeOfCategory, type CorrectionField } from "./guide-record";
import { hoursPreview, readHoursForDesk } from "./hours-preview";
import {
  confirmedSubscribers,
  inboxCounts,
  listInbox,
  moveSubmission,
  MoveRefused,
  newsletterCounts,
  pageSize,
  submissionWithHistory,
  type Move,
} from "./queue";
import { kindLabels, nextStatuses, statusesOf, statusLabels } from "./transitions";
import { osmCopyrightUrl } from "../osm/elements";
import { neighborhoodOf, osmDecisionProblem, type OsmListingDecision } from "../osm/osm-record";
import type { OsmListingPayload } from "../osm/suggestions";

type Html = ReturnType<typeof html>;

export interface DeskOptions {
  db: Kysely<Database>;
  /** The client's keyed address (the public app's: the same TRUST_PROXY rule). */
  clientOf: (c: Context) => string;
  /** The sign-in limit's key of a typed account (a keyed hash: the rate-limit table never holds an address). */
  accountKeyOf: (email: string) => string;
  /** PUBLIC_ORIGIN, if set: the one allowed Origin, and https decides the cookie. */
  publicOrigin?: string;
  /** True when the request came over https (directly, or through a trusted proxy). */
  isHttps: (c: Context) => boolean;
  stylesheets: readonly string[];
  /** The site's origin for links in mail. */
  originOf: (c: Context) => string;
  onMailQueued: () => void;
  now: () => Date;
  /** Where uploaded photos' files are (decision 039). */
  photos?: PhotoStorage;
}

/** product §17.1: failed sign-ins allowed per account and per client address in 15 minutes. */
export const signInLimits = {
  account: { name: "sign-in-account", max: 5, windowMinutes: 15 },
  client: { name: "sign-in-client", max: 20, windowMinutes: 15 },
} as const satisfies Record<string, Limit>;

const kinds = Object.keys(kindLabels) as SubmissionKind[];
const allStatuses = Object.keys(statusLabels) as SubmissionStatus[];
const fieldLabels: Record<SubmissionKind, Record<string, { label: string }>> = {
  listing: listingFields,
  correction: contactFields,
  message: contactFields,
};

/** product §17.5: what the desk calls the facts of a suggestion from OpenStreetMap. */
const osmFieldLabels: Record<string, { label: string }> = {
  name: { label: "Name" },
  category: { label: "Category (as the listing form has them)" },
  tag: { label: "OpenStreetMap tag" },
  kind: { label: "Kind" },
  address: { label: "Address" },
  phone: { label: "Phone" },
  website: { label: "Website" },
  hours: { label: "Opening hours (OpenStreetMap's syntax)" },
  cuisine: { label: "Cuisine" },
  wheelchair: { label: "Wheelchair access" },
  outdoorSeating: { label: "Outdoor seating" },
  lat: { label: "Latitude" },
  lng: { label: "Longitude" },
  element: { label: "Element" },
  url: { label: "Its page" },
  readOn: { label: "Read on" },
  field: { label: "Fact" },
  value: { label: "OpenStreetMap says" },
  guideValue: { label: "The guide says" },
};

/** What the desk calls each origin (the inbox's "Sent by" filter). */
const originLabels: Readonly<Record<SubmissionOrigin, string>> = {
  form: "People (the site's forms)",
  openstreetmap: "OpenStreetMap",
};
const origins = Object.keys(originLabels) as SubmissionOrigin[];

/** A link to an element's page, only ever to openstreetmap.org (the payload is data from outside). */
const osmLink = (url: unknown, text: unknown) =>
  typeof url === "string" && url.startsWith("https://www.openstreetmap.org/")
    ? html`<a href="${url}" class="font-medium text-primary underline underline-offset-4">${String(text)}</a>`
    : String(text);

/** product §17.5: "Suggested from OpenStreetMap: node/123", the element linked to its page. */
const osmElement = (submission: Pick<Submission, "payload">) => {
  const payload = JSON.parse(submission.payload) as Record<string, unknown>;
  return html`Suggested from OpenStreetMap: ${osmLink(payload.url, payload.element)}`;
};

/** product §17.5: the line that marks a suggestion on its page: its element, when it was read, and the credit. */
const osmLine = (submission: Pick<Submission, "payload">) => {
  const payload = JSON.parse(submission.payload) as Record<string, unknown>;
  return html`${osmElement(submission)}, read on ${String(payload.readOn ?? "")} (<a href="${osmCopyrightUrl}" class="underline underline-offset-4">© OpenStreetMap contributors</a>, ODbL)`;
};

const buttonClass = "inline-flex h-10 items-center rounded-md bg-primary px-5 font-semibold text-primary-foreground";
const secondaryButtonClass = "inline-flex h-10 items-center rounded-md border bg-white px-4 font-medium";
const inputClass = "h-10 w-full rounded-md border bg-white px-3";
const linkClass = "font-medium text-primary underline underline-offset-4";

const when = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat("en-US", {
        timeZone: city.timeZone,
        dateStyle: "medium",
        timeStyle: "short",
      }).format(new Date(iso))
    : "";

/** Builds the desk's routes, to be mounted at /admin. */
export function createDesk(options: DeskOptions): Hono<{ Variables: { editor: Editor } }> {
  const { db, now } = options;
  const desk = new Hono<{ Variables: { editor: Editor } }>();
  const cookieName = (c: Context) => (options.isHttps(c) ? "__Host-dc_session" : "dc_session");

  /** The page around the desk's content: its navigation, who is signed in, and Sign out. */
  const render = (c: Context, status: number, title: string, body: Html, editor?: Editor) =>
    c.html(
      page({
        title: `${title} · Editors' desk`,
        stylesheets: options.stylesheets,
        wide: true,
        body: html`${
          editor
            ? html`<nav aria-label="Desk" class="mb-8 flex flex-wrap items-center gap-x-6 gap-y-3 border-b pb-4">
<a href="/admin" class="${linkClass}">Inbox</a>
<a href="/admin/outbox" class="${linkClass}">Outbox</a>
<a href="/admin/newsletter" class="${linkClass}">Newsletter</a>
${editor.role === "admin" ? html`<a href="/admin/editors" class="${linkClass}">Editors</a>` : ""}
<span class="ml-auto text-sm text-muted-foreground">Signed in as ${editor.email}</span>
<form method="post" action="/admin/logout"><button type="submit" class="${secondaryButtonClass}">Sign out</button></form>
</nav>`
            : ""
        }
<h1 id="page-heading" class="text-2xl font-bold">${title}</h1>
${body}`,
      }),
      status as 200,
    );

  // Never cached, never indexed; the headers of every server answer come from the app around this.
  // A POST must come from the desk's own pages (CSRF): its Origin or Sec-Fetch-Site must say so.
  desk.use("*", async (c, next) => {
    if (c.req.method === "POST" && !fromOwnSite(c, options.publicOrigin, { strict: true })) {
      return render(c, 403, "Refused", html`<p class="mt-4">The desk only takes posts from its own pages.</p>`);
    }
    return next();
  });

  desk.get("/login", async (c) => {
    if (await editorOfSession(db, getCookie(c, cookieName(c)), now())) return c.redirect("/admin", 303);
    return render(c, 200, "Sign in", signInForm());
  });

  desk.post("/login", async (c) => {
    const body = await c.req.parseBody();
    const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
    const password = typeof body.password === "string" ? body.password : "";
    const at = now();
    const account = await hitsSoFar(db, signInLimits.account, options.accountKeyOf(email), at);
    const client = await hitsSoFar(db, signInLimits.client, options.clientOf(c), at);
    const blocked = [account, client].filter(
      (hits, index) => hits.hits >= [signInLimits.account.max, signInLimits.client.max][index]!,
    );
    if (blocked.length) {
      const retryAfter = Math.max(...blocked.map((hits) => hits.retryAfterSeconds));
      c.header("Retry-After", String(retryAfter));
      return render(
        c,
        429,
        "Sign in",
        signInForm(email, `Too many failed sign-ins. Try again in ${Math.ceil(retryAfter / 60)} minutes.`),
      );
    }
    const editor = await checkPassword(db, email, password);
    if (!editor) {
      await countHit(db, signInLimits.account, options.accountKeyOf(email), at);
      await countHit(db, signInLimits.client, options.clientOf(c), at);
      return render(c, 401, "Sign in", signInForm(email, "The email or the password is not right."));
    }
    // A new token at every sign-in (the old session, if any, ends).
    await endSession(db, getCookie(c, cookieName(c)));
    const token = await startSession(db, editor.id, at);
    setCookie(c, cookieName(c), token, { path: "/", httpOnly: true, sameSite: "Lax", secure: options.isHttps(c) });
    return c.redirect("/admin", 303);
  });

  // Everything else needs a live session.
  desk.use("*", async (c, next) => {
    const editor = await editorOfSession(db, getCookie(c, cookieName(c)), now());
    if (!editor) {
      deleteCookie(c, cookieName(c), { path: "/", secure: options.isHttps(c) });
      return c.redirect("/admin/login", 303);
    }
    c.set("editor", editor);
    return next();
  });

  desk.post("/logout", async (c) => {
    await endSession(db, getCookie(c, cookieName(c)));
    deleteCookie(c, cookieName(c), { path: "/", secure: options.isHttps(c) });
    return c.redirect("/admin/login", 303);
  });

  const inbox = async (c: Context<{ Variables: { editor: Editor } }>) => {
    const kind = kinds.find((value) => value === c.req.query("kind"));
    const status = allStatuses.find((value) => value === c.req.query("status"));
    const origin = origins.find((value) => value === c.req.query("origin"));
    const q = (c.req.query("q") ?? "").slice(0, 200);
    const pageNumber = Math.max(1, Math.min(10_000, Number.parseInt(c.req.query("page") ?? "1", 10) || 1));
    const [{ rows, total }, counts] = await Promise.all([
      listInbox(db, { kind, status, origin, q, page: pageNumber }),
      inboxCounts(db),
    ]);
    const pages = Math.max(1, Math.ceil(total / pageSize));
    const link = (changes: Record<string, string | number | undefined>) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries({
        kind,
        status,
        origin,
        q: q || undefined,
        page: undefined,
        ...changes,
      })) {
        if (value !== undefined && value !== "" && !(key === "page" && Number(value) === 1))
          params.set(key, String(value));
      }
      return `/admin${params.size ? `?${params}` : ""}`;
    };
    const countOf = (k: SubmissionKind, s?: SubmissionStatus) =>
      counts.filter((row) => row.kind === k && (!s || row.status === s)).reduce((sum, row) => sum + row.count, 0);
    // Corrections are grouped by their place (product §17.2), each group newest first.
    const groups = new Map<string, typeof rows>();
    for (const row of rows) {
      const key = row.kind === "correction" && row.place_slug ? row.place_slug : "";
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    const table = (list: typeof rows) => html`<table class="mt-3 w-full text-left text-sm">
<thead><tr class="border-b"><th scope="col" class="py-2 pr-3">Kind</th><th scope="col" class="py-2 pr-3">From</th><th scope="col" class="py-2 pr-3">Email</th><th scope="col" class="py-2 pr-3">Status</th><th scope="col" class="py-2">Received</th></tr></thead>
<tbody>${list.map(
      (row) => html`<tr class="border-b last:border-0">
<td class="py-2 pr-3">${kindLabels[row.kind]}</td>
<td class="py-2 pr-3"><a href="/admin/submissions/${row.id}" class="${linkClass}">${row.title}</a>${row.origin === "openstreetmap" ? html`<br><span class="text-muted-foreground">${osmElement(row)}</span>` : ""}</td>
<td class="py-2 pr-3 break-all">${row.origin === "openstreetmap" ? html`<span class="text-muted-foreground">none</span>` : row.email}</td>
<td class="py-2 pr-3">${statusLabels[row.status]}</td>
<td class="py-2">${when(row.created_at)}</td></tr>`,
    )}</tbody></table>`;
    return render(
      c,
      200,
      "Inbox",
      html`<section aria-labelledby="counts-heading" class="mt-6">
<h2 id="counts-heading" class="text-lg font-semibold">Counts</h2>
<ul class="mt-2 grid gap-2 sm:grid-cols-3">${kinds.map(
        (
          k,
        ) => html`<li class="rounded-lg border p-3"><a href="${link({ kind: k, status: undefined, page: undefined })}" class="${linkClass}">${kindLabels[k]}s</a>: ${countOf(k)}
<ul class="mt-1 text-sm text-muted-foreground">${statusesOf(k).map((s) => html`<li><a href="${link({ kind: k, status: s })}" class="underline underline-offset-4">${statusLabels[s]}</a>: ${countOf(k, s)}</li>`)}</ul></li>`,
      )}</ul></section>
<form method="get" action="/admin" class="mt-6 grid gap-3 rounded-lg border p-4 sm:grid-cols-[1fr_1fr_1fr_2fr_auto] sm:items-end" aria-label="Filter the inbox">
<div><label for="kind" class="block text-sm font-medium">Kind</label><select id="kind" name="kind" class="${inputClass}"><option value="">All kinds</option>${kinds.map((k) => html`<option value="${k}" ${k === kind ? "selected" : ""}>${kindLabels[k]}s</option>`)}</select></div>
<div><label for="status" class="block text-sm font-medium">Status</label><select id="status" name="status" class="${inputClass}"><option value="">Any status</option>${allStatuses.map((s) => html`<option value="${s}" ${s === status ? "selected" : ""}>${statusLabels[s]}</option>`)}</select></div>
<div><label for="origin" class="block text-sm font-medium">Sent by</label><select id="origin" name="origin" class="${inputClass}"><option value="">Anyone</option>${origins.map((o) => html`<option value="${o}" ${o === origin ? "selected" : ""}>${originLabels[o]}</option>`)}</select></div>
<div><label for="q" class="block text-sm font-medium">Name or email</label><input id="q" name="q" type="search" value="${q}" class="${inputClass}"></div>
<button type="submit" class="${buttonClass}">Show</button>
</form>
<section aria-labelledby="list-heading" class="mt-6">
<h2 id="list-heading" class="text-lg font-semibold">${total} ${total === 1 ? "submission" : "submissions"}, newest first</h2>
${rows.length === 0 ? html`<p class="mt-3">Nothing here.</p>` : ""}
${[...groups].map(([slug, list]) =>
  slug
    ? html`<h3 class="mt-5 font-semibold">Corrections of <a href="/place/${slug}" class="${linkClass}">/place/${slug}</a></h3>${table(list)}`
    : table(list),
)}
<nav aria-label="Pages" class="mt-4 flex gap-6">${pageNumber > 1 ? html`<a href="${link({ page: pageNumber - 1 })}" class="${linkClass}">Newer</a>` : ""}<span>Page ${pageNumber} of ${pages}</span>${pageNumber < pages ? html`<a href="${link({ page: pageNumber + 1 })}" class="${linkClass}">Older</a>` : ""}</nav>
</section>`,
      c.get("editor"),
    );
  };
  desk.get("/", inbox);
  desk.get("", inbox);

  desk.get("/submissions/:id", async (c) => {
    const found = await submissionWithHistory(db, c.req.param("id"));
    if (!found)
      return render(
        c,
        404,
        "Not found",
        html`<p class="mt-4">There is no such submission. <a href="/admin" class="${linkClass}">Back to the inbox</a></p>`,
        c.get("editor"),
      );
    return render(
      c,
      200,
      `${kindLabels[found.submission.kind]}: ${found.submission.title}`,
      submissionPage(found, await photosOf(db, found.submission.id), now(), c.req.query("error")),
      c.get("editor"),
    );
  });

  desk.post("/submissions/:id", async (c) => {
    const id = c.req.param("id");
    const found = await submissionWithHistory(db, id);
    if (!found) return c.redirect("/admin", 303);
    const { submission } = found;
    const body = await c.req.parseBody();
    const field = (name: string) => (typeof body[name] === "string" ? (body[name] as string) : "");
    const to = (allStatuses.find((value) => value === field("to")) ?? submission.status) as SubmissionStatus;
    const move: Move = {
      to,
      publicNote: field("publicNote").slice(0, 2000),
      privateNote: field("privateNote").slice(0, 2000),
    };
    const refuse = (message: string) =>
      c.redirect(`/admin/submissions/${id}?error=${encodeURIComponent(message)}`, 303);
    const payload = JSON.parse(submission.payload) as Record<string, string>;
    // product §17.5: nobody sent a suggestion from OpenStreetMap: no one to mail, no reply.
    const fromOsm = submission.origin === "openstreetmap";
    if (submission.kind === "listing" && to === "approved") {
      const type = field("type");
      const rating = Number(field("rating"));
      const hours = field("hours").trim() ? openingHoursOf(field("hours")) : null;
      if (!(placeTypes as readonly string[]).includes(type)) return refuse("Choose the place's type in the guide.");
      if (!(field("rating") && rating >= 0 && rating <= 5)) return refuse("Give the guide's rating, from 0 to 5.");
      if (hours && !hours.ok) return refuse(`The hours cannot be read: ${hours.error}.`);
      if (hours && field("hoursChecked") !== "yes")
        return refuse(
          `Check the hours as the guide reads them against ${fromOsm ? "OpenStreetMap's" : "the owner's"} text, and tick the box.`,
        );
      if (fromOsm) {
        const decision: OsmListingDecision = {
          type: type as OsmListingDecision["type"],
          rating,
          hours: hours ? hours.openingHours : "",
          description: field("description").trim().slice(0, 2000),
          neighborhood: field("neighborhood"),
          ...((priceRanges as readonly string[]).includes(field("priceRange"))
            ? { priceRange: field("priceRange") }
            : {}),
        };
        const problem = osmDecisionProblem(JSON.parse(submission.payload) as OsmListingPayload, decision);
        if (problem) return refuse(problem.message);
        move.editorData = decision;
      } else {
        move.editorData = { type, rating, hours: hours ? hours.openingHours : "" };
        move.mail = {
          to: payload.contactEmail ?? submission.email,
          subject: `Your listing for ${submission.title} was approved`,
          text: [
            `Hello,`,
            ``,
            `${submission.title} was approved for Discover Columbus: it appears in the guide with the next update of the site.`,
            ...(move.publicNote ? [``, `A note from the editors: ${move.publicNote}`] : []),
            ``,
            `Discover Columbus`,
          ].join("\n"),
          cause: { kind: "submission", id },
        };
      }
    }
    if (submission.kind === "correction" && to === "accepted") {
      const changed = field("field") as CorrectionField;
      if (!(changed in correctionFields)) return refuse("Choose the field the correction changes.");
      if (!field("value").trim() && changed !== "website" && changed !== "phone" && changed !== "photos")
        return refuse("Give the field's new value.");
      const hours = changed === "hours" ? openingHoursOf(field("value")) : null;
      if (hours && !hours.ok) return refuse(`The hours cannot be read: ${hours.error}.`);
      if (changed === "closed" && !/^\d{4}-(0[1-9]|1[0-2])$/.test(field("value").trim()))
        return refuse("A closure needs its month, YYYY-MM.");
      move.editorData = { field: changed, value: hours?.ok ? hours.openingHours : field("value") };
    }
    const reply = field("reply").trim();
    if (reply && submission.kind !== "listing" && !fromOsm) {
      move.mail = {
        to: submission.email,
        subject: "Your message to Discover Columbus",
        text: `${reply.slice(0, 5000)}\n\nDiscover Columbus`,
        cause: { kind: "submission", id },
      };
    }
    try {
      await moveSubmission(db, id, c.get("editor"), move, now());
    } catch (error) {
      if (error instanceof MoveRefused) return refuse(error.message);
      throw error;
    }
    if (move.mail) options.onMailQueued();
    return c.redirect(`/admin/submissions/${id}`, 303);
  });

  // decision 039: a sent photo as the desk sees it (JPEG, at most 960 wide), only behind a session.
  desk.get("/photos/:file", async (c) => {
    const id = /^([A-Za-z0-9_-]{22})\.jpg$/.exec(c.req.param("file"))?.[1];
    const photo = id ? await findPhoto(db, id) : undefined;
    const widths = photo ? (JSON.parse(photo.widths) as number[]) : [];
    const width = widths.filter((candidate) => candidate <= 960).at(-1) ?? widths[0];
    const bytes = photo && width && options.photos ? await options.photos.get(photoKey(photo.id, width, "jpeg")) : null;
    if (!bytes) return c.body("Not found", 404);
    c.header("Content-Type", "image/jpeg");
    c.header("X-Content-Type-Options", "nosniff");
    return c.body(bytes as Uint8Array<ArrayBuffer>);
  });

  // decision 039: each photo approved (with what it shows, its alt text in the guide) or declined on its own.
  desk.post("/photos/:id", async (c) => {
    const photo = await findPhoto(db, c.req.param("id"));
    if (!photo?.submission_id) return c.redirect("/admin", 303);
    const body = await c.req.parseBody();
    const decision = body.decision === "approve" ? "approved" : body.decision === "decline" ? "declined" : null;
    const alt = typeof body.alt === "string" ? body.alt.trim().slice(0, 200) : "";
    const back = `/admin/submissions/${photo.submission_id}`;
    if (!decision) return c.redirect(back, 303);
    if (decision === "approved" && alt.length < 3)
      return c.redirect(
        `${back}?error=${encodeURIComponent("Say what the photo shows (its text for people who cannot see it) to approve it.")}`,
        303,
      );
    await decidePhoto(db, photo.id, { status: decision, alt, editor: c.get("editor").email }, now());
    return c.redirect(`${back}#photo-${photo.id}`, 303);
  });

  desk.get("/outbox", async (c) => {
    const mails = await db.selectFrom("outbox").selectAll().orderBy("created_at", "desc").limit(200).execute();
    return render(
      c,
      200,
      "Outbox",
      html`<p class="mt-2 text-sm text-muted-foreground">Every mail the guide writes, newest first (the last 200). Held: no mail server is set (SMTP_URL), the mail is kept and written as a file. Failed mails are tried again with growing pauses.</p>
<table class="mt-4 w-full text-left text-sm"><thead><tr class="border-b"><th scope="col" class="py-2 pr-3">To</th><th scope="col" class="py-2 pr-3">Subject</th><th scope="col" class="py-2 pr-3">State</th><th scope="col" class="py-2 pr-3">Tries</th><th scope="col" class="py-2">Written</th></tr></thead>
<tbody>${mails.map(
        (
          mail,
        ) => html`<tr class="border-b last:border-0"><td class="py-2 pr-3 break-all">${mail.to_address}</td><td class="py-2 pr-3"><a href="/admin/outbox/${mail.id}" class="${linkClass}">${mail.subject}</a></td>
<td class="py-2 pr-3">${mail.status}${mail.status === "pending" && mail.attempts > 0 ? html` (next try ${when(mail.next_attempt_at)})` : ""}${mail.last_error ? html`<br><span class="text-destructive">${mail.last_error}</span>` : ""}</td>
<td class="py-2 pr-3">${mail.attempts}</td><td class="py-2">${when(mail.created_at)}</td></tr>`,
      )}</tbody></table>`,
      c.get("editor"),
    );
  });

  desk.get("/outbox/:id", async (c) => {
    const mail = await db.selectFrom("outbox").selectAll().where("id", "=", c.req.param("id")).executeTakeFirst();
    if (!mail) return render(c, 404, "Not found", html`<p class="mt-4">There is no such mail.</p>`, c.get("editor"));
    return render(
      c,
      200,
      mail.subject,
      html`${facts([
        { label: "To", value: mail.to_address },
        { label: "State", value: mail.status },
        { label: "Tries", value: String(mail.attempts) },
        { label: "Last error", value: mail.last_error ?? "none" },
        { label: "Written", value: when(mail.created_at) },
        { label: "Sent", value: when(mail.sent_at) || "not yet" },
        {
          label: "Caused by",
          value:
            mail.cause_kind === "submission"
              ? html`<a href="/admin/submissions/${mail.cause_id}" class="${linkClass}">a submission</a>`
              : "a newsletter sign-up",
        },
      ])}<h2 class="mt-6 text-lg font-semibold">Text</h2><pre class="mt-2 whitespace-pre-wrap rounded-lg border bg-stone-50 p-4 text-sm">${mail.text_body}</pre>`,
      c.get("editor"),
    );
  });

  desk.get("/newsletter", async (c) => {
    const counts = await newsletterCounts(db);
    return render(
      c,
      200,
      "Newsletter",
      html`${facts([
        { label: "Confirmed", value: String(counts.confirmed) },
        { label: "Waiting for confirmation", value: String(counts.pending) },
        { label: "Unsubscribed", value: String(counts.unsubscribed) },
      ])}<p class="mt-6"><a href="/admin/newsletter.csv" class="${linkClass}" download>Download the confirmed subscribers (CSV)</a></p>`,
      c.get("editor"),
    );
  });

  desk.get("/newsletter.csv", async (c) => {
    const rows = await confirmedSubscribers(db);
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", 'attachment; filename="discover-columbus-subscribers.csv"');
    return c.body(toCsv([["email", "confirmed_at"], ...rows.map((row) => [row.email, row.confirmed_at ?? ""])]));
  });

  // Editors: admins only (product §17.1).
  desk.use("/editors/*", async (c, next) =>
    c.get("editor").role === "admin"
      ? next()
      : render(c, 403, "Editors", html`<p class="mt-4">Only an admin can manage editors.</p>`, c.get("editor")),
  );
  desk.use("/editors", async (c, next) =>
    c.get("editor").role === "admin"
      ? next()
      : render(c, 403, "Editors", html`<p class="mt-4">Only an admin can manage editors.</p>`, c.get("editor")),
  );

  desk.get("/editors", async (c) => {
    const editors = await db
      .selectFrom("editor")
      .select(["id", "email", "role", "created_at"])
      .orderBy("email")
      .execute();
    const error = c.req.query("error");
    return render(
      c,
      200,
      "Editors",
      html`<ul class="mt-4 divide-y rounded-lg border">${editors.map(
        (
          editor,
        ) => html`<li class="flex flex-wrap items-center gap-4 p-3"><span class="font-medium break-all">${editor.email}</span><span>${editor.role}</span><span class="text-sm text-muted-foreground">since ${when(editor.created_at)}</span>
${editor.id === c.get("editor").id ? "" : html`<form method="post" action="/admin/editors/${editor.id}/remove" class="ml-auto"><button type="submit" class="${secondaryButtonClass}">Remove<span class="sr-only"> ${editor.email}</span></button></form>`}</li>`,
      )}</ul>
<form method="post" action="/admin/editors" class="mt-8 grid max-w-xl gap-4 rounded-lg border p-4" aria-labelledby="add-editor-heading">
<h2 id="add-editor-heading" class="text-lg font-semibold">Add an editor</h2>
${error ? html`<p role="alert" class="text-destructive">${error}</p>` : ""}
<div><label for="new-email" class="block text-sm font-medium">Email</label><input id="new-email" name="email" type="email" required autocomplete="off" class="${inputClass}"></div>
<div><label for="new-password" class="block text-sm font-medium">Password (at least 12 characters)</label><input id="new-password" name="password" type="password" required minlength="12" autocomplete="new-password" class="${inputClass}"></div>
<div><label for="new-role" class="block text-sm font-medium">Role</label><select id="new-role" name="role" class="${inputClass}"><option value="editor">Editor</option><option value="admin">Admin (also manages editors)</option></select></div>
<button type="submit" class="${buttonClass} justify-self-start">Add editor</button>
</form>`,
      c.get("editor"),
    );
  });

  desk.post("/editors", async (c) => {
    const body = await c.req.parseBody();
    const email = typeof body.email === "string" ? body.email.trim() : "";
    const password = typeof body.password === "string" ? body.password : "";
    const role: EditorRole = body.role === "admin" ? "admin" : "editor";
    const problem = !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)
      ? "Give the editor's email address."
      : passwordProblem(password);
    if (problem) return c.redirect(`/admin/editors?error=${encodeURIComponent(problem)}`, 303);
    await upsertEditor(db, { email, password, role }, now());
    return c.redirect("/admin/editors", 303);
  });

  desk.post("/editors/:id/remove", async (c) => {
    const id = c.req.param("id");
    if (id !== c.get("editor").id) await db.deleteFrom("editor").where("id", "=", id).execute();
    return c.redirect("/admin/editors", 303);
  });

  desk.notFound((c) =>
    render(
      c,
      404,
      "Not found",
      html`<p class="mt-4">Nothing here. <a href="/admin" class="${linkClass}">Back to the inbox</a></p>`,
    ),
  );
  return desk;
}

const photoStatusLabels = { pending: "Not decided", approved: "Approved", declined: "Declined" } as const;

/**
 * decision 039: the photos sent with a submission, each with its credit, when the licence was granted,
 * its status, and forms of its own: Approve (with what it shows) and Decline.
 */
function photoSection(photos: readonly PhotoRow[]): Html {
  return html`<section aria-labelledby="photos-heading" class="mt-6 rounded-lg border p-4">
<h2 id="photos-heading" class="text-lg font-semibold">Photos (${photos.length})</h2>
<p class="mt-1 text-sm text-muted-foreground">Approve only a photo that shows this very place. An approved photo goes into the guide with its credit and CC BY 4.0 at the next import; a declined one is never shown and is deleted after 30 days.</p>
<ul class="mt-4 grid gap-6 sm:grid-cols-2">${photos.map((photo) => {
    const shownWidth = Math.min(480, photo.width);
    const shownHeight = Math.round((photo.height * shownWidth) / photo.width);
    return html`<li id="photo-${photo.id}" class="rounded-md border p-3" data-photo-status="${photo.status}">
<img src="/admin/photos/${photo.id}.jpg" alt="Photo ${photo.id.slice(0, 6)} as sent" width="${shownWidth}" height="${shownHeight}" class="h-auto w-full max-w-full rounded bg-stone-200">
${facts([
  { label: "Credit", value: photo.credit ?? "" },
  { label: "Licence granted", value: `CC BY 4.0, ${when(photo.granted_at)}` },
  { label: "Size", value: `${photo.width} × ${photo.height}` },
  {
    label: "Status",
    value: `${photoStatusLabels[photo.status]}${photo.decided_by ? ` by ${photo.decided_by}, ${when(photo.decided_at)}` : ""}`,
  },
  ...(photo.alt ? [{ label: "Shows", value: photo.alt }] : []),
])}
<form method="post" action="/admin/photos/${photo.id}" class="mt-3 grid gap-2">
<input type="hidden" name="decision" value="approve">
<div><label for="alt-${photo.id}" class="block text-sm font-medium">What it shows (needed to approve)</label><input id="alt-${photo.id}" name="alt" value="${photo.alt ?? ""}" maxlength="200" class="${inputClass}"></div>
<button type="submit" class="${buttonClass} justify-self-start">Approve photo<span class="sr-only"> ${photo.id.slice(0, 6)}</span></button>
</form>
<form method="post" action="/admin/photos/${photo.id}" class="mt-2">
<input type="hidden" name="decision" value="decline">
<button type="submit" class="${secondaryButtonClass}">Decline photo<span class="sr-only"> ${photo.id.slice(0, 6)}</span></button>
</form></li>`;
  })}</ul></section>`;
}

function signInForm(email = "", error?: string): Html {
  return html`<form method="post" action="/admin/login" class="mt-6 grid max-w-md gap-4" aria-labelledby="page-heading">
${error ? html`<p role="alert" class="rounded-md border border-red-200 bg-accent px-3 py-2 text-destructive">${error}</p>` : ""}
<div><label for="email" class="block font-medium">Email</label><input id="email" name="email" type="email" required autocomplete="username" value="${email}" class="${inputClass}"></div>
<div><label for="password" class="block font-medium">Password</label><input id="password" name="password" type="password" required autocomplete="current-password" class="${inputClass}"></div>
<button type="submit" class="${buttonClass} justify-self-start">Sign in</button>
</form>`;
}

/** A submission: every field as sent (escaped), its history, and what can be done next. */
function submissionPage(
  { submission, events }: NonNullable<Awaited<ReturnType<typeof submissionWithHistory>>>,
  photos: readonly PhotoRow[],
  at: Date,
  error?: string,
): Html {
  const payload = JSON.parse(submission.payload) as Record<string, unknown>;
  const fromOsm = submission.origin === "openstreetmap";
  const labels = fromOsm ? osmFieldLabels : fieldLabels[submission.kind];
  const next = nextStatuses(submission.kind, submission.status);
  const approving = submission.kind === "listing" && next.includes("approved");
  const accepting = submission.kind === "correction" && next.includes("accepted");
  const replying = submission.kind !== "listing" && submission.status === "received" && !fromOsm;
  const suggestedType = typeOfCategory[String(payload.category ?? "")];
  // product §17.5: a suggested place's hours are OpenStreetMap's `opening_hours`, read like an owner's text.
  const ownerHours = String(payload.hours ?? "");
  const ownerReading = approving && ownerHours.trim() ? readHoursForDesk(ownerHours, at) : null;
  const suggestedHours = ownerReading?.ok ? ownerReading.openingHours : ownerHours;
  const correctionValue = fromOsm ? String(payload.value ?? "") : "";
  const suggestedNeighborhood =
    fromOsm && typeof payload.lat === "number" && typeof payload.lng === "number"
      ? neighborhoodOf({ lat: payload.lat, lng: payload.lng })
      : null;
  return html`${error ? html`<p role="alert" class="mt-4 rounded-md border border-red-200 bg-accent px-3 py-2 text-destructive">${error}</p>` : ""}
<p class="mt-2">Status: <strong>${statusLabels[submission.status]}</strong>${submission.place_slug ? html` · about <a href="/place/${submission.place_slug}" class="${linkClass}">/place/${submission.place_slug}</a>` : ""}${submission.imported_at ? html` · in the guide's content since ${when(submission.imported_at)}` : ""}</p>
${fromOsm ? html`<p class="mt-2">${osmLine(submission)}</p>` : ""}
<section aria-labelledby="sent-heading" class="mt-6 rounded-lg border p-4">
<h2 id="sent-heading" class="text-lg font-semibold">${fromOsm ? "As OpenStreetMap has it, queued" : "As sent,"} ${when(submission.created_at)}</h2>
${facts(Object.entries(payload).map(([name, value]) => ({ label: labels[name]?.label ?? name, value: html`<span class="whitespace-pre-wrap break-words">${String(value)}</span>` })))}
</section>
${photos.length ? photoSection(photos) : ""}
<section aria-labelledby="history-heading" class="mt-6">
<h2 id="history-heading" class="text-lg font-semibold">History</h2>
<ol class="mt-2 space-y-2 text-sm">${events.map(
    (
      event,
    ) => html`<li class="rounded-md border p-3"><strong>${when(event.at)}</strong>, ${event.actor}: ${event.from_status ? `${statusLabels[event.from_status as SubmissionStatus]} → ` : ""}${statusLabels[event.to_status as SubmissionStatus]}
${event.public_note ? html`<br>Public note: ${event.public_note}` : ""}${event.private_note ? html`<br>Private note: ${event.private_note}` : ""}</li>`,
  )}</ol></section>
<form method="post" action="/admin/submissions/${submission.id}" class="mt-6 grid gap-4 rounded-lg border p-4" aria-labelledby="act-heading">
<h2 id="act-heading" class="text-lg font-semibold">${next.length ? "Next step" : "Notes"}</h2>
${
  next.length
    ? html`<fieldset><legend class="font-medium">New status</legend><div class="mt-2 flex flex-wrap gap-4">
<label class="flex items-center gap-2"><input type="radio" name="to" value="${submission.status}" checked> Keep ${statusLabels[submission.status]}</label>
${next.map((status) => html`<label class="flex items-center gap-2"><input type="radio" name="to" value="${status}"> ${statusLabels[status]}</label>`)}</div></fieldset>`
    : ""
}
${
  approving
    ? html`<fieldset class="grid gap-3 rounded-md border p-3"><legend class="px-1 font-medium">For the guide (needed to approve)</legend>
<div><label for="type" class="block text-sm font-medium">Type in the guide</label><select id="type" name="type" class="${inputClass}"><option value="">Choose</option>${placeTypes.map((type) => html`<option value="${type}" ${type === suggestedType ? "selected" : ""}>${type}</option>`)}</select></div>
<div><label for="rating" class="block text-sm font-medium">The guide's rating (0 to 5)</label><input id="rating" name="rating" type="number" min="0" max="5" step="0.1" class="${inputClass}"></div>
${hoursPreview(ownerHours, at, fromOsm ? "openstreetmap" : "owner")}
<div><label for="hours" class="block text-sm font-medium">Hours in OpenStreetMap's opening_hours syntax (e.g. Mo-Fr 09:00-17:00; Sa 10:00-16:00; PH off), or as people write them; empty when not known</label><input id="hours" name="hours" value="${suggestedHours}" class="${inputClass}"></div>
${ownerHours.trim() ? html`<label class="flex items-center gap-2 text-sm"><input type="checkbox" name="hoursChecked" value="yes"> I checked the hours as the guide reads them against ${fromOsm ? "OpenStreetMap's" : "the owner's"} text</label>` : ""}
${
  fromOsm
    ? html`<div><label for="description" class="block text-sm font-medium">Description for the guide (OpenStreetMap has none: write it)</label><textarea id="description" name="description" rows="3" class="w-full rounded-md border bg-white p-3"></textarea></div>
<div><label for="neighborhood" class="block text-sm font-medium">Neighborhood (its circle must hold the point)</label><select id="neighborhood" name="neighborhood" class="${inputClass}"><option value="">Choose</option>${Object.keys(
        neighborhoodAreas,
      )
        .sort()
        .map(
          (name) => html`<option value="${name}" ${name === suggestedNeighborhood ? "selected" : ""}>${name}</option>`,
        )}</select></div>
<div><label for="priceRange" class="block text-sm font-medium">Price range (optional; none for coffee)</label><select id="priceRange" name="priceRange" class="${inputClass}"><option value="">Not given</option>${priceRanges.map((price) => html`<option value="${price}">${price}</option>`)}</select></div>`
    : ""
}
</fieldset>`
    : ""
}
${
  accepting
    ? html`<fieldset class="grid gap-3 rounded-md border p-3"><legend class="px-1 font-medium">What changes in the guide (needed to accept)</legend>
<div><label for="field" class="block text-sm font-medium">Field</label><select id="field" name="field" class="${inputClass}"><option value="">Choose</option>${Object.entries(correctionFields).map(([value, label]) => html`<option value="${value}" ${fromOsm && value === payload.field ? "selected" : ""}>${label}</option>`)}</select></div>
<div><label for="value" class="block text-sm font-medium">New value${fromOsm && payload.field === "hours" ? " (hours in opening_hours syntax, as OpenStreetMap writes them)" : ""}</label><input id="value" name="value" value="${correctionValue}" class="${inputClass}"></div>
</fieldset>`
    : ""
}
${replying ? html`<div><label for="reply" class="block font-medium">Reply by mail (optional; goes to ${submission.email} through the outbox)</label><textarea id="reply" name="reply" rows="4" class="w-full rounded-md border bg-white p-3"></textarea></div>` : ""}
<div><label for="publicNote" class="block font-medium">Public note${submission.kind === "listing" ? " (shown on the owner's status page)" : ""}</label><textarea id="publicNote" name="publicNote" rows="2" class="w-full rounded-md border bg-white p-3"></textarea></div>
<div><label for="privateNote" class="block font-medium">Private note (editors only)</label><textarea id="privateNote" name="privateNote" rows="2" class="w-full rounded-md border bg-white p-3"></textarea></div>
<button type="submit" class="${buttonClass} justify-self-start">Save</button>
</form>
<p class="mt-6"><a href="/admin" class="${linkClass}">Back to the inbox</a></p>`;
}
