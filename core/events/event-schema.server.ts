import { z } from "zod";
import { httpUrl, isoDate, sourceSchema, text } from "../places/source-schema";
import { linkedPhotoSchema } from "../places/place-schema";
import { hasADate, type EventTiming } from "./recurrence.server";
import { eventAges, eventDays, eventKinds, eventStatuses } from "./event-words";

/**
 * What an event is (issue "What's on tonight", decision 073): one zod schema is the type of an event record and
 * the check of every one that enters (the seed in `content/events/`, later an owner's form or the desk), naming the
 * event and the field of a bad record.
 *
 * Times are the city's wall clock (America/New_York), `YYYY-MM-DDTHH:MM`, as a poster prints them: `start` is the
 * first (or only) date's start and `end` its end; an end past midnight ("10 PM - 2 AM") is the next day's date and
 * belongs to the night it started. A repeating event repeats `start`-`end` on each date of its rule, `until` a date
 * (inclusive), with `except` dates left out.
 */

/**
 * How an event repeats: once; weekly on the given days; monthly on the nth weekday (`nth` 1-4, or -1 for the
 * last: "first Saturday" is `{ freq: "monthly", nth: 1, day: "SA" }`).
 */
export const repeatSchema = z.discriminatedUnion("freq", [
  z.strictObject({ freq: z.literal("once") }),
  z.strictObject({
    freq: z.literal("weekly"),
    days: z.array(z.enum(eventDays)).min(1, "must name at least one day").max(7),
  }),
  z.strictObject({
    freq: z.literal("monthly"),
    nth: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(-1)], {
      error: "must be 1-4, or -1 for the last",
    }),
    day: z.enum(eventDays),
  }),
]);

/** A text that is no markup: the page shows it as text, but a title of tags is refused where it enters. */
const plainText = (max: number) =>
  text.max(max, `must be at most ${max} characters`).refine((value) => !/[<>]/.test(value), "must not contain markup");

/** "Free", "$15", "from $15", "$10-$20": what a poster says, and nothing the offer's price cannot be read from. */
const priceText = z
  .string()
  .regex(
    /^(Free|(from )?\$\d{1,4}(\.\d\d)?(-\$\d{1,4}(\.\d\d)?)?)$/,
    'must read "Free", "$15", "from $15" or "$10-$20"',
  );

/** A wall-clock time in the city, `YYYY-MM-DDTHH:MM`, that exists on the calendar. */
export const localDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, "must be a date and time YYYY-MM-DDTHH:MM")
  .refine((value) => isoDate.safeParse(value.slice(0, 10)).success, "must be a date that exists");

/** A slug: lower-case words joined by hyphens. */
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens");

/** Where an event is when it is not at a place of the guide: a festival's streets, a park. */
export const eventVenueSchema = z.strictObject({
  name: plainText(120),
  address: text.max(200),
  neighborhood: text.max(80),
});

const eventShape = z.strictObject({
  slug,
  title: plainText(120),
  kind: z.enum(eventKinds),
  /** The guide's place, by slug; or `venue` for an event elsewhere (exactly one of them). */
  place: slug.optional(),
  venue: eventVenueSchema.optional(),
  start: localDateTime,
  end: localDateTime,
  repeat: repeatSchema,
  /** The last date the rule may give (inclusive); a repeating event needs one within two years. */
  until: isoDate.optional(),
  /** Dates the rule gives that are left out (a holiday, a private booking). */
  except: z.array(isoDate).max(60).optional(),
  price: priceText.optional(),
  /** Tickets or details. */
  url: httpUrl.optional(),
  ages: z.enum(eventAges).optional(),
  status: z.enum(eventStatuses).default("EventScheduled"),
  soldOut: z.boolean().optional(),
  description: plainText(500).optional(),
  performers: z.array(plainText(120)).max(20).optional(),
  organizer: z.strictObject({ name: plainText(120), url: httpUrl.optional() }).optional(),
  photo: linkedPhotoSchema.optional(),
  /** Where the facts come from: the rule, the times, the price (one source or several, as a place's). */
  sources: z.array(sourceSchema).min(1, "needs at least one source"),
  checkedOn: isoDate,
});

/** How far ahead an event's dates may be: more than two years away is refused (a typo, or a guess). */
export const eventHorizonDays = 730;

/** An event record as the content and the forms give it (before defaults). */
export type EventInput = z.input<typeof eventShape>;
/** An event record, checked. */
export type CityEvent = z.output<typeof eventShape>;

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00Z`) - Date.parse(`${from}T00:00Z`)) / 86_400_000;

/**
 * The event schema as of the city's date `today` (`YYYY-MM-DD`): the shape above, then the rules across fields,
 * each refused with its field named:
 * - exactly one of `place` and `venue` (`place`);
 * - `end` after `start` (`end`), and at most 14 days after it;
 * - `start` no more than two years after `today` ({@link eventHorizonDays}), `until` neither (`start`, `until`);
 * - a repeating event has an `until`; `once` has neither `until` nor `except` (`until`, `except`);
 * - the rule gives at least one date from `start` to `until` once `except` is left out (`repeat`).
 */
export function eventSchemaFor(today: string) {
  return eventShape.superRefine((event, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
    if ((event.place === undefined) === (event.venue === undefined))
      issue("place", "needs a place of the guide or a venue, not both");
    const startMs = Date.parse(`${event.start}:00Z`);
    const endMs = Date.parse(`${event.end}:00Z`);
    if (!(endMs > startMs)) issue("end", "must be after the start");
    else if (endMs - startMs > 14 * 86_400_000) issue("end", "must be within 14 days of the start");
    const startDate = event.start.slice(0, 10);
    if (daysBetween(today, startDate) > eventHorizonDays) issue("start", "must be within two years");
    if (event.repeat.freq === "once") {
      if (event.until !== undefined) issue("until", "is only for a repeating event");
      if (event.except !== undefined) issue("except", "is only for a repeating event");
      return;
    }
    if (event.until === undefined) {
      issue("until", "a repeating event needs the last date it may fall on");
      return;
    }
    if (daysBetween(today, event.until) > eventHorizonDays) issue("until", "must be within two years");
    if (event.until < startDate) issue("until", "must not be before the start");
    if (context.issues.length > 0) return;
    if (!hasADate(event satisfies EventTiming))
      issue("repeat", "never falls on a date from the start to the until date");
  });
}

/** The words of an issue: "title: must not contain markup". */
export function eventIssueText(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join(".") || "(record)"}: ${issue.message}`).join("; ");
}
