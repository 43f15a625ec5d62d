import { distanceKm } from "#core/geo.ts";

/** A point in WGS 84 degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** Kilometres in a statute mile (exact by definition). */
const kmPerMile = 1.609344;

/**
 * Great-circle distance in statute miles between two points (haversine on a sphere of the Earth's
 * mean radius, 6371 km; the same formula the content test uses for neighborhoods). Good to about
 * 0.5 %, far finer than "0.8 mi" shows.
 */
export function distanceMiles(a: LatLng, b: LatLng): number {
  return distanceKm(a, b) / kmPerMile;
}

/**
 * Product §13's distance label on a card: one decimal under 10 miles ("0.8 mi", "9.4 mi"), whole miles
 * from 10 ("12 mi"), and "< 0.1 mi" for a place next door. Negative or non-finite input is a bug
 * of the caller: it throws a RangeError.
 */
export function formatMiles(miles: number): string {
  if (!Number.isFinite(miles) || miles < 0) throw new RangeError(`not a distance: ${miles}`);
  const tenths = Math.round(miles * 10) / 10;
  if (tenths < 0.1) return "< 0.1 mi";
  if (tenths < 10) return `${tenths.toFixed(1)} mi`;
  return `${Math.round(miles)} mi`;
}

/**
 * The places with a point, nearest first, each with its distance in miles from `from`; places
 * without a point follow in their given order (they cannot be placed). Stable for equal distances.
 */
export function sortByDistance<T extends { geo?: LatLng }>(
  places: readonly T[],
  from: LatLng,
): { place: T; miles?: number }[] {
  const withPoint: { place: T; miles: number }[] = [];
  const without: { place: T; miles?: number }[] = [];
  for (const place of places) {
    if (place.geo) withPoint.push({ place, miles: distanceMiles(from, place.geo) });
    else without.push({ place });
  }
  withPoint.sort((a, b) => a.miles - b.miles);
  return [...withPoint, ...without];
}
