/**
 * Issue 16 (docs/decisions/021-letter-pair-index.md): builds the search index's {@link Vocabulary} off the page's
 * thread. Message in: `{ urls }`, the index files in order (the page has just fetched them: the browser's cache
 * answers). Message out: the vocabulary of their texts, its arrays transferred, or `{ error }` with a reason.
 */
import { vocabularyOf, type Vocabulary } from "./vocabulary";

const scope = self as unknown as { postMessage(message: Vocabulary | { error: string }, transfer?: Transferable[]): void };

addEventListener("message", (event: MessageEvent<{ urls: string[] }>) => {
  Promise.all(
    event.data.urls.map((url) =>
      fetch(url).then((response) => {
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        return response.json() as Promise<{ text: string }[]>;
      }),
    ),
  ).then(
    (files) => {
      const vocabulary = vocabularyOf(files.flat().map((entry) => entry.text));
      scope.postMessage(vocabulary, [vocabulary.starts.buffer, vocabulary.positions.buffer]);
    },
    (error: unknown) => scope.postMessage({ error: String(error) }),
  );
});
