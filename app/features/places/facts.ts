/**
 * How a place's provenance reads on the page (product §10 / product §10): dates as words, the review count
 * with where and when it was counted, the rating as the guide's own score, and the correction link.
 * Pure functions without `Intl`, so the pre-rendered HTML and the hydrated page always agree.
 */
import type { ReviewSource, Source } from "#core/places/place-schema.ts";
import { site } from "#core/site-config.ts";

const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * A date as precise as it is given: "2025-09-20" -> "September 20, 2025", "2025-09" -> "September 2025",
 * "2023" -> "2023". Anything else is returned as is.
 */
export function formatDate(date: string): string {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match;
  const monthName = month ? months[Number(month) - 1] : undefined;
  if (!monthName) return year ?? date;
  return day ? `${monthName} ${Number(day)}, ${year}` : `${monthName} ${year}`;
}

/** Month and year of a date, for "Facts checked November 2026" ("2026-11-22" -> "November 2026"). */
export function formatMonthYear(date: string): string {
  return formatDate(date.slice(0, 7));
}

/** product §10.1: the facts line of a place page, "Facts checked November 2026". */
export function factsCheckedLabel(checkedOn: string): string {
  return `Facts checked ${formatMonthYear(checkedOn)}`;
}

/**
 * Formats a whole count with thousands separators (product §9: 12345 -> '12,345').
 * Not `toLocaleString`: its first call loads the browser's locale data, a main-thread stall of
 * about 15 ms (60 ms on a throttled phone) in the middle of hydration.
 */
export function formatCount(count: number): string {
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/**
 * product §10.3: a review count says where and when it was counted: "12,400 Tripadvisor reviews, March 2025".
 * Without a source there is no count to show (the schema never lets one through alone).
 */
export function reviewCountLabel(reviewCount: number, source: Pick<ReviewSource, "site" | "date">): string {
  return `${formatCount(reviewCount)} ${source.site} ${reviewCount === 1 ? "review" : "reviews"}, ${formatDate(source.date)}`;
}

/** product §10.3: the rating's accessible name, "Rated 4.5 out of 5 by Discover Columbus" (the guide's own score). */
export function ratingLabel(rating: number): string {
  return `Rated ${rating.toFixed(1)} out of 5 by ${site.name}`;
}

/**
 * product §10.1, §16.2: the contact form, told which place a correction is about (`/contact?place={slug}`) and,
 * from a fact's "Tell us", which fact it corrects (`&fact=wheelchair`, `&fact=diet:vegan`, `&fact=hours`: a key
 * of core/forms/correction.ts). The key is written as it is: its characters need no escaping in a query.
 */
export function correctionHref(slug: string, fact?: string): string {
  const query = new URLSearchParams({ place: slug }).toString();
  return `/contact?${query}${fact ? `&fact=${fact}` : ""}`;
}

/**
 * product §10.3: the guide's editorial scale, shown on the About page. Ratings run from 3.9 to 4.9 today;
 * the bands read from the top.
 */
export const ratingScale = [
  { range: "4.5 to 4.9", meaning: "Exceptional: worth planning a visit around" },
  { range: "4.0 to 4.4", meaning: "Very good: a reliable choice in its neighborhood" },
  { range: "3.5 to 3.9", meaning: "Good: worth a stop if you are nearby" },
] as const;

/** OpenStreetMap's copyright and licence page: where "© OpenStreetMap contributors" links (ODbL's credit). */
export const openStreetMapCopyright = "https://www.openstreetmap.org/copyright";

/**
 * product §10.1: true for a source that is OpenStreetMap (a page on openstreetmap.org, as the desk's import
 * writes them, product §17.5): its facts are shown with the credit "© OpenStreetMap contributors".
 */
export function isOpenStreetMapSource(source: Pick<Source, "url">): boolean {
  return source.url?.startsWith("https://www.openstreetmap.org/") ?? false;
}
