import type { HostedPhoto, Photo } from "./place-schema";

/** True for a photo the guide hosts (decision 039). */
export const isHostedPhoto = (photo: Photo): photo is HostedPhoto => "src" in photo;

/** One URL of a photo (link previews, JSON-LD): its own, or the hosted photo's largest JPEG. */
export function photoUrl(photo: Photo): string {
  return isHostedPhoto(photo) ? `${photo.src}-${photo.widths.at(-1)}.jpg` : photo.url;
}
