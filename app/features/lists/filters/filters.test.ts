import { describe, expect, it } from "vitest";
import { countLabel } from "~/lib/count-label";
import {
  emptyFilters,
  featureOptions,
  offeredFeatures,
  filterPlaces,
  filtersFromSearchParams,
  filtersToSearchParams,
  hasActiveFilters,
  hoursUnknownCount,
  hoursVaryingPlaces,
  unjudgedCount,
  dietOptions,
  matchesDiets,
  matchesStepFree,
  listOptions,
  listResults,
  matchesFeatures,
  matchesNeighborhood,
  matchesPrice,
  matchesRating,
  matchesText,
  matchesType,
  needsClock,
  neighborhoodOptions,
  sheetFilterCount,
  sheetSelects,
  sortOptions,
  sortPlaces,
  withChange,
  type FilterablePlace,
  type ListFilters,
  type ListOptions,
  type PlaceClock,
} from "./filters";
import { activeFilters } from "./active-filters";
import { categories, listPageConfig } from "#core/categories.ts";

const place = (overrides: Partial<FilterablePlace> = {}): FilterablePlace => ({
  name: "Schmidt's Sausage Haus",
  category: "German",
  description: "Bahama Mama sausages and cream puffs",
  neighborhood: "German Village",
  rating: 4.6,
  type: "restaurant",
  ...overrides,
});

describe("page search (product §5)", () => {
  it("matches a case-insensitive substring of the name", () => {
    expect(matchesText(place(), "SAUSAGE h")).toBe(true);
  });
  it("matches the category and the description", () => {
    expect(matchesText(place(), "germ")).toBe(true);
    expect(matchesText(place(), "cream puff")).toBe(true);
  });
  it("does not look at the neighborhood or features", () => {
    expect(matchesText(place({ name: "A", category: "B", description: "C" }), "village")).toBe(false);
  });
  it("lets everything through for empty or blank text", () => {
    expect(matchesText(place(), "")).toBe(true);
    expect(matchesText(place(), "   ")).toBe(true);
  });
  it("rejects text that appears nowhere", () => {
    expect(matchesText(place(), "sushi")).toBe(false);
  });
  it("never matches across two fields, even with a line break in the text (a URL can carry one)", () => {
    // The name ends in "haus" and the category starts with "german".
    expect(matchesText(place(), "haus german")).toBe(false);
    expect(matchesText(place(), "haus\ngerman")).toBe(false);
    expect(matchesText(place({ description: "Open late\nevery day" }), "LATE\nEVERY")).toBe(true);
  });
  it("answers the same for a place read again, and for each place on its own", () => {
    const first = place();
    const second = place({ name: "Katalina's", category: "Cafe", description: "Pancake balls" });
    expect(filterPlaces([first, second], { ...emptyFilters, q: "pancake" })).toEqual([second]);
    expect(filterPlaces([first, second], { ...emptyFilters, q: "sausage" })).toEqual([first]);
    expect(filterPlaces([first, second], { ...emptyFilters, q: "  " })).toEqual([first, second]);
  });
  it("typing on, deleting, and starting over on one list each find what the rule finds on its own (product §15.5)", () => {
    const list = [
      place({ name: "Pizza Fiesta", description: "Slices" }),
      place({ name: "Pies and Pints", category: "Bar", description: "Pinball and pie" }),
      place({ name: "Katalina's", category: "Cafe", description: "Pancake balls and pizza toast" }),
      place({ name: "Hot Chicken Takeover", category: "Chicken", description: "Spicy" }),
    ];
    const byRule = (q: string) => list.filter((entry) => matchesText(entry, q));
    // Each search on the same list: some extend the last one ("pi" -> "piz"), some do not ("pizza" -> "pie", "ca").
    for (const q of [
      "p",
      "pi",
      "piz",
      "pizza",
      "pizz",
      "pie",
      "pies",
      "ca",
      "cake",
      "c",
      "chicken",
      "CHICK",
      "x",
      "ta",
    ]) {
      expect(
        filterPlaces(list, { ...emptyFilters, q }).map((entry) => entry.name),
        q,
      ).toEqual(byRule(q).map((entry) => entry.name));
    }
    // Another list keeps its own last search.
    const other = [place({ name: "Pizza Hut" }), place({ name: "Cafe Istanbul", category: "Turkish" })];
    expect(filterPlaces(other, { ...emptyFilters, q: "piz" }).map((entry) => entry.name)).toEqual(["Pizza Hut"]);
    expect(filterPlaces(list, { ...emptyFilters, q: "pizza" }).map((entry) => entry.name)).toEqual([
      "Pizza Fiesta",
      "Katalina's",
    ]);
  });
});

describe("neighborhood filter (product §5)", () => {
  it("needs an exact match", () => {
    expect(matchesNeighborhood(place(), "German Village")).toBe(true);
    expect(matchesNeighborhood(place(), "german village")).toBe(false);
    expect(matchesNeighborhood(place(), "Village")).toBe(false);
  });
  it("passes everything for 'all'", () => {
    expect(matchesNeighborhood(place(), "all")).toBe(true);
  });
  it("keeps places without a neighborhood", () => {
    expect(matchesNeighborhood(place({ neighborhood: undefined }), "Downtown")).toBe(true);
    expect(matchesNeighborhood(place({ neighborhood: null }), "Downtown")).toBe(true);
  });
});

describe("rating filter (product §5)", () => {
  it("keeps ratings at or above the threshold", () => {
    expect(matchesRating(place({ rating: 4.5 }), "4.5")).toBe(true);
    expect(matchesRating(place({ rating: 4.4 }), "4.5")).toBe(false);
    expect(matchesRating(place({ rating: 4.0 }), "4.0")).toBe(true);
    expect(matchesRating(place({ rating: 3.4 }), "3.5")).toBe(false);
  });
  it("keeps places without a rating", () => {
    expect(matchesRating(place({ rating: undefined }), "4.5")).toBe(true);
  });
  it("ignores 'all' and unknown thresholds", () => {
    expect(matchesRating(place({ rating: 1 }), "all")).toBe(true);
    expect(matchesRating(place({ rating: 1 }), "lots")).toBe(true);
  });
});

describe("venue type filter (product §5)", () => {
  it("matches the type exactly", () => {
    expect(matchesType(place({ type: "club" }), "club")).toBe(true);
    expect(matchesType(place({ type: "bar" }), "club")).toBe(false);
  });
  it("keeps places without a type", () => {
    expect(matchesType(place({ type: undefined }), "bar")).toBe(true);
  });
});

describe("filterPlaces", () => {
  const places = [
    place({ name: "Alpha", rating: 4.8, neighborhood: "Downtown", type: "bar" }),
    place({ name: "Beta", rating: 4.2, neighborhood: "Downtown", type: "club" }),
    place({ name: "Gamma", rating: 4.9, neighborhood: "Short North", type: "bar" }),
  ];
  it("applies every filter together and keeps the order", () => {
    const result = filterPlaces(places, {
      ...emptyFilters,
      q: "a",
      neighborhood: "Downtown",
      rating: "4.5",
      type: "bar",
    });
    expect(result.map((p) => p.name)).toEqual(["Alpha"]);
  });
  it("returns everything for the cleared filters", () => {
    expect(filterPlaces(places, emptyFilters)).toHaveLength(3);
  });
});

describe("neighborhood options (product §5)", () => {
  it("lists each neighborhood of the page once, sorted, skipping missing ones", () => {
    const options = neighborhoodOptions([
      place({ neighborhood: "Short North" }),
      place({ neighborhood: "Downtown" }),
      place({ neighborhood: "Short North" }),
      place({ neighborhood: undefined }),
    ]);
    expect(options).toEqual(["Downtown", "Short North"]);
  });
});

describe("count wording (product §2)", () => {
  const noun = { one: "Restaurant", other: "Restaurants" };
  it("is singular for one", () => expect(countLabel(1, noun)).toBe("1 Restaurant Found"));
  it("is plural otherwise", () => {
    expect(countLabel(20, noun)).toBe("20 Restaurants Found");
    expect(countLabel(0, noun)).toBe("0 Restaurants Found");
  });
});

describe("price filter (product §12)", () => {
  it("keeps places whose price range is one of the chosen", () => {
    expect(matchesPrice(place({ priceRange: "$$" }), ["$", "$$"])).toBe(true);
    expect(matchesPrice(place({ priceRange: "$$$" }), ["$", "$$"])).toBe(false);
    expect(matchesPrice(place({ priceRange: "Free" }), ["Free"])).toBe(true);
  });
  it("keeps everything when nothing is chosen", () => {
    expect(matchesPrice(place({ priceRange: undefined }), [])).toBe(true);
  });
  it("drops places without a price range once a price is chosen", () => {
    expect(matchesPrice(place({ priceRange: undefined }), ["$"])).toBe(false);
  });
});

describe("features filter (product §12)", () => {
  const patio = place({ features: ["Patio", "Wheelchair Accessible", "Live Music"] });
  it("needs every chosen feature", () => {
    expect(matchesFeatures(patio, ["patio", "live-music"])).toBe(true);
    expect(matchesFeatures(patio, ["patio", "late-night"])).toBe(false);
  });
  it("keeps everything when nothing is chosen", () => {
    expect(matchesFeatures(place({ features: [] }), [])).toBe(true);
  });
  it("offers the list's own features once each, A-Z, with URL slugs", () => {
    expect(featureOptions([patio, place({ features: ["Patio", "Free Wi-Fi"] })])).toEqual([
      { slug: "free-wi-fi", label: "Free Wi-Fi" },
      { slug: "live-music", label: "Live Music" },
      { slug: "patio", label: "Patio" },
      { slug: "wheelchair-accessible", label: "Wheelchair Accessible" },
    ]);
  });
  it("offers, of the guide's features, exactly those some match has, in the guide's order", () => {
    const wifi = place({ features: ["Free Wi-Fi"] });
    const all = featureOptions([patio, wifi, place({ features: ["Rooftop"] })]);
    expect(offeredFeatures([patio, wifi], all).map((f) => f.slug)).toEqual([
      "free-wi-fi",
      "live-music",
      "patio",
      "wheelchair-accessible",
    ]);
    expect(offeredFeatures([wifi, wifi], all)).toEqual([{ slug: "free-wi-fi", label: "Free Wi-Fi" }]);
    expect(offeredFeatures([], all)).toEqual([]);
    // Once every one is found, the rest is not read (a place after that point could hold anything).
    const reads: string[] = [];
    const spy = {
      ...place(),
      get features() {
        reads.push("read");
        return ["Patio"];
      },
    };
    expect(offeredFeatures([patio, wifi, place({ features: ["Rooftop"] }), spy], all)).toEqual(all);
    expect(reads).toEqual([]);
  });
});

describe("open now (product §12, clock injected)", () => {
  const list = [place({ name: "Early" }), place({ name: "Late" }), place({ name: "Shut" })];
  const clock: PlaceClock<FilterablePlace> = {
    isOpen: (p) => p.name !== "Shut",
    closesAt: (p) => (p.name === "Early" ? 60 : p.name === "Late" ? 300 : null),
    hoursKnown: () => true,
  };
  it("keeps only places the clock says are open", () => {
    expect(filterPlaces(list, { ...emptyFilters, open: true }, clock).map((p) => p.name)).toEqual(["Early", "Late"]);
  });
  it("keeps nothing while the clock is not known (the page shows the list as pending instead)", () => {
    expect(filterPlaces(list, { ...emptyFilters, open: true })).toEqual([]);
    expect(needsClock({ ...emptyFilters, open: true })).toBe(true);
    expect(needsClock({ ...emptyFilters, sort: "closing" })).toBe(true);
    expect(needsClock({ ...emptyFilters, sort: "rating", rating: "4.5" })).toBe(false);
  });
  it("Closing latest puts the latest closing first and closed places last, in the guide's order", () => {
    const withShut2 = [...list, place({ name: "Shut too" })];
    expect(sortPlaces(withShut2, "closing", clock).map((p) => p.name)).toEqual(["Late", "Early", "Shut", "Shut too"]);
  });
  it("Closing latest without a clock keeps the guide's order", () => {
    expect(sortPlaces(list, "closing").map((p) => p.name)).toEqual(["Early", "Late", "Shut"]);
  });
});

describe("step-free access and diets (product §12.7)", () => {
  const stepFree = place({ name: "Ramp", stepFree: true });
  const unknownAccess = place({ name: "Stairs maybe" });
  const vegan = place({ name: "Green", diets: ["vegetarian", "vegan"] });
  const halal = place({ name: "Grill", diets: ["halal"] });
  const list = [stepFree, unknownAccess, vegan, halal];

  it("keeps only places known to have step-free access; not known does not pass", () => {
    expect(matchesStepFree(stepFree, true)).toBe(true);
    expect(matchesStepFree(unknownAccess, true)).toBe(false);
    expect(matchesStepFree(unknownAccess, false)).toBe(true);
    expect(filterPlaces(list, { ...emptyFilters, stepFree: true }).map((p) => p.name)).toEqual(["Ramp"]);
  });
  it.each([
    ["vegetarian", ["Green"]],
    ["vegan", ["Green"]],
    ["gluten-free", []],
    ["halal", ["Grill"]],
  ] as const)("keeps only places known to serve %s", (diet, names) => {
    expect(filterPlaces(list, { ...emptyFilters, diets: [diet] }).map((p) => p.name)).toEqual(names);
  });
  it("needs every chosen diet", () => {
    expect(matchesDiets(vegan, ["vegetarian", "vegan"])).toBe(true);
    expect(matchesDiets(vegan, ["vegan", "halal"])).toBe(false);
    expect(matchesDiets(unknownAccess, [])).toBe(true);
  });
  it("offers diets on lists with places to eat and drink, none on attractions", () => {
    expect(dietOptions([place()]).map((diet) => diet.label)).toEqual(["Vegetarian", "Vegan", "Gluten-free", "Halal"]);
    expect(dietOptions([place({ type: "attraction" })])).toEqual([]);
  });
  it("lives in the URL, checked against what the list offers, and reads back the same", () => {
    const options = listOptions(list, ["neighborhood"]);
    const filters = { ...emptyFilters, stepFree: true, diets: ["halal", "vegan"] as const };
    const params = filtersToSearchParams(filters);
    expect(params.toString()).toBe("access=step-free&diet=vegan&diet=halal");
    expect(filtersFromSearchParams(params, options)).toMatchObject({ stepFree: true, diets: ["vegan", "halal"] });
    const odd = filtersFromSearchParams(new URLSearchParams("access=stairs&diet=keto&diet=vegan"), options);
    expect(odd).toMatchObject({ stepFree: false, diets: ["vegan"] });
    const attractions = listOptions([place({ type: "attraction" })], ["neighborhood"]);
    expect(filtersFromSearchParams(new URLSearchParams("diet=vegan"), attractions).diets).toEqual([]);
  });
  it("shows as chips and counts on the Filters button, one each", () => {
    const options = listOptions(list, ["neighborhood"]);
    const filters = { ...emptyFilters, stepFree: true, diets: ["vegan", "halal"] as const };
    expect(activeFilters(filters, options).map((chip) => [chip.label, chip.remove])).toEqual([
      ["Step-free access", { stepFree: false }],
      ["Vegan", { diets: ["halal"] }],
      ["Halal", { diets: ["vegan"] }],
    ]);
    expect(sheetFilterCount(filters, [])).toBe(3);
    expect(hasActiveFilters({ ...emptyFilters, stepFree: true })).toBe(true);
  });
});

describe("places whose hours are not known, under Open now (product §12.6)", () => {
  const list = [
    place({ name: "Unknown pizza", neighborhood: "Short North", rating: 4.9 }),
    place({ name: "Open pizza", neighborhood: "Short North", rating: 4.1 }),
    place({ name: "Shut pizza", neighborhood: "Short North" }),
    place({ name: "Unknown far", neighborhood: "Downtown" }),
    place({ name: "Unknown taco", neighborhood: "Short North" }),
  ];
  const clock: PlaceClock<FilterablePlace> = {
    isOpen: (p) => p.name.startsWith("Open"),
    closesAt: (p) => (p.name.startsWith("Open") ? 120 : null),
    hoursKnown: (p) => !p.name.startsWith("Unknown"),
  };
  const open = { ...emptyFilters, open: true };

  it("counts the places left out because their hours are not known, among those the other filters keep", () => {
    expect(hoursUnknownCount(list, open, clock)).toBe(3);
    expect(hoursUnknownCount(list, { ...open, neighborhood: "Short North" }, clock)).toBe(2);
    expect(hoursUnknownCount(list, { ...open, neighborhood: "Short North", q: "pizza" }, clock)).toBe(1);
  });
  it("counts none without Open now, or before the clock is known", () => {
    expect(hoursUnknownCount(list, emptyFilters, clock)).toBe(0);
    expect(hoursUnknownCount(list, open)).toBe(0);
  });
  it("counts the same whether they are shown or not", () => {
    expect(hoursUnknownCount(list, { ...open, unknown: true }, clock)).toBe(3);
  });
  it("leaves them out by default, and shows them after the open places when asked, each group in the sort's order", () => {
    expect(listResults(list, open, clock).map((p) => p.name)).toEqual(["Open pizza"]);
    expect(listResults(list, { ...open, unknown: true, sort: "rating" }, clock).map((p) => p.name)).toEqual([
      "Open pizza",
      "Unknown pizza",
      "Unknown far",
      "Unknown taco",
    ]);
  });
  it("keeps the choice in the URL only with Open now", () => {
    const options = listOptions(list, ["neighborhood"]);
    expect(filtersToSearchParams({ ...open, unknown: true }).toString()).toBe("open=1&unknown=1");
    expect(filtersToSearchParams({ ...emptyFilters, unknown: true }).toString()).toBe("");
    expect(filtersFromSearchParams(new URLSearchParams("open=1&unknown=1"), options).unknown).toBe(true);
    expect(filtersFromSearchParams(new URLSearchParams("unknown=1"), options).unknown).toBe(false);
  });
});

describe("sorts (product §12)", () => {
  const list = [
    place({ name: "beta", rating: 4.2 }),
    place({ name: "Alpha", rating: 4.8 }),
    place({ name: "Gamma", rating: 4.2 }),
    place({ name: "Delta", rating: undefined }),
  ];
  it("Recommended keeps the guide's order", () => {
    expect(sortPlaces(list, "recommended").map((p) => p.name)).toEqual(["beta", "Alpha", "Gamma", "Delta"]);
  });
  it("Highest rated puts the best first, ties in the guide's order, unrated last", () => {
    expect(sortPlaces(list, "rating").map((p) => p.name)).toEqual(["Alpha", "beta", "Gamma", "Delta"]);
  });
  it("A-Z ignores case", () => {
    expect(sortPlaces(list, "name").map((p) => p.name)).toEqual(["Alpha", "beta", "Delta", "Gamma"]);
  });
  it("never changes the list it is given", () => {
    sortPlaces(list, "name");
    expect(list[0]!.name).toBe("beta");
  });
  it("Most reviewed puts the most visitors' reviews first, ties in the guide's order, none last", () => {
    const reviewed = [
      place({ name: "None" }),
      place({ name: "Two", visitorReviews: 2 }),
      place({ name: "Twelve", visitorReviews: 12 }),
      place({ name: "Also two", visitorReviews: 2 }),
      place({ name: "None either" }),
    ];
    expect(sortPlaces(reviewed, "reviews").map((p) => p.name)).toEqual([
      "Twelve",
      "Two",
      "Also two",
      "None",
      "None either",
    ]);
  });
  it("Most reviewed is in the URL as sort=reviews, and is kept on reading it back", () => {
    const params = filtersToSearchParams({ ...emptyFilters, sort: "reviews" });
    expect(params.toString()).toBe("sort=reviews");
    expect(filtersFromSearchParams(params, listOptions([], [])).sort).toBe("reviews");
    expect(sortOptions.map((option) => option.label)).toContain("Most reviewed");
  });
  it("listResults filters, then sorts", () => {
    expect(listResults(list, { ...emptyFilters, rating: "4.5", sort: "name" }).map((p) => p.name)).toEqual([
      "Alpha",
      "Delta",
    ]);
  });
});

/** The clubs-and-bars list's type filter options, as the categories table gives them. */
const clubsAndBarsTypes = listPageConfig(categories.find((row) => row.key === "clubs-and-bars")!)!.typeOptions;

describe("filters in the URL", () => {
  const options: ListOptions = {
    types: clubsAndBarsTypes,
    diets: [],
    controls: ["neighborhood", "rating"],
    neighborhoods: ["German Village", "Short North"],
    features: [
      { slug: "patio", label: "Patio" },
      { slug: "live-music", label: "Live Music" },
    ],
  };
  const read = (query: string, opts: ListOptions = options) =>
    filtersFromSearchParams(new URLSearchParams(query), opts);

  it("round-trips every filter through the query and leaves out defaults", () => {
    const filters: ListFilters = {
      ...emptyFilters,
      q: "beer garden",
      neighborhood: "German Village",
      rating: "4.5",
      open: true,
      sort: "rating",
      price: ["$", "$$$"],
      features: ["patio", "live-music"],
      page: 2,
    };
    const params = filtersToSearchParams(filters);
    expect(params.toString()).toBe(
      "q=beer+garden&neighborhood=German+Village&rating=4.5&open=1&price=1&price=3&feature=patio&feature=live-music&sort=rating&page=2",
    );
    expect(read(params.toString())).toEqual(filters);
  });
  it("reads a clean query as the cleared filters, and writes them as a clean query", () => {
    expect(read("")).toEqual(emptyFilters);
    expect(filtersToSearchParams(emptyFilters).toString()).toBe("");
  });
  it("reads the no-JavaScript form submit's 'all' values as no filter", () => {
    expect(read("q=pizza&neighborhood=all&rating=all")).toEqual({ ...emptyFilters, q: "pizza" });
  });
  it("treats unknown values as 'all' (product §12.4), so the control and the list agree", () => {
    expect(read("neighborhood=%00&rating=abc&sort=best&open=yes&page=0")).toEqual(emptyFilters);
    expect(read("neighborhood=Downtown")).toEqual(emptyFilters);
    expect(read("price=5&price=cheap&feature=hot-tub")).toEqual(emptyFilters);
    expect(read("page=2.5").page).toBe(1);
  });
  it("ignores a select the page does not have", () => {
    expect(read("type=bar").type).toBe("all");
    expect(read("type=bar", { ...options, controls: ["type"] }).type).toBe("bar");
  });
  it("reads a type only if it is one of the list's, as the categories table lists them", () => {
    const typed = { ...options, controls: ["type"] as const };
    expect(clubsAndBarsTypes.map((option) => option.value)).toEqual(["club", "bar"]);
    expect(read("type=club", typed).type).toBe("club");
    expect(read("type=restaurant", typed).type).toBe("all");
    expect(read("type=bar", { ...typed, types: [] }).type).toBe("all");
  });
  it("accepts comma lists and repeated keys, in a fixed order, once each", () => {
    expect(read("price=3,1&price=1").price).toEqual(["$", "$$$"]);
    expect(read("feature=live-music,patio").features).toEqual(["patio", "live-music"]);
  });
  it("goes back to page 1 on any change but the page", () => {
    const onPage3 = { ...emptyFilters, page: 3 };
    expect(withChange(onPage3, { rating: "4.0" }).page).toBe(1);
    expect(withChange(onPage3, { sort: "name" }).page).toBe(1);
    expect(withChange(onPage3, { page: 4 }).page).toBe(4);
  });
});

describe("active filters (chips)", () => {
  const options = listOptions([place({ features: ["Patio"] })], ["neighborhood", "rating"]);
  it("lists each active filter with the change that removes it alone", () => {
    const filters: ListFilters = {
      ...emptyFilters,
      q: "pizza",
      neighborhood: "German Village",
      open: true,
      price: ["$", "$$"],
      features: ["patio"],
    };
    const chips = activeFilters(filters, options);
    expect(chips.map((chip) => chip.label)).toEqual([
      "Search: pizza",
      "German Village",
      "Open now",
      "Price: $",
      "Price: $$",
      "Patio",
    ]);
    expect(chips.find((chip) => chip.label === "Price: $")!.remove).toEqual({ price: ["$$"] });
  });
  it("counts filters, not the sort or the page", () => {
    expect(hasActiveFilters({ ...emptyFilters, sort: "name", page: 2 })).toBe(false);
    expect(hasActiveFilters({ ...emptyFilters, q: "  " })).toBe(false);
    expect(hasActiveFilters({ ...emptyFilters, price: ["Free"] })).toBe(true);
  });
});

describe("the Filters sheet's count (product §12.5)", () => {
  it("keeps a list's first select in the row and the others in the sheet", () => {
    expect(sheetSelects(["neighborhood", "rating"])).toEqual(["rating"]);
    expect(sheetSelects(["type", "neighborhood"])).toEqual(["neighborhood"]);
  });
  it("counts each set filter of the sheet, each price and feature one, and not the text, the sort or the row's select", () => {
    const filters: ListFilters = {
      ...emptyFilters,
      q: "pizza",
      neighborhood: "German Village",
      rating: "4.5",
      open: true,
      sort: "name",
      price: ["$", "$$"],
      features: ["patio"],
    };
    expect(sheetFilterCount(filters, ["rating"])).toBe(5);
    expect(sheetFilterCount(filters, [])).toBe(4);
    expect(sheetFilterCount({ ...emptyFilters, q: "pizza", neighborhood: "German Village" }, ["rating"])).toBe(0);
  });
});

describe("the view in the URL (product §13)", () => {
  const options = listOptions([place({ features: ["Patio"] })], ["neighborhood", "rating"]);
  it("reads view=map and writes it last, the list being the default with no parameter", () => {
    const filters = filtersFromSearchParams(new URLSearchParams("view=map&price=2&page=2"), options);
    expect(filters.view).toBe("map");
    expect(filtersToSearchParams(filters).toString()).toBe("price=2&page=2&view=map");
    expect(filtersFromSearchParams(new URLSearchParams("view=grid"), options).view).toBe("list");
    expect(filtersToSearchParams({ ...emptyFilters, view: "list" }).toString()).toBe("");
  });
  it("narrows nothing, and switching it keeps the page while any filter goes back to page 1", () => {
    expect(hasActiveFilters({ ...emptyFilters, view: "map" })).toBe(false);
    const onPage3 = { ...emptyFilters, page: 3 };
    expect(withChange(onPage3, { view: "map" })).toEqual({ ...onPage3, view: "map" });
    expect(withChange({ ...onPage3, view: "map" }, { open: true })).toEqual({
      ...onPage3,
      view: "map",
      open: true,
      page: 1,
    });
  });
});

describe("every place a filter leaves out has its reason (product §12.6-§12.7)", () => {
  const base = { category: "Bar", description: "", neighborhood: "Short North" };
  const places = [
    { ...base, name: "Open", judged: ["step-free"], stepFree: true as const },
    { ...base, name: "Unknown hours" },
    { ...base, name: "Shows", judged: ["step-free"] },
    { ...base, name: "Closed" },
  ];
  const clock = {
    isOpen: (place: { name: string }) => place.name === "Open",
    closesAt: () => null,
    hoursKnown: (place: { name: string }) => place.name !== "Unknown hours",
    hoursVary: (place: { name: string }) => place.name === "Shows",
  };

  it("Open now: the open ones, those whose hours are not known, those whose hours vary, and the closed add up", () => {
    const filters = { ...emptyFilters, open: true };
    expect(filterPlaces(places, filters, clock).map((place) => place.name)).toEqual(["Open"]);
    expect(hoursUnknownCount(places, filters, clock)).toBe(1);
    expect(hoursVaryingPlaces(places, filters, clock).map((place) => place.name)).toEqual(["Shows"]);
  });

  it("step-free: counts the places nobody told the guide about, not those known to have steps", () => {
    const filters = { ...emptyFilters, stepFree: true };
    expect(filterPlaces(places, filters).map((place) => place.name)).toEqual(["Open"]);
    expect(unjudgedCount(places, filters)).toBe(2);
    expect(unjudgedCount(places, { ...emptyFilters, diets: ["vegan"] })).toBe(4);
    expect(unjudgedCount(places, emptyFilters)).toBe(0);
  });
});
