import { describe, expect, it } from "vitest";
import { serverPrefixes } from "../server/static/request-rules";
import { isServerRequest, runtimeCaching, withinBudget } from "./service-worker";

/** Decision 025: the precache keeps every fixed file, then place and neighborhood pages by rank while they fit. */
describe("the precache budget", () => {
  const ranks = new Map([
    ["/place/b", 0],
    ["/place/a", 1],
    ["/restaurants/short-north", 2],
  ]);
  const rankOf = (page: string) => ranks.get(page);
  const entries = [
    { url: "/", size: 100 },
    { url: "/assets/app.js", size: 300 },
    { url: "/place/a", size: 50 },
    { url: "/place/a.data", size: 10 },
    { url: "/place/b", size: 50 },
    { url: "/place/b.data", size: 10 },
    { url: "/restaurants/short-north", size: 40 },
    { url: "/restaurants/short-north.data", size: 5 },
  ];
  const urls = (kept: { url: string }[]) => kept.map((entry) => entry.url);

  it("keeps everything when everything fits", () => {
    const { kept, complete } = withinBudget(entries, rankOf, 565);
    expect(urls(kept)).toEqual(urls(entries));
    expect(complete).toBe(true);
  });

  it("past the budget, takes pages in rank order, each with its data, and keeps the files' order", () => {
    const { kept, complete } = withinBudget(entries, rankOf, 400 + 60 + 59);
    expect(urls(kept)).toEqual(["/", "/assets/app.js", "/place/b", "/place/b.data"]);
    expect(complete).toBe(false);
  });

  it("never drops a file that is not a ranked page, even over the budget", () => {
    const { kept } = withinBudget(entries, rankOf, 10);
    expect(urls(kept)).toEqual(["/", "/assets/app.js"]);
  });
});

/** Product §16, decision 027: the worker sends the server's paths to the network, before any route that caches. */
describe("the server's paths in the service worker", () => {
  const site = "https://discovercolumbus.example";
  const context = (href: string) => ({ url: new URL(href, site), sameOrigin: new URL(href, site).origin === site });
  // sw.js holds the test as source text: rebuilt from it in a scope of its own, it must answer alike.
  const asInWorker = new Function(`return (${String(isServerRequest)});`)() as typeof isServerRequest;

  it("tells the site's own URLs under every server prefix from everything else", () => {
    const server = [
      ...serverPrefixes.map((prefix) => `${prefix}x`),
      "/requests/abc_-123",
      "/newsletter/confirm?token=t",
      "/api/listings",
    ];
    const others = [
      "/",
      "/restaurants",
      "/apis/x",
      "/requests",
      "/newsletter",
      "/place/api/x",
      "https://tiles.example/api/x",
      "https://photos.example/requests/a.jpg",
    ];
    for (const test of [isServerRequest, asInWorker]) {
      for (const href of server) expect(test(context(href)), href).toBe(true);
      for (const href of others) expect(test(context(href)), href).toBe(false);
    }
  });

  it("comes before the routes that cache, the opened pages' first (which would take the server's pages too)", () => {
    const routes = runtimeCaching(["https://photos.example"]);
    const serverRoute = routes.findIndex((route) => route.urlPattern === isServerRequest);
    expect(serverRoute).toBe(0);
    expect(routes[serverRoute]).toMatchObject({ handler: "NetworkOnly" });
    expect(routes[serverRoute]!.options?.cacheName).toBeUndefined();
    const openedPages = routes.findIndex((route) => route.options?.cacheName === "opened-pages");
    expect(openedPages).toBeGreaterThan(serverRoute);
  });
});
