/**
 * product §10.4: a place without a real photo shows an illustration that is its own and says it is one.
 * This module is the rule, as data: the place's initials, an icon for its category, a shade of its
 * type's colour (product §9) and a pattern of rings seeded by its id. Two places never get the same
 * illustration: ids are unique, and the pattern is a function of the id.
 */
import type { IconNode } from "lucide";
import type { PlaceType } from "../place-types";

/** The icons an illustration can show; illustration.server.ts maps each to a lucide icon. */
export type IllustrationIcon =
  | "utensils"
  | "beer"
  | "music"
  | "landmark"
  | "coffee"
  | "pizza"
  | "wine"
  | "martini"
  | "flower"
  | "paw"
  | "trees"
  | "fish"
  | "donut"
  | "sandwich"
  | "beef"
  | "trophy"
  | "flask"
  | "palette"
  | "microphone"
  | "basket"
  | "drumstick"
  | "piano"
  | "croissant"
  | "leaf"
  | "guitar";

/** What each icon is called in the text alternative ("... and a beer mug icon on dark blue"). */
export const iconNames: Record<IllustrationIcon, string> = {
  utensils: "fork and knife",
  beer: "beer mug",
  music: "music note",
  landmark: "columned building",
  coffee: "coffee cup",
  pizza: "pizza slice",
  wine: "wine glass",
  martini: "cocktail glass",
  flower: "flower",
  paw: "paw print",
  trees: "trees",
  fish: "fish",
  donut: "doughnut",
  sandwich: "sandwich",
  beef: "steak",
  trophy: "trophy",
  flask: "lab flask",
  palette: "paint palette",
  microphone: "microphone",
  basket: "shopping basket",
  drumstick: "chicken drumstick",
  piano: "piano keys",
  croissant: "croissant",
  leaf: "leaf",
  guitar: "guitar",
};

/** Category words to icons, first match wins (category is free text, product §3). */
const categoryIcons: readonly [RegExp, IllustrationIcon][] = [
  [/pizza/i, "pizza"],
  [/oyster|seafood|fish|sushi/i, "fish"],
  [/donut|doughnut/i, "donut"],
  [/deli|sandwich|hot dog/i, "sandwich"],
  [/steak/i, "beef"],
  [/chicken/i, "drumstick"],
  [/vegetarian|vegan/i, "leaf"],
  [/bakery|breakfast|brunch/i, "croissant"],
  [/coffee|cafe|café|roaster/i, "coffee"],
  [/piano/i, "piano"],
  [/live music|concert/i, "guitar"],
  [/nightclub|dance|music/i, "music"],
  [/karaoke/i, "microphone"],
  [/cocktail|rooftop|lounge/i, "martini"],
  [/wine|meadery/i, "wine"],
  [/brew|beer|pub|tavern|sports bar|bar/i, "beer"],
  [/garden|botanical|conservatory/i, "flower"],
  [/zoo|aquarium/i, "paw"],
  [/park|trail|nature/i, "trees"],
  [/science/i, "flask"],
  [/art/i, "palette"],
  [/stadium|arena|sports/i, "trophy"],
  [/market/i, "basket"],
];

/** The icon when no category word matches. */
const typeIcons: Record<PlaceType, IllustrationIcon> = {
  restaurant: "utensils",
  bar: "beer",
  club: "music",
  attraction: "landmark",
  coffee: "coffee",
};

/**
 * Three shades of each type's colour (product §9: restaurant orange, coffee amber, club purple, bar blue,
 * attraction green), each dark enough for white initials (contrast 4.5:1 or more), with its name for
 * the text alternative.
 */
export const typeShades: Record<PlaceType, readonly { hex: string; name: string }[]> = {
  restaurant: [
    { hex: "#c2410c", name: "orange" },
    { hex: "#9a3412", name: "dark orange" },
    { hex: "#7c2d12", name: "deep orange" },
  ],
  coffee: [
    { hex: "#b45309", name: "amber" },
    { hex: "#92400e", name: "dark amber" },
    { hex: "#78350f", name: "deep amber" },
  ],
  club: [
    { hex: "#7e22ce", name: "purple" },
    { hex: "#6b21a8", name: "dark purple" },
    { hex: "#581c87", name: "deep purple" },
  ],
  bar: [
    { hex: "#1d4ed8", name: "blue" },
    { hex: "#1e40af", name: "dark blue" },
    { hex: "#1e3a8a", name: "deep blue" },
  ],
  attraction: [
    { hex: "#15803d", name: "green" },
    { hex: "#166534", name: "dark green" },
    { hex: "#14532d", name: "deep green" },
  ],
};

/** A ring of the background pattern, in percent of the box (x, y, radius). */
export interface Ring {
  x: number;
  y: number;
  r: number;
}

/** Everything an illustration shows, and its text alternative. */
export interface Illustration {
  initials: string;
  icon: IllustrationIcon;
  colour: { hex: string; name: string };
  rings: Ring[];
  /** "Illustration: LI and a fork and knife icon on dark orange". */
  alt: string;
}

/**
 * lucide's drawing of an icon: SVG elements (path, circle, rect, ...) with their attributes, on a
 * 24 x 24 grid, stroked with the current colour (the `lucide` package exports one per icon).
 */
export type { IconNode };

/**
 * An {@link Illustration} ready to draw: its icon as lucide's drawing data, so the browser draws it
 * without any icon component (illustration.server.ts builds it at build time).
 */
export interface IllustrationData extends Omit<Illustration, "icon"> {
  iconNode: IconNode;
}

const minorWords = new Set(["the", "a", "an", "and", "of", "&", "at", "on"]);

/** Up to two initials of a name, skipping small words: "The Refectory Restaurant & Wine Shop" -> "RR". */
export function initialsOf(name: string): string {
  const words = name
    .split(/[\s\-/]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ""))
    .filter((word) => word && !minorWords.has(word.toLowerCase()));
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? "")
    .join("");
}

/** mulberry32: a small deterministic generator, so the pattern is the same at build time and in the browser. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The icon of a place: its category's, else its type's. */
export function iconFor(place: { type: PlaceType; category: string }): IllustrationIcon {
  return categoryIcons.find(([pattern]) => pattern.test(place.category))?.[1] ?? typeIcons[place.type];
}

/**
 * The illustration of a place (product §10.4): initials, category icon, a shade of the type's colour and
 * four rings placed by a generator seeded with the id. Pure and deterministic.
 */
export function illustrationFor(place: { id: number; name: string; type: PlaceType; category: string }): Illustration {
  const random = generator(place.id * 7919 + 17);
  const shades = typeShades[place.type];
  const colour = shades[place.id % shades.length] ?? shades[0]!;
  const rings = Array.from({ length: 4 }, () => ({
    x: Math.round(random() * 100),
    y: Math.round(random() * 100),
    r: Math.round(12 + random() * 36),
  }));
  const icon = iconFor(place);
  const initials = initialsOf(place.name);
  return {
    initials,
    icon,
    colour,
    rings,
    alt: `Illustration: ${initials ? `${initials} and a` : "a"} ${iconNames[icon]} icon on ${colour.name}`,
  };
}
