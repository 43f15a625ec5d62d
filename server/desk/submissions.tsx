/** @jsxImportSource hono/jsx */
/**
 * One submission at the desk (product §17.2, §17.4, §17.5): every field as sent (shown as text), its photos, its
 * history, and the form for the next step. `POST /admin/submissions/:id` saves the step through
 * {@link decideMove} and {@link moveSubmission}; when the guide cannot take it, the page comes back (422) with the
 * reason and everything the editor typed.
 */
import { Hono, type Context } from "hono";
import type { FC, PropsWithChildren } from "hono/jsx";
import { neighborhoodAreas } from "../../core/places/neighborhood-areas";
import { placeTypes, priceRanges } from "../../core/places/place-schema";
import { contactFields } from "../../core/forms/contact-fields";
import { listingFields } from "../../core/forms/listing-fields";
import type { PhotoRow, SubmissionKind, SubmissionStatus } from "../db/schema";
import { neighborhoodOf } from "../places/osm-record";
import { versionOfDecision } from "../places/approve";
import { correctionAcceptedMail } from "../owners/mails";
import { mailManagersOf } from "../owners/store";
import {
  correctionFields,
  currentValueOf,
  proposedValueText,
  typeOfCategory,
  type CorrectionField,
} from "../places/record";
import { findPlaceBySlug, PlaceRefused } from "../places/store";
import { photosOf } from "../store/photos";
import { Facts, styles } from "../web/layout";
import { decideMove, editorFormFields, type EditorForm } from "./approval";
import { Note, renderDesk, when, type DeskEnv, type DeskContext } from "./frame";
import { HoursPreview, readHoursForDesk } from "./hours-preview";
import { OsmLine, osmFieldLabels } from "./osm";
import { PhotoSection } from "./photos";
import { PublishLine } from "./publishing";
import { publishStateOfSubmission } from "../publish/publisher";
import { moveSubmission, MoveRefused, submissionWithHistory } from "../store/submissions";
import { kindLabels, nextStatuses, statusLabels } from "../store/transitions";

type Found = NonNullable<Awaited<ReturnType<typeof submissionWithHistory>>>;

/**
 * What the desk calls each field as sent: the form's labels; a correction's stored proposal (product §16.2: the
 * field or fact it changes, and its value) by what it is.
 */
const correctionLabels = { ...contactFields, field: { label: "What to correct" }, value: { label: "Proposed" } };
const fieldLabels: Record<SubmissionKind, Record<string, { label: string }>> = {
  listing: listingFields,
  correction: correctionLabels,
  message: contactFields,
};

/** The field and value a correction proposes (a visitor's, product §16.2, or OpenStreetMap's, §17.5), if it says. */
function proposalOf(payload: Record<string, unknown>): { field: CorrectionField; value: string } | null {
  const { field, value } = payload;
  return typeof field === "string" && Object.hasOwn(correctionFields, field) && typeof value === "string"
    ? { field: field as CorrectionField, value }
    : null;
}

/**
 * product §17.4: what the guide says now of the field a correction changes, beside what it proposes (and how the
 * visitor knows), so that the editor can accept it as it stands.
 */
const Proposal: FC<{
  proposal: { field: CorrectionField; value: string };
  current: string | null;
  source?: string;
}> = ({ proposal, current, source }) => (
  <section aria-labelledby="proposal-heading" class="mt-6 rounded-lg border p-4">
    <h2 id="proposal-heading" class="text-lg font-semibold">
      {correctionFields[proposal.field]}: current and proposed
    </h2>
    <Facts
      rows={[
        { label: "Current", value: current ?? "the place is not in the guide" },
        {
          label: "Proposed",
          value: <span class="break-words">{proposedValueText(proposal.field, proposal.value)}</span>,
        },
        ...(source
          ? [{ label: "How they know", value: <span class="break-words whitespace-pre-wrap">{source}</span> }]
          : []),
      ]}
    />
  </section>
);

/** A labelled control of the action form. */
const Field: FC<PropsWithChildren<{ id: string; label: string; small?: boolean }>> = ({
  id,
  label,
  small = true,
  children,
}) => (
  <div>
    <label htmlFor={id} class={small ? "block text-sm font-medium" : "block font-medium"}>
      {label}
    </label>
    {children}
  </div>
);

/** A select whose first option reads `placeholder` (value ""). */
const Select: FC<{
  id: string;
  options: readonly { value: string; label: string }[];
  selected?: string;
  placeholder: string;
}> = ({ id, options, selected, placeholder }) => (
  <select id={id} name={id} class={styles.input}>
    <option value="">{placeholder}</option>
    {options.map((option) => (
      <option value={option.value} selected={option.value === selected}>
        {option.label}
      </option>
    ))}
  </select>
);

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** A submission: every field as sent, its photos and history, and what can be done next (with `typed` kept). */
const SubmissionPage: FC<{
  found: Found;
  photos: readonly PhotoRow[];
  at: Date;
  error?: string;
  typed?: EditorForm;
  /** The state of the place's version this submission made (decision 050), when it made one. */
  published?: Awaited<ReturnType<typeof publishStateOfSubmission>>;
  /** A correction's place as the guide has it now (absent: not in the guide). */
  place?: Record<string, unknown>;
}> = ({ found: { submission, events }, photos, at, error, typed = {}, published, place }) => {
  const payload = JSON.parse(submission.payload) as Record<string, unknown>;
  const fromOsm = submission.origin === "openstreetmap";
  const labels = fromOsm ? osmFieldLabels : fieldLabels[submission.kind];
  const next = nextStatuses(submission.kind, submission.status);
  const approving = submission.kind === "listing" && next.includes("approved");
  const accepting = submission.kind === "correction" && next.includes("accepted");
  const replying = submission.kind !== "listing" && submission.status === "received" && !fromOsm;
  const proposal = submission.kind === "correction" ? proposalOf(payload) : null;
  const proposedHours = accepting && proposal?.field === "hours";
  // product §17.5: a suggested place's hours are OpenStreetMap's `opening_hours`, read like an owner's text.
  const ownerHours = String(payload.hours ?? "");
  const ownerReading = approving && ownerHours.trim() ? readHoursForDesk(ownerHours, at) : null;
  const suggested = {
    type: typeOfCategory[String(payload.category ?? "")],
    hours: ownerReading?.ok ? ownerReading.openingHours : ownerHours,
    neighborhood:
      fromOsm && typeof payload.lat === "number" && typeof payload.lng === "number"
        ? (neighborhoodOf({ lat: payload.lat, lng: payload.lng }) ?? undefined)
        : undefined,
    field: proposal?.field ?? "",
    value: proposal?.value ?? "",
  };
  const chosen = typed.to ?? submission.status;
  const writer = fromOsm ? "OpenStreetMap's" : "the owner's";
  return (
    <>
      {error && (
        <p role="alert" class={`mt-4 ${styles.alert}`}>
          {error}
        </p>
      )}
      <p class="mt-2">
        Status: <strong>{statusLabels[submission.status]}</strong>
        {submission.place_slug && (
          <>
            {" "}
            · about{" "}
            <a href={`/place/${submission.place_slug}`} class={styles.link}>
              /place/{submission.place_slug}
            </a>
          </>
        )}
        {submission.imported_at && <> · in the guide's content since {when(submission.imported_at)}</>}
      </p>
      {published && (
        <p class="mt-2">
          In the guide as{" "}
          <a href={`/place/${published.slug}`} class={styles.link}>
            /place/{published.slug}
          </a>
          : <PublishLine state={published.publish} versionId={published.versionId} />
        </p>
      )}
      {fromOsm && <OsmLine submission={submission} />}
      <section aria-labelledby="sent-heading" class="mt-6 rounded-lg border p-4">
        <h2 id="sent-heading" class="text-lg font-semibold">
          {fromOsm ? "As OpenStreetMap has it, queued" : "As sent,"} {when(submission.created_at)}
        </h2>
        <Facts
          rows={Object.entries(payload).map(([name, value]) => ({
            label: labels[name]?.label ?? name,
            value: <span class="break-words whitespace-pre-wrap">{String(value)}</span>,
          }))}
        />
      </section>
      {proposal && (
        <Proposal
          proposal={proposal}
          current={place ? currentValueOf(place, proposal.field) : null}
          source={typeof payload.source === "string" ? payload.source : undefined}
        />
      )}
      {photos.length > 0 && <PhotoSection photos={photos} />}
      <section aria-labelledby="history-heading" class="mt-6">
        <h2 id="history-heading" class="text-lg font-semibold">
          History
        </h2>
        <ol class="mt-2 space-y-2 text-sm">
          {events.map((event) => (
            <li class="rounded-md border p-3">
              <strong>{when(event.at)}</strong>, {event.actor}:{" "}
              {event.from_status ? `${statusLabels[event.from_status as SubmissionStatus]} → ` : ""}
              {statusLabels[event.to_status as SubmissionStatus]}
              {event.public_note && (
                <>
                  <br />
                  Public note: {event.public_note}
                </>
              )}
              {event.private_note && (
                <>
                  <br />
                  Private note: {event.private_note}
                </>
              )}
            </li>
          ))}
        </ol>
      </section>
      <form
        method="post"
        action={`/admin/submissions/${submission.id}`}
        class="mt-6 grid gap-4 rounded-lg border p-4"
        aria-labelledby="act-heading"
      >
        <h2 id="act-heading" class="text-lg font-semibold">
          {next.length ? "Next step" : "Notes"}
        </h2>
        {next.length > 0 && (
          <fieldset>
            <legend class="font-medium">New status</legend>
            <div class="mt-2 flex flex-wrap gap-4">
              <label class="flex items-center gap-2">
                <input type="radio" name="to" value={submission.status} checked={chosen === submission.status} /> Keep{" "}
                {statusLabels[submission.status]}
              </label>
              {next.map((status) => (
                <label class="flex items-center gap-2">
                  <input type="radio" name="to" value={status} checked={chosen === status} /> {statusLabels[status]}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {approving && (
          <fieldset class="grid gap-3 rounded-md border p-3">
            <legend class="px-1 font-medium">For the guide (needed to approve)</legend>
            <Field id="type" label="Type in the guide">
              <Select
                id="type"
                options={asOptions(placeTypes)}
                selected={typed.type ?? suggested.type}
                placeholder="Choose"
              />
            </Field>
            <Field id="rating" label="The guide's rating (0 to 5)">
              <input
                id="rating"
                name="rating"
                type="number"
                min="0"
                max="5"
                step="0.1"
                value={typed.rating ?? ""}
                class={styles.input}
              />
            </Field>
            <HoursPreview ownerText={ownerHours} now={at} writer={fromOsm ? "openstreetmap" : "owner"} />
            <Field
              id="hours"
              label="Hours in OpenStreetMap's opening_hours syntax (e.g. Mo-Fr 09:00-17:00; Sa 10:00-16:00; PH off), or as people write them; empty when not known"
            >
              <input id="hours" name="hours" value={typed.hours ?? suggested.hours} class={styles.input} />
            </Field>
            {ownerHours.trim() && (
              <label class="flex items-center gap-2 text-sm">
                <input type="checkbox" name="hoursChecked" value="yes" checked={typed.hoursChecked === "yes"} /> I
                checked the hours as the guide reads them against {writer} text
              </label>
            )}
            {fromOsm && (
              <>
                <Field id="description" label="Description for the guide (OpenStreetMap has none: write it)">
                  <textarea id="description" name="description" rows={3} class={styles.textarea}>
                    {typed.description ?? ""}
                  </textarea>
                </Field>
                <Field id="neighborhood" label="Neighborhood (its circle must hold the point)">
                  <Select
                    id="neighborhood"
                    options={asOptions(Object.keys(neighborhoodAreas).sort())}
                    selected={typed.neighborhood ?? suggested.neighborhood}
                    placeholder="Choose"
                  />
                </Field>
                <Field id="priceRange" label="Price range (optional; none for coffee)">
                  <Select
                    id="priceRange"
                    options={asOptions(priceRanges)}
                    selected={typed.priceRange}
                    placeholder="Not given"
                  />
                </Field>
              </>
            )}
          </fieldset>
        )}
        {accepting && (
          <fieldset class="grid gap-3 rounded-md border p-3">
            <legend class="px-1 font-medium">What changes in the guide (needed to accept)</legend>
            <Field id="field" label="Field">
              <Select
                id="field"
                options={Object.entries(correctionFields).map(([value, label]) => ({ value, label }))}
                selected={typed.field ?? suggested.field}
                placeholder="Choose"
              />
            </Field>
            {proposedHours && (
              <HoursPreview ownerText={suggested.value} now={at} writer={fromOsm ? "openstreetmap" : "visitor"} />
            )}
            <Field
              id="value"
              label={`New value${fromOsm && payload.field === "hours" ? " (hours in opening_hours syntax, as OpenStreetMap writes them)" : ""}`}
            >
              <input id="value" name="value" value={typed.value ?? suggested.value} class={styles.input} />
            </Field>
            {proposal && (
              <p class="flex flex-wrap items-center gap-3">
                {/* product §17.4: the proposal as it stands (or as edited above) into the guide, in one step. */}
                <button type="submit" name="accept" value="yes" class={styles.button}>
                  Accept
                </button>
                <span class="text-sm">
                  puts the new value into the guide and publishes it, with the notes and reply below.
                </span>
              </p>
            )}
          </fieldset>
        )}
        {replying && (
          <Field
            id="reply"
            small={false}
            label={`Reply by mail (optional; goes to ${submission.email} through the outbox)`}
          >
            <textarea id="reply" name="reply" rows={4} class={styles.textarea}>
              {typed.reply ?? ""}
            </textarea>
          </Field>
        )}
        <Field
          id="publicNote"
          small={false}
          label={`Public note${submission.kind === "listing" ? " (shown on the owner's status page)" : ""}`}
        >
          <textarea id="publicNote" name="publicNote" rows={2} class={styles.textarea}>
            {typed.publicNote ?? ""}
          </textarea>
        </Field>
        <Field id="privateNote" small={false} label="Private note (editors only)">
          <textarea id="privateNote" name="privateNote" rows={2} class={styles.textarea}>
            {typed.privateNote ?? ""}
          </textarea>
        </Field>
        <button type="submit" class={`${styles.button} justify-self-start`}>
          Save
        </button>
      </form>
      <p class="mt-6">
        <a href="/admin" class={styles.link}>
          Back to the inbox
        </a>
      </p>
    </>
  );
};

/** The submission page's routes. */
export function submissionRoutes(desk: DeskContext): Hono<DeskEnv> {
  const { db, now } = desk;
  const app = new Hono<DeskEnv>();

  const show = async (c: Context<DeskEnv>, found: Found, status: number, error?: string, typed?: EditorForm) =>
    renderDesk(
      c,
      status,
      `${kindLabels[found.submission.kind]}: ${found.submission.title}`,
      <SubmissionPage
        found={found}
        photos={await photosOf(db, found.submission.id)}
        at={now()}
        error={error}
        typed={typed}
        published={await publishStateOfSubmission(db, found.submission.id)}
        place={
          found.submission.kind === "correction" && found.submission.place_slug
            ? await findPlaceBySlug(db, found.submission.place_slug)
            : undefined
        }
      />,
    );

  app.get("/submissions/:id", async (c) => {
    const found = await submissionWithHistory(db, c.req.param("id"));
    if (!found) return renderDesk(c, 404, "Not found", <Note back>There is no such submission.</Note>);
    return show(c, found, 200, c.req.query("error"));
  });

  app.post("/submissions/:id", async (c) => {
    const id = c.req.param("id");
    const found = await submissionWithHistory(db, id);
    if (!found) return c.redirect("/admin", 303);
    const body = await c.req.parseBody();
    const typed: EditorForm = Object.fromEntries(
      editorFormFields.flatMap((name) => (typeof body[name] === "string" ? [[name, body[name] as string]] : [])),
    );
    const decided = decideMove(found.submission, typed, desk.publicOrigin ?? new URL(c.req.url).origin);
    if ("problem" in decided) return show(c, found, 422, decided.problem, typed);
    const { move } = decided;
    const editor = c.get("editor");
    const at = now();
    // decision 050: an approved listing or an accepted correction is a new version of its place, written with the
    // decision and then put live by the publisher.
    const changesPlace =
      (move.to === "approved" || move.to === "accepted") && move.to !== found.submission.status && !!move.editorData;
    if (changesPlace)
      move.alsoWrite = async (trx, submission) => {
        const place = await versionOfDecision(trx, submission, move.editorData, editor.email, at);
        // decision 068: the place's managers hear of an accepted correction.
        if (place && move.to === "accepted") {
          const origin = desk.publicOrigin ?? new URL(c.req.url).origin;
          await mailManagersOf(
            trx,
            place.slug,
            (to, { name, slug }) =>
              correctionAcceptedMail({ to, placeName: name, historyUrl: `${origin}/place/${slug}/history` }),
            at,
          );
        }
        return place;
      };
    try {
      await moveSubmission(db, id, editor, move, at);
    } catch (error) {
      if (error instanceof MoveRefused || error instanceof PlaceRefused)
        return show(c, (await submissionWithHistory(db, id)) ?? found, 422, error.message, typed);
      throw error;
    }
    if (move.mail || (changesPlace && move.placeMail)) desk.onMailQueued();
    if (changesPlace) desk.onGuideChanged();
    return c.redirect(`/admin/submissions/${id}`, 303);
  });

  return app;
}
