import { lazy } from "react";

/**
 * Product §12's removable chips (filter-chips.tsx), for a list page and /search. They show only after
 * hydration (before it, a page renders unfiltered), so their code loads then, not with the page
 * (product §15.1: room in the byte budget for paging). Render inside a Suspense boundary.
 */
export const FilterChips = lazy(() => import("./filter-chips"));
