/**
 * product §14.1: a shared list of places as a link, `/saved?ids=101,205` (place ids in order, the guide's
 * stable keys). Reading one back skips every entry that is not a whole number or not a place of this
 * guide, and counts what it skipped; it never throws.
 */
export function sharedListPath(ids: readonly number[]): string {
  return `/saved?ids=${ids.join(",")}`;
}

/**
 * The places of a shared `ids` value, in its order, each once, and how many entries were skipped
 * (malformed, unknown or repeated). `byId` maps the guide's place ids to what is shown.
 */
export function parseSharedIds<T>(value: string, byId: ReadonlyMap<number, T>): { places: T[]; skipped: number } {
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const seen = new Set<number>();
  const places: T[] = [];
  for (const entry of entries) {
    const id = /^\d{1,9}$/.test(entry) ? Number(entry) : NaN;
    const place = byId.get(id);
    if (place === undefined || seen.has(id)) continue;
    seen.add(id);
    places.push(place);
  }
  return { places, skipped: entries.length - places.length };
}
