/** @jsxImportSource hono/jsx */
/**
 * Photos sent with a submission, at the desk (decision 039): each shown as sent (a JPEG, at most 960 wide, only
 * behind a session), or as still being prepared while its widths are made (decision 049), with its credit, licence
 * and status, approved (with what it shows, its alt text in the guide; once it is prepared) or declined on its own.
 */
import { Hono } from "hono";
import type { FC } from "hono/jsx";
import type { PhotoRow } from "../db/schema";
import { versionOfPhotoDecision } from "../places/approve";
import { photoKey } from "../photos/uploads";
import { decidePhoto, findPhoto, isPhotoReady } from "../store/photos";
import { Facts, styles } from "../web/layout";
import { when, type DeskEnv, type DeskContext } from "./frame";

const photoStatusLabels = { pending: "Not decided", approved: "Approved", declined: "Declined" } as const;

/** The photos of a submission, each with its facts and its own Approve and Decline forms. */
export const PhotoSection: FC<{ photos: readonly PhotoRow[] }> = ({ photos }) => (
  <section aria-labelledby="photos-heading" class="mt-6 rounded-lg border p-4">
    <h2 id="photos-heading" class="text-lg font-semibold">
      Photos ({photos.length})
    </h2>
    <p class="mt-1 text-sm text-muted-foreground">
      Approve only a photo that shows this very place. An approved photo is live on the place's page with its credit and
      CC BY 4.0 seconds after Save (or with the listing, once the listing is approved); a declined one is taken off,
      never shown again and deleted after 30 days.
    </p>
    <ul class="mt-4 grid gap-6 sm:grid-cols-2">
      {photos.map((photo) => {
        const shownWidth = Math.min(480, photo.width);
        const shownHeight = Math.round((photo.height * shownWidth) / photo.width);
        const short = photo.id.slice(0, 6);
        return (
          <li id={`photo-${photo.id}`} class="rounded-md border p-3" data-photo-status={photo.status}>
            {isPhotoReady(photo) ? (
              <img
                src={`/admin/photos/${photo.id}.jpg`}
                alt={`Sent as ${short}.jpg`}
                width={shownWidth}
                height={shownHeight}
                class="h-auto w-full max-w-full rounded bg-stone-200"
              />
            ) : (
              <p class="rounded bg-stone-100 p-4 text-sm" data-photo-preparing>
                Still being prepared: the sizes the guide serves are made in the background, in a minute or so. Reload
                this page to see it; it can be approved once it shows.
              </p>
            )}
            <Facts
              rows={[
                { label: "Credit", value: photo.credit ?? "" },
                { label: "Licence granted", value: `CC BY 4.0, ${when(photo.granted_at)}` },
                { label: "Size", value: `${photo.width} × ${photo.height}` },
                {
                  label: "Status",
                  value: `${photoStatusLabels[photo.status]}${photo.decided_by ? ` by ${photo.decided_by}, ${when(photo.decided_at)}` : ""}`,
                },
                ...(photo.alt ? [{ label: "Shows", value: photo.alt }] : []),
              ]}
            />
            <form method="post" action={`/admin/photos/${photo.id}`} class="mt-3 grid gap-2">
              <input type="hidden" name="decision" value="approve" />
              <div>
                <label htmlFor={`alt-${photo.id}`} class="block text-sm font-medium">
                  What it shows (needed to approve)
                </label>
                <input id={`alt-${photo.id}`} name="alt" value={photo.alt ?? ""} maxlength={200} class={styles.input} />
              </div>
              <button type="submit" class={`${styles.button} justify-self-start`}>
                Approve photo<span class="sr-only"> {short}</span>
              </button>
            </form>
            <form method="post" action={`/admin/photos/${photo.id}`} class="mt-2">
              <input type="hidden" name="decision" value="decline" />
              <button type="submit" class={styles.secondaryButton}>
                Decline photo<span class="sr-only"> {short}</span>
              </button>
            </form>
          </li>
        );
      })}
    </ul>
  </section>
);

/** The photos' routes. */
export function photoRoutes(desk: DeskContext): Hono<DeskEnv> {
  const { db, now } = desk;
  const app = new Hono<DeskEnv>();

  app.get("/photos/:file", async (c) => {
    const id = /^([A-Za-z0-9_-]{22})\.jpg$/.exec(c.req.param("file"))?.[1];
    const photo = id ? await findPhoto(db, id) : undefined;
    const widths = photo ? (JSON.parse(photo.widths) as number[]) : [];
    const width = widths.filter((candidate) => candidate <= 960).at(-1) ?? widths[0];
    const bytes = photo && width && desk.photos ? await desk.photos.get(photoKey(photo.id, width, "jpeg")) : null;
    if (!bytes) return c.body("Not found", 404);
    c.header("Content-Type", "image/jpeg");
    c.header("X-Content-Type-Options", "nosniff");
    return c.body(bytes as Uint8Array<ArrayBuffer>);
  });

  app.post("/photos/:id", async (c) => {
    const photo = await findPhoto(db, c.req.param("id"));
    if (!photo?.submission_id) return c.redirect("/admin", 303);
    const body = await c.req.parseBody();
    const decision = body.decision === "approve" ? "approved" : body.decision === "decline" ? "declined" : null;
    const alt = typeof body.alt === "string" ? body.alt.trim().slice(0, 200) : "";
    const back = `/admin/submissions/${photo.submission_id}`;
    if (!decision) return c.redirect(back, 303);
    if (decision === "approved" && !isPhotoReady(photo))
      return c.redirect(
        `${back}?error=${encodeURIComponent("That photo is still being prepared: approve it once it shows.")}`,
        303,
      );
    if (decision === "approved" && alt.length < 3)
      return c.redirect(
        `${back}?error=${encodeURIComponent("Say what the photo shows (its text for people who cannot see it) to approve it.")}`,
        303,
      );
    // decision 050: a photo decided once its place is in the guide changes the place (a version of kind "photo").
    const at = now();
    const editor = c.get("editor").email;
    const changed = await db.transaction().execute(async (trx) => {
      await decidePhoto(trx, photo.id, { status: decision, alt, editor }, at);
      return versionOfPhotoDecision(trx, photo, editor, at);
    });
    if (changed) desk.onGuideChanged();
    return c.redirect(`${back}#photo-${photo.id}`, 303);
  });

  return app;
}
