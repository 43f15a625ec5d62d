import { robotsTxt } from "~/features/sitemap/sitemap.server";
import { site } from "#core/site-config.ts";
import type { GuideReads } from "#core/places/guide-reads.ts";

/** What the loader reads of the guide (core/places/guide-reads.ts): nothing of the places. */
export const handle = { reads: [] } satisfies GuideReads;

/** /robots.txt, pre-rendered at build time (resource route: no page). */
export function loader() {
  return new Response(robotsTxt(site.url), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
