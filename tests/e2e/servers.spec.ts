import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { expect, readContent, test, waitForHydration } from "./fixtures";
import { mainBuild, startNginx, type RunningNginx } from "./nginx";
import { listingFormBody } from "./server-posts";
import sharp from "sharp";
import { uploadEndpoint, uploadLimitBytes } from "../../core/forms/photo-rules";
import { submissionLimitBytes } from "../../core/forms/server-contract";
import { securityHeaders, serverHeaders } from "../../server/static/headers";
import { readConfig } from "../../server/config";

/**
 * The two documented servers answer alike (README "Deploy"; docs/decisions/003): `npm start` (the
 * server these tests run against) and Debian's nginx with the configuration the build writes
 * (build/nginx/), started by ./nginx.ts with the test's `npm start` as its upstream, so a post goes
 * client -> nginx -> npm start as deployed. Requests go out raw (node:http), so odd URLs reach the servers exactly as
 * typed, from the loopback address a test chooses.
 */

const build = mainBuild;
const places = readContent();

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

interface SendOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The client's own address (any 127.x.y.z reaches a loopback server): the peer nginx sees. */
  localAddress?: string;
}

/** One request with the target sent as written. */
function send(base: string, target: string, options: SendOptions = {}): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: hostname,
      port,
      path: target,
      method: options.method ?? "GET",
      headers: options.headers,
      localAddress: options.localAddress,
      agent: false,
    });
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on("error", reject);
    request.end(options.body);
  });
}

/** The headers both servers must agree on (Date, Server, ETag and Last-Modified are each server's own). */
const compared = ["content-type", "content-encoding", "content-length", "cache-control", "vary", "location", "allow"];
const security = Object.keys(securityHeaders).map((key) => key.toLowerCase());

function pick(answer: Answer, keys: string[]) {
  return Object.fromEntries(keys.map((key) => [key, answer.headers[key]]));
}

/** A loopback address of its own for a client of the per-client limits: 127.1-254.0-255.1-254, new each run. */
function loopbackClient(): string {
  const byte = (from: number, to: number) => from + Math.floor(Math.random() * (to - from + 1));
  return `127.${byte(1, 254)}.${byte(0, 255)}.${byte(1, 254)}`;
}

test.describe("the servers: npm start and nginx answer alike", () => {
  test.describe.configure({ mode: "serial" });
  let nginx: RunningNginx | undefined;
  let nginxBase = "";
  let withBrotli = false;

  test.beforeAll(async () => {
    nginx = await startNginx({ root: `${build}/client`, appBase: test.info().project.use.baseURL! });
    nginxBase = nginx.base;
    withBrotli = nginx.withBrotli;
  });

  test.afterAll(() => nginx?.stop());

  /** Both answers to the same request: [npm start, nginx]. */
  async function both(baseURL: string, target: string, options?: Parameters<typeof send>[2]) {
    return Promise.all([send(baseURL, target, options), send(nginxBase, target, options)]);
  }

  test("pages, data, assets, the sitemap and unknown paths: same status, bytes and headers", async ({ baseURL }) => {
    const home = (await send(baseURL!, "/")).body.toString();
    const script = /\/assets\/[^"\s]+\.js/.exec(home)![0];
    const stylesheet = /\/assets\/[^"\s]+\.css/.exec(home)![0];
    const targets = [
      "/",
      "/restaurants",
      "/restaurants/",
      `/place/${places[0]!.slug}`,
      "/restaurants.data",
      "/sitemap.xml",
      "/robots.txt",
      "/icons/favicon-32.png",
      "/icons/icon-192.png",
      "/manifest.webmanifest",
      "/sw.js",
      "/offline.html",
      script,
      stylesheet,
      "/no-such-page",
      "/place/no-such-place",
      "/assets/no-such-file.js",
      "/assets/",
      "/images/",
    ];
    const encodings = withBrotli ? ["br, gzip", "gzip", ""] : ["gzip", ""];
    for (const target of targets) {
      for (const encoding of encodings) {
        const headers = encoding ? { "Accept-Encoding": encoding } : undefined;
        const [node, nginxAnswer] = await both(baseURL!, target, { headers });
        const label = `${target} (Accept-Encoding: ${encoding || "none"})`;
        expect(pick(nginxAnswer, [...compared, ...security]), label).toEqual(pick(node, [...compared, ...security]));
        expect(nginxAnswer.status, label).toBe(node.status);
        expect(nginxAnswer.body.equals(node.body), `${label}: same bytes`).toBe(true);
      }
    }
  });

  test("what npm start sends: precompressed bodies, caching, the 404 page, security headers everywhere", async ({
    baseURL,
  }) => {
    const page = await send(baseURL!, "/restaurants", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(page.status).toBe(200);
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.body).toEqual(readFileSync(path.join(build, "client/restaurants/index.html.br")));
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.headers.vary).toBe("Accept-Encoding");
    const data = await send(baseURL!, "/restaurants.data", { headers: { "Accept-Encoding": "gzip" } });
    expect([data.headers["content-type"], data.headers["content-encoding"]]).toEqual([
      "text/x-script; charset=utf-8",
      "gzip",
    ]);
    const sitemap = await send(baseURL!, "/sitemap.xml", { headers: { "Accept-Encoding": "gzip" } });
    expect([sitemap.headers["content-type"], sitemap.headers["content-encoding"]]).toEqual([
      "application/xml; charset=utf-8",
      "gzip",
    ]);
    const home = (await send(baseURL!, "/")).body.toString();
    const asset = await send(baseURL!, /\/assets\/[^"\s]+\.js/.exec(home)![0]);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const missing = await send(baseURL!, "/no-such-page");
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(readFileSync(path.join(build, "client/404.html")));
    for (const answer of [page, data, sitemap, asset, missing]) {
      for (const [key, value] of Object.entries(securityHeaders)) expect(answer.headers[key.toLowerCase()]).toBe(value);
    }
  });

  test("revalidation: each server's ETag gets a 304 that keeps the security and cache headers", async ({ baseURL }) => {
    for (const base of [baseURL!, nginxBase]) {
      for (const target of ["/restaurants", "/manifest.webmanifest"]) {
        const first = await send(base, target, { headers: { "Accept-Encoding": "gzip" } });
        expect(first.headers.etag, `${base}${target}`).toBeTruthy();
        const again = await send(base, target, {
          headers: { "Accept-Encoding": "gzip", "If-None-Match": first.headers.etag! },
        });
        expect(again.status, `${base}${target}`).toBe(304);
        expect(again.body.length).toBe(0);
        expect(again.headers["cache-control"], `${base}${target}`).toBe("no-cache");
        expect(pick(again, security), `${base}${target}`).toEqual(pick(first, security));
      }
    }
  });

  test("odd URLs get a 4xx or a redirect, never a 500 or another page's HTML", async ({ baseURL }) => {
    const notFoundPage = readFileSync(path.join(build, "client/404.html"));
    const cases: { target: string; method?: string; status: number; location?: string; body?: Buffer | string }[] = [
      { target: "/restaurants%00", status: 400 },
      { target: "/%zz", status: 400 },
      { target: `/${"a".repeat(300)}`, status: 404, body: notFoundPage },
      { target: `/place/${"b".repeat(255)}`, status: 404, body: notFoundPage },
      { target: "/place/%2e%2e%2f", status: 404, body: notFoundPage },
      { target: "/place/../", status: 404, body: notFoundPage },
      { target: "/%2E%2E/restaurants", status: 400 },
      { target: "/place/%2e%2e/%2E%2E/%2e%2e/etc/passwd", status: 400 },
      { target: "/place/%2e%2e/restaurants", status: 404, body: notFoundPage },
      { target: "/restaurants%2f", status: 404, body: notFoundPage },
      { target: "//restaurants", status: 301, location: "/restaurants" },
      { target: "/place//lindeys?ref=a", status: 301, location: "/place/lindeys?ref=a" },
      { target: "///", status: 301, location: "/" },
      { target: "/", method: "POST", status: 405, body: "Method Not Allowed\n" },
      { target: "/restaurants", method: "DELETE", status: 405, body: "Method Not Allowed\n" },
      { target: "/restaurants", method: "OPTIONS", status: 405, body: "Method Not Allowed\n" },
      { target: "/restaurants", method: "POST", status: 405, body: "Method Not Allowed\n" },
      // Spelled like a server's path but disguised or overlong: no server's path, the static rules answer.
      { target: "/api/%2e%2e/restaurants", status: 404, body: notFoundPage },
      { target: "/api/%2E%2E/restaurants", method: "POST", status: 405, body: "Method Not Allowed\n" },
      { target: "/requests/..%2frestaurants", status: 404, body: notFoundPage },
      { target: "/newsletter/./check-inbox", status: 404, body: notFoundPage },
      { target: "/newsletter/./check-inbox", method: "POST", status: 405, body: "Method Not Allowed\n" },
      { target: `/requests/${"c".repeat(255)}`, method: "POST", status: 405, body: "Method Not Allowed\n" },
      // Decodes to a server's path, but was not sent as one: no file has that name.
      { target: "/%61pi/listings", status: 404, body: notFoundPage },
    ];
    for (const { target, method, status, location, body } of cases) {
      const label = `${method ?? "GET"} ${target.slice(0, 40)}`;
      const [node, nginxAnswer] = await both(baseURL!, target, { method });
      for (const answer of [node, nginxAnswer]) {
        expect(answer.status, label).toBe(status);
        expect(answer.headers.location, label).toBe(location);
        expect(answer.headers["cache-control"], label).toBe("no-cache");
        if (status === 405) expect(answer.headers.allow, label).toBe("GET, HEAD");
        if (body !== undefined) expect(answer.body.toString(), label).toBe(body.toString());
      }
      expect(pick(nginxAnswer, security), label).toEqual(pick(node, security));
      expect(node.headers["content-security-policy"], label).toBe(securityHeaders["Content-Security-Policy"]);
    }
  });

  test("in the browser, an odd URL ends on a working page without a hydration error", async ({ page, baseURL }) => {
    await page.goto(`${baseURL}//restaurants`);
    await expect(page).toHaveURL(`${baseURL}/restaurants`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The 404 page's own script sends an unknown place path to /restaurants (product §2) before the app starts.
    await page.goto(`${baseURL}/place/%2e%2e%2f`);
    await expect(page).toHaveURL(`${baseURL}/restaurants`);
    await waitForHydration(page);
  });

  test("HEAD answers with the headers of GET and no body", async ({ baseURL }) => {
    for (const base of [baseURL!, nginxBase]) {
      const get = await send(base, "/restaurants", { headers: { "Accept-Encoding": "gzip" } });
      const head = await send(base, "/restaurants", { method: "HEAD", headers: { "Accept-Encoding": "gzip" } });
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(pick(head, [...compared, ...security])).toEqual(pick(get, [...compared, ...security]));
    }
  });

  test.describe("the server's paths through nginx", () => {
    /** The headers the server sends with each answer (server/static/headers.ts), lower-case, with their values. */
    const serverAnswerHeaders = Object.fromEntries(
      Object.entries({ ...securityHeaders, ...serverHeaders }).map(([key, value]) => [key.toLowerCase(), value]),
    );
    const formPost = (body: string | Buffer, options: SendOptions = {}): SendOptions => ({
      method: "POST",
      body,
      ...options,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: nginxBase, ...options.headers },
    });

    test("a listing's post reaches npm start (303), its status page comes back with the server's own headers only", async ({
      baseURL,
    }) => {
      const posted = await send(
        nginxBase,
        "/api/listings",
        formPost(listingFormBody(), { localAddress: loopbackClient() }),
      );
      expect(posted.status, posted.body.toString()).toBe(303);
      expect(posted.headers.location).toMatch(/^\/requests\/[A-Za-z0-9_-]{43}$/);
      const [direct, proxied] = await both(baseURL!, posted.headers.location!);
      expect(proxied.status).toBe(200);
      expect(proxied.headers["cache-control"]).toBe("no-store");
      expect(proxied.headers["x-robots-tag"]).toBe("noindex");
      expect(proxied.headers["content-security-policy"]).toContain("default-src 'none'");
      expect(proxied.body.toString()).toContain("Listing request: Test Cafe");
      // Exactly what npm start answers: no static header added (a second Cache-Control or policy would show here).
      expect(pick(proxied, Object.keys(serverAnswerHeaders))).toEqual(serverAnswerHeaders);
      expect(pick(posted, Object.keys(serverAnswerHeaders))).toEqual(serverAnswerHeaders);
      expect(proxied.headers["content-type"]).toBe(direct.headers["content-type"]);
      expect(proxied.body.equals(direct.body), "same page").toBe(true);
    });

    test("every method and spelling of a server's path is the server's to answer, not nginx's rules", async ({
      baseURL,
    }) => {
      const cases: { target: string; method?: string; allow?: string }[] = [
        { target: "/newsletter/check-inbox" },
        { target: "/newsletter/check-inbox?from=//x" },
        { target: "/requests/sent" },
        { target: "/requests/no-such-token" },
        { target: "/api/listings", allow: "POST" },
        { target: "/api/listings", method: "DELETE", allow: "POST" },
        { target: "/api//listings", method: "POST" },
        { target: "/newsletter/unsubscribe?t=not-a-token", method: "POST" },
      ];
      for (const { target, method, allow } of cases) {
        const label = `${method ?? "GET"} ${target}`;
        const [direct, proxied] = await both(baseURL!, target, { method });
        expect(proxied.status, label).toBe(direct.status);
        expect(proxied.headers.allow, label).toBe(allow);
        expect(pick(proxied, Object.keys(serverAnswerHeaders)), label).toEqual(serverAnswerHeaders);
        expect(proxied.body.equals(direct.body), `${label}: same body`).toBe(true);
      }
    });

    test(`a body over ${submissionLimitBytes / 1024} KB gets 413 from nginx itself; one of ${submissionLimitBytes / 1024} KB reaches npm start`, async () => {
      const over = await send(nginxBase, "/api/listings", formPost(Buffer.alloc(submissionLimitBytes + 1, "a")));
      expect(over.status).toBe(413);
      // nginx's answer (the server's own 413 is an HTML page), with the server's headers.
      expect(over.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(over.body.toString()).toContain(`at most ${submissionLimitBytes / 1024} KB`);
      expect(pick(over, Object.keys(serverAnswerHeaders))).toEqual(serverAnswerHeaders);
      const atLimit = await send(nginxBase, "/api/listings", formPost(Buffer.alloc(submissionLimitBytes, "a")));
      expect(atLimit.status, "the server's answer: no valid field").toBe(422);
      expect(atLimit.headers["content-type"]).toMatch(/^text\/html/);
    });

    test("a photo's upload has its own limit through nginx: a photo of over 96 KB reaches npm start (201), one over the photo limit gets nginx's 413", async () => {
      const boundary = "dc-boundary-7f3a";
      const multipart = (file: Buffer) =>
        Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="front.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
          ),
          file,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
      const upload = (file: Buffer) =>
        send(nginxBase, uploadEndpoint, {
          method: "POST",
          body: multipart(file),
          localAddress: loopbackClient(),
          headers: {
            "Content-Type": `multipart/form-data; boundary=${boundary}`,
            Accept: "application/json",
            Origin: nginxBase,
          },
        });
      // A photo of noise (it compresses badly): well over the forms' 32 KB.
      const photo = await sharp({
        create: {
          width: 640,
          height: 480,
          channels: 3,
          background: "#888",
          noise: { type: "gaussian", mean: 128, sigma: 60 },
        },
      })
        .jpeg({ quality: 92 })
        .toBuffer();
      expect(photo.length).toBeGreaterThan(3 * submissionLimitBytes);
      const kept = await upload(photo);
      expect(kept.status, kept.body.toString()).toBe(201);
      expect(JSON.parse(kept.body.toString())).toMatchObject({ width: 640, height: 480 });
      const over = await upload(Buffer.alloc(uploadLimitBytes + 1, 0xff));
      expect(over.status).toBe(413);
      expect(over.body.toString()).toContain("That photo is too large");
    });

    test("X-Forwarded-For: npm start counts each client by the address nginx saw, never by what the client wrote", async () => {
      // Through nginx the chain is client -> nginx -> npm start. nginx appends the client's address to
      // X-Forwarded-For and the test server trusts one proxy (TRUST_PROXY=1), so it counts the last entry:
      // the loopback address each client here sends from. What a client writes on the left is ignored.
      const { submissionsPerHour } = readConfig();
      const first = loopbackClient();
      let second = loopbackClient();
      while (second === first) second = loopbackClient();
      const post = (client: string, claimed: string) =>
        send(
          nginxBase,
          "/api/listings",
          formPost(listingFormBody(), { localAddress: client, headers: { "X-Forwarded-For": claimed } }),
        );
      for (let count = 1; count <= submissionsPerHour; count++) {
        expect((await post(first, `203.0.113.${count}`)).status, `post ${count} of ${submissionsPerHour}`).toBe(303);
      }
      const refused = await post(first, "203.0.113.200");
      expect(refused.status, "one client, whatever X-Forwarded-For it claims").toBe(429);
      expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
      expect((await post(second, "203.0.113.1")).status, "another client address: a client of its own").toBe(303);
    });
  });
});
