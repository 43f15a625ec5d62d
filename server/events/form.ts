/**
 * Decision 083: the one event form of the owner's page, the public proposal and the desk, as fields of text (no
 * script: checkboxes are fields of their own). {@link eventRecordOf} makes the record the event schema checks
 * (core/events/event-schema.server.ts, wherever an event enters); {@link formFieldOf} names the form's field of a
 * refused one, so the page marks it and keeps what was typed.
 */
import type { CityEvent } from "../../core/events/event-schema.server";
import { eventDays, type EventDay } from "../../core/events/event-words";

/** The form's fields, by their `name`. */
export const eventFieldNames = [
  "title",
  "kind",
  "place",
  "venueName",
  "venueAddress",
  "venueNeighborhood",
  "start",
  "end",
  "repeat",
  ...eventDays.map((day) => `day-${day}` as const),
  "nth",
  "monthDay",
  "until",
  "except",
  "price",
  "url",
  "ages",
  "status",
  "soldOut",
  "description",
  "performers",
  "organizerName",
  "organizerUrl",
  "sourceUrl",
  "sourcePublisher",
] as const;
export type EventFieldName = (typeof eventFieldNames)[number];
export type EventFields = Record<EventFieldName, string>;

/** The fields' labels, as the form shows them and a refusal names them. */
export const eventFieldLabels: Record<EventFieldName, string> = {
  title: "Title",
  kind: "Kind",
  place: "Place in the guide (its address, /place/...)",
  venueName: "Or a venue's name",
  venueAddress: "Venue's address",
  venueNeighborhood: "Venue's neighborhood",
  start: "Starts",
  end: "Ends",
  repeat: "Repeats",
  ...(Object.fromEntries(eventDays.map((day) => [`day-${day}`, day])) as Record<`day-${EventDay}`, string>),
  nth: "Which week of the month",
  monthDay: "On",
  until: "Last date",
  except: "Dates left out (YYYY-MM-DD, separated by commas)",
  price: 'Price ("Free", "$15", "from $15")',
  url: "Tickets or details (a link)",
  ages: "Ages",
  status: "Status",
  soldOut: "Sold out",
  description: "About the event",
  performers: "Performers (separated by commas)",
  organizerName: "Organizer",
  organizerUrl: "Organizer's link",
  sourceUrl: "Where it is announced (a link)",
  sourcePublisher: "Who announces it",
};

/** Empty fields: a new event, once, scheduled. */
export function emptyEventFields(place = ""): EventFields {
  const fields = Object.fromEntries(eventFieldNames.map((name) => [name, ""])) as EventFields;
  return { ...fields, kind: "music", place, repeat: "once", nth: "1", monthDay: "SA", status: "EventScheduled" };
}

/** The fields of an event's record, to edit it. */
export function eventFieldsOf(event: CityEvent): EventFields {
  const fields = emptyEventFields(event.place ?? "");
  const repeat = event.repeat;
  return {
    ...fields,
    title: event.title,
    kind: event.kind,
    venueName: event.venue?.name ?? "",
    venueAddress: event.venue?.address ?? "",
    venueNeighborhood: event.venue?.neighborhood ?? "",
    start: event.start,
    end: event.end,
    repeat: repeat.freq,
    ...(repeat.freq === "weekly" ? Object.fromEntries(repeat.days.map((day) => [`day-${day}`, "yes"])) : {}),
    ...(repeat.freq === "monthly" ? { nth: String(repeat.nth), monthDay: repeat.day } : {}),
    until: event.until ?? "",
    except: (event.except ?? []).join(", "),
    price: event.price ?? "",
    url: event.url ?? "",
    ages: event.ages ?? "",
    status: event.status,
    soldOut: event.soldOut ? "yes" : "",
    description: event.description ?? "",
    performers: (event.performers ?? []).join(", "),
    organizerName: event.organizer?.name ?? "",
    organizerUrl: event.organizer?.url ?? "",
  };
}

/** A form's fields from a post's body: every name present, as text (a missing one empty). */
export function eventFieldsFrom(body: Record<string, unknown>): EventFields {
  return Object.fromEntries(
    eventFieldNames.map((name) => [name, typeof body[name] === "string" ? body[name].slice(0, 2000) : ""]),
  ) as EventFields;
}

/** The place's slug a field names: "newport-music-hall", "/place/newport-music-hall" or the page's whole address. */
export function placeSlugOf(text: string): string {
  const trimmed = text.trim();
  const match = /\/place\/([^/?#]+)/.exec(trimmed);
  return (match ? match[1]! : trimmed).toLowerCase();
}

const list = (text: string) =>
  text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * The record the form's fields describe, before the schema's check: what is empty is left out, the rest as typed
 * (the schema refuses what is wrong, naming the field). `base` gives what the form does not: the slug, the sources,
 * the date checked; `place` when the form cannot change it (the owner's page), and the photo an edit keeps.
 */
export function eventRecordOf(
  fields: EventFields,
  base: {
    slug: string;
    sources: readonly unknown[];
    checkedOn: string;
    place?: string;
    photo?: CityEvent["photo"];
  },
): Record<string, unknown> {
  const given = (value: string) => (value.trim() === "" ? undefined : value.trim());
  const place = base.place ?? (given(fields.place) && placeSlugOf(fields.place));
  const venue =
    !place && (given(fields.venueName) || given(fields.venueAddress))
      ? {
          name: fields.venueName.trim(),
          address: fields.venueAddress.trim(),
          neighborhood: fields.venueNeighborhood.trim(),
        }
      : undefined;
  const repeat =
    fields.repeat === "weekly"
      ? { freq: "weekly", days: eventDays.filter((day) => fields[`day-${day}`] !== "") }
      : fields.repeat === "monthly"
        ? { freq: "monthly", nth: Number(fields.nth), day: fields.monthDay }
        : fields.repeat === "once" || fields.repeat === ""
          ? { freq: "once" }
          : { freq: fields.repeat };
  const record: Record<string, unknown> = {
    slug: base.slug,
    title: fields.title.trim(),
    kind: fields.kind,
    place,
    venue,
    start: fields.start.trim(),
    end: fields.end.trim(),
    repeat,
    until: repeat.freq === "once" ? undefined : given(fields.until),
    except: repeat.freq === "once" || !given(fields.except) ? undefined : list(fields.except),
    price: given(fields.price),
    url: given(fields.url),
    ages: given(fields.ages),
    status: given(fields.status) ?? "EventScheduled",
    soldOut: fields.soldOut !== "" ? true : undefined,
    description: given(fields.description),
    performers: given(fields.performers) ? list(fields.performers) : undefined,
    organizer: given(fields.organizerName)
      ? { name: fields.organizerName.trim(), ...(given(fields.organizerUrl) && { url: fields.organizerUrl.trim() }) }
      : undefined,
    photo: base.photo,
    sources: base.sources,
    checkedOn: base.checkedOn,
  };
  for (const [key, value] of Object.entries(record)) if (value === undefined) delete record[key];
  return record;
}

/**
 * The source a link field gives (the proposal's and the desk's "where it is announced"): its publisher as typed, or
 * the link's host; undefined when no link is given.
 * @throws nothing: a link that is no URL is kept as typed for the schema to refuse (`sources.0.url`)
 */
export function sourceOf(fields: EventFields, title: string, date: string) {
  const url = fields.sourceUrl.trim();
  if (!url) return undefined;
  let host = "";
  try {
    host = new URL(url).host.replace(/^www\./, "");
  } catch {
    host = "";
  }
  return { publisher: fields.sourcePublisher.trim() || host || "The organizer", title: title || "Event", url, date };
}

/** The form's field of a path the event schema names ("repeat.days" -> "repeat", "venue.name" -> "venueName"). */
export function formFieldOf(path: string): EventFieldName {
  const [head, second] = path.split(".");
  switch (head) {
    case "venue":
      return second === "address" ? "venueAddress" : second === "neighborhood" ? "venueNeighborhood" : "venueName";
    case "organizer":
      return second === "url" ? "organizerUrl" : "organizerName";
    case "sources":
      return "sourceUrl";
    case "repeat":
      return "repeat";
    case "slug":
    case "(record)":
    case undefined:
      return "title";
    default:
      return (eventFieldNames as readonly string[]).includes(head) ? (head as EventFieldName) : "title";
  }
}
