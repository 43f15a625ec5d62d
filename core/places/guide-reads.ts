/**
 * Decision 050: what a route's loader reads of the guide, declared by the route itself
 * (`export const handle = { reads: ["listed"] } satisfies GuideReads;` in app/routes/*). The publisher renders a
 * route's page again when a change touches what it reads (render/dependents.ts), so this is the one place the
 * question "which pages show this place?" is answered for the fixed routes; a route whose loader reads nothing of the
 * places declares `reads: []`. A test (render/dependents.test.ts) holds every route with a loader to a declaration.
 */
export type GuideRead =
  /**
   * The cards of one list (a list data key of core/categories.ts: "all", "coffee", "trending", a category's): a
   * listed place of it added, gone or changed in any field.
   */
  | `cards:${string}`
  /** Which places are listed, with their slugs, types and neighborhoods (counts, the lists' files, the sitemap). */
  | "listed"
  /** Any field of any place (the hosts of every website and photo). */
  | "every-place"
  /** How many place-name files there are (product §15.7). */
  | "place-names"
  /** The monthly tally of visitors' reviews (product §19.9). */
  | "review-tally"
  /**
   * Decision 083: the guide's events and their dates (`/events`, the feeds, the home page's "Tonight in Columbus"):
   * an event added, gone or changed. An event's own pages are found by path (render/dependents.ts).
   */
  | "events"
  /**
   * The route's paths carry a place, a list or a file (`/place/:slug`, a list's neighborhood pages, a list's
   * files): render/dependents.ts finds the ones a change touches from the categories table and the place.
   */
  | "by-path";

/** A route's `handle`, as far as the renderer reads it. */
export interface GuideReads {
  reads: readonly GuideRead[];
}

/** Whether a route module's `handle` declares what it reads (the renderer's check of a release's routes). */
export function isGuideReads(handle: unknown): handle is GuideReads {
  return (
    typeof handle === "object" &&
    handle !== null &&
    Array.isArray((handle as { reads?: unknown }).reads) &&
    (handle as { reads: unknown[] }).reads.every((read) => typeof read === "string")
  );
}
