/**
 * Product §15 (docs/decisions/021-letter-pair-index.md): builds the search index's {@link Vocabulary} off the page's
 * thread. Message in: `{ files }`, the search files of places' bytes (the page has read them, and transfers them).
 * Message out: the vocabulary of their texts, in the page's order of entries ({@link toSearchEntries}, the same
 * function on the same files), its arrays transferred, or `{ error }` with a reason.
 */
import { toSearchEntries, type SearchDoc } from "./match";
import { vocabularyOf, type Vocabulary } from "./vocabulary";

const scope = self as unknown as {
  postMessage(message: Vocabulary | { error: string }, transfer?: Transferable[]): void;
};

addEventListener("message", (event: MessageEvent<{ files: ArrayBuffer[] }>) => {
  try {
    const decoder = new TextDecoder();
    const docs = event.data.files.flatMap((bytes) => JSON.parse(decoder.decode(bytes)) as SearchDoc[]);
    const vocabulary = vocabularyOf(toSearchEntries(docs).map((entry) => entry.text));
    scope.postMessage(vocabulary, [vocabulary.starts.buffer, vocabulary.positions.buffer]);
  } catch (error) {
    scope.postMessage({ error: String(error) });
  }
});
