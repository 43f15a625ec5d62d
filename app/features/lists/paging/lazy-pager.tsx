import { lazy, type ComponentProps } from "react";
import { HydrateLater, laterCode } from "~/components/hydrate-later";
import type { Pager as PagerType } from "./pager";

const LivePager = lazy(laterCode(() => import("./pager").then((module) => ({ default: module.Pager }))));

/**
 * Product §15.2's {@link PagerType Pager}, whose code is not part of a list's first load (decision 099): nothing for a
 * list of one page (most lists of the guide), and for a longer one the pre-rendered links, under the cards, work as
 * plain links until the code arrives; that part hydrates apart, after the page (decision 071). Drawn after
 * hydration (a filter that leaves several pages), the links show once the code is in.
 */
export function Pager(props: ComponentProps<typeof PagerType>) {
  if (props.pages <= 1) return null;
  return (
    <HydrateLater>
      <LivePager {...props} />
    </HydrateLater>
  );
}
