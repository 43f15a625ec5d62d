/**
 * The forms' posts (product §16.1, §16.2): `POST /api/listings` and `POST /api/messages` (a correction when
 * `place` names a place in the guide). With `Accept: application/json` (the pages' own script) they answer 201
 * with JSON, or 422 `{ errors: { field: message } }`; a plain form post (no JavaScript) gets 303 to its result
 * page, or a 422 page with the same messages. The messages are the browser's: the same zod schemas validate here.
 * The photo fields (decision 039) name uploads by id (`photoIds`) with `photoCredit` and `photoGrant`.
 */
import { Hono, type Context } from "hono";
import { contactFieldNames, contactFields } from "../../core/forms/contact-fields";
import { contactSchema, proposedOf, type ContactMessage } from "../../core/forms/contact-schema";
import { errorsOf } from "../../core/forms/errors";
import { listingFieldNames, listingFields } from "../../core/forms/listing-fields";
import { listingSchema } from "../../core/forms/listing-schema";
import { maxPhotos, photoIdsOf } from "../../core/forms/photo-rules";
import { photosSchema, type PhotoFields } from "../../core/forms/photos-schema";
import { honeypotField } from "../../core/forms/server-contract";
import type { Limit } from "../store/rate-limits";
import { recipientKey } from "../store/recipients";
import { saveSubmission } from "../store/submissions";
import {
  answers,
  clientOf,
  invalid,
  originOf,
  photoLabels,
  readFields,
  refuse,
  store,
  wantsJson,
  type ServerContext,
} from "../web/respond";
import { placeOfReferer } from "../web/same-site";
import { correctionReceiptMail, listingReceiptMail } from "../web/mails";
import { findPlaceBySlug } from "../places/store";

/** The photo fields of a post (decision 039): valid, or their messages by field. */
function photosOf(fields: Record<string, string>) {
  const result = photosSchema.safeParse(fields);
  return result.success
    ? { ok: true as const, photos: result.data }
    : { ok: false as const, errors: errorsOf(result.error.issues) };
}

/** The uploads a post names, at most {@link maxPhotos}, with their credit; none: undefined. */
function photoInput(photos: PhotoFields) {
  const ids = photoIdsOf(photos.photoIds).slice(0, maxPhotos);
  return ids.length ? { ids, credit: photos.photoCredit } : undefined;
}

/**
 * What a contact message or correction is stored as (product §16.2): who sent it, what a correction proposes as
 * the guide stores it (`field` and `value`, core/forms/contact-schema.ts `proposedOf`, which the desk applies in
 * one step), how the sender knows, and the message; nothing the sender left empty.
 */
export function payloadOf(message: ContactMessage): Record<string, string> {
  const proposed = proposedOf(message);
  return {
    name: message.name,
    email: message.email,
    ...(proposed && { field: proposed.field, value: proposed.value }),
    ...(message.source && { source: message.source }),
    ...(message.message && { message: message.message }),
  };
}

/** The message under "What to correct" when a post names no place of the guide (product §16.2). */
export const factWithoutPlace =
  'A fact is corrected from its place\'s page: open the place and choose "Suggest a correction"';

/** The routes of the listing and contact forms. */
export function formRoutes(server: ServerContext): Hono {
  const { db, now } = server;
  const limitOf = (name: "listing" | "message"): Limit => ({
    name,
    max: server.submissionsPerHour,
    windowMinutes: 60,
  });
  const spam = (fields: Record<string, string>) => Boolean(fields[honeypotField]?.trim());
  const app = new Hono();

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
      const origin = originOf(server, c);
      const saved = await saveSubmission(db, {
        kind: "listing",
        payload: listing,
        title: listing.name,
        email: listing.contactEmail,
        spam: spam(fields),
        limit: limitOf("listing"),
        client: clientOf(server, c),
        photos: photoInput(photos.photos),
        mailKey: recipientKey(server.secret, "listing-receipt", listing.contactEmail),
        mail: ({ id, token }) =>
          listingReceiptMail({
            id,
            to: listing.contactEmail,
            businessName: listing.name,
            statusUrl: `${origin}/requests/${token}`,
          }),
        now: now(),
      });
      server.onMailQueued();
      const statusUrl = `/requests/${saved.token}`;
      if (wantsJson(c)) return c.json({ statusUrl }, 201);
      return c.redirect(statusUrl, 303);
    });
  });

  app.post("/api/messages", async (c: Context) => {
    const fields = await readFields(c, contactFieldNames);
    if (!fields) return refuse(c, 400, answers.badJson);
    const result = contactSchema.safeParse(fields);
    // Without JavaScript the page's hidden `place` field is empty: the place is in the address the form was on.
    const place = fields.place || placeOfReferer(c, "/contact");
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
    const placeSlug = place && (await server.isPlaceSlug(place)) ? place : null;
    // product §16.2: a fact is corrected from its place's page; a page without one offers the choice only to a visitor
    // without JavaScript, for whom the place comes from the address (and an address may lack it).
    if (!placeSlug && message.fact)
      return invalid(c, { fact: factWithoutPlace }, { ...contactFields, ...photoLabels }, "/contact");
    // decision 068: a correction's sender is mailed a private status link, as a listing's owner is.
    const placeName = placeSlug ? ((await findPlaceBySlug(db, placeSlug))?.name ?? placeSlug) : null;
    return store(c, async () => {
      const origin = originOf(server, c);
      const saved = await saveSubmission(db, {
        kind: placeSlug ? "correction" : "message",
        payload: payloadOf(message),
        placeSlug,
        title: message.name,
        email: message.email,
        spam: spam(fields),
        limit: limitOf("message"),
        client: clientOf(server, c),
        // decision 039: photos come with a correction of a place only (a message has no place to picture).
        photos: placeSlug ? photoInput(photos.photos) : undefined,
        ...(placeName && {
          mailKey: recipientKey(server.secret, "correction-receipt", message.email),
          mail: ({ id, token }: { id: string; token: string | null }) =>
            correctionReceiptMail({
              id,
              to: message.email,
              placeName,
              statusUrl: `${origin}/requests/corrections/${token}`,
            }),
        }),
        now: now(),
      });
      if (saved.token) server.onMailQueued();
      if (wantsJson(c))
        return c.json({ saved: true, ...(saved.token && { statusUrl: `/requests/corrections/${saved.token}` }) }, 201);
      return c.redirect("/requests/sent", 303);
    });
  });

  return app;
}
