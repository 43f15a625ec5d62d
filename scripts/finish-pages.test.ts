import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { finishPages, finishPagesInProcesses } from "./finish-pages";
import { parkedModuleType } from "./paint-first";

// A page as React Router writes it (trimmed); `robots` adds a noindex meta tag.
const pageHtml = (title: string, robots = false) =>
  [
    `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>${title}</title>`,
    robots ? `<meta name="robots" content="noindex"/>` : "",
    `<link rel="modulepreload" href="/assets/entry.client-3.js"/></head><body><h1>${title}</h1>`,
    `<script>window.__reactRouterContext = {};</script>`,
    `<script type="module" async="">import("/assets/entry.client-3.js");</script></body></html>`,
  ].join("");

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** `count` pages in a temporary folder; every third one is noindex. */
function pages(count: number): string[] {
  dir = mkdtempSync(path.join(tmpdir(), "finish-pages-"));
  return Array.from({ length: count }, (_, at) => {
    const file = path.join(dir!, `page-${at}.html`);
    writeFileSync(file, pageHtml(`Page ${at}`, at % 3 === 0));
    return file;
  });
}

describe("finishing the pre-rendered pages (post-build step 2)", () => {
  it("gives every page its policy and parked module, and says which are noindex, in order", () => {
    const files = pages(4);
    expect(finishPages({ files, photoOrigins: ["https://upload.wikimedia.org"] })).toEqual([true, false, false, true]);
    for (const file of files) {
      const html = readFileSync(file, "utf8");
      expect(html).toContain('http-equiv="Content-Security-Policy"');
      expect(html).toContain(`type="${parkedModuleType}"`);
      expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
    }
  });

  it("spread over processes, does the same to every page and keeps the order of the flags", async () => {
    const files = pages(7);
    const flags = await finishPagesInProcesses({ files, photoOrigins: ["https://upload.wikimedia.org"] }, 2, 3);
    expect(flags).toEqual([true, false, false, true, false, false, true]);
    for (const file of files) {
      const html = readFileSync(file, "utf8");
      expect(html).toContain('http-equiv="Content-Security-Policy"');
      expect(html).toContain(`type="${parkedModuleType}"`);
    }
  }, 30_000);

  it("fails when a process fails: a page it cannot finish", async () => {
    const files = pages(6);
    writeFileSync(files[4]!, "<!DOCTYPE html><html><head></head><body><script type=module>a</script><script type=module>b</script></body></html>");
    await expect(finishPagesInProcesses({ files, photoOrigins: [] }, 2, 3)).rejects.toThrow(/exited with code/);
  }, 30_000);
});
