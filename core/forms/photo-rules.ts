/**
 * What a photo sent with a listing or a correction must be (decision 039), shared by the page and the
 * server: plain data (the rules themselves, with zod, are in photos-schema.ts, loaded on submit).
 */

/** At most this many photos with one form. */
export const maxPhotos = 5;

/** The largest file one upload takes: 10 MB (a phone's full-size JPEG or HEIC is 2-6 MB). */
export const maxPhotoBytes = 10 * 1024 * 1024;

/** The largest body of one upload: a photo and 64 KB of multipart framing (the server's and nginx's limit). */
export const uploadLimitBytes = maxPhotoBytes + 64 * 1024;

/** The file types taken (checked again by their bytes on the server). */
export const photoAccept = "image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif";

/** The licence every sender grants the guide. */
export const photoLicense = "CC BY 4.0";

/** Where the page sends each photo before the form (one file a post). */
export const uploadEndpoint = "/api/uploads";

/** decision 091: where the owner's page posts a photo with its fields (one file a post, no script needed). */
export const ownerPhotoUploadPath = /^\/owners\/places\/[a-z0-9]+(?:-[a-z0-9]+)*\/photos\/upload$/;

/** True for a path whose body is a photo's (the upload's limits, not the forms' 32 KB): decisions 039, 091. */
export const isUploadPath = (path: string) => path === uploadEndpoint || ownerPhotoUploadPath.test(path);

/** The grant a sender ticks, word for word (the server records when it was given). */
export const photoGrantText = `I took these photos or hold their rights, and license them to the guide under ${photoLicense}.`;

/** The ids in a `photoIds` field. */
export const photoIdsOf = (value: string) => value.split(/[\s,]+/).filter(Boolean);

/** The form fields of the photos: the uploads' ids (space-separated), the name to credit, the grant. */
export const photoFieldNames = ["photoIds", "photoCredit", "photoGrant"] as const;
export type PhotoField = (typeof photoFieldNames)[number];
