/**
 * Product §15.5 (docs/decisions/021-letter-pair-index.md): the vocabulary of the search index's texts, how a query
 * word of three characters or more is matched. A query word holds no space, so a text holds it exactly when one
 * of the text's space-separated words does: the entries holding a query word are those holding a vocabulary word
 * that contains it. Pure functions, shared by the page (pair-index.ts, in steps) and its worker
 * (vocabulary.worker.ts).
 */

/**
 * Every distinct space-separated word of three characters or more in the texts, in order of first appearance
 * (`words`), and per word the positions of the texts holding it, ascending: those of `words[id]` are
 * `positions[starts[id]]` to `positions[starts[id + 1] - 1]` (`starts` has one more element than `words`).
 * `size` is how many texts it covers. Shape at 10,000 synthetic places: about 5,000 words, 600,000 positions.
 */
export interface Vocabulary {
  size: number;
  words: string[];
  starts: Int32Array;
  positions: Int32Array;
}

/** Builds a {@link Vocabulary} a few texts at a time: `step(n)` reads up to `n` more; `vocabulary` is set once all are in. */
export interface VocabularyBuilder {
  /** How many texts are read so far. */
  readonly built: number;
  /** Reads the next `maxTexts` texts (at least 1); returns true once every text is read. */
  step(maxTexts: number): boolean;
  /** The finished vocabulary, undefined while texts remain. */
  readonly vocabulary: Vocabulary | undefined;
}

/**
 * A builder of the {@link Vocabulary} of `size` texts, the text at position `i` being `textOf(i)`. Each step
 * costs about the length of the texts it reads (about 10 µs a 470-character text unthrottled); the last one
 * also packs the positions into one array (about 1 ms per 100,000).
 */
export function vocabularyBuilder(textOf: (position: number) => string, size: number): VocabularyBuilder {
  const ids = new Map<string, number>();
  const words: string[] = [];
  const lists: number[][] = [];
  let built = 0;
  let vocabulary: Vocabulary | undefined;
  const pack = () => {
    const starts = new Int32Array(words.length + 1);
    for (let id = 0; id < words.length; id++) starts[id + 1] = starts[id]! + lists[id]!.length;
    const positions = new Int32Array(starts[words.length]!);
    for (let id = 0; id < words.length; id++) positions.set(lists[id]!, starts[id]!);
    ids.clear();
    lists.length = 0;
    vocabulary = { size, words, starts, positions };
  };
  return {
    get built() {
      return built;
    },
    get vocabulary() {
      return vocabulary;
    },
    step(maxTexts) {
      const end = Math.min(size, built + Math.max(1, maxTexts));
      for (; built < end; built++) {
        const text = textOf(built);
        for (let from = 0; from < text.length;) {
          let to = text.indexOf(" ", from);
          if (to < 0) to = text.length;
          // A word shorter than three characters cannot hold a longer query word.
          if (to - from >= 3) {
            const word = text.slice(from, to);
            let id = ids.get(word);
            if (id === undefined) {
              ids.set(word, (id = words.length));
              words.push(word);
              lists.push([]);
            }
            const list = lists[id]!;
            if (list[list.length - 1] !== built) list.push(built);
          }
          from = to + 1;
        }
      }
      if (built === size && !vocabulary) pack();
      return built === size;
    },
  };
}

/** The {@link Vocabulary} of `texts`, at once (the worker's way). */
export function vocabularyOf(texts: readonly string[]): Vocabulary {
  const builder = vocabularyBuilder((position) => texts[position]!, texts.length);
  builder.step(texts.length);
  return builder.vocabulary!;
}

/**
 * The positions of the texts holding `word` (three characters or more), as a new bitset of `stride` 32-bit words,
 * and the vocabulary words found to contain it (`found`, ids ascending). `among`, when given, is where to look:
 * the ids found for a word that `word` contains (typing on: "piz" -> "pizz").
 */
export function vocabularyBits(
  vocabulary: Vocabulary,
  word: string,
  stride: number,
  among?: readonly number[],
): { bits: Int32Array; found: number[] } {
  const { words, starts, positions } = vocabulary;
  const found: number[] = [];
  if (among) {
    for (const id of among) if (words[id]!.includes(word)) found.push(id);
  } else {
    for (let id = 0; id < words.length; id++) if (words[id]!.includes(word)) found.push(id);
  }
  const bits = new Int32Array(stride);
  for (const id of found) {
    for (let k = starts[id]!, end = starts[id + 1]!; k < end; k++) {
      const position = positions[k]!;
      bits[position >>> 5]! |= 1 << (position & 31);
    }
  }
  return { bits, found };
}
