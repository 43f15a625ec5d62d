/**
 * Issue 16: a letter-pair index over the search index's entries, so a keystroke at thousands of places reads
 * only the entries that can match instead of every entry's text (docs/decisions/021-letter-pair-index.md).
 *
 * For every pair of adjacent characters (UTF-16 code units, as `String.prototype.includes` compares them) that
 * occurs in some entry's text, a bitset with one bit per entry says which texts hold it. product §5 matches a
 * word when the text contains it; a text that contains a word contains each of its letter pairs, so the entries
 * whose bits are set in every pair of every query word are a superset of the matches, and exactly the matches
 * when every word is two letters long (a one-letter word narrows by the pairs that hold its letter). The other
 * words are then checked with the rule itself ({@link matchesWords}), so the results are the rule's, in index
 * order.
 *
 * The module is loaded with the index (search-index.ts), not with the page, and builds the bitsets in small
 * steps ({@link buildPairIndex}) so no step is a long task; until it is done, matching scans as before.
 */
import { matchesWords, registerFinder, type RankableEntry } from "./match";

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
}

/** Builds a {@link PairIndex} a few entries at a time: `step(n)` indexes up to `n` more; `index` is set once all are in. */
export interface PairIndexBuilder {
  /** How many entries are indexed so far. */
  readonly built: number;
  /** Indexes the next `maxEntries` entries (at least 1); returns true once every entry is indexed. */
  step(maxEntries: number): boolean;
  /** The finished index, undefined while entries remain. */
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
export function pairIndexBuilder(entries: readonly RankableEntry[], textOf = (entry: RankableEntry, _position: number) => entry.text, withNames = true): PairIndexBuilder {
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
  return {
    get built() {
      return built;
    },
    get index() {
      return built === size ? index : undefined;
    },
    step(maxEntries) {
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
      return built === size;
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
      for (const key of [(code << 7) | other, (other << 7) | code]) if (index.asciiSlots[key]! >= 0) add(index.asciiSlots[key]!);
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
  const positions: number[] = [];
  for (let i = 0; i < index.stride; i++) {
    let set = candidates[i]!;
    while (set !== 0) {
      const low = set & -set;
      positions.push(i * 32 + 31 - Math.clz32(low));
      set ^= low;
    }
  }
  return positions;
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
 * product §5 with the index: the entries whose text holds every word, in index order (what a plain scan with
 * {@link matchesWords} returns).
 */
export function findWithPairs<T extends { text: string }>(entries: readonly T[], index: PairIndex, words: readonly string[]): T[] {
  // A two-letter word is settled by its one pair; the others are checked against the text.
  const unsettled = words.filter((word) => word.length !== 2);
  return pairCandidates(index, words)
    .map((position) => entries[position]!)
    .filter((entry) => unsettled.length === 0 || matchesWords(entry, unsettled));
}

/**
 * product §5 with the index, ranked as match.ts `rankMatches` ranks (more of the words in the name first, then
 * the index's order, which is highest rated first): the best `limit` matches, or `undefined` when the entries
 * are not highest rated first (then the scan ranks them).
 *
 * Each group of equal name hits takes at most `limit` entries, a candidate is checked against the rule only
 * when its group has room, and the walk stops once the best group is full: 6 suggestions cost far less than
 * every match. Once every other group is full, only a name that may hold every word (the names' own pairs)
 * can still change the result, so the rest of the walk skips the others.
 */
export function rankWithPairs<T extends RankableEntry>(entries: readonly T[], index: PairIndex, words: readonly string[], limit = Infinity): T[] | undefined {
  if (!index.ratedFirst) return undefined;
  const unsettled = words.filter((word) => word.length !== 2);
  const groups: T[][] = Array.from({ length: words.length + 1 }, () => []);
  const best = groups[0]!;
  const candidates = candidateBits(index, words) ?? new Int32Array(index.stride).fill(-1);
  // Per word, the entries whose name may hold it (the names' pairs): any other name misses it unread, and a
  // keystroke at thousands of matches reads a few names instead of every one.
  const inName = index.nameIndex ? words.map((word) => candidateBits(index.nameIndex!, [word])!) : undefined;
  let room = words.length; // groups after the best with room left
  walk: for (let i = 0; i < index.stride; i++) {
    let set = candidates[i]!;
    while (set !== 0) {
      const low = set & -set;
      set ^= low;
      const position = i * 32 + 31 - Math.clz32(low);
      if (position >= index.size) break walk;
      const name = index.names[position]!;
      let misses = 0;
      for (let w = 0; w < words.length; w++) if ((inName && (inName[w]![i]! & low) === 0) || !name.includes(words[w]!)) misses++;
      const group = groups[misses]!;
      if (group.length >= limit) continue;
      const entry = entries[position]!;
      if (unsettled.length !== 0 && !holdsEvery(entry.text, unsettled)) continue;
      group.push(entry);
      if (best.length >= limit) break walk;
      if (misses > 0 && group.length === limit && --room === 0 && index.nameIndex) {
        // Only the best group has room: keep the candidates whose name may hold every word.
        const named = candidateBits(index.nameIndex, words);
        if (named) {
          set &= named[i]!;
          for (let k = i + 1; k < index.stride; k++) candidates[k] = candidates[k]! & named[k]!;
        }
      }
    }
  }
  return groups.flat().slice(0, limit);
}

/** {@link matchesWords} as a plain loop (it runs once per candidate of every keystroke). */
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
 * every 16 entries; at least one batch a step, so the build always advances), then registers it with the
 * matcher (match.ts `registerFinder`), so later keystrokes on these entries use it. Resolves with the index.
 */
export function buildPairIndex<T extends RankableEntry>(entries: readonly T[], schedule: Scheduler = steps, now = () => performance.now()): Promise<PairIndex> {
  const builder = pairIndexBuilder(entries);
  return new Promise((resolve) => {
    const run = (budgetMs: number) => {
      const start = now();
      let done = builder.step(batch);
      while (!done && now() - start < budgetMs) done = builder.step(batch);
      if (!done) return schedule(run);
      const index = builder.index!;
      registerFinder(entries, (words, limit) => rankWithPairs(entries, index, words, limit));
      resolve(index);
    };
    schedule(run);
  });
}
