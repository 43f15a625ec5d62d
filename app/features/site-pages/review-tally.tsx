import { reviewGroundKeys, reviewGrounds } from "#core/reviews/grounds.ts";
import type { ByStars, MonthTally } from "#core/reviews/tally.ts";
import { formatDate } from "~/features/places";

/** "2026-11" -> "November 2026" (facts.ts `formatDate`, without `Intl`: the pre-rendered page and the hydrated one agree). */
export const monthLabel = (month: string): string => formatDate(month);

/** The column headers: one per number of stars, then the row's total. */
const starColumns = [1, 2, 3, 4, 5] as const;

const sum = (counts: readonly number[]) => counts.reduce((total, count) => total + count, 0);

/** A ground's name without its explanation: "Conflict of interest (written by ...)" -> "Conflict of interest". */
const shortGround = (label: string) => label.replace(/\s*\(.*\)$/, "");

/**
 * product §19.9: the monthly tally of visitors' reviews, newest month first, one table per month: a row each for
 * received, published and removed on each ground (product §19.3), a column per number of stars and the row's
 * total, so a reader sees whether removals follow the rating. Each table has its caption and row and column
 * headers, and sits in a labelled region that scrolls sideways (and takes keyboard focus to do so) where the
 * screen is narrower than the table. With no months it says so in a sentence.
 * @param tally {@link MonthTally} rows as `monthlyTally` makes them (counts of reviews, received in the month)
 */
export function ReviewTally({ tally }: { tally: readonly MonthTally[] }) {
  if (tally.length === 0) return <p>No reviews yet: the tally starts with the first review.</p>;
  return (
    <div className="space-y-8">
      {tally.map((month) => (
        <MonthTable key={month.month} month={month} />
      ))}
    </div>
  );
}

function MonthTable({ month }: { month: MonthTally }) {
  const captionId = `tally-${month.month}`;
  const removed = sum(reviewGroundKeys.map((ground) => sum(month.removed[ground])));
  const rows: { label: string; counts: ByStars }[] = [
    { label: "Received", counts: month.received },
    { label: "Published", counts: month.published },
    ...reviewGroundKeys.map((ground) => ({
      label: `Removed: ${shortGround(reviewGrounds[ground])}`,
      counts: month.removed[ground],
    })),
  ];
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      // A scroll region must be focusable to scroll by keyboard (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="overflow-x-auto rounded-lg"
    >
      <table className="w-full text-left text-sm tabular-nums">
        <caption id={captionId} className="mb-2 text-left text-base font-semibold text-stone-900">
          {monthLabel(month.month)}: {sum(month.received)} received, {sum(month.published)} published, {removed} removed
        </caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className="py-2 pr-2 font-semibold text-stone-900 sm:pr-3">
              Reviews
            </th>
            {starColumns.map((stars) => (
              <th
                key={stars}
                scope="col"
                className="px-1.5 py-2 text-right font-semibold whitespace-nowrap text-stone-900 sm:px-2"
              >
                {/* A phone's narrow column shows "1★"; the header's words are "1 star" at every width. */}
                {stars}
                <span aria-hidden="true" className="sm:hidden">
                  ★
                </span>
                <span className="max-sm:sr-only"> {stars === 1 ? "star" : "stars"}</span>
              </th>
            ))}
            <th scope="col" className="py-2 pr-1 pl-1.5 text-right font-semibold text-stone-900 sm:pl-2">
              All
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b last:border-0">
              <th scope="row" className="py-2 pr-2 font-medium text-stone-900 sm:pr-3">
                {row.label}
              </th>
              {row.counts.map((count, star) => (
                <td key={star} className="px-1.5 py-2 text-right sm:px-2">
                  {count}
                </td>
              ))}
              <td className="py-2 pr-1 pl-1.5 text-right font-semibold text-stone-900 sm:pl-2">{sum(row.counts)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
