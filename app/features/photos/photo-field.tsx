import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent } from "react";
import {
  maxPhotoBytes,
  maxPhotos,
  photoAccept,
  photoGrantText,
  photoLicense,
  uploadEndpoint,
  type PhotoField as PhotoFieldName,
} from "#core/forms/photo-rules.ts";
import { Button } from "~/components/ui/button";
import { photoUploadsAttribute, photoUploadsFailedAttribute, photoUploadsSettled } from "./upload-events";
import { useHydrated } from "~/lib/use-hydrated";

/** An upload the server kept: its id and its size upright. */
interface Uploaded {
  id: string;
  name: string;
  width: number;
  height: number;
}

/** Sends one file to the upload endpoint; resolves with what the server kept, or throws its sentence. */
async function uploadPhoto(file: File): Promise<Uploaded> {
  const body = new FormData();
  body.append("photo", file);
  let response: Response;
  try {
    response = await fetch(uploadEndpoint, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
      credentials: "same-origin",
    });
  } catch {
    throw new Error(`${file.name} was not sent: we could not reach the guide's server.`);
  }
  const answer = (await response.json().catch(() => ({}))) as Partial<Uploaded> & { error?: string };
  if (response.status !== 201 || !answer.id) throw new Error(`${file.name}: ${answer.error ?? "it was not kept."}`);
  return { id: answer.id, name: file.name, width: answer.width ?? 0, height: answer.height ?? 0 };
}

/**
 * decision 039: up to {@link maxPhotos} photos of the place, each sent on its own to the upload endpoint
 * as soon as it is chosen (JPEG, PNG, WebP or HEIC, at most 10 MB; the server checks the bytes and
 * says why it refuses one), then the name to credit and the licence grant. The form's post carries
 * the uploads' ids (`photoIds`), `photoCredit` and `photoGrant`; the file itself has no name, so it
 * never goes with the form. A submit made while photos are sending waits for them (decision 049: the fieldset says
 * how many are under way, and tells its form when they are all answered). Photos need JavaScript: without it the
 * fieldset says so.
 */
export function PhotoField({
  idPrefix,
  errors = {},
}: {
  idPrefix: string;
  /** The photo fields' messages (the server's, or the same rules checked before sending). */
  errors?: Partial<Record<PhotoFieldName, string>>;
}) {
  const hydrated = useHydrated();
  const [photos, setPhotos] = useState<Uploaded[]>([]);
  const [sending, setSending] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);
  const fieldset = useRef<HTMLFieldSetElement>(null);
  /** The uploads that failed since uploads began (told to a submit that waited for them). */
  const failedThisRound = useRef<string[]>([]);

  // A submit made while photos upload waits for them (check-photos.ts settlePhotoUploads): once the last one is
  // answered and the form's fields show it, the form hears which ones failed. A layout effect, so the failures are on
  // the fieldset in the same commit as its count of 0: a submit whose code loads meanwhile never reads a 0 without
  // them (a passive effect ran a task later, and such a submit sent the form without the photo).
  useLayoutEffect(() => {
    if (sending > 0) return;
    const failed = failedThisRound.current;
    failedThisRound.current = [];
    if (failed.length > 0) fieldset.current?.setAttribute(photoUploadsFailedAttribute, JSON.stringify(failed));
    fieldset.current?.form?.dispatchEvent(new CustomEvent(photoUploadsSettled, { detail: { failed } }));
  }, [sending]);

  // The form's reset (after a successful send) empties the photos too.
  useEffect(() => {
    const form = fieldset.current?.form;
    if (!form) return;
    const clear = () => {
      setPhotos([]);
      setProblems([]);
    };
    // A submit made when no photo is sending: the failures shown before it were seen, and are not its to report.
    const submitted = () => {
      if (fieldset.current?.getAttribute(photoUploadsAttribute) === "0")
        fieldset.current.removeAttribute(photoUploadsFailedAttribute);
    };
    form.addEventListener("reset", clear);
    form.addEventListener("submit", submitted, { capture: true });
    return () => {
      form.removeEventListener("reset", clear);
      form.removeEventListener("submit", submitted, { capture: true });
    };
  }, []);

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    input.value = "";
    const room = maxPhotos - photos.length - sending;
    const found: string[] = [];
    if (files.length > room) found.push(`At most ${maxPhotos} photos: ${files.length - room} were left out.`);
    const chosen = files.slice(0, Math.max(0, room));
    const wanted = chosen.filter((file) => {
      if (file.size <= maxPhotoBytes) return true;
      found.push(`${file.name} is larger than ${maxPhotoBytes / 1024 / 1024} MB.`);
      return false;
    });
    setProblems(found);
    setSending((count) => count + wanted.length);
    await Promise.all(
      wanted.map(async (file) => {
        try {
          const uploaded = await uploadPhoto(file);
          setPhotos((list) => [...list, uploaded]);
        } catch (error) {
          const problem = error instanceof Error ? error.message : String(error);
          failedThisRound.current.push(problem);
          setProblems((list) => [...list, problem]);
        } finally {
          setSending((count) => count - 1);
        }
      }),
    );
  };

  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <fieldset
      ref={fieldset}
      className="mt-8 border-t pt-6"
      aria-describedby={id("photos-hint")}
      {...{ [photoUploadsAttribute]: sending }}
    >
      <legend className="float-left w-full">
        <h3 className="text-lg font-semibold">
          Photos <span className="text-sm font-normal text-muted-foreground">(optional)</span>
        </h3>
      </legend>
      <p id={id("photos-hint")} className="clear-both pt-2 text-sm text-muted-foreground">
        Up to {maxPhotos} photos of the place: JPEG, PNG, WebP or HEIC, at most {maxPhotoBytes / 1024 / 1024} MB each.
        The location and camera details stored in a photo are removed; an editor checks each photo before it appears in
        the guide, credited to you under {photoLicense}.
      </p>
      {!hydrated ? (
        <p className="mt-3 text-sm">Adding photos needs JavaScript: the rest of the form works without it.</p>
      ) : (
        <div className="mt-4 grid gap-4">
          <div>
            <label htmlFor={id("photo-files")} className="text-sm font-medium">
              Add photos
            </label>
            <input
              id={id("photo-files")}
              type="file"
              accept={photoAccept}
              multiple
              disabled={photos.length + sending >= maxPhotos}
              onChange={(event) => void onChoose(event)}
              aria-describedby={errors.photoIds ? id("photoIds-error") : undefined}
              className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border file:bg-white file:px-3 file:py-2 file:font-medium"
            />
          </div>
          <div role="status" className="empty:hidden">
            {sending > 0 && <p className="text-sm">Sending {sending === 1 ? "a photo" : `${sending} photos`}…</p>}
          </div>
          {(problems.length > 0 || errors.photoIds) && (
            <ul id={id("photoIds-error")} role="alert" className="space-y-1 text-sm text-destructive">
              {errors.photoIds && <li>{errors.photoIds}</li>}
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
          {photos.length > 0 && (
            <ul className="grid gap-2" aria-label="Photos added">
              {photos.map((photo) => (
                <li key={photo.id} className="flex items-center gap-3 rounded-md border px-3 py-2 text-sm">
                  <span className="min-w-0 flex-1 truncate">
                    {photo.name}{" "}
                    <span className="text-muted-foreground">
                      ({photo.width} × {photo.height})
                    </span>
                  </span>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => setPhotos((list) => list.filter((item) => item.id !== photo.id))}
                  >
                    Remove<span className="sr-only"> {photo.name}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <input type="hidden" name="photoIds" value={photos.map((photo) => photo.id).join(" ")} />
          {photos.length > 0 && (
            <>
              <div>
                <label htmlFor={id("photoCredit")} className="text-sm font-medium">
                  Credit the photos to <span className="text-primary">*</span>
                </label>
                <input
                  id={id("photoCredit")}
                  name="photoCredit"
                  autoComplete="name"
                  maxLength={100}
                  aria-invalid={errors.photoCredit ? true : undefined}
                  aria-describedby={errors.photoCredit ? id("photoCredit-error") : undefined}
                  className="mt-1 h-10 w-full rounded-md border bg-white px-3"
                />
                {errors.photoCredit && (
                  <p id={id("photoCredit-error")} className="mt-1 text-sm text-destructive">
                    {errors.photoCredit}
                  </p>
                )}
              </div>
              <div>
                <label className="flex items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    name="photoGrant"
                    value="yes"
                    className="mt-1"
                    aria-invalid={errors.photoGrant ? true : undefined}
                    aria-describedby={errors.photoGrant ? id("photoGrant-error") : undefined}
                  />
                  <span>
                    {photoGrantText} <span className="text-primary">*</span>
                  </span>
                </label>
                {errors.photoGrant && (
                  <p id={id("photoGrant-error")} className="mt-1 text-sm text-destructive">
                    {errors.photoGrant}
                  </p>
                )}
              </div>
            </>
          )}
        </div>
      )}
    </fieldset>
  );
}
