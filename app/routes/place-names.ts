import type { Route } from "./+types/place-names";
import { placeNamesForPath } from "~/features/contact/place-names.server";

/** /data/place-names/{n}.json, pre-rendered at build time (resource route): slug -> name of a share of the places. */
export function loader({ request }: Route.LoaderArgs) {
  const json = placeNamesForPath(new URL(request.url).pathname);
  if (json === undefined) throw new Response("Not Found", { status: 404 });
  return new Response(json, { headers: { "Content-Type": "application/json; charset=utf-8" } });
}
