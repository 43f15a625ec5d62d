/** @jsxImportSource hono/jsx */
/**
 * The places at the desk (decision 050): find a place, see its versions (what changed, from where, by whom, and
 * whether it is live), restore an earlier one, or edit it with the source of the edit. Every change is a new
 * version that the publisher puts live like an approval.
 */
import { changedValueInWords } from "../../core/places/version-words";
import { Hono, type Context } from "hono";
import type { Child, FC } from "hono/jsx";
import { sql } from "kysely";
import { city } from "../../core/city";
import type { Place } from "../../core/places/place-schema";
import { editFields, editedRecord, editFormOf, type EditField } from "../places/edit";
import type { FieldChange } from "../places/history";
import { findPlace, PlaceRefused, versionsOf, writeVersion } from "../places/store";
import { publishStateOf } from "../publish/publisher";
import { styles } from "../web/layout";
import { Note, renderDesk, when, type DeskContext, type DeskEnv } from "./frame";
import { PublishLine } from "./publishing";

/** `%text%` for LIKE, with the pattern characters of the text escaped (`\` is the escape). */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const multiline = new Set<EditField>(["description", "features"]);

/** The edit form, with `values` (what the place holds, or what the editor typed). */
const EditForm: FC<{ placeId: number; values: Record<EditField, string>; error?: string }> = ({
  placeId,
  values,
  error,
}) => (
  <form
    method="post"
    action={`/admin/places/${placeId}`}
    class="mt-6 grid gap-4 rounded-lg border p-4"
    aria-labelledby="edit-heading"
  >
    <h2 id="edit-heading" class="text-lg font-semibold">
      Edit this place
    </h2>
    {error && (
      <p role="alert" class={styles.alert}>
        {error}
      </p>
    )}
    {(Object.keys(editFields) as EditField[]).map((field) =>
      field === "featured" ? (
        <label class="flex items-center gap-2">
          <input type="checkbox" name="featured" value="yes" checked={values.featured === "yes"} /> Featured (shown in
          Trending)
        </label>
      ) : (
        <div>
          <label htmlFor={`edit-${field}`} class="block text-sm font-medium">
            {editFields[field]}
          </label>
          {multiline.has(field) ? (
            <textarea id={`edit-${field}`} name={field} rows={field === "description" ? 4 : 3} class={styles.textarea}>
              {values[field]}
            </textarea>
          ) : (
            <input id={`edit-${field}`} name={field} value={values[field]} class={styles.input} />
          )}
        </div>
      ),
    )}
    <button type="submit" class={`${styles.button} justify-self-start`}>
      Save and publish
    </button>
  </form>
);

/** A version's changes, field by field (a place's here, an event's at the desk's events). */
const Changes: FC<{ changes: readonly FieldChange[] }> = ({ changes }) =>
  changes.length === 0 ? (
    <p class="text-sm">Its sources only.</p>
  ) : (
    <ul class="mt-1 list-disc pl-5 text-sm">
      {changes.map((change) => (
        <li>
          <strong>{change.field}</strong>: {changedValueInWords(change.before)} → {changedValueInWords(change.after)}
        </li>
      ))}
    </ul>
  );

/** A one-button form that restores `version` by a post to `action` (a place's or an event's restore at the desk). */
export const RestoreForm: FC<{ action: string; version: number; label?: string }> = ({ action, version, label }) => (
  <form method="post" action={action} class="mt-2">
    <input type="hidden" name="version" value={String(version)} />
    <button type="submit" class={styles.secondaryButton}>
      {label ?? `Restore version ${version}`}
    </button>
  </form>
);

/**
 * A record's versions at the desk, newest first (a place's, decision 050; an event's, decision 092): number, kind,
 * when, who and where from, what changed, its publishing `state`, and Restore (posted to `restoreAction`) on each
 * older one.
 */
export const VersionList: FC<{
  restoreAction: string;
  versions: readonly {
    version: number;
    kind: string;
    created_at: string;
    editor: string | null;
    changes: readonly FieldChange[];
    from?: Child;
    state: Child;
  }[];
}> = ({ restoreAction, versions }) => (
  <section aria-labelledby="versions-heading" class="mt-6">
    <h2 id="versions-heading" class="text-lg font-semibold">
      Versions, newest first
    </h2>
    <ol class="mt-2 space-y-3">
      {versions.map((version, index) => (
        <li class="rounded-md border p-3">
          <p>
            <strong>Version {version.version}</strong>, {version.kind}, {when(version.created_at)}
            {version.editor && <> by {version.editor}</>}
            {version.from}
          </p>
          <Changes changes={version.changes} />
          <p class="mt-2 text-sm">{version.state}</p>
          {index > 0 && <RestoreForm action={restoreAction} version={version.version} />}
        </li>
      ))}
    </ol>
  </section>
);

/** The places' routes. */ /** The places' routes. */
export function placeRoutes(desk: DeskContext): Hono<DeskEnv> {
  const { db, now } = desk;
  const app = new Hono<DeskEnv>();

  app.get("/places", async (c) => {
    const q = (c.req.query("q") ?? "").slice(0, 200).trim();
    let query = db
      .selectFrom("place")
      .select(["id", "slug", "version", "record", "updated_at"])
      .where("city", "=", city.key);
    if (q)
      query = query.where((eb) =>
        eb.or([
          eb(sql<string>`lower(record)`, "like", sql<string>`${containing(`"name":"${q}`)} escape '\\'`),
          eb("slug", "like", sql<string>`${containing(q)} escape '\\'`),
        ]),
      );
    const places = await query.orderBy("updated_at", "desc").orderBy("id").limit(50).execute();
    return renderDesk(
      c,
      200,
      "Places",
      <>
        <form method="get" action="/admin/places" class="mt-6 flex flex-wrap items-end gap-3" aria-label="Find a place">
          <div>
            <label htmlFor="place-q" class="block text-sm font-medium">
              Name or address part (slug)
            </label>
            <input id="place-q" name="q" type="search" value={q} class={styles.input} />
          </div>
          <button type="submit" class={styles.button}>
            Find
          </button>
        </form>
        <ul class="mt-6 divide-y rounded-lg border">
          {places.map((row) => {
            const place = JSON.parse(row.record) as Place;
            return (
              <li class="flex flex-wrap items-center gap-4 p-3">
                <a href={`/admin/places/${row.id}`} class={styles.link}>
                  {place.name}
                </a>
                <span class="text-sm text-muted-foreground">
                  /place/{row.slug} · version {row.version} · changed {when(row.updated_at)}
                  {place.status === "closed" ? " · closed" : ""}
                </span>
              </li>
            );
          })}
        </ul>
        {places.length === 0 && <p class="mt-4">No place matches.</p>}
      </>,
    );
  });

  const show = async (
    c: Context<DeskEnv>,
    id: number,
    status: number,
    error?: string,
    typed?: Record<EditField, string>,
  ) => {
    const place = await findPlace(db, id);
    if (!place) return renderDesk(c, 404, "Not found", <Note back>There is no such place.</Note>);
    const versions = await versionsOf(db, id);
    return renderDesk(
      c,
      status,
      place.name,
      <>
        <p class="mt-2">
          <a href={`/place/${place.slug}`} class={styles.link}>
            /place/{place.slug}
          </a>{" "}
          ·{" "}
          <a href={`/place/${place.slug}/history`} class={styles.link}>
            its public history
          </a>
        </p>
        <VersionList
          restoreAction={`/admin/places/${id}/restore`}
          versions={versions.map((version) => ({
            ...version,
            changes: JSON.parse(version.changes) as FieldChange[],
            from: version.submission_id && (
              <>
                {" "}
                from{" "}
                <a href={`/admin/submissions/${version.submission_id}`} class={styles.link}>
                  a submission
                </a>
              </>
            ),
            state: (
              <PublishLine
                versionId={version.id}
                state={publishStateOf({
                  created_at: version.created_at,
                  state: version.publishState,
                  finished_at: version.publishedAt,
                  addresses: version.publishAddresses,
                  error: version.publishError,
                })}
              />
            ),
          }))}
        />
        <EditForm placeId={id} values={typed ?? editFormOf(place)} error={error} />
      </>,
    );
  };

  // Ids are whole numbers (product §3.2): any other address is the desk's 404, never a database error.
  app.get("/places/:id{[0-9]{1,9}}", async (c) => show(c, Number(c.req.param("id")), 200));

  app.post("/places/:id{[0-9]{1,9}}", async (c) => {
    const id = Number(c.req.param("id"));
    const place = await findPlace(db, id);
    if (!place) return renderDesk(c, 404, "Not found", <Note back>There is no such place.</Note>);
    const body = await c.req.parseBody();
    const typed = Object.fromEntries(
      (Object.keys(editFields) as EditField[]).map((field) => [
        field,
        typeof body[field] === "string" ? (body[field] as string) : "",
      ]),
    ) as Record<EditField, string>;
    const edit = editedRecord(place, typed, now());
    if ("problem" in edit) return show(c, id, 422, edit.problem, typed);
    try {
      await db
        .transaction()
        .execute((trx) =>
          writeVersion(trx, { record: edit.record, kind: edit.kind, editor: c.get("editor").email }, now()),
        );
    } catch (error) {
      if (error instanceof PlaceRefused) return show(c, id, 422, error.message, typed);
      throw error;
    }
    desk.onGuideChanged();
    return c.redirect(`/admin/places/${id}`, 303);
  });

  app.post("/places/:id{[0-9]{1,9}}/restore", async (c) => {
    const id = Number(c.req.param("id"));
    const body = await c.req.parseBody();
    // A version is a whole number the page wrote; anything else names none (and never reaches the database).
    const version = typeof body.version === "string" && /^[0-9]{1,9}$/.test(body.version) ? Number(body.version) : 0;
    const wanted = await db
      .selectFrom("place_version")
      .select("record")
      .where("place_id", "=", id)
      .where("version", "=", version)
      .executeTakeFirst();
    if (!wanted) return show(c, id, 422, "There is no such version to restore.");
    try {
      await db
        .transaction()
        .execute((trx) =>
          writeVersion(
            trx,
            { record: JSON.parse(wanted.record), kind: "restore", editor: c.get("editor").email },
            now(),
          ),
        );
    } catch (error) {
      if (error instanceof PlaceRefused) return show(c, id, 422, error.message);
      throw error;
    }
    desk.onGuideChanged();
    return c.redirect(`/admin/places/${id}`, 303);
  });

  return app;
}
