import { Link } from "react-router";
import { ExternalLink } from "~/components/external-link";
import { InfoList, InfoPage, InfoSection, textLinkClass, type InfoSectionRef } from "./info-page";
import { ReviewTally } from "./review-tally";
import { reviewGroundKeys, reviewGrounds } from "#core/reviews/grounds.ts";
import { burstHours, burstOthers, recentDays, wordsPerDifference } from "#core/reviews/hold-thresholds.ts";
import type { MonthTally } from "#core/reviews/tally.ts";
import { site } from "#core/site-config.ts";

/** The reviews policy's heading, subtitle and meta description. */
export const reviewsPolicyPage = {
  title: "Reviews Policy",
  subtitle: "Who can review, how an editor decides, and a monthly count of what happened to every review.",
  description: `How visitors' reviews work on ${site.name}: who can write one, confirming by email, the published grounds for removing a review, reports, owners' replies, and a monthly tally anyone can check.`,
} as const;

/**
 * The law the guide follows on reviews, as data with its source: the Federal Trade Commission's final rule, as
 * published in the Federal Register (document 2024-18519, 89 FR 68034, August 22, 2024), read on 2026-11-26.
 */
export const consumerReviewsRule = {
  name: "Rule on the Use of Consumer Reviews and Testimonials",
  citation: "16 CFR Part 465",
  inForceSince: "October 21, 2024",
  url: "https://regulations.justia.com/regulations/fedreg/2024/08/22/2024-18519.html",
} as const;

/** The page's sections, in order. */
const sections = {
  whoCanReview: { id: "who-can-review", title: "Who can write a review" },
  confirming: { id: "confirming", title: "Confirming by email, one review per place" },
  deciding: { id: "deciding", title: "How an editor decides" },
  held: { id: "held", title: "Reviews held for a closer look" },
  reports: { id: "reports", title: "Reporting a review" },
  owners: { id: "owners", title: "Owners' replies" },
  neverPaid: { id: "never-paid", title: "We never pay for reviews" },
  yourAddress: { id: "your-address", title: "Your email address" },
  tally: { id: "tally", title: "The monthly tally" },
} satisfies Record<string, InfoSectionRef>;

/**
 * /reviews-policy (product §19.9): product §19 in plain words for visitors and owners (who can review, confirming,
 * one review per person and place, the published grounds from `reviewGrounds`, what is held and why, reports,
 * owners' replies, that a low rating is never a ground and that the guide never pays or asks for reviews, how long
 * the address is kept), then the monthly tally.
 * @param tally the reviews' monthly tally, newest month first (`Guide.reviewTally`; none in a build without a database)
 */
export function ReviewsPolicyPage({ tally }: { tally: readonly MonthTally[] }) {
  return (
    <InfoPage contents={Object.values(sections)} title={reviewsPolicyPage.title} subtitle={reviewsPolicyPage.subtitle}>
      <InfoSection {...sections.whoCanReview}>
        <p>
          Anyone who has been to a place can review it: every place page, but a closed place&apos;s, has &ldquo;Write a
          review&rdquo;. A review gives 1 to 5 stars, says in your own words what the visit was like (at least 80
          characters), the month you went, and the name you want shown, such as &ldquo;Jo S.&rdquo;. Your email address
          is never shown.
        </p>
        <p>
          If you work for, own or compete with the place, please don&apos;t review it: the form asks, and a yes is a
          conflict of interest, which we cannot publish.
        </p>
      </InfoSection>

      <InfoSection {...sections.confirming}>
        <p>
          We send a link to the address you give. The review reaches our editors only once you open it and press
          Confirm, so nobody can write in someone else&apos;s name.
        </p>
        <p>
          Each person reviews a place once. Writing again about the same place with the same address changes your
          review, and we keep every version. The private link in our mail shows where your review stands and the reason
          for any decision, and lets you change or withdraw it.
        </p>
      </InfoSection>

      <InfoSection {...sections.deciding}>
        <p>
          An editor reads every review before it is published, and decides before seeing its stars. A review is
          declined, or removed later, only on one of these published grounds:
        </p>
        <InfoList>
          {reviewGroundKeys.map((ground) => (
            <li key={ground}>{reviewGrounds[ground]}</li>
          ))}
        </InfoList>
        <p>
          <strong className="text-stone-900">A low rating is never a reason to remove a review.</strong> Neither is a
          high one. Every decision records its ground, and the author is told it by email.
        </p>
      </InfoSection>

      <InfoSection {...sections.held}>
        <p>
          Some reviews wait for a closer look before an editor decides, and the editor sees why. This is not a decision:
          the review is still judged on the grounds above. We look closer when:
        </p>
        <InfoList>
          <li>
            it is one of at least {burstOthers + 1} reviews of a place with 1 star, or with 5 stars, confirmed within{" "}
            {burstHours} hours;
          </li>
          <li>
            the same text, or nearly the same (at most one word in {wordsPerDifference} different), was sent about
            another place in the past {recentDays} days; we compare the words, not their case, spacing or punctuation;
          </li>
          <li>its address is at a throwaway email service, on a public list of such domains.</li>
        </InfoList>
      </InfoSection>

      <InfoSection {...sections.reports}>
        <p>
          Anyone can report a published review that breaks these rules, choosing one of the grounds above or
          &ldquo;Something else&rdquo; with a note. An editor looks at every report. If you give your email address, we
          tell you what we decided.
        </p>
      </InfoSection>

      <InfoSection {...sections.owners}>
        <p>
          The owner of a listed place (the verified contact of its listing) can post one public reply to each review,
          through the private link of their listing, for as long as our privacy policy keeps the listing request. An
          editor reads each reply before it is shown, on the same grounds as reviews, and the owner is told the
          decision. Writing again replaces the reply; the one already shown stays until an editor decides.
        </p>
        <p>An owner can report a review like anyone else, but can never remove one.</p>
      </InfoSection>

      <InfoSection {...sections.neverPaid}>
        <p>
          We never pay for reviews, offer anything for them, or ask anyone to write one, and no business can buy, remove
          or hide a review on {site.name}. That is how we follow the Federal Trade Commission&apos;s{" "}
          <ExternalLink
            href={consumerReviewsRule.url}
            className={textLinkClass}
            note="the final rule, opens in a new tab"
          >
            {consumerReviewsRule.name}
          </ExternalLink>{" "}
          ({consumerReviewsRule.citation}), in force since {consumerReviewsRule.inForceSince}.
        </p>
      </InfoSection>

      <InfoSection {...sections.yourAddress}>
        <p>
          Until you confirm, we keep your address as you typed it, only to send the link. Once confirmed, we keep only a
          keyed hash of it: a fingerprint that cannot be turned back into your address, which lets us recognise your
          next review of the same place. How long we keep it is in our{" "}
          <Link to="/privacy" className={textLinkClass}>
            Privacy Policy
          </Link>
          .
        </p>
      </InfoSection>

      <InfoSection {...sections.tally}>
        <p>
          Each month&apos;s reviews, counted in the month they reached our editors ({site.city} time), by their stars:
          how many we received, published, and declined or removed on each ground, so anyone can check that removals do
          not follow the rating. A review still waiting, or withdrawn by its author, counts only as received.
        </p>
        <ReviewTally tally={tally} />
      </InfoSection>
    </InfoPage>
  );
}
