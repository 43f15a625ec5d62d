/**
 * The photo fields' rules (decision 039), in zod/mini: the server validates a post with them
 * (server/http/forms.ts), and the page checks the same before sending (check-photos.ts, loaded on submit).
 */
import * as z from "zod/mini";
import { maxPhotos, photoIdsOf } from "./photo-rules";
import { noControlCharacters, text } from "./rules";

/** An upload's id as the server answers it: 16 random bytes, base64url. */
const idPattern = /^[A-Za-z0-9_-]{22}$/;

/**
 * decisions 039, 091: what the sender of photos must give, by field: a credit name of 2-100 characters and the
 * grant ticked ("yes"). Empty when both are right. The owner's page checks its upload with it too.
 */
export function photoSenderProblems(
  credit: string,
  grant: string,
): { field: "photoCredit" | "photoGrant"; message: string }[] {
  const problems: { field: "photoCredit" | "photoGrant"; message: string }[] = [];
  if (credit.length < 2 || credit.length > 100)
    problems.push({ field: "photoCredit", message: "Give the name to credit with your photos (2 to 100 characters)" });
  if (grant !== "yes")
    problems.push({ field: "photoGrant", message: "Please confirm you may license your photos to the guide" });
  return problems;
}

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
      for (const problem of photoSenderProblems(value.photoCredit, value.photoGrant))
        ctx.issues.push({
          code: "custom",
          path: [problem.field],
          message: problem.message,
          input: value[problem.field],
        });
    }),
  );
export type PhotoFields = z.output<typeof photosSchema>;

/**
 * decisions 091, 098: what a photo shows, 3-200 characters (its text for people who cannot see it): given with an
 * owner's upload, and amended by an editor who approves it at the desk.
 */
export const photoAltSchema = text(3, 200, {
  min: "Say what the photo shows (at least 3 characters): its text for people who cannot see it",
  max: "Say what the photo shows in at most 200 characters",
});

/**
 * decision 091: an owner's photo sent from the owner's page with its file: the sender's credit and grant as every
 * form's ({@link photoSenderProblems}), and what it shows (3-200 characters: its text for people who cannot see it,
 * as the desk asks when it approves a listing's photo).
 */
export const ownerPhotoSchema = z
  .object({
    photoCredit: z._default(z.string().check(noControlCharacters(), z.trim()), ""),
    photoGrant: z._default(z.string(), ""),
    alt: photoAltSchema,
  })
  .check(
    z.superRefine((value, ctx) => {
      for (const problem of photoSenderProblems(value.photoCredit, value.photoGrant))
        ctx.issues.push({
          code: "custom",
          path: [problem.field],
          message: problem.message,
          input: value[problem.field],
        });
    }),
  );
