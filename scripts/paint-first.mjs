/**
 * Paint first, then load the app. Every page is pre-rendered and readable, with working links,
 * before any JavaScript runs. React Router's HTML would start downloading all of the app's modules
 * (modulepreload links and an inline module script) while the page's HTML and CSS are still
 * arriving, so on a slow phone the first paint waits for about 120 KB gzip of JavaScript it does not
 * need. This post-build step keeps React Router's module script as it is but parks it: the browser
 * paints the page first, then a small boot script adds the modulepreload links and starts the module
 * script, which hydrates the page as before.
 *
 * Shape of the rewrite (per HTML file):
 *   <link rel="modulepreload" href="/assets/a.js"/>…        -> removed; the URLs move to
 *   <script type="module" async="">BODY</script>             -> <script type="text/x-deferred-module"
 *                                                                id="app-module" data-modulepreload="/assets/a.js …">BODY</script>
 *   plus <script>BOOT</script> right before it.
 * BODY is unchanged, so its CSP hash is still listed (see csp.mjs). Pages without a module script
 * are returned unchanged.
 */

/** The id of the parked module script. */
export const parkedModuleId = "app-module";
/** The script type that keeps the browser from running the module before the boot script does. */
export const parkedModuleType = "text/x-deferred-module";

/**
 * Starts the parked module after the first paint: a requestAnimationFrame callback runs just before
 * the frame is painted, and a task queued from it runs after. Hidden tabs get no frames, so a timer
 * starts it anyway after one second.
 */
export const bootScript = `(function(){var d=document,started=false;function start(){if(started)return;started=true;var m=d.getElementById("${parkedModuleId}");if(!m)return;(m.getAttribute("data-modulepreload")||"").split(" ").forEach(function(href){if(!href)return;var l=d.createElement("link");l.rel="modulepreload";l.href=href;d.head.appendChild(l)});var s=d.createElement("script");s.type="module";s.textContent=m.textContent;d.body.appendChild(s)}requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,1000)})()`;

/** React Router's inline module script; BODY is its first group. */
const moduleScript = /<script type="module"[^>]*>([\s\S]*?)<\/script>/g;

/** Rewrites one pre-rendered HTML document as described above. Throws if the module script appears twice. */
export function withPaintFirstBoot(html) {
  const count = html.match(moduleScript)?.length ?? 0;
  if (count === 0) return html;
  if (count > 1) throw new Error(`expected one module script, found ${count}`);
  const preloads = [];
  return html
    .replace(/<link rel="modulepreload" href="([^"]+)"\/?>/g, (_, href) => {
      preloads.push(href);
      return "";
    })
    .replace(
      moduleScript,
      (_, body) =>
        `<script>${bootScript}</script><script type="${parkedModuleType}" id="${parkedModuleId}" data-modulepreload="${preloads.join(" ")}">${body}</script>`,
    );
}
