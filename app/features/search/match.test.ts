import { describe, expect, it } from "vitest";
import {
  canMatch,
  narrows,
  noResultsHint,
  noResultsTitle,
  queryWords,
  rankMatches,
  resultCountLabel,
  resultPath,
  searchEntries,
  searchPath,
  searchRules,
  searchText,
  showsResultsBox,
  suggestEntries,
  mergeSearchEntries,
  toSearchEntries,
  type SearchablePlace,
  type SearchEntry,
} from "./match";
import type { PlaceType } from "#core/places/place-schema.ts";

function entry(id: number, place: Partial<SearchablePlace> & { type?: PlaceType; rating?: number } = {}): SearchEntry {
  const full: SearchablePlace = {
    name: `Place ${id}`,
    category: "Category",
    description: "Description",
    neighborhood: "Downtown",
    features: [],
    ...place,
  };
  return {
    id,
    name: full.name,
    type: place.type ?? "restaurant",
    neighborhood: full.neighborhood,
    rating: place.rating ?? 4,
    category: full.category,
    description: full.description,
    features: full.features,
    text: searchText(full),
  };
}

const ids = (entries: readonly SearchEntry[]) => entries.map((e) => e.id);

const index: SearchEntry[] = [
  entry(1, {
    name: "Lindey's",
    category: "American Bistro",
    description: "Steaks and seafood",
    neighborhood: "German Village",
    features: ["Patio", "Full Bar"],
  }),
  entry(2, {
    name: "Hot Chicken Takeover",
    category: "Southern",
    description: "Nashville-style hot chicken",
    neighborhood: "Short North",
    features: ["Takeout"],
  }),
  entry(3, {
    name: "COSI",
    category: "Science Museum",
    description: "Hands-on exhibits",
    neighborhood: "Downtown",
    features: ["Family Friendly"],
    type: "attraction",
  }),
  entry(4, {
    name: "Oddfellows",
    category: "Cocktail Bar",
    description: "Neighborhood bar",
    neighborhood: "Short North",
    features: ["Patio"],
    type: "bar",
  }),
];

describe("searchText", () => {
  it("joins name, category, description, neighborhood and features, lower-cased", () => {
    expect(
      searchText({
        name: "COSI",
        category: "Science Museum",
        description: "Hands-on",
        neighborhood: "Downtown",
        features: ["Gift Shop", "Parking"],
      }),
    ).toBe("cosi science museum hands-on downtown gift shop parking");
  });

  it("keeps fields apart so a word cannot match across two fields", () => {
    const text = searchText({ name: "Ab", category: "Cd", description: "Ef", neighborhood: "Gh", features: [] });
    expect(searchEntries([{ name: "Ab", rating: 4, text }], "bc")).toEqual([]);
  });
});

describe("searchEntries (product §5)", () => {
  it("finds nothing while the trimmed text is shorter than 2 characters", () => {
    for (const query of ["", "c", " c", "c ", "  c  ", "   "]) expect(searchEntries(index, query)).toEqual([]);
  });

  it("starts matching at 2 trimmed characters", () => {
    expect(ids(searchEntries(index, "co"))).toEqual([3, 4]);
    expect(ids(searchEntries(index, "  co  "))).toEqual([3, 4]);
  });

  it("ignores letter case in the text typed", () => {
    expect(ids(searchEntries(index, "SHORT NoRtH"))).toEqual([2, 4]);
  });

  it("requires every word to appear", () => {
    expect(ids(searchEntries(index, "patio"))).toEqual([1, 4]);
    expect(ids(searchEntries(index, "patio village"))).toEqual([1]);
    expect(ids(searchEntries(index, "patio museum"))).toEqual([]);
  });

  it("accepts the words in any order and from different fields", () => {
    // name + neighborhood + feature + category, reversed
    expect(ids(searchEntries(index, "bistro patio village lindey's"))).toEqual([1]);
  });

  it("searches the name, category, description, neighborhood and features", () => {
    expect(ids(searchEntries(index, "takeover"))).toEqual([2]); // name
    expect(ids(searchEntries(index, "museum"))).toEqual([3]); // category
    expect(ids(searchEntries(index, "nashville"))).toEqual([2]); // description
    expect(ids(searchEntries(index, "german"))).toEqual([1]); // neighborhood
    expect(ids(searchEntries(index, "family friendly"))).toEqual([3]); // features
  });

  it("matches a word inside a longer word", () => {
    expect(ids(searchEntries(index, "chick"))).toEqual([2]);
    expect(ids(searchEntries(index, "ands"))).toEqual([3]);
  });

  it("splits on spaces only, so punctuation stays part of a word", () => {
    expect(ids(searchEntries(index, "hands-on"))).toEqual([3]);
    expect(ids(searchEntries(index, "hands,on"))).toEqual([]);
  });

  it("treats leading, trailing and repeated spaces like single spaces", () => {
    expect(ids(searchEntries(index, "  short   north "))).toEqual(ids(searchEntries(index, "short north")));
  });

  it("keeps the order of the index among equals", () => {
    expect(ids(searchEntries([...index].reverse(), "patio"))).toEqual([4, 1]);
  });

  it("puts places whose name holds more of the words first, whatever their rating", () => {
    const pizza = [
      entry(1, { name: "Brewery", description: "Beer and pizza", rating: 4.9 }),
      entry(2, { name: "Rubino's Pizza", description: "Thin crust", rating: 4.1 }),
      entry(3, { name: "Pizza Garden", description: "Pizza by the garden", rating: 4.0 }),
    ];
    expect(ids(searchEntries(pizza, "pizza"))).toEqual([2, 3, 1]);
    expect(ids(searchEntries(pizza, "pizza garden"))).toEqual([3]);
    expect(ids(searchEntries(pizza, "pi"))).toEqual([2, 3, 1]);
  });

  it("then puts the higher rated first", () => {
    const bars = [
      entry(1, { description: "Patio", rating: 4.2 }),
      entry(2, { description: "Patio", rating: 4.8 }),
      entry(3, { description: "Patio", rating: 4.5 }),
    ];
    expect(ids(searchEntries(bars, "patio"))).toEqual([2, 3, 1]);
  });

  it("returns every match when no limit is given", () => {
    const many = Array.from({ length: 20 }, (_, i) => entry(i + 1, { description: "Patio" }));
    expect(searchEntries(many, "patio")).toHaveLength(20);
  });
});

describe("matching as a visitor types (product §15.5: the same results, found faster)", () => {
  // A guide of 300 places from a few names, words and ratings, in content order (ids 1..300).
  const words = ["patio", "pizza", "short north", "german village", "bar", "brunch", "live music", "coffee"];
  const guide = Array.from({ length: 300 }, (_, i) =>
    entry(i + 1, {
      name: `${["Pizza", "Patio", "Cafe", "Bar", "Oak"][i % 5]} ${i + 1}`,
      description: `${words[i % words.length]} and ${words[(i * 7) % words.length]}`,
      neighborhood: i % 3 ? "Short North" : "German Village",
      rating: 3.9 + ((i * 37) % 11) / 10,
    }),
  );
  /** The rule itself, written plainly: every word in the text; then name hits, rating, content order. */
  const expected = (entries: readonly SearchEntry[], query: string) => {
    if (query.trim().length < 2) return [];
    const q = query.toLowerCase().split(" ").filter(Boolean);
    const hits = (e: SearchEntry) => q.filter((w) => e.name.toLowerCase().includes(w)).length;
    return entries
      .map((e, order) => ({ e, order }))
      .filter(({ e }) => q.every((w) => e.text.includes(w)))
      .sort((a, b) => hits(b.e) - hits(a.e) || b.e.rating - a.e.rating || a.order - b.order)
      .map(({ e }) => e.id);
  };

  it("a typed, widened, replaced or edited query finds what the rule finds, in the guide's order or rated first", () => {
    const ratedFirst = [...guide].sort((a, b) => b.rating - a.rating);
    const typed = [
      "p",
      "pi",
      "piz",
      "pizz",
      "pizza",
      "pizza ",
      "pizza s",
      "pizza sh",
      "pizza short",
      "pizza sho",
      "pi",
      "ba",
      "bar",
      "bar g",
      "bar german",
      "brunch",
      "unch",
      "zz",
      "oak 1",
      "oak 12",
      "xyz",
      "xyzw",
    ];
    for (const list of [guide, ratedFirst]) {
      for (const query of typed) expect(ids(searchEntries(list, query)), `${query}`).toEqual(expected(list, query));
    }
  });

  it("narrows when every earlier word lies inside a new one", () => {
    expect(narrows(["piz"], ["pi"])).toBe(true);
    expect(narrows(["short", "n"], ["short"])).toBe(true);
    expect(narrows(["north", "short"], ["short"])).toBe(true);
    expect(narrows(["pi"], ["piz"])).toBe(false);
    expect(narrows(["bar"], ["pizza"])).toBe(false);
    expect(narrows(["short"], ["short", "north"])).toBe(false);
  });

  it("ranks rated-first matches without a sort exactly as the sort does, ties in their order", () => {
    const ratedFirst = [...guide].sort((a, b) => b.rating - a.rating);
    const rule = (list: readonly SearchEntry[], q: readonly string[]) => {
      const hits = (e: SearchEntry) => q.filter((w) => e.name.toLowerCase().includes(w)).length;
      return list
        .map((e, order) => ({ e, order }))
        .sort((a, b) => hits(b.e) - hits(a.e) || b.e.rating - a.e.rating || a.order - b.order)
        .map(({ e }) => e.id);
    };
    for (const q of [["pizza"], ["pizza", "1"], ["oak", "2", "3"], ["none"]])
      expect(ids(rankMatches(ratedFirst, q)), q.join(" ")).toEqual(rule(ratedFirst, q));
  });
});

describe("suggestEntries (product §5, §9)", () => {
  it("returns at most 6 suggestions: the 6 best matches", () => {
    const many = Array.from({ length: 10 }, (_, i) => entry(i + 1, { description: i % 2 ? "Patio" : "Garden patio" }));
    expect(searchRules.maxSuggestions).toBe(6);
    expect(ids(suggestEntries(many, "patio"))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids(suggestEntries(many, "garden"))).toEqual([1, 3, 5, 7, 9]);
    const named = [...many, entry(11, { name: "Patio Palace", rating: 3.9 })];
    expect(ids(suggestEntries(named, "patio"))).toEqual([11, 1, 2, 3, 4, 5]);
  });

  it("follows the same 2-character rule as the full search", () => {
    expect(suggestEntries(index, "p")).toEqual([]);
    expect(ids(suggestEntries(index, "pa"))).toEqual([1, 4]);
  });
});

describe("when the list or no-results box shows", () => {
  it("shows only from 2 raw characters, spaces included", () => {
    expect(showsResultsBox("")).toBe(false);
    expect(showsResultsBox("c")).toBe(false);
    expect(showsResultsBox("co")).toBe(true);
    expect(showsResultsBox("c ")).toBe(true);
    expect(showsResultsBox("  ")).toBe(true);
  });

  it("matches only from 2 trimmed characters, so 'c ' shows the no-results box", () => {
    expect(canMatch("c ")).toBe(false);
    expect(showsResultsBox("c ") && searchEntries(index, "c ").length === 0).toBe(true);
  });
});

describe("queryWords", () => {
  it("lower-cases and splits on spaces", () => {
    expect(queryWords(" Short  NORTH patio ")).toEqual(["short", "north", "patio"]);
  });
});

describe("texts and paths", () => {
  it("names the text as typed when nothing is found (product §8)", () => {
    expect(noResultsTitle("zzz q")).toBe('No results found for "zzz q"');
    expect(noResultsHint).toBe("Try searching for restaurants, bars, or attractions");
  });

  it("counts results, singular for exactly one", () => {
    expect(resultCountLabel(0, "x")).toBe('0 Results for "x"');
    expect(resultCountLabel(1, "cosi")).toBe('1 Result for "cosi"');
    expect(resultCountLabel(12, "bar")).toBe('12 Results for "bar"');
  });

  it("leads each type to its page with the place's name as the page's search (product §2)", () => {
    expect(resultPath({ name: "Lindey's", type: "restaurant" })).toBe("/restaurants?q=Lindey's");
    expect(resultPath({ name: "Stauf's Coffee Roasters", type: "coffee" })).toBe(
      "/coffee?q=Stauf's%20Coffee%20Roasters",
    );
    expect(resultPath({ name: "Newport Music Hall", type: "club" })).toBe("/clubs-and-bars?q=Newport%20Music%20Hall");
    expect(resultPath({ name: "Oddfellows", type: "bar" })).toBe("/clubs-and-bars?q=Oddfellows");
    expect(resultPath({ name: "COSI", type: "attraction" })).toBe("/attractions?q=COSI");
    expect(resultPath({ name: "Somewhere", type: "market" })).toBe("/?q=Somewhere");
  });

  it("encodes the search text in the results page's address", () => {
    expect(searchPath("fish & chips")).toBe("/search?q=fish%20%26%20chips");
  });
});

describe("mergeSearchEntries", () => {
  it("gives the order toSearchEntries gives all the places, from the lists of each file", () => {
    const docs = Array.from({ length: 300 }, (_, i) => ({
      ...entry(i + 1, {
        rating: 3.9 + ((i * 7) % 11) / 10,
        type: (["restaurant", "bar", "attraction", "coffee"] as const)[i % 4],
      }),
    }));
    const lists = [docs.slice(0, 40), docs.slice(40, 41), docs.slice(41, 200), [], docs.slice(200)].map((part) =>
      toSearchEntries(part),
    );
    expect(ids(mergeSearchEntries(lists))).toEqual(ids(toSearchEntries(docs)));
    expect(mergeSearchEntries([])).toEqual([]);
  });
});
