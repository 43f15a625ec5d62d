/** @jsxImportSource hono/jsx */
/**
 * Decision 083: where events enter, each through the one event schema (core/events/event-schema.server.ts) and the
 * one form (event-form.tsx), no script needed:
 * - the owner's page (`/owners/places/<slug>`): its events, "Add an event" and each event's edit page; a manager's
 *   change is a version of kind "owner", live at once (the publisher starts), as their hours are;
 * - the public proposal (`/requests/events/new`, posted to `POST /api/events`: the public forms' cross-site, type
 *   and size checks, a honeypot, a limit per client and hour): it waits for the desk;
 * - the desk (`/admin/events`): proposals with Approve and Decline, every event with Edit, "Add an event".
 * A refused post answers 422 with the form as typed and the field named; nothing of it is saved.
 */
import { Hono, type Context } from "hono";
import type { Child } from "hono/jsx";
import { columbusDate } from "../../core/hours/columbus-date";
import { eventStatusWords, type EventStatus } from "../../core/events/event-words";
import type { CityEvent } from "../../core/events/event-schema.server";
import { honeypotField } from "../../core/forms/server-contract";
import type { Place } from "../../core/places/place-schema";
import type { ManagerProof } from "../db/schema";
import {
  DecisionForm,
  Note,
  Pager,
  readDecision,
  renderDesk,
  when,
  type DeskContext,
  type DeskEnv,
} from "../desk/frame";
import { RestoreForm, VersionList } from "../desk/places";
import { ownerSourceName, type OwnerAccount } from "../owners/store";
import { inTheGuide } from "../http/requests";
import { formatReceived } from "../http/status-texts";
import { recipientKey } from "../store/recipients";
import { eventProposalDecisionMail, eventProposalReceiptMail } from "../web/mails";
import { Card, Facts, Honeypot, styles } from "../web/layout";
import { clientOf, notFound, originOf, store, type ServerContext } from "../web/respond";
import { EventForm, type EventProblem } from "./event-form";
import {
  emptyEventFields,
  eventFieldLabels,
  eventFieldsFrom,
  eventFieldsOf,
  eventRecordOf,
  formFieldOf,
  sourceOf,
  type EventFields,
} from "./form";
import {
  checkedEvent,
  decideProposal,
  EventRefused,
  eventsAtPlace,
  eventsPage,
  eventVersionsOf,
  findProposalByToken,
  findEvent,
  freeEventSlug,
  openPlaceIn,
  restoreEventVersion,
  saveEvent,
  saveEventProposal,
  waitingProposals,
  type EventProposalStatus,
} from "./store";

/** decision 092: an event proposal's status as its page says it, with what it means. */
export function describeProposalStatus(proposal: EventProposalStatus): { label: string; explanation: string } {
  if (proposal.livePath)
    return { label: "Live", explanation: "Your event is on the guide: anyone can find it on its page and on /events." };
  switch (proposal.status) {
    case "approved":
      return {
        label: "Approved",
        explanation:
          "Our editors approved your event: it goes on the guide within a minute, and this page then links it.",
      };
    case "declined":
      return {
        label: "Declined",
        explanation:
          "Our editors did not put your event on the guide. Their reason is below; write to us if something was misunderstood.",
      };
    default:
      return {
        label: "Waiting for our editors",
        explanation:
          "We received your event. An editor checks it against the page you linked, and this page shows their answer. Keep this page's address: it is the only way to see the proposal's status.",
      };
  }
}

/** A refusal in the form's words: the field's label, then why. */
export function problemOf(error: EventRefused): EventProblem {
  const field = error.field === "(record)" && /nothing changes/.test(error.problem) ? "" : formFieldOf(error.field);
  return {
    field,
    problem: field ? `${eventFieldLabels[field].replace(/ \(.*\)$/, "")}: ${error.problem}.` : "Nothing changes.",
  };
}

/** An event in a line: its title, when it starts and how it repeats, its status when not scheduled. */
function eventLine(event: CityEvent): string {
  const status = event.status === "EventScheduled" ? "" : ` (${eventStatusWords[event.status as EventStatus]})`;
  return `${event.title}, from ${event.start.replace("T", " ")}${status}`;
}

/** The owner's page's events section: the place's events with Edit, and the form to add one. */
export async function ownerEventsSection(
  server: ServerContext,
  place: Place,
  extra: { fields?: EventFields; problem?: EventProblem; saved?: boolean } = {},
) {
  const events = await eventsAtPlace(server.db, place.slug);
  return (
    <section aria-labelledby="events-heading">
      <h2 id="events-heading" class="mt-10 text-xl font-semibold">
        Events
      </h2>
      <p class="mt-2 text-sm text-muted-foreground">
        Shows, nights and exhibitions at {place.name}: they go live at once on the place's page, on /events and in the
        calendars. A cancelled event stays listed as cancelled.
      </p>
      {extra.saved && (
        <p role="status" class="mt-3 rounded-md border border-green-200 bg-green-50 px-3 py-2">
          Saved. The event is on the guide's pages within a few seconds.
        </p>
      )}
      {events.length === 0 ? (
        <p class="mt-3">No event is set.</p>
      ) : (
        <ul class="mt-3 space-y-2">
          {events.map((event) => (
            <li class="flex flex-wrap items-center gap-3">
              <span>{eventLine(event)}</span>
              <a href={`/owners/places/${place.slug}/events/${event.slug}`} class={styles.link}>
                Edit<span class="sr-only"> {event.title}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <EventForm
        action={`/owners/places/${place.slug}/events`}
        heading="Add an event"
        level={3}
        fields={extra.fields ?? emptyEventFields(place.slug)}
        problem={extra.problem}
        submit="Add the event"
      />
    </section>
  );
}

/** Reads a post's body as text fields (a file or repeated field is dropped). */
async function bodyOf(c: Context): Promise<Record<string, string>> {
  const body = await c.req.parseBody();
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

/** decision 083: the owner's page's event posts and edit page, on the owners' signed-in routes (at `/owners`). */
export function addOwnerEventRoutes(
  signedIn: Hono<{ Variables: { account: OwnerAccount } }>,
  server: ServerContext,
  managedOf: (c: Context) => Promise<{ place: Place; proof: string; verifiedAt: string } | undefined>,
): void {
  const { db, now } = server;
  const page = (c: Context, place: Place, status: number, body: Child) => {
    c.status(status as 200);
    return c.render(
      <Card
        heading={`Events at ${place.name}`}
        paragraphs={[]}
        links={[{ href: `/owners/places/${place.slug}`, label: "Back to the owner's page" }]}
      >
        {body}
      </Card>,
      { title: `Manage ${place.name}` },
    );
  };
  /** Writes the manager's event (new: `slug` undefined), live at once; a refusal shows the form again. */
  const save = async (
    c: Context,
    managed: { place: Place; proof: string; verifiedAt: string },
    fields: EventFields,
    existing: CityEvent | undefined,
  ) => {
    const { place } = managed;
    const today = columbusDate(now());
    const source = {
      publisher: ownerSourceName(managed.proof as ManagerProof, managed.verifiedAt),
      title: existing ? "Event changed on the owner's page" : "Event set on the owner's page",
      date: today,
    };
    const form = (problem: EventProblem) =>
      page(
        c,
        place,
        422,
        <EventForm
          action={`/owners/places/${place.slug}/events${existing ? `/${existing.slug}` : ""}`}
          heading={existing ? `Change ${existing.title}` : "Add an event"}
          fields={fields}
          problem={problem}
          submit={existing ? "Save the event" : "Add the event"}
        />,
      );
    return store(c, async () => {
      try {
        const slug = existing?.slug ?? (await freeEventSlug(db, fields.title));
        const record = eventRecordOf(fields, {
          slug,
          place: place.slug,
          // The owner's source replaces an earlier owner's; the others stay.
          sources: [
            ...(existing?.sources ?? []).filter(
              (other) => !/^(the owner|a manager of the place) \(/.test(other.publisher),
            ),
            source,
          ],
          checkedOn: today,
          photo: existing?.photo,
        });
        await saveEvent(
          db,
          { record, kind: "owner", editor: `owner:${c.get("account").id}`, placeSlug: place.slug },
          today,
          now(),
        );
      } catch (error) {
        if (!(error instanceof EventRefused)) throw error;
        return form(problemOf(error));
      }
      server.onGuideChanged();
      return c.redirect(`/owners/places/${place.slug}?saved=event#events-heading`, 303);
    });
  };

  signedIn.post("/places/:slug/events", async (c) => {
    const managed = await managedOf(c);
    if (!managed) return notFound(c);
    return save(c, managed, eventFieldsFrom(await bodyOf(c)), undefined);
  });

  const ownEvent = async (c: Context, place: Place) => {
    const event = await findEvent(db, c.req.param("event") ?? "");
    return event?.place === place.slug ? event : undefined;
  };

  signedIn.get("/places/:slug/events/:event", async (c) => {
    const managed = await managedOf(c);
    if (!managed) return notFound(c);
    const event = await ownEvent(c, managed.place);
    if (!event) return notFound(c);
    return page(
      c,
      managed.place,
      200,
      <EventForm
        action={`/owners/places/${managed.place.slug}/events/${event.slug}`}
        heading={`Change ${event.title}`}
        fields={eventFieldsOf(event)}
        submit="Save the event"
      />,
    );
  });

  signedIn.post("/places/:slug/events/:event", async (c) => {
    const managed = await managedOf(c);
    if (!managed) return notFound(c);
    const event = await ownEvent(c, managed.place);
    if (!event) return notFound(c);
    return save(c, managed, eventFieldsFrom(await bodyOf(c)), event);
  });
}

/** How many events one client may propose an hour (decision 083); the listing form's `SUBMISSIONS_PER_HOUR`. */
const proposalLimit = (server: ServerContext) => ({ name: "event", max: server.submissionsPerHour, windowMinutes: 60 });

/** decision 083: the public proposal's page and post. */
export function eventProposalRoutes(server: ServerContext): Hono {
  const { db, now } = server;
  const app = new Hono();
  const form = (c: Context, status: number, fields: EventFields, email: string, problem?: EventProblem) => {
    c.status(status as 200);
    return c.render(
      <Card
        heading="Propose an event"
        paragraphs={[
          "A show, a night, an exhibition or a festival at a place of the guide or in the city. Our editors check it against the page you link before it goes on the guide; we never show your email.",
        ]}
        links={[{ href: "/events", label: "Back to the events" }]}
      >
        <EventForm
          action="/api/events"
          heading="The event"
          fields={fields}
          problem={problem}
          where
          source
          submit="Send to our editors"
          id="proposal"
        >
          <label htmlFor="proposal-email" class="mt-4 block text-sm font-medium">
            Your email (only our editors see it)
          </label>
          <input
            id="proposal-email"
            name="email"
            type="email"
            required
            maxlength={254}
            value={email}
            autocomplete="email"
            class={styles.input}
            {...(problem?.field === "" && /email/i.test(problem.problem) ? { "aria-invalid": "true" } : {})}
          />
          <Honeypot />
        </EventForm>
      </Card>,
      { title: "Propose an event" },
    );
  };

  app.get("/requests/events/new", (c) => {
    const place = c.req.query("place") ?? "";
    return form(c, 200, emptyEventFields(/^[a-z0-9-]{1,100}$/.test(place) ? place : ""), "");
  });

  // decision 092: the proposal's private status page (its link mailed with the receipt): waiting, live with the
  // event's link, or declined with the editor's reason. Another token is the usual 404 that names nothing.
  app.get("/requests/events/:token{[A-Za-z0-9_-]{43}}", async (c) => {
    const proposal = await findProposalByToken(db, c.req.param("token"));
    if (!proposal) return notFound(c);
    const status = describeProposalStatus(proposal);
    return c.render(
      <Card
        heading={`Event proposal: ${proposal.title}`}
        paragraphs={[status.explanation]}
        links={[
          { href: "/events", label: "Back to the events" },
          { href: "/contact", label: "Ask us about it" },
        ]}
      >
        <Facts
          rows={[
            { label: "Event", value: proposal.title },
            { label: "Received", value: formatReceived(proposal.receivedAt) },
            { label: "Status", value: status.label },
            ...(proposal.livePath ? [inTheGuide(proposal.livePath)] : []),
            ...(proposal.reason ? [{ label: "The editors' reason", value: proposal.reason }] : []),
          ]}
        />
      </Card>,
      { title: "Your event proposal" },
    );
  });

  app.post("/api/events", async (c) => {
    const body = await bodyOf(c);
    const fields = eventFieldsFrom(body);
    const email = (body.email ?? "").trim().slice(0, 254);
    if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(email))
      return form(c, 422, fields, email, {
        field: "",
        problem: "Your email: give the address our editors may write to.",
      });
    const today = columbusDate(now());
    const source = sourceOf(fields, fields.title.trim(), today);
    if (!source)
      return form(c, 422, fields, email, {
        field: "sourceUrl",
        problem: "Where it is announced: give the link of the organizer's or the venue's page.",
      });
    let event: CityEvent;
    try {
      event = await checkedEvent(
        eventRecordOf(fields, {
          slug: await freeEventSlug(db, fields.title),
          sources: [source],
          checkedOn: today,
        }),
        today,
        openPlaceIn(db),
      );
    } catch (error) {
      if (!(error instanceof EventRefused)) throw error;
      return form(c, 422, fields, email, problemOf(error));
    }
    return store(c, async () => {
      const origin = originOf(server, c);
      const saved = await saveEventProposal(db, {
        record: event,
        email,
        spam: Boolean(body[honeypotField]?.trim()),
        limit: proposalLimit(server),
        client: clientOf(server, c),
        now: now(),
        // decision 092: the receipt with the private status link, under the recipient's limit (decision 067).
        mailKey: recipientKey(server.secret, "event-proposal-receipt", email),
        mail: ({ id, token }) =>
          eventProposalReceiptMail({
            id,
            to: email,
            title: event.title,
            statusUrl: `${origin}/requests/events/${token}`,
          }),
      });
      server.onMailQueued();
      return c.redirect(`/requests/events/${saved.token}`, 303);
    });
  });
  return app;
}

/** How many events a page of the desk's list shows. */
const deskPageSize = 50;

/** decision 083: the desk's events (mounted at /admin). */
export function eventDeskRoutes(desk: DeskContext): Hono<DeskEnv> {
  const { db, now } = desk;
  const app = new Hono<DeskEnv>();
  const today = () => columbusDate(now());

  const list = async (c: Context, status = 200, note?: string) => {
    const proposals = await waitingProposals(db);
    // The page asked for (a whole number, at most 9 digits: anything else is the first), read in SQL; a page past
    // the last reads the last.
    const asked = /^[0-9]{1,9}$/.test(c.req.query("page") ?? "") ? Math.max(1, Number(c.req.query("page"))) : 1;
    let { events, total } = await eventsPage(db, { limit: deskPageSize, offset: (asked - 1) * deskPageSize });
    const pages = Math.max(1, Math.ceil(total / deskPageSize));
    const pageNumber = Math.min(pages, asked);
    if (pageNumber !== asked)
      ({ events, total } = await eventsPage(db, { limit: deskPageSize, offset: (pageNumber - 1) * deskPageSize }));
    return renderDesk(
      c,
      status,
      "Events",
      <>
        {note && <Note>{note}</Note>}
        <p class="mt-4">
          <a href="/admin/events/new" class={styles.link}>
            Add an event
          </a>
        </p>
        <section aria-labelledby="proposals-heading" class="mt-8">
          <h2 id="proposals-heading" class="text-xl font-semibold">
            Proposals waiting ({proposals.length})
          </h2>
          {proposals.length === 0 ? (
            <p class="mt-2">No proposal is waiting.</p>
          ) : (
            <ul class="mt-3 space-y-4">
              {proposals.map((proposal) => (
                <li class="rounded-md border p-4">
                  <p class="font-semibold">
                    {eventLine(proposal.record)} · {proposal.record.place ?? proposal.record.venue?.name} · sent{" "}
                    {when(proposal.created_at)}
                  </p>
                  <p class="mt-1 text-sm">
                    Source:{" "}
                    {proposal.record.sources.map((source) =>
                      source.url ? (
                        <a href={source.url} class={styles.link} rel="noopener noreferrer nofollow">
                          {source.publisher}
                        </a>
                      ) : (
                        source.publisher
                      ),
                    )}
                  </p>
                  {proposal.record.description && <p class="mt-1 text-sm">{proposal.record.description}</p>}
                  <p class="mt-2">
                    <a href={`/admin/events/proposals/${proposal.id}`} class={styles.link}>
                      Check and edit before approving<span class="sr-only"> {proposal.record.title}</span>
                    </a>
                  </p>
                  <DecisionForm
                    action={`/admin/events/proposals/${proposal.id}`}
                    reasonId={`proposal-reason-${proposal.id}`}
                    reasonLabel="Reason for a decline"
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="all-events-heading" class="mt-10">
          <h2 id="all-events-heading" class="text-xl font-semibold">
            The guide's events ({total})
          </h2>
          <ul class="mt-3 space-y-2">
            {events.map((event) => (
              <li class="flex flex-wrap gap-3">
                <span>{eventLine(event)}</span>
                <a href={`/admin/events/${event.slug}/edit`} class={styles.link}>
                  Edit<span class="sr-only"> {event.title}</span>
                </a>
              </li>
            ))}
          </ul>
          {pages > 1 && <Pager page={pageNumber} pages={pages} href={(page) => `/admin/events?page=${page}`} />}
        </section>
      </>,
    );
  };

  const formPage = (
    c: Context,
    status: number,
    title: string,
    action: string,
    fields: EventFields,
    problem?: EventProblem,
    before?: Child,
    after?: Child,
  ) =>
    renderDesk(
      c,
      status,
      title,
      <>
        <p class="mt-4">
          <a href="/admin/events" class={styles.link}>
            Back to the events
          </a>
        </p>
        {before}
        <EventForm action={action} heading={title} fields={fields} problem={problem} where source submit="Save" />
        {after}
      </>,
    );

  /** Writes an editor's event: the sources it had, and the one the form names (a new event needs one). */
  const saveAtDesk = async (c: Context, fields: EventFields, existing: CityEvent | undefined, action: string) => {
    const title = existing ? `Change ${existing.title}` : "Add an event";
    const source = sourceOf(fields, fields.title.trim(), today());
    const sources = [...(existing?.sources ?? []), ...(source ? [source] : [])];
    let slug: string;
    try {
      slug = existing?.slug ?? (await freeEventSlug(db, fields.title));
      await saveEvent(
        db,
        {
          record: eventRecordOf(fields, { slug, sources, checkedOn: today(), photo: existing?.photo }),
          kind: "editor",
          editor: c.get("editor").email,
        },
        today(),
        now(),
      );
    } catch (error) {
      if (!(error instanceof EventRefused)) throw error;
      return formPage(c, 422, title, action, fields, problemOf(error));
    }
    desk.onGuideChanged();
    return c.redirect(`/admin/events/${slug}/edit?saved=1`, 303);
  };

  /**
   * decision 092: an event's desk page: its form, then its versions newest first, each older one with Restore; after
   * a change (`saved`), a note with Undo, the restore of the version before the newest. `problem` above the form.
   */
  const eventPage = async (c: Context, event: CityEvent, status = 200, problem?: string) => {
    const versions = await eventVersionsOf(db, event.slug);
    const newest = versions[0]?.version ?? 1;
    return formPage(
      c,
      status,
      `Change ${event.title}`,
      `/admin/events/${event.slug}`,
      eventFieldsOf(event),
      undefined,
      <>
        {c.req.query("saved") && !problem && (
          <div role="status" class="mt-4 rounded-md border border-green-200 bg-green-50 px-3 py-2">
            <p>Saved as version {newest}: it is on the guide's pages within a few seconds.</p>
            {newest > 1 && (
              <RestoreForm
                action={`/admin/events/${event.slug}/restore`}
                version={newest - 1}
                label={`Undo: restore version ${newest - 1}`}
              />
            )}
          </div>
        )}
        {problem && (
          <p role="alert" class={`${styles.alert} mt-4`}>
            {problem}
          </p>
        )}
      </>,
      <VersionList
        restoreAction={`/admin/events/${event.slug}/restore`}
        versions={versions.map((version) => ({
          ...version,
          state:
            version.publishState === "live"
              ? "Live."
              : version.publishState === "failed"
                ? "Its publishing failed."
                : "Waiting for the publisher.",
        }))}
      />,
    );
  };

  app.get("/events", (c) => list(c));
  app.get("/events/new", (c) => formPage(c, 200, "Add an event", "/admin/events", emptyEventFields()));
  app.post("/events", async (c) => saveAtDesk(c, eventFieldsFrom(await bodyOf(c)), undefined, "/admin/events"));
  app.get("/events/:slug/edit", async (c) => {
    const event = await findEvent(db, c.req.param("slug"));
    if (!event) return renderDesk(c, 404, "Not found", <Note back>There is no such event.</Note>);
    return eventPage(c, event);
  });
  app.post("/events/:slug/restore", async (c) => {
    const event = await findEvent(db, c.req.param("slug"));
    if (!event) return renderDesk(c, 404, "Not found", <Note back>There is no such event.</Note>);
    const body = await bodyOf(c);
    // A version is a whole number the page wrote; anything else names none (and never reaches the database).
    const version = /^[0-9]{1,9}$/.test(body.version ?? "") ? Number(body.version) : 0;
    try {
      const restored = await restoreEventVersion(db, {
        slug: event.slug,
        version,
        editor: c.get("editor").email,
        today: today(),
        now: now(),
      });
      if (restored === null) return eventPage(c, event, 422, "There is no such version to restore.");
    } catch (error) {
      if (!(error instanceof EventRefused)) throw error;
      return eventPage(c, event, 422, `Not restored: ${problemOf(error).problem}`);
    }
    desk.onGuideChanged();
    return c.redirect(`/admin/events/${event.slug}/edit?saved=1`, 303);
  });
  app.post("/events/:slug", async (c) => {
    const event = await findEvent(db, c.req.param("slug"));
    if (!event) return renderDesk(c, 404, "Not found", <Note back>There is no such event.</Note>);
    return saveAtDesk(c, eventFieldsFrom(await bodyOf(c)), event, `/admin/events/${event.slug}`);
  });

  // A proposal, to check and amend before approving (the form's approve writes what it shows).
  app.get("/events/proposals/:id", async (c) => {
    const proposal = (await waitingProposals(db)).find((each) => each.id === c.req.param("id"));
    if (!proposal) return renderDesk(c, 404, "Not found", <Note back>This proposal is not waiting any more.</Note>);
    return formPage(
      c,
      200,
      `Proposal: ${proposal.record.title}`,
      `/admin/events/proposals/${proposal.id}/amended`,
      eventFieldsOf(proposal.record),
    );
  });

  const decide = async (c: Context, decision: "approve" | "decline", reason: string, fields?: EventFields) => {
    const id = c.req.param("id") ?? "";
    const proposal = (await waitingProposals(db)).find((each) => each.id === id);
    if (!proposal) return renderDesk(c, 404, "Not found", <Note back>This proposal is not waiting any more.</Note>);
    const record = fields
      ? eventRecordOf(fields, {
          slug: proposal.record.slug,
          sources: [...proposal.record.sources, ...[sourceOf(fields, fields.title.trim(), today())].filter(Boolean)],
          checkedOn: today(),
          photo: proposal.record.photo,
        })
      : undefined;
    const origin = originOf(desk, c);
    try {
      await decideProposal(db, {
        id,
        decision,
        reason,
        record,
        editor: c.get("editor").email,
        today: today(),
        now: now(),
        // decision 092: the sender hears the decision: the event's page, or the reason.
        mail: (decided) =>
          eventProposalDecisionMail({
            id: decided.id,
            to: decided.email,
            title: decided.record.title,
            outcome: decision === "approve" ? "approved" : "declined",
            eventUrl: `${origin}/events/${decided.record.slug}`,
            reason,
          }),
      });
    } catch (error) {
      if (!(error instanceof EventRefused)) throw error;
      if (fields)
        return formPage(
          c,
          422,
          `Proposal: ${proposal.record.title}`,
          `/admin/events/proposals/${id}/amended`,
          fields,
          problemOf(error),
        );
      return list(c, 422, `Not approved: ${problemOf(error).problem} Check and edit it first.`);
    }
    if (decision === "approve") desk.onGuideChanged();
    desk.onMailQueued();
    return c.redirect("/admin/events", 303);
  };

  app.post("/events/proposals/:id", async (c) => {
    const { decision, reason } = readDecision(await bodyOf(c));
    if (!decision) return list(c, 422, "Choose Approve or Decline.");
    if (decision === "decline" && reason.length < 5) return list(c, 422, "A decline needs its reason.");
    return decide(c, decision, reason);
  });
  app.post("/events/proposals/:id/amended", async (c) => decide(c, "approve", "", eventFieldsFrom(await bodyOf(c))));
  return app;
}
