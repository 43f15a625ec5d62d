import { ArrowRight } from "lucide";
import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import { InfoList, InfoPage, InfoSection, textLinkClass, type InfoSectionRef } from "./info-page";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { categories, typesOf, typeWording } from "#core/categories.ts";
import { site } from "#core/site-config.ts";

/** The promote page's heading, subtitle and meta description. */
export const promotePage = {
  title: "Promote Your Business",
  subtitle: `Get your business in front of people exploring ${site.city}`,
  description: `Promote your business on ${site.name}: what a featured place gets (the home page's Trending strip, the Trending page, a badge) and how to get listed.`,
} as const;

/** The page's sections, in order. */
const sections = {
  featuring: { id: "featuring", title: "What featuring means" },
  getListed: { id: "get-listed", title: "How to get listed" },
} satisfies Record<string, InfoSectionRef>;

// The kinds of place in the categories' order (restaurants, clubs and bars, attractions, coffee).
const badgeTypes = categories.flatMap(typesOf);

/**
 * Footer page /promote: what featuring a place means on this site (product §2: the home page's
 * 'Trending This Week' strip and the Trending page show every featured place; product §9: the badge
 * wording by type, from the categories table; the 'Featured' badge on the place page), how
 * to get listed (product §2 'What happens next?'), and a call to /list-business.
 * @param featuredCount how many places are featured now (content, build time)
 */
export function PromotePage({ featuredCount }: { featuredCount: number }) {
  return (
    <InfoPage contents={Object.values(sections)} title={promotePage.title} subtitle={promotePage.subtitle}>
      <InfoSection {...sections.featuring}>
        <p>A featured place gets the best spots on {site.name}:</p>
        <InfoList>
          <li>
            A card in the <strong className="text-stone-900">Trending This Week</strong> strip on the{" "}
            <Link to="/" className={textLinkClass}>
              home page
            </Link>
            .
          </li>
          <li>
            A place on the{" "}
            <Link to="/trending" className={textLinkClass}>
              Trending page
            </Link>
            , which shows every featured place. Right now{" "}
            {featuredCount === 1 ? "1 place is" : `${featuredCount} places are`} featured.
          </li>
          <li>A badge on its card that says why it stands out, by kind of place:</li>
        </InfoList>
        <ul className="grid gap-2 pl-5 sm:grid-cols-2" aria-label="Trending badges by kind of place">
          {badgeTypes.map((type) => (
            <li key={type} className="flex items-center justify-between gap-3 rounded-lg border px-3 py-2 text-sm">
              <span>{typeWording[type].label}</span>
              <Badge>{typeWording[type].trendingBadge}</Badge>
            </li>
          ))}
        </ul>
        <InfoList>
          <li>
            A <Badge className="align-middle">Featured</Badge> badge on its own place page.
          </li>
        </InfoList>
        <p>Featured places are chosen from the places already in the guide, so featuring starts with a listing.</p>
      </InfoSection>

      <InfoSection {...sections.getListed}>
        <ol className="list-decimal space-y-2 pl-5 marker:font-semibold marker:text-primary">
          <li>
            Fill in the listing form: your business, its category, neighborhood, hours, price range and a contact.
          </li>
          <li>We review your submission within 2-3 business days.</li>
          <li>
            You receive an email confirmation once your listing is approved, and your business appears in the guide and
            its search results.
          </li>
        </ol>
        <p>
          Listing costs nothing. Questions about featuring?{" "}
          <Link to="/contact" className={textLinkClass}>
            Contact us
          </Link>
          .
        </p>
      </InfoSection>

      <div className="flex flex-col items-start gap-4 rounded-xl bg-accent p-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-lg font-semibold text-accent-foreground">Ready to join the guide?</p>
        <Link to="/list-business" className={buttonVariants({ size: "lg" })}>
          List Your Business
          <Icon node={ArrowRight} aria-hidden="true" />
        </Link>
      </div>
    </InfoPage>
  );
}
