import { sitemapPaths, sitemapXml } from "~/features/sitemap/sitemap.server";
import { site } from "#core/site-config.ts";
import routes from "../routes";
import type { GuideReads } from "#core/places/guide-reads.ts";

/** What the loader reads of the guide (core/places/guide-reads.ts): every listed place's page. */
export const handle = { reads: ["listed"] } satisfies GuideReads;

/** /sitemap.xml, pre-rendered at build time (resource route: no page) from the route table and the places. */
export async function loader() {
  return new Response(await sitemapXml(sitemapPaths(routes), site.url), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
