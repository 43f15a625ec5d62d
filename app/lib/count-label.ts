/**
 * product §2 count wording: "N Restaurant(s) Found", singular for exactly one; `noun` is a category's `noun`
 * (core/categories.ts). The list pages, /search, /coffee, the neighborhood pages and the lists' first-paint
 * script all say it this way; a module of its own so that the first-paint script carries no table.
 */
export function countLabel(count: number, noun: { one: string; other: string }): string {
  return `${count} ${count === 1 ? noun.one : noun.other} Found`;
}

/** The visitor's saved places counted (product §14.1): "1 saved place", "2 saved places". */
export function savedPlacesLabel(count: number): string {
  return `${count} saved ${count === 1 ? "place" : "places"}`;
}
