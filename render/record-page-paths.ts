/**
 * Which pages and files of the build React Router pre-renders and which the build's own processes render
 * (render/record-pages.ts, decisions 058 and 097), in a module of its own that imports nothing: react-router.config.ts
 * reads it.
 *
 * A record is one place or event, or one page of a paged list, with the paths it owns (a place's page and history,
 * an event's page, history and `.ics`, a place's feed, an `/events` page): its kind's route, with a parameter, takes
 * one record a path. There are as many as the guide has records (at 50,000 places and 20,000 events, 50,000 + 20,000
 * + 16,377 feeds + 1,012 pages), and React Router's pre-render, which runs on one core, took 3.3 ms of it a page
 * (decision 058): the build's processes render them on every core.
 */

/** A place's two pages, `/place/{slug}` and its public history, in the order they are rendered. */
export const placePagePaths = (slug: string): string[] => [`/place/${slug}`, `/place/${slug}/history`];

/** The records of one kind (one route or a route and its twins), each as its paths, in the guide's order. */
export type RecordKind = readonly (readonly string[])[];

/**
 * Decision 097: splits the records of each kind between React Router's pre-render and the build's processes. The
 * first record of each kind goes to React Router (the guide's first place, its first event...: with `ssr: false` a
 * route with a loader and no pre-rendered path fails React Router's build, "Invalid route exports"); every other
 * record goes to the processes, which take every n-th of the list ({@link recordsOfShard}).
 * `prerendered`: the paths for React Router; `records`: the others' paths, one array a record, kinds in order.
 */
export function splitRecords(kinds: readonly RecordKind[]): { prerendered: string[]; records: string[][] } {
  return {
    prerendered: kinds.flatMap((kind) => kind.slice(0, 1).flatMap((record) => [...record])),
    records: kinds.flatMap((kind) => kind.slice(1).map((record) => [...record])),
  };
}

/** The records process `shard` of `shards` renders: every `shards`-th from `shard`, so kinds spread evenly. */
export const recordsOfShard = <T>(records: readonly T[], shard: number, shards: number): T[] =>
  records.filter((_, index) => index % shards === shard);

/**
 * Whether a record's path names a file its route answers whole (`/events/{slug}/event.ics`, `/place/{slug}/events.ics`)
 * rather than a page with its `.data` (dependents.ts sorts a change's paths by the same rule).
 */
export const isFilePath = (path: string): boolean => /\.[a-z]+$/.test(path);
