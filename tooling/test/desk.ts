/** What the server's tests read of the desk's pages. */

/** The text of a desk page's alert (a refused step's reason), HTML entities decoded; "" when there is none. */
export function alertOf(html: string): string {
  const text = /<p role="alert"[^>]*>([^<]*)<\/p>/.exec(html)?.[1] ?? "";
  return text
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
