import { Link } from "react-router";
import { InfoList, InfoPage, InfoSection, textLinkClass, type InfoSectionRef } from "./info-page";
import { site } from "#core/site-config.ts";

/** The terms page's heading, subtitle and meta description. */
export const termsPage = {
  title: "Terms of Service",
  subtitle: `Plain terms for a free, ad-free guide to ${site.city}`,
  description: `The terms of using ${site.name}, a free and ad-free guide to ${site.city}: the information it gives, business listings, contributions and links to other sites.`,
} as const;

/** The page's sections, in order. */
const sections = {
  usingTheGuide: { id: "using-the-guide", title: "Using the guide" },
  information: { id: "information", title: "The information in the guide" },
  listings: { id: "listings", title: "Business listings" },
  contributions: { id: "contributions", title: "Contributions" },
  otherSites: { id: "other-sites", title: "Other sites" },
  noWarranty: { id: "no-warranty", title: "No warranty" },
  changes: { id: "changes", title: "Changes and contact" },
} satisfies Record<string, InfoSectionRef>;

/**
 * Footer page /terms: plain terms for a free, ad-free directory (product §1, §6: everything public,
 * no accounts; listing and contributions as the site offers them today).
 */
export function TermsPage() {
  return (
    <InfoPage contents={Object.values(sections)} title={termsPage.title} subtitle={termsPage.subtitle}>
      <InfoSection {...sections.usingTheGuide}>
        <p>
          {site.name} is free for everyone. There are no accounts and no ads. You may browse it, share links to it and
          print pages for your own use. Please don't copy the guide wholesale or present it as your own.
        </p>
      </InfoSection>

      <InfoSection {...sections.information}>
        <p>
          We work to keep every place's details right, but hours, prices, menus and features change, sometimes without
          notice. Check with the business before you make a special trip, especially on holidays. Ratings and review
          counts are a guide, not a guarantee.
        </p>
        <p>
          Seen something wrong?{" "}
          <Link to="/contact" className={textLinkClass}>
            Let us know
          </Link>{" "}
          and we'll correct it.
        </p>
      </InfoSection>

      <InfoSection {...sections.listings}>
        <InfoList>
          <li>Asking for a listing is free.</li>
          <li>
            By submitting the listing form you confirm that you may speak for the business and that the details are
            accurate.
          </li>
          <li>We review every request and may edit a listing for clarity or length, decline it, or remove it later.</li>
          <li>Which places are featured is our editorial choice.</li>
        </InfoList>
      </InfoSection>

      <InfoSection {...sections.contributions}>
        <p>
          Support through the{" "}
          <Link to="/coffee" className={textLinkClass}>
            Buy Me Coffee
          </Link>{" "}
          page is voluntary: a gift that helps keep the site running, not a payment for a service. Online payments are
          not available yet, and no payment is taken through the site.
        </p>
      </InfoSection>

      <InfoSection {...sections.otherSites}>
        <p>
          Photos, maps and businesses' own websites come from other sites, whose terms apply to them. A link to a
          business is not an endorsement of everything it offers.
        </p>
      </InfoSection>

      <InfoSection {...sections.noWarranty}>
        <p>
          The guide is provided as it is, without warranties of any kind. To the extent the law allows, we are not
          liable for losses that come from relying on it, or from a visit to a place it lists.
        </p>
      </InfoSection>

      <InfoSection {...sections.changes}>
        <p>
          We may update these terms; this page always shows the current version, and your use of the site after a change
          means you accept it. Questions? Email{" "}
          <a href={`mailto:${site.contactEmail}`} className={textLinkClass}>
            {site.contactEmail}
          </a>
          . Our{" "}
          <Link to="/privacy" className={textLinkClass}>
            Privacy Policy
          </Link>{" "}
          explains what the site keeps and loads.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
