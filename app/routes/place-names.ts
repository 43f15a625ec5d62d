import type { Route } from "./+types/place-names";
import { placeNamesForPath } from "~/features/contact/place-names.server";
import type { GuideReads } from "#core/places/guide-reads.ts";

/** What the loader reads of the guide (core/places/guide-reads.ts): a place-name file: render/dependents.ts finds the file of a changed name. */
export const handle = { reads: ["by-path"] } satisfies GuideReads;

/** /data/place-names/{n}.json, pre-rendered at build time (resource route): slug -> name of a share of the places. */
export function loader({ request }: Route.LoaderArgs) {
  const json = placeNamesForPath(new URL(request.url).pathname);
  if (json === undefined) throw new Response("Not Found", { status: 404 });
  return new Response(json, { headers: { "Content-Type": "application/json; charset=utf-8" } });
}
