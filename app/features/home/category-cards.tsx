import { ArrowRight, Coffee, Landmark, Martini, UtensilsCrossed } from "lucide";
import { Icon, type IconNode } from "~/components/ui/icon";
import { Link } from "react-router";
import { categories, homeCards, type HomeCardIcon } from "#core/categories.ts";

/** The icons a category row's home card names (`homeCard.icon` in core/categories.ts). */
const icons: Record<HomeCardIcon, IconNode> = {
  utensils: UtensilsCrossed,
  martini: Martini,
  landmark: Landmark,
  coffee: Coffee,
};

/** product §2 Home: the category cards, in order, from the categories table (its rows with a `homeCard`). */
export const homeCategories = homeCards(categories);

/**
 * product §2 Home: 'Explore Columbus by Category', cards linking to /restaurants, /clubs-and-bars and
 * /attractions, and the coffee shops' list /coffee-shops (decision 063). Each whole card is one link named by its
 * title.
 */
export function CategoryCards() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {homeCategories.map(({ to, title, text, icon }) => {
        return (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="flex size-12 items-center justify-center rounded-full bg-accent text-primary">
                <Icon node={icons[icon]} className="size-6" />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-stone-900 group-hover:underline">{title}</h3>
              <p className="mt-2 flex-1 text-stone-700">{text}</p>
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-primary" aria-hidden="true">
                Explore
                <Icon
                  node={ArrowRight}
                  className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
                />
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
