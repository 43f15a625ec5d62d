// Post-build steps on build/client, run by `npm run build` after `react-router build`:
// the 404 fallback page, JavaScript that starts after the first paint, a content security policy in every page, sitemap.xml, robots.txt and
// the header files for static hosts.
import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { SitemapStream, streamToPromise } from "sitemap";
import { withPolicy } from "./csp.mjs";
import { withPaintFirstBoot } from "./paint-first.mjs";
import { netlifyHeadersFile, nginxSnippet } from "./headers.mjs";
import { siteUrl } from "./site-url.mjs";

const build = path.resolve(import.meta.dirname, "../build");
const client = path.join(build, "client");

// 1. The fallback page (root HydrateFallback: the not-found view) is what the server sends, with
//    HTTP 404, for any path without a page of its own.
const fallback = path.join(client, "__spa-fallback.html");
if (!existsSync(fallback)) throw new Error(`Expected ${fallback}: is "/" still pre-rendered?`);
copyFileSync(fallback, path.join(client, "404.html"));

// 2. Every HTML file: the app's JavaScript starts after the first paint (paint-first.mjs), and the
//    page gets its own content security policy.
const htmlFiles = readdirSync(client, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith(".html"));
for (const file of htmlFiles) {
  const full = path.join(client, file);
  writeFileSync(full, withPolicy(withPaintFirstBoot(readFileSync(full, "utf8"))));
}

// 3. sitemap.xml: every pre-rendered page except the fallback and pages marked noindex.
const pages = htmlFiles
  .filter((file) => file.endsWith("index.html"))
  .filter((file) => !/<meta name="robots" content="noindex"/.test(readFileSync(path.join(client, file), "utf8")))
  .map((file) => `/${path.dirname(file) === "." ? "" : path.dirname(file).split(path.sep).join("/")}`)
  .sort();
const sitemap = new SitemapStream({ hostname: `${siteUrl()}/` });
const xml = await streamToPromise(
  Readable.from(pages.map((url) => ({ url, changefreq: url.startsWith("/place/") ? "monthly" : "weekly", priority: url === "/" ? 1 : 0.7 }))).pipe(sitemap),
);
writeFileSync(path.join(client, "sitemap.xml"), xml);

// 4. robots.txt pointing to the sitemap.
writeFileSync(path.join(client, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl()}/sitemap.xml\n`);

// 5. Headers for static hosts, from the same table `npm start` serves.
writeFileSync(path.join(client, "_headers"), netlifyHeadersFile());
writeFileSync(path.join(build, "nginx-headers.conf"), nginxSnippet());

console.log(`postbuild: 404.html, CSP in ${htmlFiles.length} pages, sitemap.xml (${pages.length} URLs), robots.txt, _headers, nginx-headers.conf`);
