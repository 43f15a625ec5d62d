/**
 * Product §15.5 (docs/decisions/021-letter-pair-index.md): builds the search index's {@link Vocabulary} off the page's
 * thread. Message in: `{ files }`, the index files' bytes in order (the page has read them, and transfers them).
 * Message out: the vocabulary of their texts, its arrays transferred, or `{ error }` with a reason.
 */
import { vocabularyOf, type Vocabulary } from "./vocabulary";

const scope = self as unknown as {
  postMessage(message: Vocabulary | { error: string }, transfer?: Transferable[]): void;
};

addEventListener("message", (event: MessageEvent<{ files: ArrayBuffer[] }>) => {
  try {
    const decoder = new TextDecoder();
    const entries = event.data.files.flatMap((bytes) => JSON.parse(decoder.decode(bytes)) as { text: string }[]);
    const vocabulary = vocabularyOf(entries.map((entry) => entry.text));
    scope.postMessage(vocabulary, [vocabulary.starts.buffer, vocabulary.positions.buffer]);
  } catch (error) {
    scope.postMessage({ error: String(error) });
  }
});
