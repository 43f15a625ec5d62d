import { ExternalLink as ExternalLinkIcon, MessageSquareWarning, OctagonX } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { correctionHref, factsCheckedLabel, formatDate, isOpenStreetMapSource, openStreetMapCopyright } from "./facts";
import { PlaceGrid } from "./place-card";
import type { BriefSummary, Place, Source } from "#core/places/place-schema.ts";
import { ExternalLink } from "~/components/external-link";
import { Reveal } from "~/components/reveal";
import { listPathFor } from "#core/categories.ts";

/**
 * product §10.1: "Facts checked {Month YYYY}" (from checkedOn) and the "Suggest a correction" link to the
 * contact form with the place named (`/contact?place={slug}`).
 */
export function FactsLine({ place }: { place: Pick<Place, "slug" | "checkedOn" | "name" | "status"> }) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
      <span data-facts-checked>
        <time dateTime={place.checkedOn}>{factsCheckedLabel(place.checkedOn)}</time>
        {" · "}
        <a href="#sources-heading" className="underline underline-offset-4 hover:text-stone-900">
          Sources
        </a>
      </span>
      <Link
        to={correctionHref(place.slug)}
        className="inline-flex items-center gap-1 underline underline-offset-4 hover:text-stone-900"
      >
        <Icon node={MessageSquareWarning} className="size-4" aria-hidden="true" />
        Suggest a correction<span className="sr-only"> to {place.name}</span>
      </Link>
    </p>
  );
}

/**
 * One source as a list item: publisher, linked title (new tab, no opener or referrer) and date when known;
 * after a source from OpenStreetMap, its credit "© OpenStreetMap contributors" linked to its copyright page
 * (product §10.1, the ODbL's attribution).
 */
function SourceItem({ source }: { source: Source }) {
  return (
    <li className="leading-relaxed">
      <span className="font-medium text-stone-900">{source.publisher}</span>
      {": "}
      {source.url ? (
        <ExternalLink
          href={source.url}
          className="inline break-words text-primary underline underline-offset-4 hover:decoration-2"
        >
          {source.title}
          <Icon node={ExternalLinkIcon} className="ml-1 inline size-3.5 align-[-0.125em]" aria-hidden="true" />
        </ExternalLink>
      ) : (
        source.title
      )}
      {source.date && (
        <>
          {", "}
          <time dateTime={source.date} className="text-muted-foreground">
            {formatDate(source.date)}
          </time>
        </>
      )}
      {isOpenStreetMapSource(source) && (
        <>
          {" ("}
          <ExternalLink
            href={openStreetMapCopyright}
            note="OpenStreetMap's copyright and licence, opens in a new tab"
            className="text-primary underline underline-offset-4 hover:decoration-2"
          >
            © OpenStreetMap contributors
          </ExternalLink>
          {")"}
        </>
      )}
    </li>
  );
}

/** product §10.1: the sources of a place's facts, with when they were last checked. */
export function PlaceSources({ place }: { place: Pick<Place, "sources" | "checkedOn" | "slug" | "name"> }) {
  return (
    <Reveal later aria-labelledby="sources-heading" className="mt-6 rounded-xl border p-6">
      <h2 id="sources-heading" className="scroll-mt-24 text-xl font-semibold">
        Sources
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        What this page says comes from these sources. {factsCheckedLabel(place.checkedOn)}.
      </p>
      <ul className="mt-4 list-disc space-y-2 pl-5 text-sm">
        {place.sources.map((source) => (
          <SourceItem key={source.url ?? `${source.title} ${source.date}`} source={source} />
        ))}
      </ul>
      <p className="mt-4 text-sm">
        Something out of date?{" "}
        <Link to={correctionHref(place.slug)} className="text-primary underline underline-offset-4">
          Suggest a correction
        </Link>
        . Every change to this page, with its source:{" "}
        <Link to={`/place/${place.slug}/history`} className="text-primary underline underline-offset-4">
          its history
        </Link>
        .
      </p>
    </Reveal>
  );
}

/** "closed permanently on September 20, 2025" or "in September 2025" for a month. */
function closedWhen(closedOn: string): string {
  return `${/^\d{4}-\d{2}-\d{2}$/.test(closedOn) ? "on" : "in"} ${formatDate(closedOn)}`;
}

/** The meta description of a closed place's page. */
export function closedPlaceDescription(place: Pick<Place, "name" | "category" | "neighborhood" | "closedOn">): string {
  return `${place.name}, a ${place.category.toLowerCase()} in ${place.neighborhood}, closed permanently${place.closedOn ? ` ${closedWhen(place.closedOn)}` : ""}.`;
}

/**
 * product §10.2: the page of a closed place. It stays at its URL and says "Permanently closed" with the
 * date, links to up to three similar open places, and shows its sources; it carries nothing of an open
 * business: no Call Now, website or directions buttons, hours, rating, review count, description or map. Its
 * visitors' reviews (`reviews`, the section as drawn) stay (product §19.6), after the similar places.
 */
export function ClosedPlaceDetail({
  place,
  similar,
  reviews,
}: {
  place: Place;
  similar: readonly BriefSummary[];
  reviews?: ReactNode;
}) {
  return (
    <>
      <header className="flex flex-col gap-3">
        <p className="inline-flex w-fit items-center gap-2 rounded-md bg-stone-900 px-3 py-1 text-sm font-semibold text-white">
          <Icon node={OctagonX} className="size-4" aria-hidden="true" />
          Permanently closed
        </p>
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{place.name}</h1>
        <p className="text-lg text-muted-foreground">
          {place.category} · {place.neighborhood}
        </p>
        <p className="max-w-prose text-stone-800" data-closed-on={place.closedOn}>
          {place.name} closed permanently
          {place.closedOn && (
            <>
              {" "}
              {/^\d{4}-\d{2}-\d{2}$/.test(place.closedOn) ? "on" : "in"}{" "}
              <time dateTime={place.closedOn}>{formatDate(place.closedOn)}</time>
            </>
          )}
          . The guide no longer lists it; this page stays so that links to it still lead somewhere.
        </p>
        <FactsLine place={place} />
      </header>

      <section aria-labelledby="similar-heading" className="mt-10">
        <h2 id="similar-heading" className="text-2xl font-bold tracking-tight text-stone-900">
          Similar places that are open
        </h2>
        {similar.length > 0 ? (
          <div className="mt-6">
            <PlaceGrid places={similar} headingLevel="h3" options={{ typeChip: true }} label="Similar open places" />
          </div>
        ) : (
          <p className="mt-4">
            <Link to={listPathFor(place.type)} className="text-primary underline underline-offset-4">
              See the places the guide lists
            </Link>
          </p>
        )}
      </section>

      {reviews}

      <PlaceSources place={place} />
    </>
  );
}
