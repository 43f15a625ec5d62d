/**
 * The photo fields' rules (decision 039), in zod/mini: the server validates a post with them
 * (server/http/forms.ts), and the page checks the same before sending (check-photos.ts, loaded on submit).
 */
import * as z from "zod/mini";
import { maxPhotos, photoIdsOf } from "./photo-rules";
import { noControlCharacters } from "./rules";

/** An upload's id as the server answers it: 16 random bytes, base64url. */
const idPattern = /^[A-Za-z0-9_-]{22}$/;

/**
 * decision 039: the photo fields of a form. No photo: nothing else is asked. With photos: at most
 * {@link maxPhotos}, each an id the upload answered, a credit name (2-100 characters) and the grant ticked.
 */
export const photosSchema = z
  .object({
    photoIds: z._default(z.string(), ""),
    photoCredit: z._default(z.string().check(noControlCharacters(), z.trim()), ""),
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
