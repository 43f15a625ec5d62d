import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

/** How long a page may take to render at build before it fails (ms). */
export const streamTimeout = 10_000;

/**
 * Renders a page for the pre-render (every page is pre-rendered at build, no server at run time;
 * docs/decisions/026-whole-pages-at-build.md). Unlike React Router's default, which streams to visitors that
 * are not bots, it always waits for the whole page (React's way for static generation, `onAllReady`) and writes every part of the page in place:
 * - a part that waited for its code during the render (the lists' results, `DeferredPlaceResults`) would be
 *   written as its fallback, then as a hidden copy that a script swaps in after the first paint: every card
 *   twice in the file, and on a slow phone the cards the visitor sees replaced by new ones;
 * - a large part is written the same way even when it is ready (React's `progressiveChunkSize`, 12,800 bytes
 *   by default, for showing a streamed page bit by bit), which a file read at once does not need.
 * Errors: each is logged; a render that fails before the page's shell rejects (React Router fails the build
 * naming the path), one after it gives the page status 500, which also fails the build. Only GET requests come.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeout);
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        // Before the whole page is ready, so the response is not made yet: its status says the page failed.
        responseStatusCode = 500;
        console.error(error);
      },
    });
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
