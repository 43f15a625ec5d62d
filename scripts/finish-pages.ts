/**
 * The per-page part of the post-build step (scripts/postbuild.ts, step 2): each pre-rendered page gets the
 * paint-first boot (scripts/paint-first.ts) and its own content security policy (scripts/csp.ts), with one
 * parse5 parse and one write per page. (Spreading the pages over worker threads was tried at 10,000 pages:
 * it took three times the CPU time and four times the wall time of this one thread, so it is not done.)
 */
import { readFileSync, writeFileSync } from "node:fs";
import { addPolicy } from "./csp";
import { attribute, elements, parseHtml, serializeHtml } from "./html";
import { parkModuleScript } from "./paint-first";

/** The pages: absolute paths of their `.html` files, and the photo origins for the policy's img-src. */
export interface PageBatch {
  files: readonly string[];
  photoOrigins: readonly string[];
}

/**
 * Rewrites each page in place and says which ones are marked `noindex` (a robots meta tag), in the
 * order given, for the sitemap check.
 * @throws Error naming the file when a page cannot be rewritten (see parkModuleScript and addPolicy).
 */
export function finishPages({ files, photoOrigins }: PageBatch): boolean[] {
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
