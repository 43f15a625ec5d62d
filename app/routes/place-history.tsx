import { redirect } from "react-router";
import type { Route } from "./+types/place-history";
import { currentGuide } from "#core/places/guide.server.ts";
import { getPlaceBySlug, hoursReadOn } from "#core/places/places.server.ts";
import { historyInWords } from "#core/places/history-words.server.ts";
import { historyMeta, RecordHistory, type HistoryPageData } from "~/features/places/record-history";
import { unknownPlaceTarget } from "~/components/unknown-place";
import type { GuideReads } from "#core/places/guide-reads.ts";

/** What the loader reads of the guide (core/places/guide-reads.ts): its place's history. */
export const handle = { reads: ["by-path"] } satisfies GuideReads;

/**
 * Build time (and the publisher): a place's public history (decision 050) in the place page's words (hours as its
 * Hours of Operation say them for the week the guide reads, none of the guide's workings). Only known slugs are
 * pre-rendered.
 */
export function loader({ params }: Route.LoaderArgs): HistoryPageData {
  const place = getPlaceBySlug(params.slug);
  if (!place) throw redirect(unknownPlaceTarget);
  return {
    of: { name: place.name, path: `/place/${place.slug}` },
    versions: historyInWords(currentGuide().historyOf(place.id), place.geo, hoursReadOn()),
  };
}

export const meta: Route.MetaFunction = historyMeta;

export default function PlaceHistoryRoute({ loaderData }: Route.ComponentProps) {
  return <RecordHistory {...loaderData} />;
}
