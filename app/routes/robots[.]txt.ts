import { robotsTxt } from "~/features/sitemap/sitemap.server";
import { site } from "../../core/site-config";

/** /robots.txt, pre-rendered at build time (resource route: no page). */
export function loader() {
  return new Response(robotsTxt(site.url), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
