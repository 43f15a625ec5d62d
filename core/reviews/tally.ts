/**
 * product §19.9: the monthly tally `/reviews-policy` shows, so anyone can see that removals do not follow the
 * rating: per month, reviews received, published, and removed by ground, each split by stars.
 */
import { city } from "../city";
import { zonedMoment } from "../hours/zoned-time";
import { reviewGroundKeys, type ReviewGround } from "./grounds";

/** One review as the tally counts it: never its text, name or address. */
export interface TallyRow {
  /** ISO instant the review was confirmed (reached the desk): the month it counts in. */
  receivedAt: string;
  stars: number;
  /** Where the review stands: published, declined or removed (with `ground`), or still waiting / withdrawn. */
  status: "waiting" | "published" | "declined" | "removed" | "withdrawn";
  /** The ground of a decline or removal (product §19.3). */
  ground?: ReviewGround;
}

/** Counts split by stars: index 0 is 1 star, index 4 is 5 stars. */
export type ByStars = [number, number, number, number, number];

/** One month of the tally. */
export interface MonthTally {
  /** `YYYY-MM`, in the city's time. */
  month: string;
  received: ByStars;
  published: ByStars;
  /** Declined or removed, by ground. */
  removed: Record<ReviewGround, ByStars>;
}

/**
 * product §19.9: the tally of `rows`, newest month first; months without a review are left out.
 *
 * Every review counts in the month it was received (confirmed), in the city's time (`core/city.ts`): there it is
 * counted once as received, whatever its status now, and, if it stands published, declined or removed, once more
 * under that outcome (declined and removed together, by ground). So each month's row says what became of the
 * reviews received in it; a waiting or withdrawn review is only received. A row whose stars are not 1 to 5, whose
 * instant cannot be read, or that is declined or removed without a known ground is left out (the database's
 * constraints keep such rows out; the tally does not guess).
 */
export function monthlyTally(rows: readonly TallyRow[]): MonthTally[] {
  const months = new Map<string, MonthTally>();
  for (const row of rows) {
    const star = row.stars - 1;
    if (!Number.isInteger(star) || star < 0 || star > 4) continue;
    const removed = row.status === "declined" || row.status === "removed";
    if (removed && !reviewGroundKeys.includes(row.ground as ReviewGround)) continue;
    const month = cityMonth(row.receivedAt);
    if (!month) continue;
    let tally = months.get(month);
    if (!tally) {
      tally = emptyMonth(month);
      months.set(month, tally);
    }
    count(tally.received, star);
    if (row.status === "published") count(tally.published, star);
    if (removed) count(tally.removed[row.ground!], star);
  }
  return [...months.values()].sort((a, b) => b.month.localeCompare(a.month));
}

/** A month with nothing counted. */
export function emptyMonth(month: string): MonthTally {
  return {
    month,
    received: noStars(),
    published: noStars(),
    removed: Object.fromEntries(reviewGroundKeys.map((ground) => [ground, noStars()])) as Record<ReviewGround, ByStars>,
  };
}

function count(counts: ByStars, star: number): void {
  counts[star] = (counts[star] ?? 0) + 1;
}

function noStars(): ByStars {
  return [0, 0, 0, 0, 0];
}

/** `YYYY-MM` of an ISO instant in the city's time; undefined when it cannot be read. */
function cityMonth(at: string): string | undefined {
  const instant = new Date(at);
  if (Number.isNaN(instant.getTime())) return undefined;
  const { year, month } = zonedMoment(instant, city.timeZone).date;
  return `${year}-${String(month).padStart(2, "0")}`;
}
