/**
 * The process `npm start` runs (server/main.ts), as a function the tests can start too: the pre-rendered site's
 * files, the server's paths (start.ts), one HTTP server in front of both, and how it stops (decision 046).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerConfig } from "./config";
import type { DatabaseTuning } from "./db/connect";
import { startServer, type RunningServer } from "./start";
import { staticFiles } from "./static/files";
import { checkRequest } from "./static/request-rules";

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
  const files = staticFiles(options.root);
  const backend = await startServer(options.config, options.root, options.tuning);
  const server = http.createServer((request, response) => {
    const check = checkRequest(request.method ?? "", request.url ?? "");
    if (check.kind === "server") return backend.handle(request, response);
    return files(request, response, check);
  });
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
