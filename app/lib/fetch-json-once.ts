/** One request per URL and page view, shared by every caller; a failure is dropped, so the next call tries again. */
const requests = new Map<string, Promise<unknown>>();

/**
 * The JSON of the static file at `url` (a hashed file under /assets/, which never changes), fetched once per
 * page view: later calls get the same answer. `read` checks the parsed JSON and gives what the caller keeps;
 * it throws for an answer that is not the file expected (a stale or foreign file). Rejects on a network
 * failure, an HTTP error or a refused answer, and then forgets the request: the next call fetches again.
 * Used for a paged list's files (use-list-data.ts) and the place-name files (contact/place-names.ts).
 */
export function fetchJsonOnce<T>(
  url: string,
  read: (json: unknown) => T,
  fetchFile: typeof fetch = (...args) => fetch(...args),
): Promise<T> {
  let request = requests.get(url) as Promise<T> | undefined;
  if (!request) {
    request = fetchFile(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then(read);
    request.catch(() => requests.delete(url));
    requests.set(url, request);
  }
  return request;
}
