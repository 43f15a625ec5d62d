/** @jsxImportSource hono/jsx */
/**
 * decision 076: the owner's page's sections beside the weekly hours, and their posts (no script, every value
 * escaped; the owners' cross-site check and session apply, another place's slug is a 404):
 * - `POST /owners/places/<slug>/special-days` (add), `.../special-days/remove`, `.../closure` (temporarily closed
 *   until), `.../closure/end`, `.../facts`: live at once, a version of kind "owner";
 * - `POST /owners/places/<slug>/changes`: name, address, category, description, phone, website, closing for good,
 *   held for the desk, whose `/admin/owners` lists them with Approve or Decline (`POST /admin/owners/changes/<id>`).
 * A refused post answers 422 with the section, what was typed kept and the field named.
 */
import type { Context, Hono } from "hono";
import type { Child, FC } from "hono/jsx";
import { columbusDate } from "../../core/hours/columbus-date";
import { factValueText, type FactKey } from "../../core/places/place-facts";
import { dietValues, toiletValues, wheelchairValues } from "../../core/places/fact-words";
import type { Place } from "../../core/places/place-schema";
import { specialDayWords } from "../../core/hours/week-words";
import { longDate } from "../places/history";
import { PlaceRefused } from "../places/store";
import { Card, styles } from "../web/layout";
import { notFound, originOf, store, type ServerContext } from "../web/respond";
import { heldChangeDecidedMail } from "./mails";
import { DecisionForm, Note, readDecision, renderDesk, when, type DeskContext, type DeskEnv } from "../desk/frame";
import type { ManagerProof } from "../db/schema";
import {
  decideOwnerChange,
  factsWithOwnerAnswers,
  heldChangeLabel,
  heldFieldLabels,
  heldFieldNames,
  heldOwnerChanges,
  joinSpecialDays,
  maxSpecialDays,
  ownerFactFieldsOf,
  ownerFactKeys,
  ownerFactLabels,
  readClosure,
  readHeldChange,
  readOwnerFacts,
  readSpecialDay,
  saveOwnerEdit,
  specialDayFieldNames,
  splitSpecialDays,
  type HeldChange,
  type HeldField,
  type OwnerFactFields,
  type SpecialDay,
  type SpecialDayFields,
} from "./owner-edits";
import { managedPlace, type OwnerAccount } from "./store";
import { heldPhotoChange, ownerPhotosSection } from "./owner-photos-routes";
import { fiveWaiting, holdFromPage } from "./hold";

type Managed = { place: Place; proof: string; verifiedAt: string };
type Problem = { field: string; problem: string };

const dayText = (iso: string) => longDate(iso);
/** A special day in the page's words ("Dec 25, 2026 closed"), as the history says it. */
const specialDayText = (day: SpecialDay) => specialDayWords(day);

const Alert: FC<{ problem?: Problem }> = ({ problem }) =>
  problem ? (
    <p role="alert" class={`${styles.alert} mt-3`}>
      Nothing was saved. {problem.problem}
    </p>
  ) : null;

const invalid = (problem: Problem | undefined, field: string) =>
  problem?.field === field ? { "aria-invalid": "true", "aria-describedby": `${field}-problem` } : {};

/** Special days and "temporarily closed until" (live at once). */
export const SpecialDaysSection: FC<{ place: Place; fields?: SpecialDayFields; problem?: Problem; until?: string }> = ({
  place,
  fields,
  problem,
  until,
}) => {
  const { week, special } = splitSpecialDays(place.openingHours);
  const closure = special.find((day) => day.temporary);
  const days = special.filter((day) => !day.temporary);
  const f = fields ?? { from: "", to: "", kind: "closed", opens: "", closes: "", overnight: "" };
  const id = (name: string) => `special-${name}`;
  return (
    <section aria-labelledby="special-heading">
      <h2 id="special-heading" class="mt-10 text-xl font-semibold">
        Special days and closures
      </h2>
      <p class="mt-2 text-sm text-muted-foreground">
        Holidays, private events, other hours on some dates: they go live at once and end by themselves.
        {!week && " Set the weekly hours first: special days change a week the guide knows."}
      </p>
      {days.length === 0 ? (
        <p class="mt-3">No special day is set.</p>
      ) : (
        <ul class="mt-3 space-y-2">
          {days.map((day) => (
            <li class="flex flex-wrap items-center gap-3">
              <span>{specialDayText(day)}</span>
              <form method="post" action={`/owners/places/${place.slug}/special-days/remove`}>
                <input type="hidden" name="from" value={day.from} />
                <input type="hidden" name="to" value={day.to} />
                <button type="submit" class={styles.secondaryButton}>
                  Remove
                  <span class="sr-only"> {specialDayText(day)}</span>
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      <form
        method="post"
        action={`/owners/places/${place.slug}/special-days`}
        class="mt-4 rounded-md border p-4"
        aria-labelledby="special-add-heading"
      >
        <h3 id="special-add-heading" class="font-semibold">
          Add a special day
        </h3>
        {problem?.field !== "until" && <Alert problem={problem} />}
        <div class="mt-3 flex flex-wrap gap-4">
          <div>
            <label htmlFor={id("from")} class="block text-sm font-medium">
              First day
            </label>
            <input
              id={id("from")}
              type="date"
              name="from"
              value={f.from}
              class={styles.input}
              {...invalid(problem, "from")}
            />
          </div>
          <div>
            <label htmlFor={id("to")} class="block text-sm font-medium">
              Last day (empty: one day)
            </label>
            <input id={id("to")} type="date" name="to" value={f.to} class={styles.input} {...invalid(problem, "to")} />
          </div>
        </div>
        <fieldset class="mt-3">
          <legend class="text-sm font-medium">On those days the place is</legend>
          <div class="mt-1 flex items-center gap-2">
            <input id={id("closed")} type="radio" name="kind" value="closed" checked={f.kind !== "hours"} />
            <label htmlFor={id("closed")}>Closed all day</label>
          </div>
          <div class="mt-1 flex items-center gap-2">
            <input id={id("hours")} type="radio" name="kind" value="hours" checked={f.kind === "hours"} />
            <label htmlFor={id("hours")}>Open at other hours:</label>
          </div>
        </fieldset>
        <div class="mt-2 flex flex-wrap items-end gap-4">
          <div>
            <label htmlFor={id("opens")} class="block text-sm font-medium">
              Opens
            </label>
            <input
              id={id("opens")}
              type="time"
              name="opens"
              value={f.opens}
              class={styles.input}
              {...invalid(problem, "opens")}
            />
          </div>
          <div>
            <label htmlFor={id("closes")} class="block text-sm font-medium">
              Closes
            </label>
            <input
              id={id("closes")}
              type="time"
              name="closes"
              value={f.closes}
              class={styles.input}
              {...invalid(problem, "closes")}
            />
          </div>
          <div class="flex items-center gap-2 pb-2">
            <input id={id("overnight")} type="checkbox" name="overnight" value="yes" checked={f.overnight === "yes"} />
            <label htmlFor={id("overnight")} class="text-sm">
              Closes after midnight
            </label>
          </div>
        </div>
        <button type="submit" class={`${styles.button} mt-4`}>
          Add the special day
        </button>
      </form>
      <div class="mt-4 rounded-md border p-4">
        <h3 id="closure-heading" class="font-semibold">
          Temporarily closed
        </h3>
        {closure && (
          <p class="mt-2">
            {`The guide says the place is temporarily closed until ${dayText(closure.to)} (it opens again the day after).`}
          </p>
        )}
        {problem?.field === "until" && <Alert problem={problem} />}
        <form method="post" action={`/owners/places/${place.slug}/closure`} class="mt-3 flex flex-wrap items-end gap-4">
          <div>
            <label htmlFor="closure-until" class="block text-sm font-medium">
              Open again on
            </label>
            <input
              id="closure-until"
              type="date"
              name="until"
              value={until ?? ""}
              class={styles.input}
              {...invalid(problem, "until")}
            />
          </div>
          <button type="submit" class={styles.button}>
            Closed until then
          </button>
        </form>
        {closure && (
          <form method="post" action={`/owners/places/${place.slug}/closure/end`} class="mt-3">
            <button type="submit" class={styles.secondaryButton}>
              We are open again
            </button>
          </form>
        )}
      </div>
    </section>
  );
};

const factChoices: Record<string, readonly string[]> = {
  wheelchair: wheelchairValues,
  "toilets:wheelchair": toiletValues,
};

/** Access, diets, menu and booking links (live at once). */
export const FactsSection: FC<{ place: Place; fields?: OwnerFactFields; problem?: Problem }> = ({
  place,
  fields,
  problem,
}) => {
  const f = fields ?? ownerFactFieldsOf(place.facts);
  return (
    <section aria-labelledby="facts-heading">
      <h2 id="facts-heading" class="mt-10 text-xl font-semibold">
        Access, diets and links
      </h2>
      <p class="mt-2 text-sm text-muted-foreground">
        What visitors choose a place by. They go live at once, said on the place's page as told by the owner.
      </p>
      <form method="post" action={`/owners/places/${place.slug}/facts`} class="mt-3 grid max-w-xl gap-3">
        <Alert problem={problem} />
        {ownerFactKeys.map((key) => {
          const fieldId = `fact-${key.replace(/[:_]/g, "-")}`;
          if (key === "website:menu" || key === "website:booking")
            return (
              <div>
                <label htmlFor={fieldId} class="block font-medium">
                  {ownerFactLabels[key]}
                </label>
                <input
                  id={fieldId}
                  type="url"
                  name={key}
                  value={f[key]}
                  maxlength={500}
                  placeholder="https://"
                  class={styles.input}
                  {...invalid(problem, key)}
                />
              </div>
            );
          const values = factChoices[key] ?? dietValues;
          return (
            <div>
              <label htmlFor={fieldId} class="block font-medium">
                {ownerFactLabels[key]}
              </label>
              <select id={fieldId} name={key} class={styles.input} {...invalid(problem, key)}>
                <option value="" selected={f[key] === ""}>
                  Not known
                </option>
                {values.map((value) => (
                  <option value={value} selected={f[key] === value}>
                    {factValueText(key as FactKey, value)}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
        <button type="submit" class={`${styles.button} justify-self-start`}>
          Save access, diets and links
        </button>
      </form>
    </section>
  );
};

/** Name, address, category, description, phone, website and closing for good: sent to the desk first. */
export const DeskChangesSection: FC<{
  place: Place;
  fields?: Record<HeldField | "closing", string>;
  problem?: Problem;
  waiting: readonly HeldChange[];
  sent?: boolean;
}> = ({ place, fields, problem, waiting, sent }) => {
  const f = fields ?? {
    name: place.name,
    address: place.address ?? "",
    category: place.category,
    description: place.description,
    phone: place.phone ?? "",
    website: place.website ?? "",
    closedOn: "",
    closing: "",
  };
  const input = (key: HeldField, type: string, autocomplete: string) => (
    <div>
      <label htmlFor={`held-${key}`} class="block font-medium">
        {heldFieldLabels[key]}
      </label>
      <input
        id={`held-${key}`}
        type={type}
        name={key}
        value={f[key]}
        autocomplete={autocomplete}
        class={styles.input}
        {...invalid(problem, key)}
      />
    </div>
  );
  return (
    <section aria-labelledby="desk-changes-heading">
      <h2 id="desk-changes-heading" class="mt-10 text-xl font-semibold">
        Name, address, contact and description
      </h2>
      <p class="mt-2 text-sm text-muted-foreground">
        These go to our editors first (the phone and website are how a claim is proved): the place's page changes once
        they approve.
      </p>
      {sent && (
        <p role="status" class="mt-3 rounded-md border border-green-200 bg-green-50 px-3 py-2">
          Sent to our editors. The place's page changes once they approve.
        </p>
      )}
      {waiting.length > 0 && (
        <div class="mt-3">
          <p class="font-medium">Waiting for our editors:</p>
          <ul class="list-disc pl-5">
            {waiting.flatMap((change) =>
              Object.entries(change)
                .filter(([key]) => key !== "photos")
                .map(([key, value]) => <li>{`${heldFieldLabels[key as HeldField]}: ${String(value)}`}</li>),
            )}
          </ul>
        </div>
      )}
      <form method="post" action={`/owners/places/${place.slug}/changes`} class="mt-3 grid max-w-xl gap-3">
        <Alert problem={problem} />
        {input("name", "text", "organization")}
        {input("address", "text", "street-address")}
        {input("category", "text", "off")}
        <div>
          <label htmlFor="held-description" class="block font-medium">
            Description
          </label>
          <textarea
            id="held-description"
            name="description"
            rows={4}
            maxlength={600}
            class={styles.textarea}
            {...invalid(problem, "description")}
          >
            {f.description}
          </textarea>
        </div>
        {input("phone", "tel", "tel")}
        {input("website", "url", "url")}
        <fieldset class="rounded-md border p-3">
          <legend class="px-1 font-medium">Closed for good</legend>
          <div class="flex items-center gap-2">
            <input id="held-closing" type="checkbox" name="closing" value="yes" checked={f.closing === "yes"} />
            <label htmlFor="held-closing">The place has closed for good</label>
          </div>
          <label htmlFor="held-closedOn" class="mt-2 block text-sm font-medium">
            {heldFieldLabels.closedOn}
          </label>
          <input
            id="held-closedOn"
            type="date"
            name="closedOn"
            value={f.closedOn}
            class={styles.input}
            {...invalid(problem, "closedOn")}
          />
        </fieldset>
        <button type="submit" class={`${styles.button} justify-self-start`}>
          Send to our editors
        </button>
      </form>
    </section>
  );
};

/** The owner's page's sections of decision 076, below the weekly hours. */
export async function ownerEditSections(server: ServerContext, place: Place, sent: boolean) {
  const waiting = await heldOwnerChanges(server.db, place.id);
  const fields = waiting.filter((held) => Object.keys(held.change).some((key) => key !== "photos"));
  return (
    <>
      <SpecialDaysSection place={place} />
      <FactsSection place={place} />
      <DeskChangesSection place={place} waiting={fields.map((held) => held.change)} sent={sent} />
      {ownerPhotosSection(place, waiting.length - fields.length)}
    </>
  );
}

/** Reads a post's fields as text (every one of `names` present). */
async function formFields<Name extends string>(c: Context, names: readonly Name[]): Promise<Record<Name, string>> {
  const body = await c.req.parseBody();
  return Object.fromEntries(names.map((name) => [name, typeof body[name] === "string" ? body[name] : ""])) as Record<
    Name,
    string
  >;
}

/** decision 076: the owner's page's posts, on the owners' signed-in routes (mounted at `/owners`). */
export function addOwnerEditRoutes(
  signedIn: Hono<{ Variables: { account: OwnerAccount } }>,
  server: ServerContext,
): void {
  const { db, now } = server;
  const today = () => columbusDate(now());
  const refused = (c: Context, place: Place, section: Child) => {
    c.status(422);
    return c.render(
      <Card
        heading={`Manage ${place.name}`}
        paragraphs={[]}
        links={[{ href: `/owners/places/${place.slug}`, label: "Back to the owner's page" }]}
      >
        {section}
      </Card>,
      { title: `Manage ${place.name}` },
    );
  };
  const live = async (
    c: Context,
    managed: Managed,
    title: string,
    change: Parameters<typeof saveOwnerEdit>[1]["change"],
    onRefused: (problem: Problem) => Response | Promise<Response>,
    confirmsHours = false,
  ) =>
    store(c, async () => {
      try {
        await saveOwnerEdit(db, {
          place: managed.place,
          proof: managed.proof as ManagerProof,
          verifiedAt: managed.verifiedAt,
          change,
          title,
          accountId: c.get("account").id,
          now: now(),
          confirmsHours,
        });
      } catch (error) {
        if (!(error instanceof PlaceRefused)) throw error;
        if (!/nothing changes/.test(error.message)) return onRefused({ field: "", problem: error.message });
      }
      server.onGuideChanged();
      return c.redirect(`/owners/places/${managed.place.slug}?saved=1`, 303);
    });
  const managedOf = (c: Context<{ Variables: { account: OwnerAccount } }>) =>
    managedPlace(db, c.get("account").id, c.req.param("slug") ?? "");

  signedIn.post("/places/:slug/special-days", async (c) => {
    const managed = await managedOf(c);
    if (!managed) return notFound(c);
    const { place } = managed;
    const fields = await formFields(c, specialDayFieldNames);
    const { week, special } = splitSpecialDays(place.openingHours);
    const section = (problem: Problem) =>
      refused(c, place, <SpecialDaysSection place={place} fields={fields} problem={problem} />);
    if (!week) return section({ field: "from", problem: "Set the weekly hours first." });
    const read = readSpecialDay(fields, today());
    if (!read.ok) return section(read);
    if (special.length >= maxSpecialDays)
      return section({ field: "from", problem: `At most ${maxSpecialDays} special days: remove one first.` });
    const kept = special.filter((day) => !(day.from === read.day.from && day.to === read.day.to && !day.temporary));
    return live(
      c,
      managed,
      "Special day set on the owner's page",
      () => ({
        openingHours: joinSpecialDays(week, [...kept, read.day], today(), managed.place.geo),
      }),
      section,
    );
  });

  signedIn.post("/places/:slug/special-days/remove", async (c) => {
    const managed = await managedOf(c);
    if (!managed) return notFound(c);
    const { from, to } = await formFields(c, ["from", "to"]);
    const { week, special } = splitSpecialDays(managed.place.openingHours);
    const kept = special.filter((day) => day.temporary || day.from !== from || day.to !== to);
    if (kept.length === special.length) return notFound(c);
    return live(
      c,
      managed,
      "Special day removed on the owner's page",
      () => ({
        openingHours: joinSpecialDays(week, kept, today(), managed.place.geo),
      }),
      (problem) => refused(c, managed.place, <SpecialDaysSection place={managed.place} problem={problem} />),
    );
  });

  signedIn.post("/places/:slug/closure", async (c) => {
    const managed = await managedOf(c);
    if (!managed) return notFound(c);
    const { place } = managed;
    const { until } = await formFields(c, ["until"]);
    const { week, special } = splitSpecialDays(place.openingHours);
    const section = (problem: Problem) =>
      refused(c, place, <SpecialDaysSection place={place} until={until} problem={{ ...problem, field: "until" }} />);
    if (!week) return section({ field: "until", problem: "Set the weekly hours first." });
    const read = readClosure(until, today());
    if (!read.ok) return section(read);
    const kept = special.filter((day) => !day.temporary);
    return live(
      c,
      managed,
      "Temporary closure set on the owner's page",
      () => ({
        openingHours: joinSpecialDays(week, [...kept, read.day], today(), managed.place.geo),
      }),
      section,
    );
  });

  signedIn.post("/places/:slug/closure/end", async (c) => {
    const managed = await managedOf(c);
    if (!managed) return notFound(c);
    const { week, special } = splitSpecialDays(managed.place.openingHours);
    return live(
      c,
      managed,
      "Open again, said on the owner's page",
      () => ({
        openingHours: joinSpecialDays(
          week,
          special.filter((day) => !day.temporary),
          today(),
          managed.place.geo,
        ),
      }),
      (problem) => refused(c, managed.place, <SpecialDaysSection place={managed.place} problem={problem} />),
    );
  });

  signedIn.post("/places/:slug/facts", async (c) => {
    const managed = await managedOf(c);
    if (!managed) return notFound(c);
    const { place } = managed;
    const fields = await formFields(c, ownerFactKeys);
    const section = (problem: Problem) =>
      refused(c, place, <FactsSection place={place} fields={fields} problem={problem} />);
    const read = readOwnerFacts(fields);
    if (!read.ok) return section(read);
    return live(
      c,
      managed,
      "Access, diets and links set on the owner's page",
      (source) => ({
        facts: factsWithOwnerAnswers(place.facts, read.facts, source),
      }),
      section,
    );
  });

  signedIn.post("/places/:slug/changes", async (c) => {
    const managed = await managedOf(c);
    if (!managed) return notFound(c);
    const { place } = managed;
    const fields = await formFields(c, [...heldFieldNames, "closing"] as const);
    const read = readHeldChange(fields, place, today());
    if (!read.ok)
      return refused(c, place, <DeskChangesSection place={place} fields={fields} problem={read} waiting={[]} />);
    if ((await heldOwnerChanges(db, place.id)).length >= 5)
      return refused(
        c,
        place,
        <DeskChangesSection place={place} fields={fields} problem={{ field: "", problem: fiveWaiting }} waiting={[]} />,
      );
    return store(c, async () => {
      await holdFromPage(server, c, managed, read.change);
      return c.redirect(`/owners/places/${place.slug}?sent=1`, 303);
    });
  });
}

/** decision 076: the desk's list of owners' changes waiting, each with Approve and Decline (a reason). */
export async function heldChangesSection(desk: DeskContext) {
  const held = await heldOwnerChanges(desk.db);
  const photoParts = await Promise.all(
    held.map((change) => (change.change.photos ? heldPhotoChange(desk, change.place, change.change.photos) : null)),
  );
  return (
    <section aria-labelledby="held-changes-heading" class="mt-10">
      <h2 id="held-changes-heading" class="text-xl font-semibold">
        Owners' requests waiting ({held.length})
      </h2>
      {held.length === 0 ? (
        <p class="mt-2">No owner's request is waiting.</p>
      ) : (
        <ul class="mt-3 space-y-4">
          {held.map((change, index) => (
            <li class="rounded-md border p-4">
              <p class="font-semibold">
                {change.place.name} · {when(change.created_at)}
              </p>
              <dl class="mt-2 grid gap-1 text-sm">
                {Object.entries(change.change).map(([key, value]) => {
                  if (key === "photos") return null;
                  const field = key as HeldField;
                  const before =
                    field === "closedOn" ? "open" : String((change.place as Record<string, unknown>)[field] ?? "none");
                  return (
                    <div>
                      <dt class="font-medium">{heldFieldLabels[field]}</dt>
                      <dd>{`${before} → ${String(value)}`}</dd>
                    </div>
                  );
                })}
              </dl>
              {photoParts[index]?.shown}
              <DecisionForm
                action={`/admin/owners/changes/${change.id}`}
                reasonId={`change-reason-${change.id}`}
                reasonLabel="Reason for a decline (mailed to the manager)"
              >
                {photoParts[index]?.amend}
              </DecisionForm>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** decision 098: what an editor says the new photos of a held change show, by upload id (`alt-<id>` fields). */
function photoAltsOf(body: Record<string, unknown>): Record<string, string> {
  const alts: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    const id = /^alt-([A-Za-z0-9_-]{22})$/.exec(name)?.[1];
    if (id && typeof value === "string") alts[id] = value;
  }
  return alts;
}

/** decision 076: the desk's decision on an owner's held change (mounted at /admin). */
export function addHeldChangeDeskRoutes(app: Hono<DeskEnv>, desk: DeskContext): void {
  app.post("/owners/changes/:id", async (c) => {
    const body = await c.req.parseBody();
    const { decision, reason } = readDecision(body);
    if (!decision) return renderDesk(c, 422, "Owners", <Note back>Choose Approve or Decline.</Note>);
    if (decision === "decline" && reason.length < 5)
      return renderDesk(c, 422, "Owners", <Note back>A decline needs its reason: it is mailed to the manager.</Note>);
    const origin = originOf(desk, c);
    try {
      const decided = await decideOwnerChange(desk.db, {
        changeId: c.req.param("id"),
        decision,
        reason,
        photoAlts: photoAltsOf(body),
        editor: c.get("editor").email,
        now: desk.now(),
        mail: (to, held) =>
          heldChangeDecidedMail({
            to,
            placeName: held.place.name,
            fields: Object.keys(held.change).map(heldChangeLabel),
            decision,
            reason,
            placeUrl: `${origin}/place/${held.place.slug}`,
          }),
      });
      if (!decided) return renderDesk(c, 404, "Not found", <Note back>This change is not waiting any more.</Note>);
      if (decided.written) desk.onGuideChanged();
      if (decided.mailed) desk.onMailQueued();
      // decision 091: a declined change's uploads are gone from the database; their files go now (or at the prune).
      for (const id of decided.deletedPhotos ?? []) await desk.photos?.deletePhoto(id);
    } catch (error) {
      if (!(error instanceof PlaceRefused)) throw error;
      return renderDesk(c, 422, "Owners", <Note back>{`Not approved: ${error.message}`}</Note>);
    }
    return c.redirect("/admin/owners", 303);
  });
}
