import type { Route } from "./+types/list-data";
import { listDataForPath } from "~/features/lists/data/list-data.server";
import type { GuideReads } from "#core/places/guide-reads.ts";

/** What the loader reads of the guide (core/places/guide-reads.ts): a list's file: render/dependents.ts finds the files of a changed place's bucket. */
export const handle = { reads: ["by-path"] } satisfies GuideReads;

/** /data/lists/{key}-{bucket}.json, pre-rendered at build time (resource route): a paged list's whole data. */
export function loader({ request }: Route.LoaderArgs) {
  const json = listDataForPath(new URL(request.url).pathname);
  if (json === undefined) throw new Response("Not Found", { status: 404 });
  return new Response(json, { headers: { "Content-Type": "application/json; charset=utf-8" } });
}
