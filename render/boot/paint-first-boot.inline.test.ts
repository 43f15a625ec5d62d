// @vitest-environment happy-dom
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runInlineScript } from "../../tooling/build/vite-plugins/run-inline-script";
import {
  manifestAttribute,
  modulePreloadAttribute,
  parkedHrefAttribute,
  parkedModuleId,
  parkedModuleType,
} from "./parked-module";

const file = path.join(import.meta.dirname, "paint-first-boot.inline.ts");

/** The started module scripts' texts and the preload links' URLs, in the page. */
const started = () => Array.from(document.querySelectorAll('script[type="module"]'), (script) => script.textContent);
const manifests = () =>
  Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]'), (link) => link.getAttribute("href"));
const preloads = () =>
  Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) =>
    link.getAttribute("href"),
  );

/** A PerformanceObserver the script made: its callback, the options it observed with, and whether it let go. */
class FakeObserver {
  static made: FakeObserver[] = [];
  options?: PerformanceObserverInit;
  disconnected = false;
  constructor(readonly callback: PerformanceObserverCallback) {
    FakeObserver.made.push(this);
  }
  observe(options: PerformanceObserverInit) {
    this.options = options;
  }
  disconnect() {
    this.disconnected = true;
  }
}

/** Delivers paint entries named `names` to every observer, as the browser does once a frame is presented. */
function paint(...names: string[]) {
  const entries = names.map((name) => ({ name, entryType: "paint", startTime: 120, duration: 0 }));
  const list = {
    getEntries: () => entries,
    getEntriesByName: (name: string) => entries.filter((entry) => entry.name === name),
    getEntriesByType: () => entries,
  } as unknown as PerformanceObserverEntryList;
  for (const observer of FakeObserver.made) observer.callback(list, observer as unknown as PerformanceObserver);
}

describe("the paint-first boot (decision 001)", () => {
  let frames: FrameRequestCallback[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    FakeObserver.made = [];
    vi.stubGlobal("PerformanceObserver", FakeObserver);
    document.head.innerHTML = `<link rel="icon" href="data:," ${parkedHrefAttribute}="/icons/favicon-32.png">`;
    document.body.innerHTML = `<h1>Columbus</h1><script type="${parkedModuleType}" id="${parkedModuleId}" ${modulePreloadAttribute}="/assets/a.js /assets/b.js" ${manifestAttribute}="/manifest.webmanifest">import("/assets/a.js");</script>`;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("starts nothing before the first contentful paint is presented, though a frame was drawn", () => {
    runInlineScript(file);
    expect(FakeObserver.made.map((observer) => observer.options)).toEqual([{ type: "paint", buffered: true }]);
    frames.forEach((frame) => frame(0));
    vi.advanceTimersByTime(0);
    paint("first-paint");
    expect(started()).toEqual([]);
    expect(preloads()).toEqual([]);
    expect(manifests()).toEqual([]);
    expect(document.querySelector('link[rel="icon"]')!.getAttribute("href")).toBe("data:,");
  });

  it("once it is presented, adds the preload and manifest links, gives the icon its URL, and runs a copy of the parked module, once", () => {
    runInlineScript(file);
    paint("first-contentful-paint");
    expect(preloads()).toEqual(["/assets/a.js", "/assets/b.js"]);
    expect(manifests()).toEqual(["/manifest.webmanifest"]);
    // Decision 102: the page's icon gets its URL back.
    expect(document.querySelector('link[rel="icon"]')!.getAttribute("href")).toBe("/icons/favicon-32.png");
    expect(started()).toEqual(['import("/assets/a.js");']);
    expect(FakeObserver.made[0]!.disconnected).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(started()).toHaveLength(1);
    expect(manifests()).toHaveLength(1);
  });

  it("a paint reported while the document is still being parsed starts the app once it is parsed", () => {
    // The parser may have yielded before the parked script, or inside its text: a copy then would run nothing.
    const parked = document.getElementById(parkedModuleId)!;
    const body = parked.textContent;
    parked.textContent = 'import("/assets/';
    Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
    try {
      runInlineScript(file);
      paint("first-contentful-paint");
      vi.advanceTimersByTime(1000);
      expect(started()).toEqual([]);
      expect(preloads()).toEqual([]);
      parked.textContent = body;
    } finally {
      Reflect.deleteProperty(document, "readyState");
    }
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(started()).toEqual(['import("/assets/a.js");']);
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(started()).toHaveLength(1);
  });

  it("starts after a second when nothing is painted (a hidden tab)", () => {
    runInlineScript(file);
    vi.advanceTimersByTime(999);
    expect(started()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(started()).toHaveLength(1);
  });

  it("starts after a second where the browser has no PerformanceObserver", () => {
    vi.stubGlobal("PerformanceObserver", undefined);
    runInlineScript(file);
    vi.advanceTimersByTime(999);
    expect(started()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(started()).toHaveLength(1);
  });
});
