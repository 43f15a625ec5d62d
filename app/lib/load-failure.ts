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
  return /failed to fetch|networkerror|load failed|dynamically imported module|importing a module script failed/i.test(error.message);
}

/**
 * True when the page's data file is missing (HTTP 404 for its `.data`): the path was not
 * pre-rendered, so nothing exists there (product §2, §8: an unknown place slug).
 */
export function isMissingData(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}
