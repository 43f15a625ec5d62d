/**
 * The pre-rendered site as `npm start` serves it (decision 003), as the documented static hosts and nginx do
 * (tests/e2e/servers.spec.ts compares them): files through sirv, which picks the `.br` or `.gz` twin the build
 * wrote when the browser accepts it (so compression costs nothing per request), with ETag and 304; clean URLs
 * (`/restaurants` -> restaurants/index.html); unknown paths get HTTP 404 with 404.html (the app's fallback page);
 * every answer carries the headers of ./headers.ts, redirects, 304s and errors included.
 */
import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
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
} from "./headers";
import type { RequestCheck } from "./request-rules";

/** The encoding to send of a precompressed file, by the request's Accept-Encoding (as sirv chooses). */
function preferredEncoding(request: IncomingMessage): "br" | "gzip" | undefined {
  const accepted = request.headers["accept-encoding"] ?? "";
  if (/\bbr\b/i.test(accepted)) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return undefined;
}

/** A short text answer (400, 405) with the site's caching rule. */
function plain(response: ServerResponse, status: number, text: string) {
  const body = Buffer.from(`${text}\n`);
  response.statusCode = status;
  response.setHeader("Cache-Control", cacheControl.revalidate);
  response.setHeader("Content-Type", contentTypeOf("message.txt"));
  response.setHeader("Content-Length", body.length);
  response.end(body);
}

/**
 * The handler of the static files of `root` (build/client) for a request that request-rules.ts let through (or
 * answered: 400, 405, 404, 301). Throws at start when `root` holds no build.
 */
export function staticFiles(
  root: string,
): (request: IncomingMessage, response: ServerResponse, check: RequestCheck) => void {
  if (!existsSync(path.join(root, "404.html")))
    throw new Error("No production build in build/client: run `npm run build` first.");
  const readTwin = (name: string) =>
    existsSync(path.join(root, name)) ? readFileSync(path.join(root, name)) : undefined;
  const notFoundPage = {
    identity: readFileSync(path.join(root, "404.html")),
    br: readTwin("404.html.br"),
    gzip: readTwin("404.html.gz"),
  };

  const notFound = (request: IncomingMessage, response: ServerResponse) => {
    const encoding = preferredEncoding(request);
    const body = (encoding && notFoundPage[encoding]) || notFoundPage.identity;
    response.statusCode = 404;
    response.setHeader("Cache-Control", cacheControl.revalidate);
    response.setHeader("Content-Type", contentTypeOf("404.html"));
    response.setHeader("Vary", "Accept-Encoding");
    if (body !== notFoundPage.identity) response.setHeader("Content-Encoding", encoding!);
    response.setHeader("Content-Length", body.length);
    response.end(body);
  };

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

  return (request, response, check) => {
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
      case "server":
        throw new Error("the server's paths are the app's, not the static files'");
    }
  };
}
