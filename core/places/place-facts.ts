import { z } from "zod";

/**
 * product §10.6: the facts people choose a place by, in OpenStreetMap's vocabulary (its keys and values, so a
 * fact read from OpenStreetMap or sent by a visitor needs no translation): step-free access, a wheelchair-
 * accessible toilet, diets, the menu, reservations and booking. Each fact carries the source that states it and the
 * day the guide read that source (product §10.1: nothing about a real business without a source). A fact the
 * record does not hold is not known, never "no".
 *
 * Shape (a place's `facts`): `{ wheelchair: { value: "yes", source: { publisher, title, url, date? },
 * checkedOn: "2026-11-26" }, "diet:vegan": { value: "yes", ... }, "website:menu": { value: "https://…", ... } }`;
 * a fact from an accepted correction has a dated source without a page (`{ publisher: "A visitor's correction",
 * title, date }`) and the day the editor checked it as its `checkedOn`.
 */

import { dietValues, reservationValues, toiletValues, wheelchairValues, type FactKey } from "./fact-words";

export * from "./fact-words";

const text = z.string().trim().min(1);
const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });
/** `YYYY`, `YYYY-MM` or `YYYY-MM-DD`: as precise as a source dates itself. */
const partialDate = z.string().regex(/^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/, {
  error: "must be a date YYYY, YYYY-MM or YYYY-MM-DD",
});

/**
 * Where a fact comes from (product §10.1): who published it, the page's title and address, and its date when the
 * page gives one. A visitor's word reaches the guide as a correction (product §16.2); once an editor has checked and
 * accepted it (product §17.4) the correction itself is the source: it has no page to link, so it is dated instead
 * (the day it was sent), like every source of what people send the desk (the place schema's `sourceSchema`).
 */
export const factSourceSchema = z
  .strictObject({
    publisher: text,
    title: text,
    url: httpUrl.optional(),
    date: partialDate.optional(),
  })
  .refine((source) => source.url !== undefined || source.date !== undefined, {
    message: "needs a url, or a date when no page can be linked (a correction accepted at the desk)",
    path: ["url"],
  });
export type FactSource = z.infer<typeof factSourceSchema>;

/** One fact: its value, the source that states it, and the day the guide read that source (`YYYY-MM-DD`). */
function fact<T extends z.ZodType>(value: T) {
  return z.strictObject({
    value,
    source: factSourceSchema,
    checkedOn: z.iso.date({ error: "must be a date YYYY-MM-DD" }),
  });
}

/** product §10.6: a place's structured facts, each optional (absent = not known). */
export const placeFactsSchema = z.strictObject({
  wheelchair: fact(z.enum(wheelchairValues)).optional(),
  "toilets:wheelchair": fact(z.enum(toiletValues)).optional(),
  "diet:vegetarian": fact(z.enum(dietValues)).optional(),
  "diet:vegan": fact(z.enum(dietValues)).optional(),
  "diet:gluten_free": fact(z.enum(dietValues)).optional(),
  "diet:halal": fact(z.enum(dietValues)).optional(),
  "website:menu": fact(httpUrl).optional(),
  reservation: fact(z.enum(reservationValues)).optional(),
  "website:booking": fact(httpUrl).optional(),
});
export type PlaceFacts = z.infer<typeof placeFactsSchema>;
export type PlaceFact = NonNullable<PlaceFacts[FactKey]>;
