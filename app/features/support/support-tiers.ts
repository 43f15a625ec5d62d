import { Coffee, Heart, Utensils } from "lucide";
import type { IconNode } from "~/components/ui/icon";
import { site } from "#core/site-config.ts";

/** One way to support the site: the amount in US dollars, its name and its button's label. */
export interface SupportTier {
  amount: number;
  title: string;
  /** The button's label. */
  action: string;
  description: string;
  icon: IconNode;
}

/** product §2 Support page and §9 support tiers ($5, $15, $25), in order. */
export const supportTiers: readonly SupportTier[] = [
  {
    amount: 5,
    title: "Buy Me a Coffee",
    action: "Coffee Time",
    description: "A small thank-you that helps keep the guide online.",
    icon: Coffee,
  },
  {
    amount: 15,
    title: "Buy Me Lunch",
    action: "Lunch Break",
    description: "Covers a good share of a month of hosting and upkeep.",
    icon: Utensils,
  },
  {
    amount: 25,
    title: "Generous Support",
    action: "Super Support",
    description: `Helps add new places to ${site.name} and keep every page up to date.`,
    icon: Heart,
  },
];

/**
 * product §2: none of the tiers has a working action. Said plainly when a tier's button is pressed
 * (and under the tiers), never pretending a payment happened.
 */
export const paymentsComingSoon = {
  title: "Online payments are coming soon",
  description: `Thank you for wanting to support ${site.name}! Nothing was charged: there is no way to pay online yet.`,
} as const;

/** product §2 Support page: its heading, subtitle and meta description. */
export const supportPage = {
  title: "Buy Me Coffee",
  subtitle: "Support the site and help keep it running",
  description: `Support ${site.name}, the free and ad-free guide to ${site.city}: buy the team a coffee, lunch or more. Plus the coffee shops in the guide.`,
} as const;

/** Formats a tier amount in US dollars ("$5"). */
export function formatAmount(amount: number): string {
  return `$${amount}`;
}
