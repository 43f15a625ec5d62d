import type { Route } from "./+types/sitemap-part";
import { sitemapPartFile, sitemapPaths } from "~/features/sitemap/sitemap.server";
import { site } from "#core/site-config.ts";
import routes from "../routes";
import type { GuideReads } from "#core/places/guide-reads.ts";

/**
 * What the loader reads of the guide (core/places/guide-reads.ts): a part of the sitemap: the publisher renders
 * the parts /sitemap.xml names whenever it renders /sitemap.xml (render/dependents.ts `sitemapPartsToRender`).
 */
export const handle = { reads: ["by-path"] } satisfies GuideReads;

/**
 * Decision 095: /sitemaps/{n}.xml, pre-rendered at build time (resource route): the n-th part of a sitemap too large
 * for one file (sitemaps.org: at most 50,000 URLs per file); 404 when the sitemap has no such part.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const xml = await sitemapPartFile(new URL(request.url).pathname, sitemapPaths(routes), site.url);
  if (xml === undefined) throw new Response("Not Found", { status: 404 });
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
