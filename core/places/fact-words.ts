import type { PlaceType } from "../place-types";

/**
 * product §10.6: the vocabulary of a place's structured facts (OpenStreetMap's keys and values) and how the page
 * says them. No zod here: the place page's JavaScript reads this module, the schema ({@link ./place-facts}) stays
 * at build time.
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

/** product §12.7: a diet's URL token and filter label: "diet:gluten_free" -> "gluten-free", "Gluten-free". */
export const dietFilters = [
  { key: "diet:vegetarian", token: "vegetarian", label: "Vegetarian" },
  { key: "diet:vegan", token: "vegan", label: "Vegan" },
  { key: "diet:gluten_free", token: "gluten-free", label: "Gluten-free" },
  { key: "diet:halal", token: "halal", label: "Halal" },
] as const satisfies readonly { key: DietKey; token: string; label: string }[];
export type DietToken = (typeof dietFilters)[number]["token"];

/** product §12.7: the step-free filter's token among {@link filterFacts}' `judged`. */
export const stepFreeToken = "step-free" as const;

/**
 * product §12.7: what a card carries for the lists' filters: `stepFree` when `wheelchair` is yes (limited is not
 * step-free), `diets` the tokens of the diets the place serves (only or yes); `judged` the tokens of the filters'
 * facts the guide was told at all, whatever their value ("step-free" for `wheelchair`, a diet's token), so a list
 * can say how many places it could not judge; each left out when empty.
 */
export function filterFacts(facts: { [key in FactKey]?: { value: string } } | undefined): {
  stepFree?: true;
  diets?: DietToken[];
  judged?: (DietToken | typeof stepFreeToken)[];
} {
  const diets = dietFilters
    .filter(({ key }) => facts?.[key]?.value === "only" || facts?.[key]?.value === "yes")
    .map(({ token }) => token);
  const judged: (DietToken | typeof stepFreeToken)[] = [
    ...(facts?.wheelchair ? [stepFreeToken] : []),
    ...dietFilters.filter(({ key }) => facts?.[key]).map(({ token }) => token),
  ];
  return {
    ...(facts?.wheelchair?.value === "yes" && { stepFree: true as const }),
    ...(diets.length > 0 && { diets }),
    ...(judged.length > 0 && { judged }),
  };
}
