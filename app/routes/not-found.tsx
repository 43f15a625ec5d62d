import { useEffect } from "react";
import { useLocation } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundView } from "~/components/not-found-view";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({ title: "Page not found", description: "This page does not exist.", path: location.pathname, noindex: true });

/** Spec §2/§8: unknown route. The server answers it with HTTP 404; the missing path is logged. */
export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return <NotFoundView />;
}
