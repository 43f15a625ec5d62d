import { isRouteErrorResponse } from "react-router";

/**
 * True when an error means the page's code or data could not be fetched (offline, a dropped
 * connection, a blocked or missing chunk), not that the app itself went wrong. Browsers word a
 * failed `fetch()` and a failed dynamic `import()` differently: Chromium "Failed to fetch" and
 * "Failed to fetch dynamically imported module", Firefox "NetworkError when attempting to fetch
 * resource" and "error loading dynamically imported module", Safari "Load failed" and "Importing a
 * module script failed".
 */
export function isLoadFailure(error: unknown): boolean {
  if (isRouteErrorResponse(error)) return false;
  if (!(error instanceof Error)) return false;
  return /failed to fetch|networkerror|load failed|dynamically imported module|importing a module script failed/i.test(
    error.message,
  );
}

/**
 * True when the page's data file is missing (HTTP 404 for its `.data`): the path was not
 * pre-rendered, so nothing exists there (product §2, §8: an unknown place slug).
 */
export function isMissingData(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

/*
 * Asking again for code whose load failed. Some browsers keep a failed dynamic `import()` for its URL, so the
 * same `import()` fails again without a request even once the connection is back (Debian's Chromium 150 does:
 * the toast region's browser test saw no second request). A new URL for the same file is fetched afresh.
 */

/**
 * The module URL a failed dynamic import's error names, without its search part: Chromium says
 * "Failed to fetch dynamically imported module: <url>", Firefox "error loading dynamically imported module: <url>".
 * Undefined when the error names none (Safari's "Importing a module script failed.").
 */
export function failedModuleUrl(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  const url = /\bimported module: (\S+)/.exec(message)?.[1];
  return url?.split("?")[0];
}

/** `url` with `retry=<attempt>` in its search part: `("/assets/a.js", 2)` -> `/assets/a.js?retry=2`. */
export function retryUrl(url: string, attempt: number): string {
  return `${url}${url.includes("?") ? "&" : "?"}retry=${attempt}`;
}
