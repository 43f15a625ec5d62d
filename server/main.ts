/**
 * `npm start`: serves the production build (build/client) as the documented static hosts do, and
 * as nginx does with build/nginx/discover-columbus.conf (tests/e2e/servers.spec.ts compares them):
 * - the request rules of server/static/request-rules.ts first (400, 405 with Allow, 404, 301);
 * - files through sirv, which picks the `.br` or `.gz` twin the build wrote (tooling/build/precompress.ts)
 *   when the browser accepts it, so compression costs nothing per request; ETag and 304;
 * - clean URLs (`/restaurants` -> restaurants/index.html);
 * - unknown paths: HTTP 404 with 404.html (the app's fallback page);
 * - the headers of server/static/headers.ts on every response, redirects, 304s and errors included;
 * - the server's paths (request-rules.ts serverPrefixes: the forms' posts, a listing's status page,
 *   the newsletter's steps) to server/ (decision 027), which keeps what people send in a database:
 *   SQLite in DATA_DIR (default data/), or PostgreSQL at DATABASE_URL. README "The server".
 * PORT and HOST change where it listens (default http://localhost:3000).
 */
import { existsSync, readFileSync } from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import sirv from "sirv";
import {
  allowedMethods,
  cacheControl,
  cacheControlFor,
  contentTypeOf,
  extensionOf,
  isCompressible,
  securityHeaders,
} from "./static/headers";
import { checkRequest } from "./static/request-rules";
import { readConfig } from "./config";
import { startServer } from "./start";

const root = path.resolve(import.meta.dirname, "../build/client");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "localhost";

if (!existsSync(path.join(root, "404.html"))) {
  console.error("No production build in build/client: run `npm run build` first.");
  process.exit(1);
}

/** The encoding to send of a precompressed file, by the request's Accept-Encoding (as sirv chooses). */
function preferredEncoding(request: IncomingMessage): "br" | "gzip" | undefined {
  const accepted = request.headers["accept-encoding"] ?? "";
  if (/\bbr\b/i.test(accepted)) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return undefined;
}

/** 404.html and its compressed twins, read once. */
const notFoundPage = {
  identity: readFileSync(path.join(root, "404.html")),
  br: existsSync(path.join(root, "404.html.br")) ? readFileSync(path.join(root, "404.html.br")) : undefined,
  gzip: existsSync(path.join(root, "404.html.gz")) ? readFileSync(path.join(root, "404.html.gz")) : undefined,
};

function notFound(request: IncomingMessage, response: ServerResponse) {
  const encoding = preferredEncoding(request);
  const body = (encoding && notFoundPage[encoding]) || notFoundPage.identity;
  response.statusCode = 404;
  response.setHeader("Cache-Control", cacheControl.revalidate);
  response.setHeader("Content-Type", contentTypeOf("404.html"));
  response.setHeader("Vary", "Accept-Encoding");
  if (body !== notFoundPage.identity) response.setHeader("Content-Encoding", encoding!);
  response.setHeader("Content-Length", body.length);
  response.end(body);
}

function plain(response: ServerResponse, status: number, text: string) {
  const body = Buffer.from(`${text}\n`);
  response.statusCode = status;
  response.setHeader("Cache-Control", cacheControl.revalidate);
  response.setHeader("Content-Type", contentTypeOf("message.txt"));
  response.setHeader("Content-Length", body.length);
  response.end(body);
}

const files = sirv(root, {
  etag: true,
  gzip: true,
  brotli: true,
  // Clean URLs: /restaurants -> restaurants/index.html (sirv also tries restaurants.html).
  extensions: ["html"],
  onNoMatch: notFound,
  // Runs for a file about to be sent (not for a 304): our names for its type, from the same table as nginx.
  setHeaders(response, pathname) {
    const fileName = extensionOf(pathname) ? pathname : "index.html";
    response.setHeader("Content-Type", contentTypeOf(fileName));
    // sirv names Vary for every file; only files with compressed twins vary.
    if (!isCompressible(fileName)) response.removeHeader("Vary");
  },
});

const config = readConfig();
const backend = await startServer(config, root);

const server = http.createServer((request, response) => {
  const check = checkRequest(request.method ?? "", request.url ?? "");
  if (check.kind === "server") return backend.handle(request, response);
  for (const [key, value] of Object.entries(securityHeaders)) response.setHeader(key, value);
  switch (check.kind) {
    case "bad-request":
      return plain(response, 400, "Bad Request");
    case "method-not-allowed":
      response.setHeader("Allow", allowedMethods.join(", "));
      return plain(response, 405, "Method Not Allowed");
    case "not-found":
      return notFound(request, response);
    case "redirect":
      response.statusCode = 301;
      response.setHeader("Cache-Control", cacheControl.revalidate);
      response.setHeader("Location", check.location);
      response.setHeader("Content-Length", 0);
      return response.end();
    case "serve":
      // Set before sirv so its 304s carry them too. Only files with compressed twins vary (as nginx says).
      response.setHeader("Cache-Control", cacheControlFor(check.pathname));
      if (isCompressible(extensionOf(check.pathname) ? check.pathname : "index.html"))
        response.setHeader("Vary", "Accept-Encoding");
      return files(request, response);
  }
});

server.listen(port, host, () => {
  const storage =
    backend.engine === "postgres"
      ? "PostgreSQL (DATABASE_URL)"
      : `SQLite in ${path.relative(process.cwd(), config.dataDir) || "."}/`;
  const mail = config.smtpUrl
    ? "sent over SMTP_URL"
    : `not sent: written to ${path.relative(process.cwd(), path.join(config.dataDir, "outbox"))}/`;
  console.log(`Discover Columbus is served at http://${host}:${port} (submissions: ${storage}; mail ${mail})`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => void backend.close().finally(() => process.exit(0))));
}
