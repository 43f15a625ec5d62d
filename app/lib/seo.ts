import type { MetaDescriptor } from "react-router";
import { site } from "#core/site-config.ts";

/** Inputs of {@link pageMeta}. `path` is the route path, e.g. "/restaurants". */
export interface PageMetaInput {
  title: string;
  description: string;
  path: string;
  /** Absolute image URL for link previews. */
  image?: string;
  /** Open Graph type. */
  type?: "website" | "article";
  /** Keep the page out of search engines (search results, not-found). */
  noindex?: boolean;
}

/** The full document title of a page: 'Title | Discover Columbus'. */
export function documentTitle(title: string): string {
  return title === site.name ? title : `${title} | ${site.name}`;
}

/**
 * Title, description, canonical URL, Open Graph and Twitter card tags of a page, for a route's `meta`.
 * URLs are absolute, from the SITE_URL build setting ({@link site.url}).
 */
export function pageMeta({
  title,
  description,
  path,
  image,
  type = "website",
  noindex = false,
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = documentTitle(title);
  const url = `${site.url}${path === "/" ? "/" : path}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
  ];
  if (image) {
    tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  }
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
