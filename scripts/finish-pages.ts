/**
 * The per-page part of the post-build step (scripts/postbuild.ts, step 2): each pre-rendered page gets the
 * paint-first boot (scripts/paint-first.ts) and its own content security policy (scripts/csp.ts), with one
 * parse5 parse and one write per page. Pages are independent, so a large build spreads them over worker
 * threads (piscina): this module is also the workers' entry, its default export taking one batch.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { addPolicy } from "./csp";
import { attribute, elements, parseHtml, serializeHtml } from "./html";
import { parkModuleScript } from "./paint-first";

/** One batch of pages: absolute paths of their `.html` files, and the photo origins for the policy's img-src. */
export interface PageBatch {
  files: readonly string[];
  photoOrigins: readonly string[];
}

/**
 * Rewrites each page of the batch in place and says which ones are marked `noindex` (a robots meta tag),
 * in the batch's order, for the sitemap check.
 * @throws Error naming the file when a page cannot be rewritten (see parkModuleScript and addPolicy).
 */
export default function finishPages({ files, photoOrigins }: PageBatch): boolean[] {
  return files.map((file) => {
    try {
      const document = parseHtml(readFileSync(file, "utf8"));
      const noindex = elements(document, "meta").some(
        (meta) => attribute(meta, "name") === "robots" && /noindex/.test(attribute(meta, "content") ?? ""),
      );
      parkModuleScript(document);
      addPolicy(document, photoOrigins);
      writeFileSync(file, serializeHtml(document));
      return noindex;
    } catch (error) {
      throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  });
}
