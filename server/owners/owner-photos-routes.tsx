/** @jsxImportSource hono/jsx */
/**
 * decision 091: the owner's photos page, without script (every value escaped; the owners' cross-site check and
 * session apply; another place's slug is a 404):
 * - `GET /owners/places/<slug>/photos?photos=<keys>`: the draft (the place's photos and the owner's new uploads, in
 *   order), each with Move up, Move down and Remove (buttons of a GET form that answer 303 with the new draft), the
 *   upload form and "Send to our editors";
 * - `POST .../photos/upload` (multipart, the upload's own limits): one photo with what it shows, its credit and the
 *   grant, added at the end of the draft;
 * - `POST .../photos`: the draft held for the desk (decision 076's `owner_change`, its limits);
 * - `GET .../photos/<id>.jpg`: a new upload's small JPEG, for the page's own managers only.
 * The desk shows the change with its photos (`heldPhotoChange`).
 */
import type { Context, Hono } from "hono";
import type { Child, FC } from "hono/jsx";
import { photoAccept, photoGrantText } from "../../core/forms/photo-rules";
import { ownerPhotoSchema } from "../../core/forms/photos-schema";
import { errorsOf } from "../../core/forms/errors";
import type { Place } from "../../core/places/place-schema";
import type { PhotoRow } from "../db/schema";
import { receivePhoto } from "../http/uploads";
import { photoKey } from "../photos/uploads";
import { isPhotoReady } from "../store/photos";
import { styles } from "../web/layout";
import { notFound, store, type ServerContext } from "../web/respond";
import { heldOwnerChanges } from "./owner-edits";
import { fiveWaiting, holdFromPage } from "./hold";
import {
  draftFull,
  draftKeysOf,
  markOwnerUpload,
  maxPlacePhotos,
  photoChangeOf,
  photoKeyOf,
  placePhotos,
  readPhotoDraft,
  uploadIdPattern,
  type PhotoChange,
} from "./owner-photos";
import { managedPlace, type OwnerAccount } from "./store";

type Draft = Awaited<ReturnType<typeof readPhotoDraft>>;
type UploadFields = { alt: string; photoCredit: string; photoGrant: string };

/** A hosted photo's smallest JPEG, as the publisher wrote it (`/photos/<slug>/<id>-<width>.jpg`). */
const hostedThumbnail = (photo: { src?: string; widths?: number[] }) =>
  photo.src && photo.widths?.length ? `${photo.src}-${photo.widths[0]}.jpg` : undefined;

/** One photo of a draft or a change: its small image (or why there is none), what it shows, its credit. */
export const PhotoFigure: FC<{ src?: string; alt: string; credit?: string; note?: string }> = ({
  src,
  alt,
  credit,
  note,
}) => (
  <div class="flex items-start gap-3">
    {src ? (
      <img src={src} alt={alt} width={120} height={80} class="h-20 w-30 shrink-0 rounded border object-cover" />
    ) : (
      <span class="flex h-20 w-30 shrink-0 items-center justify-center rounded border bg-muted p-1 text-center text-xs">
        {note ?? "No preview"}
      </span>
    )}
    <span class="min-w-0 text-sm">
      <span class="block font-medium">{alt || "(no description)"}</span>
      {credit && <span class="block">{`Photo: ${credit}`}</span>}
    </span>
  </div>
);

/** A draft's entry as the page shows it. */
function figureOf(place: Place, entry: Draft[number]) {
  if (entry.upload) {
    const ready = isPhotoReady(entry.upload);
    return {
      src: ready ? `/owners/places/${place.slug}/photos/${entry.upload.id}.jpg` : undefined,
      alt: entry.upload.alt ?? "",
      credit: entry.upload.credit ?? "",
      note: "Being prepared",
      isNew: true,
    };
  }
  const photo = entry.photo as { src?: string; widths?: number[]; alt?: string; credit?: string };
  return { src: hostedThumbnail(photo), alt: photo.alt ?? "", credit: photo.credit ?? "", note: "Photo", isNew: false };
}

/** The owner's photos page: the draft with its buttons, "Send to our editors", the upload form. */
const PhotosPage: FC<{
  place: Place;
  draft: Draft;
  waiting: number;
  status?: string;
  problem?: string;
  fields?: UploadFields;
  errors?: Partial<Record<keyof UploadFields | "photo", string>>;
}> = ({ place, draft, waiting, status, problem, fields, errors = {} }) => {
  const keys = draft.map((entry) => entry.key).join(" ");
  const base = `/owners/places/${place.slug}/photos`;
  const f = fields ?? { alt: "", photoCredit: "", photoGrant: "" };
  const fieldError = (name: keyof typeof errors) =>
    errors[name] ? (
      <p id={`owner-photo-${name}-problem`} class="mt-1 text-sm text-destructive">
        {errors[name]}
      </p>
    ) : null;
  const described = (name: keyof typeof errors) =>
    errors[name] ? { "aria-invalid": "true", "aria-describedby": `owner-photo-${name}-problem` } : {};
  return (
    <section class="rounded-xl border bg-card p-6 shadow-sm sm:p-8" aria-labelledby="page-heading">
      <p>
        <a href={`/owners/places/${place.slug}`} class={styles.link}>
          {`Back to ${place.name}`}
        </a>
      </p>
      <h1 id="page-heading" class="mt-3 text-2xl font-bold">
        {`Photos of ${place.name}`}
      </h1>
      <p class="mt-2 text-sm text-muted-foreground">
        Add photos, put them in order (the first is the place's main photo) and remove some. Nothing changes on the
        place's page until you send the photos to our editors and they approve them.
      </p>
      {status && (
        <p role="status" class="mt-3 rounded-md border border-green-200 bg-green-50 px-3 py-2">
          {status}
        </p>
      )}
      {problem && (
        <p role="alert" class={`${styles.alert} mt-3`}>
          {`Nothing was sent. ${problem}`}
        </p>
      )}
      {waiting > 0 && (
        <p class="mt-3">{`${waiting} ${waiting === 1 ? "change of the photos waits" : "changes of the photos wait"} for our editors.`}</p>
      )}
      <h2 id="photo-list" class="mt-8 text-xl font-semibold">
        {`The photos in their order (${draft.length})`}
      </h2>
      <form method="get" action={base} aria-labelledby="photo-list">
        <input type="hidden" name="photos" value={keys} />
        {draft.length === 0 ? (
          <p class="mt-3">No photo. Add one below.</p>
        ) : (
          <ol class="mt-3 space-y-3">
            {draft.map((entry, index) => {
              const figure = figureOf(place, entry);
              const which = `photo ${index + 1}${figure.alt ? `: ${figure.alt}` : ""}`;
              return (
                <li class="rounded-md border p-3">
                  <PhotoFigure src={figure.src} alt={figure.alt} credit={figure.credit} note={figure.note} />
                  <p class="mt-2 text-sm">
                    {index === 0 ? "Main photo" : `Photo ${index + 1}`}
                    {figure.isNew ? " · new, not sent yet" : ""}
                  </p>
                  <div class="mt-2 flex flex-wrap gap-2">
                    {index > 0 && (
                      <button type="submit" name="move" value={`up:${index}`} class={styles.secondaryButton}>
                        Move up<span class="sr-only">{` ${which}`}</span>
                      </button>
                    )}
                    {index < draft.length - 1 && (
                      <button type="submit" name="move" value={`down:${index}`} class={styles.secondaryButton}>
                        Move down<span class="sr-only">{` ${which}`}</span>
                      </button>
                    )}
                    <button type="submit" name="move" value={`remove:${index}`} class={styles.secondaryButton}>
                      Remove<span class="sr-only">{` ${which}`}</span>
                    </button>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </form>
      <form method="post" action={base} class="mt-4 flex flex-wrap items-center gap-3">
        <input type="hidden" name="photos" value={keys} />
        <button type="submit" class={styles.button}>
          Send to our editors
        </button>
        <a href={base} class={styles.link}>
          Start again from the guide's photos
        </a>
      </form>
      <form
        method="post"
        action={`${base}/upload`}
        enctype="multipart/form-data"
        class="mt-8 grid max-w-xl gap-3 rounded-md border p-4"
        aria-labelledby="photo-add-heading"
      >
        <h2 id="photo-add-heading" class="text-xl font-semibold">
          Add a photo
        </h2>
        <input type="hidden" name="photos" value={keys} />
        <div>
          <label htmlFor="owner-photo-photo" class="block font-medium">
            Photo (JPEG, PNG, WebP or HEIC, at most 10 MB)
          </label>
          <input
            id="owner-photo-photo"
            type="file"
            name="photo"
            accept={photoAccept}
            required
            class="mt-1 block w-full"
            {...described("photo")}
          />
          {fieldError("photo")}
        </div>
        <div>
          <label htmlFor="owner-photo-alt" class="block font-medium">
            What the photo shows
          </label>
          <input
            id="owner-photo-alt"
            name="alt"
            value={f.alt}
            maxlength={200}
            required
            class={styles.input}
            {...described("alt")}
          />
          {fieldError("alt")}
        </div>
        <div>
          <label htmlFor="owner-photo-photoCredit" class="block font-medium">
            Name to credit with the photo
          </label>
          <input
            id="owner-photo-photoCredit"
            name="photoCredit"
            value={f.photoCredit}
            maxlength={100}
            required
            autocomplete="name"
            class={styles.input}
            {...described("photoCredit")}
          />
          {fieldError("photoCredit")}
        </div>
        <div>
          <div class="flex items-start gap-2">
            <input
              id="owner-photo-photoGrant"
              type="checkbox"
              name="photoGrant"
              value="yes"
              required
              checked={f.photoGrant === "yes"}
              class="mt-1"
              {...described("photoGrant")}
            />
            <label htmlFor="owner-photo-photoGrant">{photoGrantText}</label>
          </div>
          {fieldError("photoGrant")}
        </div>
        <button type="submit" class={`${styles.button} justify-self-start`}>
          Add the photo
        </button>
      </form>
    </section>
  );
};

/** The owner's page's part: how many photos show, what waits, the link to the photos page. */
export function ownerPhotosSection(place: Place, waiting: number) {
  const count = placePhotos(place).length;
  return (
    <section aria-labelledby="photos-heading">
      <h2 id="photos-heading" class="mt-10 text-xl font-semibold">
        Photos
      </h2>
      <p class="mt-2">
        {`The place's page shows ${count === 0 ? "no photo" : count === 1 ? "1 photo" : `${count} photos`}.`}
        {waiting > 0 ? ` ${waiting} ${waiting === 1 ? "change waits" : "changes wait"} for our editors.` : ""}
      </p>
      <p class="mt-2">
        <a href={`/owners/places/${place.slug}/photos`} class={styles.link}>
          Add, order or remove photos
        </a>
      </p>
    </section>
  );
}

/** How many of the place's held changes are of its photos. */
async function waitingPhotoChanges(server: ServerContext, placeId: number) {
  return (await heldOwnerChanges(server.db, placeId)).filter((held) => held.change.photos).length;
}

/** The draft after a Move up, Move down or Remove of the entry at its index; the keys unchanged otherwise. */
function moved(keys: readonly string[], move: string): { keys: string[]; status?: string } {
  const [, action, at] = /^(up|down|remove):(\d{1,2})$/.exec(move) ?? [];
  const index = Number(at);
  const next = [...keys];
  if (!action || index >= next.length) return { keys: next };
  if (action === "remove") {
    next.splice(index, 1);
    return { keys: next, status: "removed" };
  }
  const other = action === "up" ? index - 1 : index + 1;
  if (other < 0 || other >= next.length) return { keys: next };
  [next[index], next[other]] = [next[other]!, next[index]!];
  return { keys: next, status: `moved:${other + 1}` };
}

/** The status sentence of a draft's last step. */
function statusOf(done: string | undefined, count: number): string | undefined {
  if (done === "added")
    return "Photo added at the end. Not sent yet: send the photos to our editors when they are right.";
  if (done === "removed") return "Photo removed. Not sent yet: send the photos to our editors when they are right.";
  if (done === "sent") return "Sent to our editors. The place's page changes once they approve.";
  const place = /^moved:(\d+)$/.exec(done ?? "")?.[1];
  if (place)
    return `Photo moved: now ${place} of ${count}. Not sent yet: send the photos to our editors when they are right.`;
  return undefined;
}

/** decision 091: the owner's photos routes, on the owners' signed-in routes (mounted at `/owners`). */
export function addOwnerPhotoRoutes(
  signedIn: Hono<{ Variables: { account: OwnerAccount } }>,
  server: ServerContext,
): void {
  const { db, now } = server;
  const managedOf = (c: Context<{ Variables: { account: OwnerAccount } }>) =>
    managedPlace(db, c.get("account").id, c.req.param("slug") ?? "");
  const page = async (
    c: Context,
    place: Place,
    keys: readonly string[],
    extra: { status?: string; problem?: string; fields?: UploadFields; errors?: Partial<Record<string, string>> } = {},
  ) =>
    c.render(
      <PhotosPage
        place={place}
        draft={await readPhotoDraft(db, place, keys)}
        waiting={await waitingPhotoChanges(server, place.id)}
        {...extra}
      />,
      { title: `Photos of ${place.name}` },
    );
  const guideKeys = (place: Place) => placePhotos(place).map(photoKeyOf);
  /** A draft naming more photos than a place shows: refused with the reason, the page back at the guide's photos. */
  const tooMany = (c: Context, place: Place, problem: string) => {
    c.status(422);
    return page(c, place, guideKeys(place), { problem });
  };
  const draftUrl = (slug: string, keys: readonly string[], done?: string) =>
    `/owners/places/${slug}/photos?${new URLSearchParams({ photos: keys.join(" "), ...(done ? { done } : {}) }).toString()}#photo-list`;

  signedIn.get("/places/:slug/photos", async (c) => {
    const managed = await managedOf(c);
    if (!managed) return notFound(c);
    const { place } = managed;
    const given = c.req.query("photos");
    const read = given === undefined ? { ok: true as const, keys: guideKeys(place) } : draftKeysOf(place, given);
    if (!read.ok) return tooMany(c, place, read.problem);
    const { keys } = read;
    const move = c.req.query("move");
    if (move) {
      const next = moved(keys, move);
      return c.redirect(draftUrl(place.slug, next.keys, next.status), 303);
    }
    const count = (await readPhotoDraft(db, place, keys)).length;
    return page(c, place, keys, { status: statusOf(c.req.query("done"), count) });
  });

  signedIn.get("/places/:slug/photos/:file", async (c) => {
    const managed = await managedOf(c);
    const id = /^([A-Za-z0-9_-]{22})\.jpg$/.exec(c.req.param("file"))?.[1];
    if (!managed || !id || !server.photos) return notFound(c);
    const [row] = await unsentOrHeld(managed.place.id, id);
    const width = row ? (JSON.parse(row.widths) as number[])[0] : undefined;
    const bytes = row && width ? await server.photos.get(photoKey(row.id, width, "jpeg")) : null;
    if (!bytes) return notFound(c);
    c.header("Content-Type", "image/jpeg");
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Cache-Control", "private, no-store");
    return c.body(bytes as Uint8Array<ArrayBuffer>);
  });

  /** An upload of the place, sent or not (its held change shows it too). */
  const unsentOrHeld = async (placeId: number, id: string): Promise<PhotoRow[]> =>
    uploadIdPattern.test(id)
      ? db.selectFrom("photo").selectAll().where("id", "=", id).where("place_id", "=", placeId).execute()
      : [];

  signedIn.post("/places/:slug/photos/upload", async (c) => {
    const managed = await managedOf(c);
    if (!managed) return notFound(c);
    const { place } = managed;
    const body = await c.req.parseBody();
    const text = (name: string) => (typeof body[name] === "string" ? body[name] : "");
    const given = draftKeysOf(place, text("photos"));
    if (!given.ok) return tooMany(c, place, given.problem);
    const { keys } = given;
    const fields = { alt: text("alt"), photoCredit: text("photoCredit"), photoGrant: text("photoGrant") };
    const refused = (status: number, extra: { problem: string; errors?: Partial<Record<string, string>> }) => {
      c.status(status as 422);
      return page(c, place, keys, { ...extra, fields });
    };
    // A full draft takes no more, before the file is stored.
    if ((await readPhotoDraft(db, place, keys)).length >= maxPlacePhotos)
      return refused(422, { problem: draftFull, errors: { photo: draftFull } });
    // The same rules as every form's photos (core/forms/photos-schema.ts), checked before the file is decoded.
    const parsed = ownerPhotoSchema.safeParse(fields);
    if (!parsed.success) {
      const errors = errorsOf(parsed.error.issues);
      return refused(422, { problem: "Check the fields marked below.", errors });
    }
    return store(c, async () => {
      const received = await receivePhoto(server, c, body.photo);
      if (!received.ok) {
        if (received.retryAfterSeconds !== undefined) c.header("Retry-After", String(received.retryAfterSeconds));
        return refused(received.status, { problem: received.message, errors: { photo: received.message } });
      }
      await markOwnerUpload(
        db,
        received.photo.id,
        { placeId: place.id, credit: parsed.data.photoCredit, alt: parsed.data.alt },
        now(),
      );
      return c.redirect(draftUrl(place.slug, [...keys, received.photo.id], "added"), 303);
    });
  });

  signedIn.post("/places/:slug/photos", async (c) => {
    const managed = await managedOf(c);
    if (!managed) return notFound(c);
    const { place } = managed;
    const body = await c.req.parseBody();
    const given = draftKeysOf(place, typeof body.photos === "string" ? body.photos : "");
    if (!given.ok) return tooMany(c, place, given.problem);
    const { keys } = given;
    const draft = await readPhotoDraft(db, place, keys);
    const read = photoChangeOf(place, draft);
    const refused = (problem: string) => {
      c.status(422);
      return page(c, place, keys, { problem });
    };
    if (!read.ok) return refused(read.problem);
    if ((await heldOwnerChanges(db, place.id)).length >= 5) return refused(fiveWaiting);
    return store(c, async () => {
      await holdFromPage(server, c, managed, { photos: read.change });
      return c.redirect(`/owners/places/${place.slug}/photos?done=sent`, 303);
    });
  });
}

/**
 * decision 091: a held photo change at the desk: `shown`, the photos in their new order (a new one marked, with its
 * credit and what it shows, its image from the desk's own photo route) and the ones it removes; `amend` (decision
 * 098), for the decision's form, a field per new photo with what it shows, which the editor may amend before
 * approving (`alt-<id>`; null without new photos). The credit is not amended: it is whom the sender's CC BY 4.0
 * grant names.
 */
export async function heldPhotoChange(
  server: { db: ServerContext["db"] },
  place: Place,
  change: PhotoChange,
): Promise<{ shown: Child; amend: Child }> {
  const current = new Map(placePhotos(place).map((photo) => [photoKeyOf(photo), photo]));
  const uploads = new Map(
    (
      await server.db
        .selectFrom("photo")
        .selectAll()
        .where("id", "in", change.added.length ? change.added : ["-"])
        .where("place_id", "=", place.id)
        .execute()
    ).map((row) => [row.id, row]),
  );
  const figure = (key: string) => {
    const upload = uploads.get(key);
    if (upload)
      return (
        <PhotoFigure
          src={isPhotoReady(upload) ? `/admin/photos/${upload.id}.jpg` : undefined}
          alt={upload.alt ?? ""}
          credit={upload.credit ?? ""}
          note="Still being prepared"
        />
      );
    const photo = current.get(key) as { src?: string; widths?: number[]; alt?: string; credit?: string } | undefined;
    return photo ? (
      <PhotoFigure src={hostedThumbnail(photo)} alt={photo.alt ?? ""} credit={photo.credit} />
    ) : (
      <span>A photo the place no longer has</span>
    );
  };
  const added = change.order.flatMap((key, index) => {
    const upload = uploads.get(key);
    return upload ? [{ upload, index }] : [];
  });
  // decision 098: what each new photo shows, for the editor to amend before approving (sent with the decision).
  const amend =
    added.length === 0 ? null : (
      <fieldset class="grid gap-2">
        <legend class="mb-2 text-sm font-medium">
          What the new photos show (their text for people who cannot see them): amend it before approving
        </legend>
        {added.map(({ upload, index }) => (
          <div>
            <label htmlFor={`change-alt-${upload.id}`} class="block text-sm">
              {`${index === 0 ? "Main photo" : `Photo ${index + 1}`} (new, credit ${upload.credit ?? "none"}) shows`}
            </label>
            <input
              id={`change-alt-${upload.id}`}
              name={`alt-${upload.id}`}
              value={upload.alt ?? ""}
              maxlength={200}
              class={styles.input}
            />
          </div>
        ))}
      </fieldset>
    );
  const shown = (
    <div>
      <p class="font-medium">Photos, in their new order</p>
      <ol class="mt-1 space-y-2">
        {change.order.map((key, index) => (
          <li>
            <span class="text-xs">
              {index === 0 ? "Main photo" : `Photo ${index + 1}`}
              {uploads.has(key) ? " · new" : ""}
            </span>
            {figure(key)}
          </li>
        ))}
      </ol>
      {change.removed.length > 0 && (
        <>
          <p class="mt-2 font-medium">Removed</p>
          <ul class="mt-1 space-y-2">
            {change.removed.map((key) => (
              <li>{figure(key)}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
  return { shown, amend };
}
