import { Link } from "react-router";
import type { SectionCount } from "./guide-sections";
import { InfoPage, InfoSection, textLinkClass, type InfoSectionRef } from "./info-page";
import { ratingScale } from "~/features/places";
import { site } from "#core/site-config.ts";

/** The about page's heading, subtitle and meta description. */
export const aboutPage = {
  title: "About Us",
  subtitle: `A free, ad-free guide to the best of ${site.city}`,
  description: `About ${site.name}: a free, ad-free guide to restaurants, clubs, bars, attractions and coffee in ${site.city}, ${site.region}, and how its places are chosen.`,
} as const;

/** "a, b, c and d", each a link. */
function SectionLinks({ counts }: { counts: readonly SectionCount[] }) {
  return counts.map((section, index) => (
    <span key={section.to}>
      {index > 0 && (index === counts.length - 1 ? " and " : ", ")}
      <Link to={section.to} className={textLinkClass}>
        {section.label}
      </Link>
    </span>
  ));
}

/** The page's sections, in order. */
const sections = {
  whatItIs: { id: "what-it-is", title: `What ${site.name} is` },
  howPlacesAreChosen: { id: "how-places-are-chosen", title: "How places are chosen" },
  ratings: { id: "ratings", title: "How to read a rating" },
  facts: { id: "facts-and-sources", title: "Facts, sources and photos" },
  stillGrowing: { id: "still-growing", title: "Still growing" },
} satisfies Record<string, InfoSectionRef>;

/**
 * Footer page /about: what the guide is (product §1), how places are chosen, and that it is growing
 * (product §1: new places every week). Counts come from the content at build time.
 * @param counts places per kind, e.g. "20 restaurants" linking to /restaurants
 */
export function AboutPage({ counts }: { counts: readonly SectionCount[] }) {
  return (
    <InfoPage contents={Object.values(sections)} title={aboutPage.title} subtitle={aboutPage.subtitle}>
      <InfoSection {...sections.whatItIs}>
        <p>
          {site.name} is a guide for visitors and locals alike to where to eat, drink, dance and explore in {site.city},{" "}
          {site.region}. Every place has its own page: what it is, its rating, opening hours for each day of the week,
          contact details and, where one is available, a map.
        </p>
        <p>
          Today the guide lists <SectionLinks counts={counts} />. Browse them by neighborhood and rating, or see what is{" "}
          <Link to="/trending" className={textLinkClass}>
            trending this week
          </Link>
          .
        </p>
        <p>It is free to use, with no account to create and no ads to scroll past.</p>
      </InfoSection>

      <InfoSection {...sections.howPlacesAreChosen}>
        <p>
          Every place in the guide is picked by hand. We look for the places people in {site.city} keep going back to:
          long-standing institutions, neighborhood favorites and newer spots worth the trip, across the city's
          neighborhoods.
        </p>
        <p>
          Business owners can ask to be included with the{" "}
          <Link to="/list-business" className={textLinkClass}>
            listing form
          </Link>
          . Every request is reviewed before a place is added.
        </p>
      </InfoSection>

      <InfoSection {...sections.ratings}>
        <p>
          The rating on every card and place page is the guide&apos;s own editorial score, out of 5. It is not an
          average of customer reviews, and no visitor votes go into it: it says how warmly we recommend a place compared
          with others of its kind.
        </p>
        <table className="w-full max-w-lg text-left text-sm">
          <caption className="mb-2 text-left font-semibold text-stone-900">The guide&apos;s rating scale</caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-2 pr-4 font-semibold text-stone-900">
                Rating
              </th>
              <th scope="col" className="py-2 font-semibold text-stone-900">
                What it means
              </th>
            </tr>
          </thead>
          <tbody>
            {ratingScale.map((band) => (
              <tr key={band.range} className="border-b last:border-0">
                <td className="py-2 pr-4 whitespace-nowrap tabular-nums">{band.range}</td>
                <td className="py-2">{band.meaning}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          A number of reviews appears only where a published source states it, and then with where and when it was
          counted, such as &ldquo;12,400 Tripadvisor reviews, March 2025&rdquo;.
        </p>
      </InfoSection>

      <InfoSection {...sections.facts}>
        <p>
          Every place page says when its facts were last checked and lists the sources they come from: news articles,
          visitor bureaus and the place&apos;s own website. Where no source says something, the page leaves it out or
          says it is not known.
        </p>
        <p>
          A place that has closed for good leaves the lists and search; its page stays, says it is permanently closed
          and points to similar places that are open.
        </p>
        <p>
          A photo shows that very place and names its photographer and licence. A place without such a photo shows an
          illustration made for it from its initials and an icon for its kind, and labelled as an illustration.
        </p>
      </InfoSection>

      <InfoSection {...sections.stillGrowing}>
        <p>
          The guide is still growing, with new places every week. Missing a favorite, or spotted something out of date?{" "}
          <Link to="/contact" className={textLinkClass}>
            Tell us
          </Link>
          .
        </p>
        <p>
          {site.name} is free and ad-free. If it helped you, you can{" "}
          <Link to="/coffee" className={textLinkClass}>
            buy us a coffee
          </Link>{" "}
          to help keep it running.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
