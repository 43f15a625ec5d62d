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
import { httpUrl, sourceSchema, type Source } from "./source-schema";

export * from "./fact-words";

/**
 * Where a fact comes from (product §10.1): the record's own source schema. A visitor's word reaches the guide as a
 * correction (product §16.2); once an editor has accepted it (product §17.4) the correction itself is the source,
 * dated the day it was sent, with no page to link.
 */
export type FactSource = Source;

/** One fact: its value, the source that states it, and the day the guide read that source (`YYYY-MM-DD`). */
function fact<T extends z.ZodType>(value: T) {
  return z.strictObject({
    value,
    source: sourceSchema,
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
