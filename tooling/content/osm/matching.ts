/**
 * Which of OpenStreetMap's places the guide already has (decision 037): a place of the guide with a
 * similar name near the element's point is the same place, and becomes suggested corrections of the
 * facts that differ; every other element becomes a suggested place. Pure functions of the elements
 * and the content, so the tests run them on the recorded answer.
 */
import { compactHours, zonedMoment, type CalendarDate } from "../../../core/hours/opening-hours.server";
import { city } from "../../../core/city";
import { distanceKm } from "../../../core/geo";
import { estimatedFromAddress } from "../../../core/places/place-schema";
import type { CorrectionField } from "../../../server/places/record";
import type { OsmPlace } from "../../../server/osm/elements";

/** What matching needs of a place of the guide (a content record). */
export interface GuidePlace {
  slug: string;
  name: string;
  status?: "open" | "closed";
  address: string | null;
  phone?: string | null;
  website?: string | null;
  /** The guide's hours in `opening_hours` syntax (decision 038); absent when not known. */
  openingHours?: string;
  geo: { lat: number; lng: number; source: string };
}

/** Metres within which a similar name is the same place, when the guide's point has a source (a map, Wikipedia). */
export const matchRadiusM = 150;

/** The same when the guide's point was only estimated from the address: such points can be a block or two off. */
export const estimatedMatchRadiusM = 400;

/** With the same house number and street, a similar name is the same place this far apart (not across town). */
export const sameStreetRadiusM = 2000;

/** Words that say what a place is, not which: a name that differs only by these is no evidence. */
const genericWords = new Set(
  "and of restaurant cafe coffee bar pub grill kitchen tavern club company brewing brewery house museum bistro lounge music hall diner shop".split(
    " ",
  ),
);

/**
 * A name as matching compares it: lower case, accents, apostrophes and punctuation gone, "&" read as
 * "and", "co" as "company", and "the" left out: "The Fixture Café 22" and "Fixture Cafe 22" are equal.
 */
export function normalizeName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’`]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .split(" ")
    .filter((word) => word && word !== "the")
    .map((word) => (word === "co" ? "company" : word))
    .join(" ");
}

/** Letter pairs of a text without spaces, for a typo-tolerant comparison (Sørensen-Dice). */
function pairs(text: string): string[] {
  const joined = text.replace(/ /g, "");
  return Array.from({ length: Math.max(0, joined.length - 1) }, (_, index) => joined.slice(index, index + 2));
}

function dice(a: string, b: string): number {
  const left = pairs(a);
  const right = pairs(b);
  if (!left.length || !right.length) return 0;
  const pool = [...right];
  let shared = 0;
  for (const pair of left) {
    const at = pool.indexOf(pair);
    if (at >= 0) {
      shared += 1;
      pool.splice(at, 1);
    }
  }
  return (2 * shared) / (left.length + right.length);
}

/**
 * True when two names can be one place's: equal once normalised ({@link normalizeName}, spaces
 * ignored), one's words all in the other's with at least one that is not generic ("Fixture Canteen" in
 * "Fixture Greenhouse Canteen 10"; "Cafe" alone in "Fixture Cafe 10" is not enough),
 * or letter pairs 85 % alike (a typo).
 */
export function similarNames(a: string, b: string): boolean {
  const left = normalizeName(a);
  const right = normalizeName(b);
  if (!left || !right) return false;
  if (left.replace(/ /g, "") === right.replace(/ /g, "")) return true;
  const [short, long] = [left.split(" "), right.split(" ")].sort((x, y) => x.length - y.length) as [string[], string[]];
  const distinctive = short.filter((word) => !genericWords.has(word));
  if (distinctive.join("").length >= 4 && short.every((word) => long.includes(word))) return true;
  return dice(left, right) >= 0.85;
}

const streetWords: Record<string, string> = {
  street: "st",
  avenue: "ave",
  av: "ave",
  road: "rd",
  drive: "dr",
  boulevard: "blvd",
  lane: "ln",
  court: "ct",
  place: "pl",
  parkway: "pkwy",
  highway: "hwy",
  square: "sq",
  terrace: "ter",
  circle: "cir",
  east: "e",
  west: "w",
  north: "n",
  south: "s",
};

/** A street line compared word by word with the usual abbreviations: "169 East Beck Street" = "169 E Beck St". */
export function normalizeStreet(line: string): string {
  return line
    .toLowerCase()
    .replace(/[.,#]/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => streetWords[word] ?? word)
    .join(" ");
}

/** The house number and street of one of the guide's addresses ("169 E Beck St, Columbus, OH 43206" -> "169 E Beck St"). */
const streetLineOf = (address: string) => address.split(",")[0]!.trim();

/** The last ten digits of a phone number: "(614) 228-4343" and "+1 614-228-4343" are one number. */
const phoneDigits = (phone: string) => phone.replace(/\D/g, "").slice(-10);

/** A website compared without its scheme, "www.", case of the host or a trailing slash. */
function comparableUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname.replace(/^www\./, "")}${parsed.pathname.replace(/\/+$/, "")}${parsed.search}`;
  } catch {
    return url.trim().toLowerCase();
  }
}

/**
 * Whether two `opening_hours` texts say the same hours: equal but for spaces, or read by the guide's own
 * reader (decision 038) into the same days and times for the coming year from `from` at `point`
 * ("Sa,Su" and "Sa-Su" are one thing; "Jan 01 off" is not nothing). Null when either cannot be read.
 */
export function sameHours(
  a: string,
  b: string,
  point: { lat: number; lng: number },
  from: CalendarDate,
): boolean | null {
  const squeeze = (text: string) =>
    text
      .replace(/\s+/g, " ")
      .replace(/\s*([;,-])\s*/g, "$1")
      .trim();
  if (squeeze(a) === squeeze(b)) return true;
  try {
    return JSON.stringify(compactHours(a, point, from)) === JSON.stringify(compactHours(b, point, from));
  } catch {
    return null;
  }
}

/** The day in the city now: where the comparison of hours starts. */
export const cityToday = (now: Date): CalendarDate => zonedMoment(now, city.timeZone).date;

/** A place of the guide and how far from it an element is. */
export interface Match {
  place: GuidePlace;
  metres: number;
}

/**
 * The place of the guide an element is, or null: among the places with a similar name
 * ({@link similarNames}) within {@link matchRadiusM} ({@link estimatedMatchRadiusM} from a point
 * estimated from the address), or within {@link sameStreetRadiusM} at the same house number and
 * street, the nearest. A same-named place farther away is another place (a second branch).
 */
export function matchOf(place: OsmPlace, guide: readonly GuidePlace[]): Match | null {
  let best: Match | null = null;
  for (const candidate of guide) {
    if (!similarNames(place.name, candidate.name)) continue;
    const metres = distanceKm({ lat: place.lat, lng: place.lng }, candidate.geo) * 1000;
    const radius = candidate.geo.source === estimatedFromAddress ? estimatedMatchRadiusM : matchRadiusM;
    const sameStreet =
      place.street !== null &&
      candidate.address !== null &&
      normalizeStreet(place.street) === normalizeStreet(streetLineOf(candidate.address));
    if (metres > radius && !(sameStreet && metres <= sameStreetRadiusM)) continue;
    if (!best || metres < best.metres) best = { place: candidate, metres };
  }
  return best;
}

/** A fact of a known place that OpenStreetMap states otherwise (or states where the guide says nothing). */
export interface FieldChange {
  field: Extract<CorrectionField, "phone" | "website" | "address" | "hours">;
  /** OpenStreetMap's value as it has it (hours: the `opening_hours` text verbatim). */
  value: string;
  /** What the guide says now, as text ("not known" when it says nothing). */
  guideValue: string;
}

/**
 * The facts an element states differently from the guide's place: phone, website, address and hours,
 * each only when OpenStreetMap has it and it differs (numbers by their digits, websites without scheme
 * or "www.", addresses by house number and street with the usual abbreviations, hours by what they say
 * from `today` on, {@link sameHours}). Hours the guide's reader cannot read are suggested only where the
 * guide has none (`uncompared` says so otherwise).
 */
export function changesOf(
  place: OsmPlace,
  guide: GuidePlace,
  today: CalendarDate,
): { changes: FieldChange[]; uncompared: string[] } {
  const changes: FieldChange[] = [];
  const uncompared: string[] = [];
  const notKnown = "not known";
  if (place.phone && (!guide.phone || phoneDigits(place.phone) !== phoneDigits(guide.phone)))
    changes.push({ field: "phone", value: place.phone, guideValue: guide.phone || notKnown });
  if (place.website && (!guide.website || comparableUrl(place.website) !== comparableUrl(guide.website)))
    changes.push({ field: "website", value: place.website, guideValue: guide.website || notKnown });
  if (
    place.street &&
    place.address &&
    (!guide.address || normalizeStreet(place.street) !== normalizeStreet(streetLineOf(guide.address)))
  )
    changes.push({ field: "address", value: place.address, guideValue: guide.address ?? notKnown });
  if (place.openingHours) {
    if (!guide.openingHours) changes.push({ field: "hours", value: place.openingHours, guideValue: notKnown });
    else {
      const same = sameHours(place.openingHours, guide.openingHours, guide.geo, today);
      if (same === null) uncompared.push(`hours "${place.openingHours}" (the guide's reader cannot read them)`);
      else if (!same) changes.push({ field: "hours", value: place.openingHours, guideValue: guide.openingHours });
    }
  }
  return { changes, uncompared };
}

/** What the desk is offered: a new place, or one fact of a known place. `ref` is unique per element (and field). */
export type Suggestion =
  | { kind: "listing"; ref: string; place: OsmPlace }
  | { kind: "correction"; ref: string; place: OsmPlace; slug: string; guideName: string; change: FieldChange };

/** The desk's key of an element's suggestion: `osm:node/123`, or `osm:node/123:phone` for one fact of a known place. */
export const suggestionRef = (element: string, field?: string) => `osm:${element}${field ? `:${field}` : ""}`;

/** How many facts an element states: of two elements for one place, the fuller one is kept. */
const factCount = (place: OsmPlace) =>
  [place.address, place.phone, place.website, place.cuisine, place.openingHours, place.wheelchair].filter(Boolean)
    .length;

/**
 * product §17.5: the desk's suggestions from OpenStreetMap's places. An element that is a place of the
 * guide ({@link matchOf}) gives one correction per differing fact ({@link changesOf}); when several
 * elements are one place (a node and its building), the nearest is taken. An element that is no place of
 * the guide is a suggested place, once: of elements with similar names within {@link matchRadiusM} of each
 * other the fuller is kept. Nothing is suggested for a place the guide lists as closed. Hours are
 * compared from the day `now` is in the city. `notes` says, one a line, what was left out and why.
 */
export function suggestionsOf(
  places: readonly OsmPlace[],
  guide: readonly GuidePlace[],
  now = new Date(),
): { suggestions: Suggestion[]; notes: string[] } {
  const today = cityToday(now);
  const notes: string[] = [];
  const matched = new Map<string, { place: OsmPlace; match: Match }>();
  const unmatched: OsmPlace[] = [];
  for (const place of places) {
    const match = matchOf(place, guide);
    if (!match) {
      unmatched.push(place);
      continue;
    }
    const taken = matched.get(match.place.slug);
    if (taken && taken.match.metres <= match.metres) {
      notes.push(
        `${place.element} "${place.name}": also ${match.place.slug}; the nearer ${taken.place.element} is taken`,
      );
      continue;
    }
    if (taken)
      notes.push(
        `${taken.place.element} "${taken.place.name}": also ${match.place.slug}; the nearer ${place.element} is taken`,
      );
    matched.set(match.place.slug, { place, match });
  }

  const suggestions: Suggestion[] = [];
  for (const { place, match } of matched.values()) {
    const guidePlace = match.place;
    if (guidePlace.status === "closed") {
      notes.push(`${place.element} "${place.name}": ${guidePlace.slug}, which the guide lists as closed`);
      continue;
    }
    const { changes, uncompared } = changesOf(place, guidePlace, today);
    for (const what of uncompared) notes.push(`${place.element} "${place.name}" (${guidePlace.slug}): ${what}`);
    if (changes.length === 0 && uncompared.length === 0)
      notes.push(`${place.element} "${place.name}": ${guidePlace.slug}, nothing differs`);
    for (const change of changes)
      suggestions.push({
        kind: "correction",
        ref: suggestionRef(place.element, change.field),
        place,
        slug: guidePlace.slug,
        guideName: guidePlace.name,
        change,
      });
  }

  const kept: OsmPlace[] = [];
  for (const place of unmatched) {
    const twin = kept.findIndex(
      (other) =>
        similarNames(other.name, place.name) &&
        distanceKm(other, { lat: place.lat, lng: place.lng }) * 1000 <= matchRadiusM,
    );
    if (twin < 0) {
      kept.push(place);
      continue;
    }
    const [keep, drop] = factCount(place) > factCount(kept[twin]!) ? [place, kept[twin]!] : [kept[twin]!, place];
    kept[twin] = keep;
    notes.push(`${drop.element} "${drop.name}": the same place as ${keep.element}, which states more`);
  }
  for (const place of kept) suggestions.push({ kind: "listing", ref: suggestionRef(place.element), place });
  return { suggestions, notes };
}
