// Draws the app icons of the web app manifest (product §14.2) from the site's mark, with headless
// Chromium, into public/icons/. Run it after changing the mark: `npx tsx tooling/build/make-icons.ts`.
// "any" icons are the favicon's rounded square; "maskable" ones keep the pin inside the 80% safe zone
// on a full-bleed background, as Android crops them to its own shape. The favicon is a PNG, not an SVG: a
// browser tab fetches its icon again when the address changes (typing in a search box replaces it), and an
// SVG icon is drawn as a document of its own on the page's main thread (40-85 ms per keystroke on a
// 4x-throttled phone, product §15.1), a small PNG is only decoded.
import { chromium } from "@playwright/test";
import { existsSync } from "node:fs";
import path from "node:path";

const out = path.resolve(import.meta.dirname, "../../public/icons");
const pin =
  '<path d="M16 6a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z" fill="#fff"/>';
const any = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#b91c1c"/>${pin}</svg>`;
const full = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#b91c1c"/><g transform="translate(3.2 3.2) scale(0.8)">${pin}</g></svg>`;

const icons = [
  { file: "favicon-32.png", size: 32, svg: any },
  { file: "icon-192.png", size: 192, svg: any },
  { file: "icon-512.png", size: 512, svg: any },
  { file: "maskable-512.png", size: 512, svg: full },
  { file: "apple-touch-icon.png", size: 180, svg: full },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined),
  args: ["--no-sandbox", "--disable-gpu"],
});
for (const { file, size, svg } of icons) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
  );
  await page.screenshot({ path: path.join(out, file), omitBackground: true });
  await page.close();
}
await browser.close();
console.log(`icons written to ${out}`);
