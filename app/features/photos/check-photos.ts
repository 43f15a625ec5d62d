import { photosSchema } from "../../../core/forms/photos-schema";
import { FormRefused } from "~/features/forms";

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
