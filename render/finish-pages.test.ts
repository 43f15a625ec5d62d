import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { buildInlineScript } from "../tooling/build/vite-plugins/inline-script";
import { FinishingPool, finishPage } from "./finish-pages";
import { bootSourceFile, parkedModuleType } from "./paint-first";

/** The boot script as the build compiles it (tooling/build/build.ts). */
const bootScript = buildInlineScript(bootSourceFile).code;

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

/** Every page through a pool of `processes`; their noindex flags in the order of `files`. */
async function throughPool(
  files: readonly string[],
  photoOrigins: readonly string[],
  processes: number,
): Promise<boolean[]> {
  const pool = new FinishingPool({ dir: dir!, photoOrigins, bootScript, processes });
  try {
    return (await Promise.all(files.map((file) => pool.add({ file, page: true })))).map((done) => done.noindex);
  } finally {
    await pool.close();
  }
}

describe("finishing the pre-rendered pages (npm run build)", () => {
  it("gives every page its policy and parked module, and says which are noindex, in order", () => {
    const files = pages(4);
    expect(
      files.map((file) => finishPage(file, { photoOrigins: ["https://upload.wikimedia.org"], bootScript })),
    ).toEqual([true, false, false, true]);
    for (const file of files) {
      const html = readFileSync(file, "utf8");
      expect(html).toContain('http-equiv="Content-Security-Policy"');
      expect(html).toContain(`type="${parkedModuleType}"`);
      expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
    }
  });

  it("across a pool of processes, finishes every page, compresses it after, and keeps the order of the flags", async () => {
    const files = pages(7);
    const flags = await throughPool(files, ["https://upload.wikimedia.org"], 2);
    expect(flags).toEqual([true, false, false, true, false, false, true]);
    for (const file of files) {
      const html = readFileSync(file, "utf8");
      expect(html).toContain('http-equiv="Content-Security-Policy"');
      expect(html).toContain(`type="${parkedModuleType}"`);
      // The boot the pool was given, which its processes do not compile themselves.
      expect(html).toContain(`<script>${bootScript}</script>`);
      // The twins hold the finished page, not the one React Router wrote.
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(html);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(html);
    }
  }, 30_000);

  it("compresses a file that is not a page as it is, and leaves a file that is not served compressed alone", async () => {
    dir = mkdtempSync(path.join(tmpdir(), "finish-pages-"));
    const data = path.join(dir, "north-market.data");
    const photo = path.join(dir, "photo.png");
    writeFileSync(data, '[{"name":"North Market"}]');
    writeFileSync(photo, Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const pool = new FinishingPool({ dir, photoOrigins: [], bootScript, processes: 1 });
    try {
      expect(await pool.add({ file: data, page: false })).toMatchObject({ noindex: false, bytes: 25 });
      expect(await pool.add({ file: photo, page: false })).toMatchObject({ bytes: 0 });
    } finally {
      await pool.close();
    }
    expect(readFileSync(data, "utf8")).toBe('[{"name":"North Market"}]');
    expect(gunzipSync(readFileSync(`${data}.gz`)).toString()).toBe('[{"name":"North Market"}]');
    expect(existsSync(`${photo}.gz`)).toBe(false);
  }, 30_000);

  it("fails with the page it cannot finish, named", async () => {
    const files = pages(6);
    writeFileSync(
      files[4]!,
      "<!DOCTYPE html><html><head></head><body><script type=module>a</script><script type=module>b</script></body></html>",
    );
    await expect(throughPool(files, [], 2)).rejects.toThrow(/page-4\.html: expected one module script, found 2/);
  }, 30_000);
});
