import { Link } from "react-router";
import { pagerNumbers, pageSearch } from "./paging";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";

/**
 * Product §15.2: the links between the pages of a list (`?page=N`, page 1 without the parameter), with
 * `rel="prev"` and `rel="next"`, the current page marked `aria-current="page"`. Other query parameters
 * (filters, sort) are kept. Nothing is shown for a list of one page.
 */
export function Pager({
  path,
  search,
  page,
  pages,
}: {
  path: string;
  search: URLSearchParams;
  page: number;
  pages: number;
}) {
  if (pages <= 1) return null;
  const to = (n: number) => `${path}${pageSearch(search, n)}`;
  const step = buttonVariants({ variant: "outline" });
  return (
    <nav aria-label="Pages" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link to={to(page - 1)} rel="prev" className={step}>
          <span aria-hidden="true">‹</span>
          Previous<span className="sr-only"> page</span>
        </Link>
      )}
      <ul className="flex flex-wrap items-center gap-1">
        {pagerNumbers(page, pages).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-stone-700">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={to(n)}
                aria-label={`Page ${n}`}
                aria-current={n === page ? "page" : undefined}
                className={cn(buttonVariants({ variant: n === page ? "default" : "ghost" }), "min-w-10")}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pages && (
        <Link to={to(page + 1)} rel="next" className={step}>
          Next<span className="sr-only"> page</span>
          <span aria-hidden="true">›</span>
        </Link>
      )}
    </nav>
  );
}
