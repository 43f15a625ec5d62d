/**
 * Photos people send with a listing or a correction (decision 039): the public entry of `app/features/photos`.
 * - {@link PhotoField}: the form's photo field (uploads each file as it is chosen, then credit and grant).
 * - {@link checkPhotoFields}: the server's rules checked before a form is sent (import it from code loaded on submit);
 *   {@link settlePhotoUploads}: a submit waits for the photos still being sent, and stops if one failed.
 * - The shared constants (photo-rules.ts); the zod rules the server validates with are in photos-schema.ts.
 */
export { PhotoField } from "./photo-field";
export { checkPhotoFields, settlePhotoUploads } from "./check-photos";
export { maxPhotos, maxPhotoBytes, photoLicense, uploadEndpoint } from "#core/forms/photo-rules.ts";
