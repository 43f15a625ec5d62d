import { MapPin, Settings, TrendingUp } from "lucide";
import type { IconNode } from "~/components/ui/icon";
import { site } from "#core/site-config.ts";

/** product §2 List your business: the page's title and tagline. */
export const listingPage = {
  title: "List Your Business",
  tagline: `Join ${site.city}'s premier directory and connect with local customers`,
  description: `Add your business to ${site.name}: submit a free listing request and reach locals and visitors looking for places to eat, drink and explore in ${site.city}, ${site.region}.`,
} as const;

/** One benefit card of the listing page. */
export interface ListingBenefit {
  icon: IconNode;
  title: string;
  text: string;
}

/** product §2: the three benefit cards, in order. */
export const listingBenefits: readonly ListingBenefit[] = [
  {
    icon: TrendingUp,
    title: "Increased Visibility",
    text: `Get discovered by locals and visitors browsing ${site.name} for their next favorite spot.`,
  },
  {
    icon: MapPin,
    title: "Local Focus",
    text: `A guide to ${site.city} and nowhere else, so the people who find you are nearby and ready to visit.`,
  },
  {
    icon: Settings,
    title: "Easy Management",
    text: "One short form and no account to keep. When something changes, just tell us.",
  },
];

/**
 * product §2 'What happens next?': review within 2-3 business days (§9 review promise), an email
 * confirmation once approved, appearing in relevant search results, customers finding and
 * reviewing the business.
 */
export const listingNextSteps: readonly string[] = [
  "We'll review your submission within 2-3 business days.",
  "You'll receive an email confirmation once your listing is approved.",
  "Your business will appear in relevant search results.",
  "Customers can find and review your business.",
];

/** product §2: the success toast after a submission. */
export const listingSubmittedToast = {
  title: "Application Submitted!",
  description: "We'll review your business listing and get back to you within 2-3 business days.",
} as const;
