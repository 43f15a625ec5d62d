/**
 * The process `npm start` runs (server/main.ts), as a function the tests can start too: the pre-rendered site's
 * files, the server's paths (start.ts), one HTTP server in front of both, and how it stops (decision 046).
 */
import { isUploadPath } from "../core/forms/photo-rules";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerConfig } from "./config";
import type { DatabaseTuning } from "./db/connect";
import { startServer, type RunningServer } from "./start";
import { staticFiles } from "./static/files";
import { checkRequest } from "./static/request-rules";

/**
 * How long a client may take (decision 065), so a client that sends its request a byte at a time cannot hold a
 * connection and its memory for minutes (Node's defaults: 60 s for the headers, 300 s for a request, checked every
 * 30 s). In milliseconds:
 * - `headersMs`: a request's headers, from its first byte (Node's `headersTimeout`); answered 408 and closed;
 * - `formBodyMs`: a request's whole body, from its start, for every path but a photo's upload (a body of at most
 *   32 KB: a form, a review, a desk's edit); its connection is cut;
 * - `requestMs`: any whole request (Node's `requestTimeout`), which bounds a photo's upload (10 MB at 700 kbit/s);
 *   answered 408 and closed;
 * - `keepAliveMs`: an idle kept-alive connection is closed (Node's `keepAliveTimeout`);
 * - `checkEveryMs`: how often Node looks for requests past their time (`connectionsCheckingInterval`).
 */
export const serverTimeouts = {
  headersMs: 10_000,
  formBodyMs: 10_000,
  requestMs: 120_000,
  keepAliveMs: 5_000,
  checkEveryMs: 1_000,
} as const;

/**
 * Cuts `request`'s connection when its body has not all arrived `ms` after the request started (see
 * {@link serverTimeouts}); a request without a body, or whose body is in, is left alone.
 */
function limitBodyTime(request: http.IncomingMessage, ms: number): void {
  const hasBody =
    Number(request.headers["content-length"] ?? 0) > 0 || request.headers["transfer-encoding"] !== undefined;
  if (!hasBody || request.complete) return;
  const timer = setTimeout(() => {
    if (!request.complete) request.socket.destroy();
  }, ms);
  timer.unref();
  const done = () => clearTimeout(timer);
  request.once("end", done);
  request.once("close", done);
}

/** A running `npm start`: where it listens, and how to stop it. */
export interface Serving {
  server: http.Server;
  backend: RunningServer;
  /** The port it listens on (the one asked for, or the one the system gave for 0). */
  port: number;
  /**
   * Stops it within `deadlineMs` (default 10 s, as SIGTERM asks): takes no new request or connection, lets the
   * requests under way finish for most of that time (then cuts their connections), stops the outbox and hands back
   * every mail it claimed, stops pruning and closes the database.
   */
  stop: (deadlineMs?: number) => Promise<void>;
}

/**
 * Serves `root` (build/client) and the server's paths on `host`:`port`. Throws when `root` holds no build or the
 * database cannot be opened and migrated.
 * Each request meets the request rules (static/request-rules.ts: 400, 405 with Allow, 404, 301, or the server's
 * paths); the server's paths go to the Hono app, everything else is a file of the pre-rendered site.
 */
export async function serve(options: {
  root: string;
  port: number;
  host: string;
  config: ServerConfig;
  tuning?: DatabaseTuning;
}): Promise<Serving> {
  // decision 078: a published photo this server's folder lacks yet is fetched from the database (PostgreSQL).
  const files = staticFiles(options.root, (pathname) => backend.publishedPhoto(pathname));
  const backend = await startServer(options.config, options.root, options.tuning);
  const server = http.createServer(
    {
      headersTimeout: serverTimeouts.headersMs,
      requestTimeout: serverTimeouts.requestMs,
      keepAliveTimeout: serverTimeouts.keepAliveMs,
      connectionsCheckingInterval: serverTimeouts.checkEveryMs,
    },
    (request, response) => {
      // A photo's upload (decisions 039, 091) has `requestMs`; every other body `formBodyMs`.
      if (!isUploadPath((request.url ?? "").split("?")[0]!)) limitBodyTime(request, serverTimeouts.formBodyMs);
      const check = checkRequest(request.method ?? "", request.url ?? "");
      if (check.kind === "server") return backend.handle(request, response);
      return files(request, response, check);
    },
  );
  server.keepAliveTimeout = serverTimeouts.keepAliveMs;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, resolve);
  });
  let stopping: Promise<void> | null = null;
  const stop = (deadlineMs = 10_000) =>
    (stopping ??= (async () => {
      const started = Date.now();
      const left = () => Math.max(0, deadlineMs - (Date.now() - started));
      // No new connection; an idle kept-alive one is closed now, a busy one after its answer (Node says
      // `Connection: close` on every answer once the server is closing).
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const outboxStopped = backend.stopDelivery(Math.min(3000, deadlineMs / 3));
      let cut: NodeJS.Timeout | undefined;
      await Promise.race([closed, new Promise((resolve) => (cut = setTimeout(resolve, left() * 0.6)))]);
      clearTimeout(cut);
      server.closeAllConnections();
      await outboxStopped;
      await backend.close();
    })());
  return { server, backend, port: (server.address() as AddressInfo).port, stop };
}

/**
 * SIGTERM and SIGINT stop `serving` (see {@link Serving.stop}) and end the process: with 0 when it stopped in time,
 * with 1 at `deadlineMs` whatever is still under way (its mails were handed back first).
 */
export function stopOnSignals(serving: Serving, deadlineMs = 10_000): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      setTimeout(() => process.exit(1), deadlineMs).unref();
      serving.stop(deadlineMs - 500).then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(`stopping: ${String(error)}`);
          process.exit(1);
        },
      );
    });
  }
}
