import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildInlineScript } from "../tooling/build/vite-plugins/inline-script";
import { imageOrigins, inlineScripts, pagePolicy, scriptHash, withPolicy } from "./csp";
import {
  bootScriptFile,
  bootSourceFile,
  parkedModuleId,
  parkedModuleType,
  readBootScript,
  withPaintFirstBoot,
  writeBootScript,
} from "./paint-first";

/** The boot script as the build compiles it (tooling/build/build.ts). */
const bootScript = buildInlineScript(bootSourceFile).code;

// The shape React Router writes into a pre-rendered page (trimmed).
const moduleBody = `import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\nimport("/assets/entry.client-3.js");`;
const page = [
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>`,
  `<link rel="modulepreload" href="/assets/entry.client-3.js"/><link rel="modulepreload" href="/assets/framework-4.js"/>`,
  `<link rel="manifest" href="/manifest.webmanifest"/><link rel="icon" href="/icons/favicon-32.png" type="image/png" sizes="32x32"/>`,
  `<link rel="stylesheet" href="/assets/root-5.css"/></head><body><h1>Columbus</h1>`,
  `<script>window.__reactRouterContext = {};</script>`,
  `<script type="module" async="">${moduleBody}</script></body></html>`,
].join("");

describe("paint first, then load the app (post-build)", () => {
  const html = withPaintFirstBoot(page, bootScript);

  it("leaves nothing the browser would fetch or run as a module before the first paint", () => {
    expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    // Decision 087: the browser fetches a manifest link as it parses it; the boot adds it back after the first paint.
    expect(html).not.toMatch(/<link[^>]*rel="manifest"/);
    expect(html).toContain(`<link rel="stylesheet" href="/assets/root-5.css">`);
  });

  it("parks the page's icon until the app starts, and keeps it for browsers without scripting (decision 102)", () => {
    // Chromium asks for the icon at the page's load: an empty data: URL fetches nothing; the boot sets the URL back.
    expect(html).toContain(
      `<link rel="icon" type="image/png" sizes="32x32" href="data:," data-href="/icons/favicon-32.png">` +
        `<noscript><link rel="icon" href="/icons/favicon-32.png" type="image/png" sizes="32x32"></noscript>`,
    );
    expect(html.match(/<link[^>]*rel="icon"[^>]*>/g)).toHaveLength(2);
    // A page without the app keeps its icon as it is.
    const plain = `<!DOCTYPE html><html><head><link rel="icon" href="/icons/favicon-32.png"></head><body></body></html>`;
    expect(withPaintFirstBoot(plain, bootScript)).toBe(plain);
  });

  it("parks React Router's module script unchanged, with the preload list, right after the boot script", () => {
    expect(html).toContain(
      `<script>${bootScript}</script><script type="${parkedModuleType}" id="${parkedModuleId}" data-modulepreload="/assets/entry.client-3.js /assets/framework-4.js" data-manifest="/manifest.webmanifest">${moduleBody}</script>`,
    );
    expect(html).toContain(`<script>window.__reactRouterContext = {};</script>`);
  });

  it("lets the page's policy allow the boot script and the parked module by hash", () => {
    const scripts = inlineScripts(html);
    expect(scripts).toContain(bootScript);
    expect(scripts).toContain(moduleBody);
    const policy = withPolicy(html);
    expect(policy).toContain(scriptHash(bootScript));
    expect(policy).toContain(scriptHash(moduleBody));
  });

  it("inlines the boot script built and minified from its source file", () => {
    expect(readFileSync(bootSourceFile, "utf8")).toContain("first-contentful-paint");
    expect(bootScript).toContain(`"${parkedModuleId}"`);
    expect(bootScript).toContain('"first-contentful-paint"');
    expect(bootScript).not.toMatch(/\n|\/\*|import /);
    // Every page carries it: about 0.4 KB brotli.
    expect(bootScript.length).toBeLessThan(900);
  });

  it("places the policy after <meta charset>, before every script", () => {
    const secured = withPolicy(html);
    expect(secured.indexOf("Content-Security-Policy")).toBeGreaterThan(secured.indexOf("utf-8"));
    expect(secured.indexOf("Content-Security-Policy")).toBeLessThan(secured.indexOf("<script"));
    expect(withPolicy(secured).match(/Content-Security-Policy/g)).toHaveLength(1);
  });

  it("leaves a page without a module script as it is, and refuses a page with two", () => {
    const plain = `<html><head><meta charset="utf-8"></head><body><p>Hi</p></body></html>`;
    expect(withPaintFirstBoot(plain, bootScript)).toBe(plain);
    expect(() =>
      withPaintFirstBoot(page.replace("</body>", `<script type="module">x()</script></body>`), bootScript),
    ).toThrow(/two|2/);
  });

  it("keeps the compiled boot in the release for the publisher's renderer, and names a release without one", () => {
    const release = mkdtempSync(path.join(tmpdir(), "release-"));
    try {
      expect(() => readBootScript(release)).toThrow(new RegExp(`${bootScriptFile}: run npm run build`));
      writeBootScript(release, bootScript);
      expect(readBootScript(release)).toBe(bootScript);
    } finally {
      rmSync(release, { recursive: true, force: true });
    }
  });
});

describe("the policy's image origins", () => {
  it("are the content's photo hosts plus Wikimedia's and the map tiles' host, each once, sorted", () => {
    const origins = imageOrigins([
      "https://press.example.org/a.jpg",
      "https://upload.wikimedia.org/x.jpg",
      "https://press.example.org/b.jpg",
    ]);
    expect(origins).toEqual([
      "https://press.example.org",
      "https://tile.openstreetmap.org",
      "https://upload.wikimedia.org",
    ]);
    expect(pagePolicy([], origins)).toContain(
      "img-src 'self' data: https://press.example.org https://tile.openstreetmap.org https://upload.wikimedia.org;",
    );
  });
});
