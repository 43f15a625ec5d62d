// @vitest-environment happy-dom
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runInlineScript } from "../../tooling/build/vite-plugins/run-inline-script";
import { manifestAttribute, modulePreloadAttribute, parkedModuleId, parkedModuleType } from "./parked-module";

const file = path.join(import.meta.dirname, "paint-first-boot.inline.ts");

/** The started module scripts' texts and the preload links' URLs, in the page. */
const started = () => Array.from(document.querySelectorAll('script[type="module"]'), (script) => script.textContent);
const manifests = () =>
  Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]'), (link) => link.getAttribute("href"));
const preloads = () =>
  Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) =>
    link.getAttribute("href"),
  );

describe("the paint-first boot (decision 001)", () => {
  let frames: FrameRequestCallback[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    document.head.innerHTML = "";
    document.body.innerHTML = `<h1>Columbus</h1><script type="${parkedModuleType}" id="${parkedModuleId}" ${modulePreloadAttribute}="/assets/a.js /assets/b.js" ${manifestAttribute}="/manifest.webmanifest">import("/assets/a.js");</script>`;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("starts nothing before the first frame is painted", () => {
    runInlineScript(file);
    expect(started()).toEqual([]);
    expect(preloads()).toEqual([]);
    expect(manifests()).toEqual([]);
  });

  it("after the first frame, adds the preload links and the manifest link and runs a copy of the parked module, once", () => {
    runInlineScript(file);
    frames.forEach((frame) => frame(0));
    vi.advanceTimersByTime(0);
    expect(preloads()).toEqual(["/assets/a.js", "/assets/b.js"]);
    expect(manifests()).toEqual(["/manifest.webmanifest"]);
    expect(started()).toEqual(['import("/assets/a.js");']);
    vi.advanceTimersByTime(1000);
    expect(started()).toHaveLength(1);
    expect(manifests()).toHaveLength(1);
  });

  it("a frame painted before the parser reaches the parked script starts the app once the document is parsed", () => {
    const parked = document.getElementById(parkedModuleId)!;
    parked.remove();
    runInlineScript(file);
    frames.forEach((frame) => frame(0));
    vi.advanceTimersByTime(1000);
    expect(started()).toEqual([]);
    document.body.append(parked);
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(started()).toEqual(['import("/assets/a.js");']);
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(started()).toHaveLength(1);
  });

  it("starts after a second when no frame comes (a hidden tab)", () => {
    runInlineScript(file);
    vi.advanceTimersByTime(999);
    expect(started()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(started()).toHaveLength(1);
  });
});
