/**
 * Product §15.5: a letter-pair index over the search index's entries, so a keystroke at thousands of places reads
 * only the entries that can match instead of every entry's text (docs/decisions/021-letter-pair-index.md).
 *
 * For every pair of adjacent characters (UTF-16 code units, as `String.prototype.includes` compares them) that
 * occurs in some entry's text, a bitset with one bit per entry says which texts hold it. product §5 matches a
 * word when the text contains it; a text that contains a word contains each of its letter pairs, so the entries
 * whose bits are set in every pair of every query word are a superset of the matches, and exactly the matches
 * when every word is two letters long (a one-letter word narrows by the pairs that hold its letter).
 *
 * A longer query word is found through the texts' own words: a query word holds no space, so a text holds it
 * exactly when one of the text's space-separated words does. The index keeps the guide's vocabulary (every
 * distinct word of three characters or more, a few thousand) and, per word, the entries holding it; a query word's entries are
 * those of the vocabulary words that contain it. A keystroke then reads the vocabulary's short words, not every
 * candidate's 470-character text, and the results are still exactly the rule's, in index order.
 *
 * The module is loaded with the index (search-index.ts), not with the page, and builds the bitsets, then the
 * vocabulary, in small steps ({@link buildPairIndex}) so no step is a long task; until the bitsets are done,
 * matching scans as before, and until the vocabulary is, a longer word is looked for in its candidates' texts.
 */
import { registerFinder, type RankableEntry } from "./match";
import { vocabularyBits, vocabularyBuilder, type Vocabulary } from "./vocabulary";

/** The bitsets of one list of entries: `bits` holds `slots` bitsets of `stride` 32-bit words each. */
export interface PairIndex {
  /** How many entries the index covers (entry `i` is bit `i & 31` of word `i >> 5` of a bitset). */
  readonly size: number;
  /** 32-bit words per bitset: `ceil(size / 32)`. */
  readonly stride: number;
  /** Bitset number of each pair of characters below 128 (`first << 7 | second`), -1 when no text holds it. */
  readonly asciiSlots: Int32Array;
  /** Bitset number of every other pair (`first * 65536 + second`). */
  readonly otherSlots: Map<number, number>;
  /** How many bitsets are in use. */
  slots: number;
  /** The bitsets, one after another (grows by doubling while the index is built). */
  bits: Int32Array;
  /** Each entry's name, lower-cased (ranking counts the query words in it). */
  readonly names: string[];
  /** True when the entries come highest rated first (the build writes them so), so ranking needs no sort. */
  ratedFirst: boolean;
  /** The entries whose text is shorter than two characters (they have no pair), as a bitset. */
  readonly lone: Int32Array;
  /** Per character: the entries whose text holds it (made from the pairs when a one-letter word is first typed). */
  readonly units: Map<number, Int32Array>;
  /** The same bitsets over the lower-cased names (ranking uses them to skip names that cannot hold every word). */
  nameIndex?: PairIndex;
  /** The texts' vocabulary (vocabulary.ts), once it is in; until then a longer word is looked for in the texts. */
  vocabulary?: Vocabulary;
  /** The last query's longer words: the entries holding each, and the vocabulary words containing it (typing on narrows). */
  recent: Map<string, { bits: Int32Array; found: readonly number[] }>;
}

/** Builds a {@link PairIndex} a few entries at a time: `step(n)` indexes up to `n` more; `index` is set once all are in. */
export interface PairIndexBuilder {
  /** How many entries' pairs are indexed so far. */
  readonly built: number;
  /** How many entries' words are in the vocabulary so far (a second pass, once every pair is in). */
  readonly worded: number;
  /**
   * Indexes the next `maxEntries` entries (at least 1): their pairs, or once every pair is in, their words;
   * returns true once both passes are done.
   */
  step(maxEntries: number): boolean;
  /** The index, usable once every pair is in (undefined before); its `vocabulary` is set once the words are in too. */
  readonly index: PairIndex | undefined;
}

/** The bitset number of the pair (`first`, `second`), or -1 when no text holds it. */
function slotOf(index: PairIndex, first: number, second: number): number {
  if ((first | second) < 128) return index.asciiSlots[(first << 7) | second]!;
  return index.otherSlots.get(first * 65536 + second) ?? -1;
}

/**
 * A builder of the {@link PairIndex} of `entries` (their `text`, product §5's combined lower-cased text, and
 * their lower-cased names). Each step costs about the length of the texts it indexes (a few microseconds per
 * entry), so `step(n)` is bounded by `n`. The entries must not change while and after it is built.
 * `textOf` and `withNames` are for the index of the names itself.
 */
export function pairIndexBuilder(
  entries: readonly RankableEntry[],
  textOf = (entry: RankableEntry, _position: number) => entry.text,
  withNames = true,
): PairIndexBuilder {
  const size = entries.length;
  const stride = Math.max(1, Math.ceil(size / 32));
  const index: PairIndex = {
    size,
    stride,
    asciiSlots: new Int32Array(128 * 128).fill(-1),
    otherSlots: new Map(),
    slots: 0,
    bits: new Int32Array(64 * stride),
    names: [],
    ratedFirst: true,
    lone: new Int32Array(stride),
    units: new Map(),
    recent: new Map(),
  };
  // Pairs outside ASCII: a function of its own, so a first one does not throw the hot loop back to the interpreter.
  const otherSlot = (key: number) => {
    let slot = index.otherSlots.get(key);
    if (slot === undefined) index.otherSlots.set(key, (slot = newSlot()));
    return slot;
  };
  const newSlot = () => {
    if ((index.slots + 1) * stride > index.bits.length) {
      const grown = new Int32Array(index.bits.length * 2);
      grown.set(index.bits);
      index.bits = grown;
    }
    return index.slots++;
  };
  const names = withNames ? pairIndexBuilder(entries, (_entry, position) => index.names[position]!, false) : undefined;
  let built = 0;
  // The vocabulary: a second pass, once every pair is in (the names' index has none).
  const words = withNames ? vocabularyBuilder((position) => textOf(entries[position]!, position), size) : undefined;
  const stepWords = (maxEntries: number) => {
    const done = words!.step(maxEntries);
    index.vocabulary = words!.vocabulary;
    return done;
  };
  return {
    get built() {
      return built;
    },
    get worded() {
      return words ? words.built : size;
    },
    get index() {
      return built === size ? index : undefined;
    },
    step(maxEntries) {
      if (built === size && words) return stepWords(maxEntries);
      const start = built;
      const end = Math.min(size, built + Math.max(1, maxEntries));
      for (; built < end; built++) {
        const entry = entries[built]!;
        const text = textOf(entry, built);
        const word = built >>> 5;
        const bit = 1 << (built & 31);
        if (withNames) index.names.push(entry.name.toLowerCase());
        if (built > 0 && entry.rating > entries[built - 1]!.rating) index.ratedFirst = false;
        if (text.length < 2) index.lone[word] = index.lone[word]! | bit;
        let first = text.charCodeAt(0);
        for (let at = 1; at < text.length; at++) {
          const second = text.charCodeAt(at);
          let slot: number;
          if ((first | second) < 128) {
            const key = (first << 7) | second;
            slot = index.asciiSlots[key]!;
            if (slot < 0) slot = index.asciiSlots[key] = newSlot();
          } else slot = otherSlot(first * 65536 + second);
          const at32 = slot * stride + word;
          index.bits[at32] = index.bits[at32]! | bit;
          first = second;
        }
      }
      if (names) {
        names.step(end - start);
        index.nameIndex = names.index;
      }
      return built === size && (!words || words.vocabulary !== undefined);
    },
  };
}

/**
 * The entries whose text holds the character `code`: those with a pair that has it on either side, and those
 * too short for a pair (a superset: the rule checks them). Made once per character from the pairs' bitsets.
 */
function unitBits(index: PairIndex, code: number): Int32Array {
  let bits = index.units.get(code);
  if (bits) return bits;
  const { stride } = index;
  bits = index.lone.slice();
  const add = (slot: number) => {
    for (let i = 0, start = slot * stride; i < stride; i++) bits![i] = bits![i]! | index.bits[start + i]!;
  };
  if (code < 128) {
    for (let other = 0; other < 128; other++) {
      for (const key of [(code << 7) | other, (other << 7) | code])
        if (index.asciiSlots[key]! >= 0) add(index.asciiSlots[key]!);
    }
  }
  for (const [key, slot] of index.otherSlots) if (Math.floor(key / 65536) === code || key % 65536 === code) add(slot);
  index.units.set(code, bits);
  return bits;
}

/**
 * The positions of the entries that may hold every word, in index order: their text holds every letter pair of
 * each word of two letters or more, and the letter of each one-letter word. A superset of the matches, and
 * exactly the matches when every word is two letters long; the others need the rule.
 */
export function pairCandidates(index: PairIndex, words: readonly string[]): number[] {
  const candidates = candidateBits(index, words);
  // No words: every entry holds them all (as `matchesWords` says; the search never asks for this).
  if (!candidates) return Array.from({ length: index.size }, (_, position) => position);
  return positionsOf(candidates, index.size);
}

/** {@link pairCandidates} as a bitset (a new one), or `undefined` for no words. */
function candidateBits(index: PairIndex, words: readonly string[]): Int32Array | undefined {
  const { stride, bits } = index;
  let candidates: Int32Array | undefined;
  const narrow = (from: Int32Array, start: number) => {
    if (!candidates) candidates = from.slice(start, start + stride);
    else for (let i = 0; i < stride; i++) candidates[i] = candidates[i]! & from[start + i]!;
  };
  for (const word of words) {
    if (word.length === 1) narrow(unitBits(index, word.charCodeAt(0)), 0);
    for (let at = 1; at < word.length; at++) {
      const slot = slotOf(index, word.charCodeAt(at - 1), word.charCodeAt(at));
      if (slot < 0) return new Int32Array(stride);
      narrow(bits, slot * stride);
    }
  }
  return candidates;
}

/**
 * The entries whose text holds `word` (product §5's `includes`), exactly, as a bitset: a one-letter word by its
 * pairs (and the texts too short for one, checked), a two-letter word by its pair, a longer one by the
 * vocabulary words containing it. A longer word that contains one of the last query's words looks only among
 * the vocabulary words found for it ("piz" -> "pizz"). Read-only: the result may be one of the index's own bitsets.
 */
function wordBits(
  index: PairIndex,
  entries: readonly { text: string }[],
  word: string,
  last: PairIndex["recent"],
  next: PairIndex["recent"],
): Int32Array {
  const { stride } = index;
  if (word.length === 1) {
    const units = unitBits(index, word.charCodeAt(0));
    if (!index.lone.some((set) => set !== 0)) return units;
    const bits = units.slice();
    for (const position of positionsOf(index.lone, index.size))
      if (!entries[position]!.text.includes(word)) bits[position >>> 5]! &= ~(1 << (position & 31));
    return bits;
  }
  if (word.length === 2) {
    const slot = slotOf(index, word.charCodeAt(0), word.charCodeAt(1));
    return slot < 0 ? new Int32Array(stride) : index.bits.subarray(slot * stride, (slot + 1) * stride);
  }
  const known = last.get(word) ?? next.get(word);
  if (known) {
    next.set(word, known);
    return known.bits;
  }
  let pool: readonly number[] | undefined;
  for (const [earlier, { found }] of last)
    if (word.includes(earlier) && (!pool || found.length < pool.length)) pool = found;
  const found = vocabularyBits(index.vocabulary!, word, stride, pool);
  next.set(word, found);
  return found.bits;
}

/** The set bits of `bits` as positions, ascending, below `size`. */
function positionsOf(bits: Int32Array, size: number): number[] {
  const positions: number[] = [];
  for (let i = 0; i < bits.length; i++) {
    let set = bits[i]!;
    while (set !== 0) {
      const low = set & -set;
      set ^= low;
      const position = i * 32 + 31 - Math.clz32(low);
      if (position < size) positions.push(position);
    }
  }
  return positions;
}

/**
 * The entries that hold every word as a new bitset (every entry for no words, as `matchesWords` says): exactly,
 * once the vocabulary is in. Until then a longer word narrows by its pairs only and is returned in `unchecked`,
 * to be looked for in the texts of the entries read out. Remembers the longer words' findings for the next query.
 */
function matchBits(
  index: PairIndex,
  entries: readonly { text: string }[],
  words: readonly string[],
): { bits: Int32Array; unchecked: string[] } {
  const next: PairIndex["recent"] = new Map();
  const matched = new Int32Array(index.stride).fill(-1);
  const unchecked = index.vocabulary ? [] : words.filter((word) => word.length > 2);
  for (const word of words) {
    const bits = unchecked.includes(word)
      ? candidateBits(index, [word])!
      : wordBits(index, entries, word, index.recent, next);
    for (let i = 0; i < matched.length; i++) matched[i] = matched[i]! & bits[i]!;
  }
  // No words: every entry (bits past the last entry stay clear).
  const tail = index.size - (index.stride - 1) * 32;
  if (tail < 32) matched[index.stride - 1]! &= tail <= 0 ? 0 : (1 << tail) - 1;
  if (unchecked.length === 0) index.recent = next;
  return { bits: matched, unchecked };
}

/**
 * product §5 with the index: the entries whose text holds every word, in index order (what a plain scan with
 * match.ts `matchesWords` returns).
 */
export function findWithPairs<T extends { text: string }>(
  entries: readonly T[],
  index: PairIndex,
  words: readonly string[],
): T[] {
  const { bits, unchecked } = matchBits(index, entries, words);
  return positionsOf(bits, index.size)
    .map((position) => entries[position]!)
    .filter((entry) => unchecked.length === 0 || holdsEvery(entry.text, unchecked));
}

/**
 * product §5 with the index, ranked as match.ts `rankMatches` ranks (more of the words in the name first, then
 * the index's order, which is highest rated first): the best `limit` matches, or `undefined` when the entries
 * are not highest rated first (then the scan ranks them).
 *
 * The matches are a bitset ({@link findWithPairs}); so is each word's "in the name" (the names' own pairs, and a
 * look at the few names they leave for a longer word). The groups of equal name misses are bitsets too, made 32
 * entries at a time; reading them out in order stops at `limit`: 6 suggestions cost little more than finding
 * the matches, and every match costs one read, not a test per word. Until the vocabulary is in, a longer word
 * is looked for in the text of each candidate read out, so 6 suggestions read a few texts, not every one.
 */
export function rankWithPairs<T extends RankableEntry>(
  entries: readonly T[],
  index: PairIndex,
  words: readonly string[],
  limit = Infinity,
): T[] | undefined {
  if (!index.ratedFirst) return undefined;
  const { stride } = index;
  const { bits: matched, unchecked } = matchBits(index, entries, words);
  const inName = words.map((word) => nameBits(index, word, matched));
  // Per block of 32 entries, each match's count of name misses as bit planes (planes[k]: bit k of the count),
  // added word by word; then group g is the matches whose count is g. A few operations per block and word,
  // none per match: the walk below only reads out positions.
  const planeCount = 32 - Math.clz32(words.length);
  const planes = new Int32Array(Math.max(1, planeCount));
  const groups: Int32Array[] = Array.from({ length: words.length + 1 }, () => new Int32Array(stride));
  for (let i = 0; i < stride; i++) {
    const block = matched[i]!;
    if (block === 0) continue;
    planes.fill(0);
    for (let w = 0; w < inName.length; w++) {
      let carry = block & ~inName[w]![i]!;
      for (let k = 0; carry !== 0 && k < planes.length; k++) {
        const next = planes[k]! & carry;
        planes[k] = planes[k]! ^ carry;
        carry = next;
      }
    }
    for (let g = 0; g < groups.length; g++) {
      let mask = block;
      for (let k = 0; k < planes.length; k++) mask &= (g >>> k) & 1 ? planes[k]! : ~planes[k]!;
      groups[g]![i] = mask;
    }
  }
  const ranked: T[] = [];
  for (const group of groups) {
    for (let i = 0; i < stride; i++) {
      let set = group[i]!;
      while (set !== 0) {
        if (ranked.length >= limit) return ranked;
        const low = set & -set;
        set ^= low;
        const entry = entries[i * 32 + 31 - Math.clz32(low)]!;
        // Until the vocabulary is in, a candidate's text is read only when its place in the result comes up.
        if (unchecked.length === 0 || holdsEvery(entry.text, unchecked)) ranked.push(entry);
      }
    }
  }
  return ranked;
}

/**
 * Among `among`, the entries whose lower-cased name holds `word`, as a new bitset: the names' pairs settle a
 * two-letter word; otherwise the names they leave are read.
 */
function nameBits(index: PairIndex, word: string, among: Int32Array): Int32Array {
  const named = index.nameIndex ? candidateBits(index.nameIndex, [word])! : new Int32Array(index.stride).fill(-1);
  for (let i = 0; i < named.length; i++) named[i] = named[i]! & among[i]!;
  if (word.length === 2 && index.nameIndex) return named;
  for (const position of positionsOf(named, index.size))
    if (!index.names[position]!.includes(word)) named[position >>> 5]! &= ~(1 << (position & 31));
  return named;
}

/** match.ts `matchesWords` as a plain loop (it runs once per candidate of a keystroke until the vocabulary is in). */
function holdsEvery(text: string, words: readonly string[]): boolean {
  for (let w = 0; w < words.length; w++) if (!text.includes(words[w]!)) return false;
  return true;
}

/** Runs `task` later, in a task of its own, with how long it may run (ms). */
export type Scheduler = (task: (budgetMs: number) => void) => void;

/**
 * Steps of 8 ms, each a task of its own after a 0 ms timeout: the browser runs input, rendering and the rest of
 * the page between two steps (it puts input first), and an idle page finishes the build in about twice its CPU
 * time. (Idle callbacks gave one step per 50 ms idle period: the build outlasted the first keystrokes.)
 */
export const steps: Scheduler = (task) => {
  setTimeout(() => task(8), 0);
};

/** Entries indexed between two looks at the clock (about 0.1 ms unthrottled). */
const batch = 16;

/**
 * Builds the {@link PairIndex} of `entries` in steps of at most `budgetMs` (as the scheduler grants, checked
 * every 16 entries; at least one batch a step, so the build always advances). Once every pair is in, it
 * registers the index with the matcher (match.ts `registerFinder`), so later keystrokes on these entries use
 * it, and warms the matcher up ({@link warmUpPasses}); then the vocabulary follows, and a warm-up of the words'
 * path. Resolves with the index once all are done. `vocabularyElsewhere`, when given, is the vocabulary of the
 * same texts built off this thread ({@link vocabularyInWorker}): used when it resolves to one of the right size,
 * else the vocabulary is built here in steps.
 */
export async function buildPairIndex<T extends RankableEntry>(
  entries: readonly T[],
  schedule: Scheduler = steps,
  now = () => performance.now(),
  vocabularyElsewhere?: Promise<Vocabulary | undefined>,
): Promise<PairIndex> {
  const builder = pairIndexBuilder(entries);
  /** Runs `work` in scheduled steps until it says it is done. */
  const inSteps = (work: (budgetMs: number) => boolean) =>
    new Promise<void>((resolve) => {
      const run = (budgetMs: number) => (work(budgetMs) ? resolve() : schedule(run));
      schedule(run);
    });
  /** Steps the builder for up to `budgetMs`, until `ready` holds. */
  const buildUntil = (ready: () => boolean) => (budgetMs: number) => {
    const start = now();
    builder.step(batch);
    while (!ready() && now() - start < budgetMs) builder.step(batch);
    return ready();
  };
  await inSteps(buildUntil(() => builder.index !== undefined));
  const index = builder.index!;
  registerFinder(entries, (words, limit) => rankWithPairs(entries, index, words, limit));
  performance.mark("search:pairs");
  const sample = sampleWord(entries);
  const warm = (words: string[], limit: number) => inSteps(() => (rankWithPairs(entries, index, words, limit), true));
  if (sample) {
    await warm([sample.slice(0, 2)], Infinity);
    await warm([sample.slice(0, 3)], Infinity);
  }
  // The vocabulary from elsewhere (a worker: vocabularyInWorker) when it comes whole; otherwise built here, in steps.
  const given = await vocabularyElsewhere?.catch(() => undefined);
  if (given?.size === entries.length) index.vocabulary = given;
  else await inSteps(buildUntil(() => index.vocabulary !== undefined));
  // Marks the moment, and where it was built (`npm run bench:scale` and the browser tests read it).
  performance.mark("search:words", { detail: index.vocabulary === given ? "worker" : "steps" });
  if (sample) {
    await warm([sample.slice(0, 3)], Infinity);
    await warm([sample.slice(0, 2), sample.slice(1, 4)], 6);
  }
  return index;
}

/** How many matching passes {@link buildPairIndex} runs to warm the matcher up, each in a step of its own. */
export const warmUpPasses = 4;

/*
 * Why warm up: V8 compiles a function when it first runs and optimises it once it has run hot, so the visitor's
 * first keystrokes paid for both (at 10,000 places in Node, a first pass took 2-8 ms and a warm one 0.3-1 ms).
 * The passes run on the start of a word of the guide's own texts, two letters (settled by pairs) and three (the
 * texts, then the vocabulary), for all matches and for 6. They change no result: what they leave in
 * `index.recent` is exact for their words.
 */

/** A word of four characters or more from the first texts (the warm-up's), or undefined when they have none. */
function sampleWord(entries: readonly RankableEntry[]): string | undefined {
  for (const entry of entries.slice(0, 50)) {
    const word = entry.text.split(" ").find((part) => part.length >= 4);
    if (word) return word;
  }
  return undefined;
}

/**
 * The {@link Vocabulary} of the search index files whose bytes are `files` (in order: the entries' order), built
 * by a worker (vocabulary.worker.ts) so the page's thread only sends the bytes (transferred: `files` are left
 * empty) and receives the vocabulary; undefined when no worker can run or it fails (offline before its code was
 * cached, say). The worker ends once it has answered.
 */
export function vocabularyInWorker(files: ArrayBuffer[]): Promise<Vocabulary | undefined> {
  if (typeof Worker === "undefined") return Promise.resolve(undefined);
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL("./vocabulary.worker.ts", import.meta.url), { type: "module" });
    } catch {
      return resolve(undefined);
    }
    const finish = (vocabulary: Vocabulary | undefined) => {
      worker.terminate();
      resolve(vocabulary);
    };
    worker.onmessage = (event: MessageEvent<Vocabulary | { error: string }>) =>
      finish("words" in event.data ? event.data : undefined);
    worker.onerror = () => finish(undefined);
    worker.postMessage({ files }, files);
  });
}
