/** Product §13: the words the results map and Near me show, in one place (read by the browser tests too). */

/** Over a map whose tiles could not load (offline, blocked). */
export const tilesFailedNote = "Map tiles could not load; markers still show where places are.";

/** What the visitor reads when no location comes back; the list stays as it was. */
export const nearMeMessages = {
  denied: "We couldn't get your location, so the list is unchanged. You can allow location in your browser's settings.",
  failed: "We couldn't get your location in time, so the list is unchanged. Please try again.",
  unsupported: "Your browser can't share its location, so the list is unchanged.",
} as const;
