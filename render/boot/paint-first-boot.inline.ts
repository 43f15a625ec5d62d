/**
 * The paint-first boot script (docs/decisions/001-paint-first-boot.md), an inline script (decision 035): the
 * build makes it into one line (render/paint-first.ts: bootScript) and inlines it, with its CSP hash, into every
 * page right before the parked module script. It starts the app once the first contentful paint is on the screen,
 * as the browser reports it (Paint Timing's `first-contentful-paint` entry, delivered once the frame is presented).
 * Hidden tabs paint nothing, so a timer starts it anyway after one second.
 * Starting = add the modulepreload links the build took out of the HTML, then run a copy of React
 * Router's module script as a real module, which hydrates the page as before. The web app manifest's link comes
 * back then too (decision 087), and the page icon's URL (decision 102).
 */
import { manifestAttribute, modulePreloadAttribute, parkedHrefAttribute, parkedModuleId } from "./parked-module";

/**
 * The script's body (decision 001): starts the parked app once, after the first contentful paint is presented (or
 * after a second) and once the document is parsed.
 */
export default function paintFirstBoot(): void {
  let started = false;

  const start = () => {
    if (started) return;
    // Until the document is parsed, the parked script may be missing or its text cut short (the parser yields on a
    // slow phone, and the page may paint meanwhile): a copy would run nothing, and the app would never start.
    if (document.readyState === "loading") return document.addEventListener("DOMContentLoaded", start);
    started = true;
    const parked = document.getElementById(parkedModuleId);
    if (!parked) return;
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
    for (const icon of document.querySelectorAll(`link[${parkedHrefAttribute}]`))
      icon.setAttribute("href", icon.getAttribute(parkedHrefAttribute)!);
    const script = document.createElement("script");
    script.type = "module";
    script.textContent = parked.textContent;
    document.body.appendChild(script);
  };

  // Not on the first frame's drawing (a requestAnimationFrame callback and a task): the browser reports a paint when
  // the frame is presented, which came tens of milliseconds later on a busy machine, and the app's requests then
  // came before it; Lighthouse counted the app's JavaScript into the first paint (decision 102). Every browser the
  // build targets has Paint Timing; without a PerformanceObserver, the timer.
  try {
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      start();
    }).observe({ type: "paint", buffered: true });
  } catch {
    // The timer below starts the app.
  }
  setTimeout(start, 1000);
}
