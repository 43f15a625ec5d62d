/**
 * product §3: the five place types, the `type` field of every place record. They sit at the bottom of
 * the import direction (lib) because the categories table ({@link ./categories}) groups them into
 * pages; the place schema re-exports them.
 */
export const placeTypes = ["restaurant", "bar", "club", "attraction", "coffee"] as const;

/** One of {@link placeTypes}. */
export type PlaceType = (typeof placeTypes)[number];
