import type { PlaceType } from "~/features/places/place-schema";

/** One kind of place the guide covers, with the page that lists it (product §2 route table). */
export interface GuideSection {
  /** Plural, lower case, for running text: "clubs and bars". */
  noun: string;
  singular: string;
  to: string;
  types: readonly PlaceType[];
}

/** product §1: restaurants, clubs and bars, attractions and coffee shops, with their pages. */
export const guideSections: readonly GuideSection[] = [
  { noun: "restaurants", singular: "restaurant", to: "/restaurants", types: ["restaurant"] },
  { noun: "clubs and bars", singular: "club or bar", to: "/clubs-and-bars", types: ["club", "bar"] },
  { noun: "attractions", singular: "attraction", to: "/attractions", types: ["attraction"] },
  { noun: "coffee shops", singular: "coffee shop", to: "/coffee", types: ["coffee"] },
];

/** A guide section and how many places it has. */
export interface SectionCount {
  /** "20 restaurants", "1 coffee shop". */
  label: string;
  to: string;
  count: number;
}

/** How many places of each {@link guideSections} entry the content holds (for the about page, at build time). */
export function countSections(places: readonly { type: PlaceType }[]): SectionCount[] {
  return guideSections.map((section) => {
    const count = places.filter((place) => section.types.includes(place.type)).length;
    return { label: `${count} ${count === 1 ? section.singular : section.noun}`, to: section.to, count };
  });
}
