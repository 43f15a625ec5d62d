import { mkdtempSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { serverTimeouts } from "./serve";
import { validListing } from "../tooling/test/fixtures";
import { startServerProcess, type ServerProcess } from "../tooling/test/serve-process";

/**
 * Slow clients (decision 065): a request whose body comes a byte at a time, or whose headers do, loses its
 * connection within its limit (server/serve.ts `serverTimeouts`), while ordinary requests are answered meanwhile.
 * Not a test of storage: one engine (SQLite) is enough.
 */
let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess({
    DATA_DIR: mkdtempSync(path.join(inject("testTmp"), "dc-slow-")),
    DATABASE_URL: "",
    TRUST_PROXY: "1",
  });
}, 60_000);
afterAll(async () => {
  server.child.kill("SIGKILL");
  await server.exited;
});

/**
 * A client that sends `head` and then `rest` one byte every `everyMs`; resolves with the milliseconds until the
 * server closed the connection (or `giveUpMs` when it never did), and what the server answered.
 */
function trickle(port: number, head: string, rest: string, everyMs: number, giveUpMs: number) {
  return new Promise<{ ms: number; answer: string }>((resolve) => {
    const started = performance.now();
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    let at = 0;
    let timer: NodeJS.Timeout | undefined;
    const end = () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ ms: performance.now() - started, answer });
    };
    const giveUp = setTimeout(end, giveUpMs);
    socket.on("connect", () => {
      socket.write(head);
      timer = setInterval(() => {
        if (at < rest.length && !socket.destroyed) socket.write(rest[at++]!);
      }, everyMs);
    });
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    socket.on("close", end);
    socket.on("error", () => undefined);
  });
}

/** The `q`-th quantile of `values` (milliseconds). */
const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.ceil(q * values.length) - 1]!;

// The two tests wait on the server's clocks, not on the machine: side by side they take the longer one's time.
describe.concurrent("slow clients", () => {
  it("a body or headers sent a byte at a time lose their connection within their limit; 1,000 ordinary requests are answered meanwhile", async () => {
    const body = JSON.stringify({ name: "x".repeat(2000) });
    const slowBodies = Array.from({ length: 20 }, () =>
      trickle(
        server.port,
        `POST /api/listings HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
        body,
        200,
        40_000,
      ),
    );
    const slowHeaders = Array.from({ length: 5 }, () =>
      trickle(server.port, "GET / HTTP/1.1\r\n", `Host: 127.0.0.1\r\n${"X-Slow: a\r\n".repeat(100)}\r\n`, 200, 40_000),
    );
    // 1,000 ordinary requests, ten at a time, while the slow ones hold their connections.
    const times: number[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next < 1000) {
          next += 1;
          const started = performance.now();
          const answer = await fetch(`${server.url}/`);
          await answer.arrayBuffer();
          times.push(performance.now() - started);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        }
      }),
    );
    const bodies = await Promise.all(slowBodies);
    const headers = await Promise.all(slowHeaders);
    console.log(
      `1,000 requests beside 20 slow bodies and 5 slow headers: p50 ${quantile(times, 0.5).toFixed(1)} ms, p99 ${quantile(times, 0.99).toFixed(1)} ms; ` +
        `slow bodies cut after ${Math.min(...bodies.map((b) => b.ms)).toFixed(0)}-${Math.max(...bodies.map((b) => b.ms)).toFixed(0)} ms, ` +
        `slow headers after ${Math.min(...headers.map((h) => h.ms)).toFixed(0)}-${Math.max(...headers.map((h) => h.ms)).toFixed(0)} ms`,
    );
    expect(Object.fromEntries(statuses)).toEqual({ 200: 1000 });
    const slack = serverTimeouts.checkEveryMs + 1500; // Node looks once a second; the machine may be busy
    for (const { ms, answer } of bodies) {
      expect(ms).toBeGreaterThanOrEqual(serverTimeouts.formBodyMs - 100);
      expect(ms).toBeLessThan(serverTimeouts.formBodyMs + slack);
      expect(answer, "nothing was saved or answered for a body that never came").toBe("");
    }
    for (const { ms, answer } of headers) {
      expect(ms).toBeGreaterThanOrEqual(serverTimeouts.headersMs - 100);
      expect(ms).toBeLessThan(serverTimeouts.headersMs + slack);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    }
  }, 60_000);

  it("an idle kept-alive connection is closed after its time", async () => {
    const { ms, answer } = await trickle(server.port, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", "", 1000, 20_000);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(ms).toBeGreaterThanOrEqual(serverTimeouts.keepAliveMs - 100);
    expect(ms).toBeLessThan(serverTimeouts.keepAliveMs + 1500);
  }, 30_000);
});

/**
 * The body limit through Node's own server (server/app.ts `limitBody`): a body that says its length is judged by it,
 * one sent in chunks is counted as it comes; a form within the limit is stored either way.
 */
describe("a form's body over 32 KB through the server", () => {
  const post = (body: BodyInit, chunked: boolean) =>
    fetch(`${server.url}/api/listings`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Sec-Fetch-Site": "same-origin",
        // A client of its own each (TRUST_PROXY), so no post meets the per-client limit.
        "X-Forwarded-For": `192.0.2.${Math.floor(Math.random() * 250) + 1}`,
      },
      // A stream has no length: fetch sends it in chunks (Transfer-Encoding: chunked).
      body: chunked ? new Blob([body as string]).stream() : body,
      ...(chunked ? { duplex: "half" } : {}),
    } as RequestInit);
  const listing = (description: string) =>
    new URLSearchParams({ ...validListing, email: `slow-${Math.random()}@example.com`, description }).toString();

  it("is refused with 413 whether it says its length or comes in chunks", async () => {
    for (const chunked of [false, true]) expect((await post(listing("x".repeat(40_000)), chunked)).status).toBe(413);
  });

  it("a form within it is stored whether it says its length or comes in chunks", async () => {
    for (const chunked of [false, true]) {
      const answer = await post(listing("A real description."), chunked);
      expect(answer.status, chunked ? "chunked" : "with its length").toBe(303);
      expect(answer.headers.get("location")).toMatch(/^\/requests\/[A-Za-z0-9_-]{43}$/);
    }
  });
});
