import type { Listing } from "#core/forms/listing-schema.ts";
import { postForm, wait } from "~/features/forms";
import { checkPhotoFields, settlePhotoUploads } from "~/features/photos";

/** product §9: the simulated listing's delay, on a static-only host (SITE_BACKEND=none). */
export const listingSubmitDelayMs = 2000;

/**
 * product §16.1: sends the listing form to the server (its fields, honeypot included, to
 * POST /api/listings, validated there with the same listingSchema) and resolves with the request's
 * private status link (`/requests/<token>`). Throws FormRefused with the server's sentence or field
 * messages, or when it could not be reached. On a static-only host (SITE_BACKEND=none) it is the
 * simulation of product §4.4: it waits {@link listingSubmitDelayMs}, logs the data to the console and
 * resolves with no link. Loaded when the visitor submits, never with the page.
 * @param listing the validated submission (product §3 fields, trimmed): what the simulation logs
 * @param form the listing form, whose fields are sent
 */
export async function submitListing(
  listing: Listing,
  form: HTMLFormElement,
  { delayMs = listingSubmitDelayMs }: { delayMs?: number } = {},
): Promise<string | null> {
  if (__SITE_BACKEND__ !== "none") {
    await settlePhotoUploads(form);
    checkPhotoFields(form);
    return (await postForm<{ statusUrl: string }>(form)).statusUrl;
  }
  await wait(delayMs);
  console.log("Business listing submitted:", listing);
  return null;
}
