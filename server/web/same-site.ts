import type { Context } from "hono";

/**
 * Whether a post comes from the site's own pages (CSRF; product §16.5, §17.1). A browser that sends
 * `Sec-Fetch-Site` is believed: same-origin passes (its `Origin` may then be "null": the server's
 * pages send no referrer), and so does "none" (the visitor's own action) unless `strict`. Without that
 * header, `Origin` must name the site (`publicOrigin`, else the host the request was sent to). A post
 * with neither header is no browser's: it passes unless `strict` (the desk), since no visitor's browser
 * can be made to send it.
 */
export function fromOwnSite(c: Context, publicOrigin: string | undefined, { strict }: { strict: boolean }): boolean {
  const site = c.req.header("sec-fetch-site");
  if (site !== undefined) return site === "same-origin" || (!strict && site === "none");
  const origin = c.req.header("origin");
  if (origin === undefined) return !strict;
  return origin === (publicOrigin ?? new URL(c.req.url).origin) || sameHost(origin, c.req.header("host"));
}

/** True when `origin` names the host the request was sent to (the site answers under several names, e.g. localhost). */
function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * The `place` of the page a post without JavaScript came from, read from its Referer: the `?place={slug}` of a
 * same-host `page` ("/contact" for a correction, product §16.2; "/review" for a review), else "".
 */
export function placeOfReferer(c: Context, page: "/contact" | "/review"): string {
  try {
    const url = new URL(c.req.header("referer") ?? "");
    return url.host === c.req.header("host") && url.pathname === page ? (url.searchParams.get("place") ?? "") : "";
  } catch {
    return "";
  }
}
