import { useEffect } from "react";
import { Navigate, useLocation } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundView } from "~/components/not-found-view";
import { isPlacePath, unknownPlaceTarget } from "~/components/unknown-place";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: "Page not found",
    description: "This page does not exist.",
    path: location.pathname,
    noindex: true,
  });

/**
 * product §2/§8: unknown route. The server answers it with HTTP 404; the missing path is logged.
 * A place path without a page (/place/ with no slug) is a missing slug: it redirects silently instead.
 */
export default function NotFound() {
  const { pathname } = useLocation();
  const missingPlace = isPlacePath(pathname);
  useEffect(() => {
    if (!missingPlace) console.warn(`404: no page at ${pathname}`);
  }, [pathname, missingPlace]);
  if (missingPlace) return <Navigate to={unknownPlaceTarget} replace />;
  return <NotFoundView />;
}
