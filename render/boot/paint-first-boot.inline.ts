/**
 * The paint-first boot script (docs/decisions/001-paint-first-boot.md), an inline script (decision 035): the
 * build makes it into one line (render/paint-first.ts: bootScript) and inlines it, with its CSP hash, into every
 * page right before the parked module script. It starts the app after the first paint:
 * a requestAnimationFrame callback runs just before the frame is painted, and a task queued from it
 * runs after. Hidden tabs get no frames, so a timer starts it anyway after one second.
 * Starting = add the modulepreload links the build took out of the HTML, then run a copy of React
 * Router's module script as a real module, which hydrates the page as before. The web app manifest's link comes
 * back then too (decision 087).
 */
import { manifestAttribute, modulePreloadAttribute, parkedModuleId } from "./parked-module";

/**
 * The script's body (decision 001): starts the parked app once, after the first frame (or after a second) and once
 * the parser has reached the parked script.
 */
export default function paintFirstBoot(): void {
  let started = false;

  const start = () => {
    if (started) return;
    const parked = document.getElementById(parkedModuleId);
    // A frame painted while the parser has not yet reached the parked script (the parser yields on a slow phone, and
    // the page may paint meanwhile): the app starts once the document is parsed instead of never.
    if (!parked) return document.addEventListener("DOMContentLoaded", start);
    started = true;
    const link = (rel: string, href: string) => {
      const element = document.createElement("link");
      element.rel = rel;
      element.href = href;
      document.head.appendChild(element);
    };
    for (const href of (parked.getAttribute(modulePreloadAttribute) ?? "").split(" "))
      if (href) link("modulepreload", href);
    const manifest = parked.getAttribute(manifestAttribute);
    if (manifest) link("manifest", manifest);
    const script = document.createElement("script");
    script.type = "module";
    script.textContent = parked.textContent;
    document.body.appendChild(script);
  };

  requestAnimationFrame(() => {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
}
