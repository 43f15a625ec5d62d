import { photosSchema } from "#core/forms/photos-schema.ts";
import { FormRefused } from "~/features/forms";
import { photoUploadsAttribute, photoUploadsFailedAttribute, photoUploadsSettled } from "./upload-events";

/**
 * decision 049: a submit made while photos are still being sent waits for them, so nothing is sent without what
 * the person attached. Resolves at once when none is being sent; else once all are answered and the form's fields
 * name them. Throws FormRefused (nothing is sent) when one of them failed meanwhile, saying which, under the photos.
 */
export async function settlePhotoUploads(form: HTMLFormElement): Promise<void> {
  const fieldset = form.querySelector<HTMLElement>(`[${photoUploadsAttribute}]`);
  if (!fieldset) return;
  // The round this submit waited for may have ended while this code was loading: its failures are on the fieldset.
  const failed =
    fieldset.getAttribute(photoUploadsAttribute) === "0"
      ? (JSON.parse(fieldset.getAttribute(photoUploadsFailedAttribute) ?? "[]") as string[])
      : await new Promise<string[]>((resolve) =>
          form.addEventListener(
            photoUploadsSettled,
            (event) => resolve((event as CustomEvent<{ failed: string[] }>).detail.failed),
            { once: true },
          ),
        );
  fieldset.removeAttribute(photoUploadsFailedAttribute);
  if (failed.length === 0) return;
  const message = `Your form was not sent: ${failed.length === 1 ? "a photo" : `${failed.length} photos`} could not be added (${failed.join(" ")}). Add ${failed.length === 1 ? "it" : "them"} again or send the form without.`;
  throw new FormRefused(message, { photoIds: message });
}

/**
 * decision 039: the photo fields of `form` checked with the server's own rules before it is sent;
 * throws FormRefused with their messages by field when one is wrong (the form shows them under
 * the photo field). Loaded with the form's submit, never with the page.
 */
export function checkPhotoFields(form: HTMLFormElement): void {
  const data = new FormData(form);
  const value = (name: string) => {
    const entry = data.get(name);
    return typeof entry === "string" ? entry : "";
  };
  const result = photosSchema.safeParse({
    photoIds: value("photoIds"),
    photoCredit: value("photoCredit"),
    photoGrant: value("photoGrant"),
  });
  if (result.success) return;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  throw new FormRefused("Some fields need your attention. Nothing was sent.", errors);
}
