import { site } from "#core/site-config.ts";
import type { GuideReads } from "#core/places/guide-reads.ts";

/** What the loader reads of the guide (core/places/guide-reads.ts): nothing of the places. */
export const handle = { reads: [] } satisfies GuideReads;

/**
 * product §14.2: the web app manifest (/manifest.webmanifest), pre-rendered from the site config so a
 * second city changes it with the config. Icons: tooling/build/make-icons.ts draws them into public/icons.
 */
export function loader() {
  const manifest = {
    name: site.name,
    short_name: site.city,
    description: site.tagline,
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#fafaf9",
    theme_color: site.themeColor,
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  return new Response(JSON.stringify(manifest, null, 2), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
}
