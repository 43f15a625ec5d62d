import { Accessibility } from "lucide";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { ExternalLink } from "~/components/external-link";
import { Reveal } from "~/components/reveal";
import { correctionHref, formatDate } from "./facts";
import type { Place } from "#core/places/place-schema.ts";
import { factLabels, factValueText, factsAskedFor, type FactKey } from "#core/places/fact-words.ts";
import type { FactSource, PlaceFact } from "#core/places/place-facts.ts";

/** product §10.6: the heading of the place page's facts section. */
export const knownFactsHeading = "Good to Know";

const linkClass = "text-primary underline underline-offset-4 hover:decoration-2";

/**
 * A fact's source, as the place page says it under the value: "Source: Columbus Monthly, February 10, 2020", the
 * publisher linked to its page; a correction accepted at the desk has no page ("Source: A visitor's correction,
 * November 20, 2026").
 */
function FactSourceLine({ source }: { source: FactSource }) {
  return (
    <span className="mt-0.5 block text-xs text-muted-foreground">
      Source:{" "}
      {source.url ? (
        <ExternalLink href={source.url} className="underline underline-offset-4 hover:text-stone-900">
          {source.publisher}
        </ExternalLink>
      ) : (
        source.publisher
      )}
      {source.date && `, ${formatDate(source.date)}`}
    </span>
  );
}

/** A known fact's value: words, or for the menu a link to it; reservations with "Book online" when known. */
function FactValue({ factKey, fact, booking }: { factKey: FactKey; fact: PlaceFact; booking?: PlaceFact }) {
  if (factKey === "website:menu")
    return (
      <ExternalLink href={fact.value} className={linkClass}>
        See the menu
      </ExternalLink>
    );
  return (
    <>
      {factValueText(factKey, fact.value)}
      {factKey === "reservation" && booking && (
        <>
          {" · "}
          <ExternalLink href={booking.value} className={linkClass}>
            Book online
          </ExternalLink>
        </>
      )}
    </>
  );
}

/**
 * product §10.6: the place page's "Good to Know": each fact the page asks about for the place's type
 * (`factsAskedFor`: step-free access and the toilet; for places to eat and drink also diets, menu and reservations),
 * its value in words with its source and date, or "Not known" with "Know? Tell us" to the place's correction form,
 * the fact chosen there (`/contact?place={slug}&fact={key}`, product §16.2).
 */
export function KnownFacts({ place }: { place: Pick<Place, "type" | "slug" | "facts"> }) {
  const facts = place.facts ?? {};
  const booking = facts["website:booking"];
  return (
    <Reveal later aria-labelledby="known-facts-heading" className="mt-6 rounded-xl border p-6">
      <h2 id="known-facts-heading" className="flex items-center gap-2 text-xl font-semibold">
        <Icon node={Accessibility} className="size-5 text-primary" aria-hidden="true" />
        {knownFactsHeading}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-4 text-sm sm:gap-x-6 lg:grid-cols-4">
        {factsAskedFor(place.type).map((key) => {
          const fact = facts[key];
          const label = factLabels[key];
          return (
            <div key={key} data-fact={key} data-known={fact ? "yes" : "no"}>
              <dt className="font-medium text-stone-900">{label}</dt>
              <dd className="mt-0.5 text-stone-800">
                {fact ? (
                  <>
                    <FactValue factKey={key} fact={fact} booking={booking} />
                    <FactSourceLine source={fact.source} />
                  </>
                ) : (
                  <>
                    <span className="text-muted-foreground">Not known.</span>{" "}
                    <Link to={correctionHref(place.slug, key)} className={linkClass}>
                      Know? Tell us<span className="sr-only"> about {label.toLowerCase()}</span>
                    </Link>
                  </>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </Reveal>
  );
}
