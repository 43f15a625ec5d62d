/**
 * Which process of the build renders which place page (render/place-pages.ts), in a module of its own that
 * imports nothing: react-router.config.ts reads it.
 */

/** A place's two pages, `/place/{slug}` and its public history, in the order they are rendered. */
export const placePagePaths = (slug: string): string[] => [`/place/${slug}`, `/place/${slug}/history`];

/**
 * The places whose pages React Router pre-renders itself (react-router.config.ts): the guide's first. With `ssr:
 * false` a route with a loader that has no pre-rendered page fails React Router's build, so each place route keeps
 * one; the build's processes render every other place's.
 */
export const prerenderedPlaces = <T extends { slug: string }>(places: readonly T[]): T[] => places.slice(0, 1);
