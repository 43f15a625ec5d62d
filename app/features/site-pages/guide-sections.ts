import { categories, typesOf, type Category } from "#core/categories.ts";
import type { PlaceType } from "#core/place-types.ts";

/** A category of the guide and how many places it has. */
export interface SectionCount {
  /** "20 restaurants", "1 coffee shop". */
  label: string;
  to: string;
  count: number;
}

/**
 * How many places of each category (product §1: restaurants, clubs and bars, attractions and coffee
 * shops) the content holds, in the table's order, worded for running text (for the about page, at build time).
 */
export function countSections(
  places: readonly { type: PlaceType }[],
  rows: readonly Category[] = categories,
): SectionCount[] {
  return rows.map((row) => {
    const types = typesOf(row);
    const count = places.filter((place) => types.includes(place.type)).length;
    return { label: `${count} ${count === 1 ? row.proseNoun.one : row.proseNoun.other}`, to: row.path, count };
  });
}
