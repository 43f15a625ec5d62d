import { lazy } from "react";

/**
 * The notes under /search's count (hours-unknown-note.tsx: product §12.6-§12.7; a list page draws them through
 * its `ListNotes`). They show only once the results are filtered (Open now, Step-free, a diet) after hydration,
 * never in the pre-rendered page, so their code loads when first drawn, not with the page (decision 099). Render inside
 * a Suspense boundary.
 */
const notes = () => import("./hours-unknown-note");

export const HoursUnknownNote = lazy(() => notes().then((module) => ({ default: module.HoursUnknownNote })));
export const HoursVaryNote = lazy(() => notes().then((module) => ({ default: module.HoursVaryNote })));
export const UnjudgedNote = lazy(() => notes().then((module) => ({ default: module.UnjudgedNote })));
