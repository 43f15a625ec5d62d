import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseSynonyms, synonymsFile } from "./synonyms";

describe("the synonym table (product §5.5)", () => {
  it("is content that passes its schema", () => {
    const rows = parseSynonyms(
      JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../..", synonymsFile), "utf8")),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.find((row) => row.words.includes("kids"))?.means).toEqual(["family friendly"]);
  });

  it("names the entry and the field of each problem", () => {
    expect(() => parseSynonyms({ kids: "family friendly" })).toThrow(`${synonymsFile}: must hold a JSON array`);
    expect(() =>
      parseSynonyms([
        { words: ["kids"], means: ["family friendly"] },
        { words: ["Cheap"], means: ["$"] },
        { words: ["patio "], means: [] },
        { words: ["late night"], means: ["open 24 hours"], note: "x" },
      ]),
    ).toThrow(
      [
        `${synonymsFile}: entry 2 ("Cheap"): field "words.0": must be lower-case`,
        `${synonymsFile}: entry 3 ("patio "): field "words.0": must be words separated by single spaces, without leading or trailing spaces`,
        `${synonymsFile}: entry 3 ("patio "): field "means": must name at least one meaning`,
        `${synonymsFile}: entry 4 ("late night"): field "(entry)": Unrecognized key: "note"`,
      ].join("\n"),
    );
  });

  it("refuses a phrase given twice, naming the entry that has it", () => {
    expect(() =>
      parseSynonyms([
        { words: ["kids"], means: ["family friendly"] },
        { words: ["cheap", "kids"], means: ["$"] },
      ]),
    ).toThrow(`${synonymsFile}: entry 2 ("cheap"): field "words.1": "kids" is already in entry 1`);
  });
});
