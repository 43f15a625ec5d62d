/**
 * Decision 095: the sitemap as files, written by the build (tooling/build/build.ts runs this module as a process of
 * its own, which reads the guide as the pre-render does) and by the publisher's renderer (render/renderer.ts), with
 * one function: `/sitemap.xml`, and past 50,000 URLs its parts `/sitemaps/N.xml`
 * (app/features/sitemap/sitemap.server.ts `sitemapFiles`). Not a route: a route with a loader must have a
 * pre-rendered path under `ssr: false`, and the parts exist only for a large guide.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import routes from "../app/routes";
import {
  sitemapFile,
  sitemapFiles,
  sitemapIndexParts,
  sitemapPartsDir,
  sitemapPaths,
  type SitemapLimits,
} from "../app/features/sitemap/sitemap.server";
import { siteUrl } from "../core/site-url";
import type { RouteReads } from "./dependents";

/**
 * What the sitemap reads of the guide, as a route would declare it (core/places/guide-reads.ts): every listed
 * place's page. The publisher adds it to the routes' declarations, so a change of what is listed writes it
 * (render/dependents.ts); an event's change writes it when the events' paths in it change (render/renderer.ts).
 */
export const sitemapReads: RouteReads = { path: `/${sitemapFile}`, reads: ["listed"] };

/**
 * The limit of URLs per file: `SITEMAP_URL_LIMIT` (a test's build, to see the parts with a small guide), else the
 * protocol's 50,000.
 * @throws Error when it is set but not a whole number of at least 1.
 */
export function sitemapLimits(env: NodeJS.ProcessEnv = process.env): SitemapLimits {
  const raw = env.SITEMAP_URL_LIMIT;
  if (!raw) return {};
  const urls = Number(raw);
  if (!Number.isInteger(urls) || urls < 1) throw new Error(`SITEMAP_URL_LIMIT must be a whole number ≥ 1, not ${raw}`);
  return { urls };
}

/** The sitemap's part files (`sitemaps/1.xml`...) in a site's folder. */
export function sitemapPartFiles(client: string): string[] {
  const dir = path.join(client, sitemapPartsDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => /^\d+\.xml$/.test(name))
    .map((name) => `${sitemapPartsDir}/${name}`)
    .sort();
}

/** What {@link writeSitemap} did: the files it wrote and the live ones that go, as paths in the site's folder. */
export interface SitemapWrite {
  written: string[];
  gone: string[];
}

/**
 * Writes the sitemap's files for the guide this process holds into `out` (names as in the site's folder), and says
 * which of `live`'s (the site's folder as it is, or as the last build left it) go: a part the new sitemap does not
 * have. A file whose text is the same as the live one's is not written, so a part whose URLs did not change keeps
 * its bytes, its compressed twins and its `lastmod`. `all`: every file is written and none goes (a new release's
 * folder, `live` the last release's: its unchanged parts keep their `lastmod`).
 */
export async function writeSitemap(
  live: string | undefined,
  out: string,
  options: { limits?: SitemapLimits; now?: Date; paths?: readonly string[]; all?: boolean } = {},
): Promise<SitemapWrite> {
  const liveText = (file: string) =>
    live && existsSync(path.join(live, file)) ? readFileSync(path.join(live, file), "utf8") : undefined;
  const index = liveText(sitemapFile);
  // The address read now, not at import: the publisher's renderer sets SITE_URL from the release's settings on start.
  const files = await sitemapFiles(options.paths ?? sitemapPaths(routes), siteUrl(), {
    limits: options.limits ?? sitemapLimits(),
    ...(options.now ? { now: options.now } : {}),
    live: index ? await sitemapIndexParts(index) : [],
    liveText,
  });
  const written: string[] = [];
  for (const [file, text] of files) {
    if (!options.all && liveText(file) === text) continue;
    mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
    writeFileSync(path.join(out, file), text);
    written.push(file);
  }
  const gone = live && !options.all ? sitemapPartFiles(live).filter((file) => !files.has(file)) : [];
  return { written, gone };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // The build (tooling/build/build.ts): `tsx render/sitemap-files.ts <release's client> [<last release's client>]`:
  // every file into the new release; the last release's parts give the unchanged ones their `lastmod`.
  const [out, last] = process.argv.slice(2);
  if (!out) throw new Error("usage: render/sitemap-files.ts <client folder> [<last release's client folder>]");
  const { written } = await writeSitemap(last && existsSync(last) ? last : undefined, out, { all: true });
  console.log(JSON.stringify({ files: written }));
}
