/**
 * product §19.4: when a confirmed review is held for an editor's closer look. Pure: the server passes the candidate
 * and the other reviews confirmed recently, and stores the reasons with the review for the desk to show.
 *
 * Server only (server/reviews/): it reads the throwaway domains' list (`throwaway-domains.ts`, about 118 KB), which
 * no page needs.
 */
import { city } from "../../core/city";
import { zonedMoment } from "../../core/hours/zoned-time";
import { burstHours, burstOthers, recentDays, wordsPerDifference } from "../../core/reviews/hold-thresholds";
import { throwawayDomains } from "./throwaway-domains";

/** A review as the hold rules read it. */
export interface HoldCandidate {
  placeId: number;
  stars: number;
  text: string;
  /** The domain of the author's email address (lower case), e.g. "example.com". */
  emailDomain: string;
  /** ISO instant it was confirmed. */
  at: string;
}

/**
 * Another review confirmed in the {@link recentDays} days before the candidate (any place, any status but withdrawn),
 * as the rules compare it; an older one passed in counts for nothing.
 */
export type RecentReview = Omit<HoldCandidate, "emailDomain">;

/** Why a review is held: the key stored with it, and the words the desk shows. */
export interface HoldReason {
  key: "burst" | "same-text" | "throwaway-domain";
  message: string;
}

const hourMs = 3_600_000;

/**
 * The reasons `candidate` is held (product §19.4), in the order burst, same text, throwaway domain; none when it
 * goes to the desk as usual. `recent` holds the other reviews confirmed in the {@link recentDays} days before it,
 * never the candidate itself (nor an earlier version of it).
 *
 * - **burst**: the candidate has 1 or 5 stars, and at least {@link burstOthers} other reviews of the same place with
 *   the same number of stars were confirmed in the {@link burstHours} hours up to it.
 * - **same-text**: a review of another place has the same text, or nearly: once case, accents, spacing and
 *   punctuation are set aside, at most one word in {@link wordsPerDifference} differs (added, removed or changed;
 *   one word for texts under 20 words).
 * - **throwaway-domain**: the address's domain, or a domain it is a subdomain of, is on the throwaway list.
 *
 * Each reason's `message` is the sentence the desk shows. @throws nothing; an unreadable `at` counts in no burst.
 */
export function holdReasons(candidate: HoldCandidate, recent: readonly RecentReview[]): HoldReason[] {
  const reasons: HoldReason[] = [];
  const burst = burstSize(candidate, recent);
  if (burst > burstOthers) {
    reasons.push({
      key: "burst",
      // The editor decides before seeing the rating: the reason names the burst, not the stars.
      message: `One of ${burst} reviews of this place with the same rating, the lowest or the highest, confirmed within ${burstHours} hours.`,
    });
  }
  const twin = sameTextElsewhere(candidate, recent);
  if (twin) {
    reasons.push({
      key: "same-text",
      message: `The same text, or nearly, as a review of another place (place ${twin.placeId}) confirmed ${dayOf(twin.at)}.`,
    });
  }
  const listed = throwawayDomainOf(candidate.emailDomain);
  if (listed) {
    reasons.push({
      key: "throwaway-domain",
      message: `The address is at a throwaway email domain (${listed}).`,
    });
  }
  return reasons;
}

/** The burst the candidate belongs to, itself included: 0 when it is not 1 or 5 stars. */
function burstSize(candidate: HoldCandidate, recent: readonly RecentReview[]): number {
  if (candidate.stars !== 1 && candidate.stars !== 5) return 0;
  const end = Date.parse(candidate.at);
  const start = end - burstHours * hourMs;
  const others = recent.filter((other) => {
    const at = Date.parse(other.at);
    return other.placeId === candidate.placeId && other.stars === candidate.stars && at >= start && at <= end;
  });
  return others.length + 1;
}

/** The first review of another place whose text is the candidate's, or nearly. */
function sameTextElsewhere(candidate: HoldCandidate, recent: readonly RecentReview[]): RecentReview | undefined {
  const words = textWords(candidate.text);
  if (words.length === 0) return undefined;
  const end = Date.parse(candidate.at);
  const start = end - recentDays * 24 * hourMs;
  return recent.find((other) => {
    const at = Date.parse(other.at);
    if (other.placeId === candidate.placeId || !(at >= start && at <= end)) return false;
    return nearlySame(words, textWords(other.text));
  });
}

/**
 * A text's words as the same-text rule compares them: lower case, accents and punctuation dropped (an apostrophe
 * joins, "Joe's" is "joes"), any spacing one break.
 */
export function textWords(text: string): string[] {
  return text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/\p{M}+/gu, "")
    .replace(/['’‘`]/gu, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Whether two word lists differ by at most one word in {@link wordsPerDifference} (at least one). */
export function nearlySame(a: readonly string[], b: readonly string[]): boolean {
  const allowed = Math.max(1, Math.floor(Math.max(a.length, b.length) / wordsPerDifference));
  return wordDistanceWithin(a, b, allowed);
}

/**
 * Whether the word-level edit distance (words added, removed or changed) of `a` and `b` is at most `limit`:
 * a dynamic programme kept to the band of width `limit` around the diagonal, so long texts cost length x limit.
 */
function wordDistanceWithin(a: readonly string[], b: readonly string[], limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  const beyond = limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => (j <= limit ? j : beyond));
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1).fill(beyond);
    current[0] = i <= limit ? i : beyond;
    let rowBest = current[0];
    const from = Math.max(1, i - limit);
    const to = Math.min(b.length, i + limit);
    for (let j = from; j <= to; j++) {
      const change = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      const value = Math.min(change, previous[j]! + 1, current[j - 1]! + 1, beyond);
      current[j] = value;
      if (value < rowBest) rowBest = value;
    }
    if (rowBest > limit) return false;
    previous = current;
  }
  return previous[b.length]! <= limit;
}

/**
 * The listed throwaway domain `domain` is, or is a subdomain of; undefined when none is. Case and a final dot do not
 * matter ("Mail.Mailinator.com." is at "mailinator.com").
 */
export function throwawayDomainOf(domain: string): string | undefined {
  const labels = domain.trim().toLowerCase().replace(/\.$/, "").split(".");
  for (let i = 0; i < labels.length - 1; i++) {
    const suffix = labels.slice(i).join(".");
    if (throwawayDomains.has(suffix)) return suffix;
  }
  return undefined;
}

/** "on 2026-11-03": the day in the city of an ISO instant; "recently" when it cannot be read. */
function dayOf(at: string): string {
  const instant = new Date(at);
  if (Number.isNaN(instant.getTime())) return "recently";
  const { year, month, day } = zonedMoment(instant, city.timeZone).date;
  return `on ${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
