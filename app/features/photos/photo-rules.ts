/**
 * What a photo sent with a listing or a correction must be (decision 039), shared by the page and the
 * server (server/http/app.ts validates the same fields with {@link photosSchema}). Plain data and
 * zod/mini: it runs in Node as it is.
 */
import * as z from "zod/mini";

/** At most this many photos with one form. */
export const maxPhotos = 5;

/** The largest file one upload takes: 10 MB (a phone's full-size JPEG or HEIC is 2-6 MB). */
export const maxPhotoBytes = 10 * 1024 * 1024;

/** The file types taken (checked again by their bytes on the server). */
export const photoAccept = "image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif";

/** The licence every sender grants the guide. */
export const photoLicense = "CC BY 4.0";

/** Where the page sends each photo before the form (one file a post). */
export const uploadEndpoint = "/api/uploads";

/** The grant a sender ticks, word for word (the server records when it was given). */
export const photoGrantText = `I took these photos or hold their rights, and license them to the guide under ${photoLicense}.`;

/** The form fields of the photos: the uploads' ids (space-separated), the name to credit, the grant. */
export const photoFieldNames = ["photoIds", "photoCredit", "photoGrant"] as const;
export type PhotoField = (typeof photoFieldNames)[number];

/** An upload's id as the server answers it: 16 random bytes, base64url. */
const idPattern = /^[A-Za-z0-9_-]{22}$/;

/** The ids in a `photoIds` field. */
export const photoIdsOf = (value: string) => value.split(/[\s,]+/).filter(Boolean);

/**
 * decision 039: the photo fields of a form. No photo: nothing else is asked. With photos: at most
 * {@link maxPhotos}, each an id the upload answered, a credit name (2-100 characters) and the grant ticked.
 */
export const photosSchema = z
  .object({
    photoIds: z._default(z.string(), ""),
    photoCredit: z._default(z.string().check(z.trim()), ""),
    photoGrant: z._default(z.string(), ""),
  })
  .check(
    z.superRefine((value, ctx) => {
      const ids = photoIdsOf(value.photoIds);
      if (ids.length === 0) return;
      if (ids.length > maxPhotos || !ids.every((id) => idPattern.test(id)))
        ctx.issues.push({
          code: "custom",
          path: ["photoIds"],
          message: `Send at most ${maxPhotos} photos`,
          input: value.photoIds,
        });
      if (value.photoCredit.length < 2 || value.photoCredit.length > 100)
        ctx.issues.push({
          code: "custom",
          path: ["photoCredit"],
          message: "Give the name to credit with your photos (2 to 100 characters)",
          input: value.photoCredit,
        });
      if (value.photoGrant !== "yes")
        ctx.issues.push({
          code: "custom",
          path: ["photoGrant"],
          message: "Please confirm you may license your photos to the guide",
          input: value.photoGrant,
        });
    }),
  );
export type PhotoFields = z.output<typeof photosSchema>;
