import { describe, expect, it } from "vitest";
import { vocabularyBits, vocabularyBuilder, vocabularyOf } from "./vocabulary";

/** The positions a bitset holds, ascending. */
function positions(bits: Int32Array): number[] {
  return Array.from({ length: bits.length * 32 }, (_, position) => position).filter(
    (position) => (bits[position >>> 5]! >>> (position & 31)) & 1,
  );
}

describe("the texts' vocabulary (product §15.5, decision 021)", () => {
  const texts = ["pizza and pasta", "the pizzeria  on high", "ab\ncd pizza pizza", "", "a an the"];

  it("holds each distinct word of three characters or more once, with the texts holding it, ascending", () => {
    const vocabulary = vocabularyOf(texts);
    expect(vocabulary.size).toBe(5);
    expect(vocabulary.words).toEqual(["pizza", "and", "pasta", "the", "pizzeria", "high", "ab\ncd"]);
    const of = (word: string) => {
      const id = vocabulary.words.indexOf(word);
      return [...vocabulary.positions.subarray(vocabulary.starts[id], vocabulary.starts[id + 1])];
    };
    expect(of("pizza")).toEqual([0, 2]); // twice in text 2, listed once
    expect(of("the")).toEqual([1, 4]);
    expect(of("ab\ncd")).toEqual([2]); // a line break is not a space
    expect(vocabulary.starts.length).toBe(vocabulary.words.length + 1);
  });

  it("gives the same vocabulary built a text at a time as all at once", () => {
    const builder = vocabularyBuilder((position) => texts[position]!, texts.length);
    const seen: number[] = [];
    while (!builder.step(2)) {
      seen.push(builder.built);
      expect(builder.vocabulary).toBeUndefined();
    }
    expect(seen).toEqual([2, 4]);
    expect(builder.vocabulary).toEqual(vocabularyOf(texts));
  });

  it("finds the texts holding a word inside one of their words, and looks only among the words given", () => {
    const vocabulary = vocabularyOf(texts);
    const izz = vocabularyBits(vocabulary, "izz", 1);
    expect(positions(izz.bits)).toEqual([0, 1, 2]);
    expect(izz.found.map((id) => vocabulary.words[id])).toEqual(["pizza", "pizzeria"]);
    // Typing on from "izz": only "pizza" and "pizzeria" are read, and the answer is the same as from all words.
    const among = vocabularyBits(vocabulary, "izze", 1, izz.found);
    expect(positions(among.bits)).toEqual([1]);
    expect(among).toEqual(vocabularyBits(vocabulary, "izze", 1));
    expect(positions(vocabularyBits(vocabulary, "b\nc", 1).bits)).toEqual([2]);
    expect(positions(vocabularyBits(vocabulary, "za and", 1).bits)).toEqual([]); // no word holds a space
  });
});
