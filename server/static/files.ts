/**
 * The pre-rendered site as `npm start` serves it (decision 003), as the documented static hosts and nginx do
 * (tests/e2e/servers.spec.ts compares them): the `.br` or `.gz` twin the build wrote when the browser accepts it
 * (so compression costs nothing per request), with ETag and 304; clean URLs (`/restaurants` ->
 * restaurants/index.html); unknown paths get HTTP 404 with 404.html (the app's fallback page); every answer carries
 * the headers of ./headers.ts, redirects, 304s and errors included.
 *
 * Decision 050: files are looked up on every request through `root` (`build/client`, a link to the current
 * release), opened first and then measured on the open file, so a file the publisher replaces (a rename) or a
 * release the build switches to is served whole, old or new, never a mix: the bytes sent are those of the file
 * that was opened, and its length and ETag are that file's. (sirv, used before, reads its list of files once at
 * start and sent stale lengths for replaced files.)
 */
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, open, readFile, rename, writeFile, type FileHandle } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pipeline } from "node:stream";
import path from "node:path";
import {
  allowedMethods,
  cacheControl,
  cacheControlFor,
  contentTypeOf,
  extensionOf,
  isCompressible,
  securityHeaders,
} from "./headers";
import { photoFilePath, type RequestCheck } from "./request-rules";

type Encoding = "br" | "gzip";

/** The encodings to try for a compressible file, best first, by the request's Accept-Encoding. */
function acceptedEncodings(request: IncomingMessage): Encoding[] {
  const accepted = request.headers["accept-encoding"] ?? "";
  const encodings: Encoding[] = [];
  if (/\bbr\b/i.test(accepted)) encodings.push("br");
  if (/\bgzip\b/i.test(accepted)) encodings.push("gzip");
  return encodings;
}

const twinSuffix: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/** A short text answer (400, 405) with the site's caching rule. */
function plain(response: ServerResponse, status: number, text: string) {
  const body = Buffer.from(`${text}\n`);
  response.statusCode = status;
  response.setHeader("Cache-Control", cacheControl.revalidate);
  response.setHeader("Content-Type", contentTypeOf("message.txt"));
  response.setHeader("Content-Length", body.length);
  response.end(body);
}

/** Opens the first of `names` (paths under `root`) that is a file; null when none is. */
async function openFirst(root: string, names: readonly string[]) {
  for (const name of names) {
    let handle: FileHandle | undefined;
    try {
      handle = await open(path.join(root, name), "r");
      const stats = await handle.stat();
      if (stats.isFile()) return { handle, stats, name };
      await handle.close();
    } catch {
      await handle?.close().catch(() => {});
    }
  }
  return null;
}

/** The files a URL path may name, in the order they are tried: itself, then the clean URL's page. */
function candidates(pathname: string): string[] {
  const name = decodeURIComponent(pathname).replace(/^\/+/, "");
  if (name === "" || name.endsWith("/")) return [`${name}index.html`];
  return extensionOf(name)
    ? [name, `${name}.html`, `${name}/index.html`]
    : [`${name}.html`, `${name}/index.html`, name];
}

/**
 * The handler of the static files of `root` (`build/client`) for a request that request-rules.ts let through (or
 * answered: 400, 405, 404, 301). Throws at start when `root` holds no build.
 */
export function staticFiles(
  root: string,
  /**
   * decision 078: the bytes of a published photo's file (`/photos/<slug>/<id>-<width>.<ext>`) this server's folder
   * lacks yet (another server published it and this one has not applied the run), or null. They are written into
   * the folder (a cache) before the answer, so the file is served as every other, with its headers.
   */
  missingPhoto?: (pathname: string) => Promise<Uint8Array | null>,
): (request: IncomingMessage, response: ServerResponse, check: RequestCheck) => void {
  if (!existsSync(path.join(root, "404.html")))
    throw new Error("No production build in build/client: run `npm run build` first.");

  const notFound = async (request: IncomingMessage, response: ServerResponse) => {
    const encoding = acceptedEncodings(request).find((each) =>
      existsSync(path.join(root, `404.html${twinSuffix[each]}`)),
    );
    const body = await readFile(path.join(root, encoding ? `404.html${twinSuffix[encoding]}` : "404.html"));
    response.statusCode = 404;
    response.setHeader("Cache-Control", cacheControl.revalidate);
    response.setHeader("Content-Type", contentTypeOf("404.html"));
    response.setHeader("Vary", "Accept-Encoding");
    if (encoding) response.setHeader("Content-Encoding", encoding);
    response.setHeader("Content-Length", body.length);
    response.end(request.method === "HEAD" ? undefined : body);
  };

  const serve = async (request: IncomingMessage, response: ServerResponse, pathname: string) => {
    const names = candidates(pathname);
    // The file itself decides its type and whether it has twins; then the best twin the browser accepts.
    let plainFile = await openFirst(root, names);
    if (!plainFile && missingPhoto && photoFilePath.test(pathname)) {
      const bytes = await missingPhoto(pathname);
      if (bytes) {
        const file = path.join(root, pathname.slice(1));
        await mkdir(path.dirname(file), { recursive: true });
        // A name of its own: two requests for the same file at once each write whole and rename.
        const temporary = `${file}.${randomUUID()}.fetching`;
        await writeFile(temporary, bytes);
        await rename(temporary, file);
        plainFile = await openFirst(root, names);
      }
    }
    if (!plainFile) return notFound(request, response);
    const fileName = plainFile.name;
    const compressible = isCompressible(fileName);
    let chosen: NonNullable<Awaited<ReturnType<typeof openFirst>>> = plainFile;
    let encoding: Encoding | undefined;
    if (compressible) {
      for (const each of acceptedEncodings(request)) {
        const twin = await openFirst(root, [`${fileName}${twinSuffix[each]}`]);
        if (twin) {
          await plainFile.handle.close();
          chosen = twin;
          encoding = each;
          break;
        }
      }
    }
    const { handle, stats } = chosen;
    const etag = `W/"${stats.size}-${stats.mtime.getTime()}"`;
    response.setHeader("Content-Type", contentTypeOf(fileName));
    response.setHeader("ETag", etag);
    response.setHeader("Last-Modified", stats.mtime.toUTCString());
    if (request.headers["if-none-match"] === etag) {
      await handle.close();
      response.statusCode = 304;
      return response.end();
    }
    if (encoding) response.setHeader("Content-Encoding", encoding);
    response.setHeader("Content-Length", stats.size);
    response.statusCode = 200;
    if (request.method === "HEAD") {
      await handle.close();
      return response.end();
    }
    // The stream reads the file that was opened (and closes it), whatever was renamed over its name since.
    // pipeline destroys the stream (and closes the file) when the visitor goes away before the end.
    pipeline(handle.createReadStream({ autoClose: true }), response, () => {});
  };

  return (request, response, check) => {
    for (const [key, value] of Object.entries(securityHeaders)) response.setHeader(key, value);
    switch (check.kind) {
      case "bad-request":
        return plain(response, 400, "Bad Request");
      case "method-not-allowed":
        response.setHeader("Allow", allowedMethods.join(", "));
        return plain(response, 405, "Method Not Allowed");
      case "not-found":
        return void notFound(request, response).catch(() => response.destroy());
      case "redirect":
        response.statusCode = 301;
        response.setHeader("Cache-Control", cacheControl.revalidate);
        response.setHeader("Location", check.location);
        response.setHeader("Content-Length", 0);
        return response.end();
      case "serve":
        // Set before the file is found, so its 304 carries them too. Only files with compressed twins vary (as
        // nginx says).
        response.setHeader("Cache-Control", cacheControlFor(check.pathname));
        if (isCompressible(extensionOf(check.pathname) ? check.pathname : "index.html"))
          response.setHeader("Vary", "Accept-Encoding");
        return void serve(request, response, check.pathname).catch(() => {
          if (!response.headersSent) void notFound(request, response).catch(() => response.destroy());
          else response.destroy();
        });
      case "server":
        throw new Error("the server's paths are the app's, not the static files'");
    }
  };
}
