import { distanceKm } from "../geo";

/**
 * Where the guide's neighborhoods lie, as circles: a centre (WGS 84 degrees) and a radius in km that
 * holds the neighborhood with some room. The content test checks every place's `geo` point against
 * its neighborhood's circle and the Columbus area, so a slipped digit in a coordinate (0.1 degree is
 * about 11 km) fails the build. The circles are a plausibility bound, not facts shown to visitors:
 * centres are rounded to about 100 m and radii generous, so a point placed from the street address
 * always passes. A neighborhood missing here is checked against the Columbus area only.
 */
export interface Area {
  lat: number;
  lng: number;
  radiusKm: number;
}

/** The Columbus area the guide covers: downtown Columbus and 40 km around (Dublin, Powell, Delaware County). */
export const columbusArea: Area = { lat: 39.9612, lng: -82.9988, radiusKm: 40 };

/** Neighborhood name (as places spell it) to its circle. "Various Locations" has none on purpose. */
export const neighborhoodAreas: Readonly<Record<string, Area>> = {
  "Arena District": { lat: 39.9695, lng: -83.006, radiusKm: 1.2 },
  Bexley: { lat: 39.9665, lng: -82.9365, radiusKm: 2.5 },
  "Brewery District": { lat: 39.947, lng: -83.0, radiusKm: 1.0 },
  Campus: { lat: 40.003, lng: -83.013, radiusKm: 2.5 },
  Clintonville: { lat: 40.037, lng: -83.015, radiusKm: 3.0 },
  "Delaware County": { lat: 40.25, lng: -83.0, radiusKm: 25 },
  Downtown: { lat: 39.9612, lng: -82.9988, radiusKm: 2.0 },
  Dublin: { lat: 40.099, lng: -83.114, radiusKm: 5.0 },
  Easton: { lat: 40.05, lng: -82.915, radiusKm: 2.0 },
  "Franklin Park": { lat: 39.9655, lng: -82.955, radiusKm: 1.2 },
  Franklinton: { lat: 39.957, lng: -83.015, radiusKm: 1.5 },
  Gahanna: { lat: 40.019, lng: -82.879, radiusKm: 4.0 },
  "German Village": { lat: 39.9506, lng: -82.9946, radiusKm: 1.5 },
  "Grandview Heights": { lat: 39.983, lng: -83.042, radiusKm: 2.0 },
  "Harrison West": { lat: 39.984, lng: -83.014, radiusKm: 1.2 },
  "Italian Village": { lat: 39.978, lng: -82.995, radiusKm: 1.0 },
  "Northwest Side": { lat: 40.065, lng: -83.065, radiusKm: 4.0 },
  "Old North": { lat: 40.015, lng: -83.007, radiusKm: 1.8 },
  "Olde Towne East": { lat: 39.962, lng: -82.97, radiusKm: 1.5 },
  Powell: { lat: 40.158, lng: -83.075, radiusKm: 6.0 },
  "Short North": { lat: 39.9775, lng: -83.003, radiusKm: 1.8 },
  "University District": { lat: 40.003, lng: -83.013, radiusKm: 2.5 },
  "Upper Arlington": { lat: 40.03, lng: -83.065, radiusKm: 5.0 },
  "Victorian Village": { lat: 39.98, lng: -83.01, radiusKm: 1.2 },
  Westerville: { lat: 40.126, lng: -82.929, radiusKm: 4.0 },
  Worthington: { lat: 40.093, lng: -83.018, radiusKm: 3.0 },
};

/** True when the point lies within the area's circle. */
export function isWithin(point: { lat: number; lng: number }, area: Area): boolean {
  return distanceKm(point, area) <= area.radiusKm;
}
