import { Link } from "react-router";
import type { NeighborhoodLink } from "./neighborhood-links";

/**
 * Product §15.4: links to a list's neighborhood pages ("Short North (4)"), under a list and on each
 * neighborhood page. Plain links in the pre-rendered HTML: with or without script, and for search
 * engines, every place of a long list is reachable through them.
 */
export function NeighborhoodLinks({ title, links }: { title: string; links: readonly NeighborhoodLink[] }) {
  if (links.length === 0) return null;
  return (
    // A heading, not a labelled landmark: the label "Neighborhood" stays the filter select's alone.
    <div className="mt-12 border-t pt-8">
      <h2 className="text-xl font-semibold text-stone-900">{title}</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.path}>
            <Link
              to={link.path}
              className="inline-flex h-9 items-center rounded-full border border-stone-300 bg-background px-3 text-sm font-medium text-stone-900 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {link.name}
              <span className="ml-1 text-stone-700">({link.count})</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
