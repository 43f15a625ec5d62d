import { z } from "zod";
import type { PlaceType } from "../place-types";

/**
 * product §10.6: the facts people choose a place by, in OpenStreetMap's vocabulary (its keys and values, so a
 * fact read from OpenStreetMap or sent by a visitor needs no translation): step-free access, a wheelchair-
 * accessible toilet, diets, the menu, reservations and booking. Each fact carries the source that states it and the
 * day the guide read that source (product §10.1: nothing about a real business without a source). A fact the
 * record does not hold is not known, never "no".
 *
 * Shape (a place's `facts`): `{ wheelchair: { value: "yes", source: { publisher, title, url, date? },
 * checkedOn: "2026-11-26" }, "diet:vegan": { value: "yes", ... }, "website:menu": { value: "https://…", ... } }`.
 */

/** OpenStreetMap `wheelchair`: yes (step-free throughout), limited (partly), no. */
export const wheelchairValues = ["yes", "limited", "no"] as const;
/** OpenStreetMap `toilets:wheelchair`: a wheelchair-accessible toilet, yes or no. */
export const toiletValues = ["yes", "no"] as const;
/** OpenStreetMap `diet:*`: only (every dish), yes (some dishes), no. */
export const dietValues = ["only", "yes", "no"] as const;
/** OpenStreetMap `reservation`: required, recommended, yes (taken), no (not taken). */
export const reservationValues = ["required", "recommended", "yes", "no"] as const;

/** The diets the guide records, as OpenStreetMap keys, in the order the page and the filters show them. */
export const dietKeys = ["diet:vegetarian", "diet:vegan", "diet:gluten_free", "diet:halal"] as const;
export type DietKey = (typeof dietKeys)[number];

/** Every fact key, in the order the place page shows them. */
export const factKeys = [
  "wheelchair",
  "toilets:wheelchair",
  ...dietKeys,
  "website:menu",
  "reservation",
  "website:booking",
] as const;
export type FactKey = (typeof factKeys)[number];

const text = z.string().trim().min(1);
const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });
/** `YYYY`, `YYYY-MM` or `YYYY-MM-DD`: as precise as a source dates itself. */
const partialDate = z.string().regex(/^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/, {
  error: "must be a date YYYY, YYYY-MM or YYYY-MM-DD",
});

/**
 * Where a fact comes from (product §10.1): who published it, the page's title and address, and its date when the
 * page gives one. A fact needs a page to link: a visitor's word reaches the guide as a correction, which the
 * editors check against a source before it becomes a fact.
 */
export const factSourceSchema = z.strictObject({
  publisher: text,
  title: text,
  url: httpUrl,
  date: partialDate.optional(),
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

/** product §10.6: what a fact is called on the place page. */
export const factLabels: Record<FactKey, string> = {
  wheelchair: "Step-free access",
  "toilets:wheelchair": "Wheelchair-accessible toilet",
  "diet:vegetarian": "Vegetarian",
  "diet:vegan": "Vegan",
  "diet:gluten_free": "Gluten-free",
  "diet:halal": "Halal",
  "website:menu": "Menu",
  reservation: "Reservations",
  "website:booking": "Booking",
};

const dietWords: Record<DietKey, string> = {
  "diet:vegetarian": "vegetarian",
  "diet:vegan": "vegan",
  "diet:gluten_free": "gluten-free",
  "diet:halal": "halal",
};

/**
 * product §10.6: a known fact's value in words: wheelchair "Yes, step-free" / "Limited" / "No"; a toilet "Yes" /
 * "No"; a diet "Only vegan dishes" / "Vegan dishes on the menu" / "No vegan dishes"; reservations "Required" /
 * "Recommended" / "Taken" / "Not taken"; a link's value is its address (the page shows it as a link).
 */
export function factValueText(key: FactKey, value: string): string {
  if (key === "wheelchair") return { yes: "Yes, step-free", limited: "Limited", no: "No" }[value] ?? value;
  if (key === "toilets:wheelchair") return value === "yes" ? "Yes" : "No";
  if (key === "reservation")
    return { required: "Required", recommended: "Recommended", yes: "Taken", no: "Not taken" }[value] ?? value;
  if ((dietKeys as readonly string[]).includes(key)) {
    const word = dietWords[key as DietKey];
    const capital = word[0]!.toUpperCase() + word.slice(1);
    return (
      { only: `Only ${word} dishes`, yes: `${capital} dishes on the menu`, no: `No ${word} dishes` }[value] ?? value
    );
  }
  return value;
}

/**
 * product §10.6: which facts a place's page asks about: step-free access and the toilet everywhere; diets, menu and
 * reservations where people eat and drink (not attractions); booking only when known (it shows as the Book button
 * and beside Reservations).
 */
export function factsAskedFor(type: PlaceType): readonly FactKey[] {
  const access: FactKey[] = ["wheelchair", "toilets:wheelchair"];
  return type === "attraction" ? access : [...access, ...dietKeys, "website:menu", "reservation"];
}
