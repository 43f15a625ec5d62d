import { describe, expect, it } from "vitest";
import { readAnswer, type OsmPlace } from "./elements";
import {
  changesOf,
  cityToday,
  matchOf,
  normalizeName,
  normalizeStreet,
  sameHours,
  similarNames,
  suggestionsOf,
} from "./matching";
import { recordedAnswer, recordedGuide } from "./recorded/recorded";

const { places } = readAnswer(recordedAnswer());
const now = new Date("2026-11-24T15:00:00Z");
const today = cityToday(now);
const element = (id: string) => places.find((place) => place.element === id)!;
const guide = (slug: string) => recordedGuide.find((place) => place.slug === slug)!;
/** The element moved north by `metres` (a degree of latitude is about 111 km). */
const movedNorth = (place: OsmPlace, metres: number): OsmPlace => ({ ...place, lat: place.lat + metres / 111_195 });

describe("names and streets as matching compares them (product §17.5)", () => {
  it("ignores case, accents, punctuation and 'the'; reads '&' as 'and'", () => {
    expect(normalizeName("The Thurman Café")).toBe("thurman cafe");
    expect(normalizeName("A&R Music Bar")).toBe(normalizeName("A and R Music-Bar"));
    expect(normalizeName("Land-Grant Brewing Co.")).toBe(normalizeName("Land Grant Brewing Company"));
  });

  it("takes one name's words inside the other's, or a typo, but not a shared generic word", () => {
    expect(similarNames("Schmidt's Sausage Haus", "Schmidt's Sausage Haus und Restaurant")).toBe(true);
    expect(similarNames("Stauf's Coffee", "Stauf's Coffee Roasters")).toBe(true);
    expect(similarNames("Katalinas", "Katalina's")).toBe(true);
    expect(similarNames("Northstar Caffe", "Northstar Cafe")).toBe(true);
    expect(similarNames("Fixture Lantern Cafe", "Grandview Cafe")).toBe(false);
    expect(similarNames("Cafe", "Grandview Cafe")).toBe(false);
    expect(similarNames("The Pearl", "Pearl Street Grill")).toBe(true);
    expect(similarNames("COSI", "Ohio Statehouse")).toBe(false);
  });

  it("reads street lines with the usual abbreviations", () => {
    expect(normalizeStreet("169 East Beck Street")).toBe(normalizeStreet("169 E. Beck St"));
    expect(normalizeStreet("1 Capitol Square")).toBe(normalizeStreet("1 Capitol Sq"));
    expect(normalizeStreet("10 W Town St")).not.toBe(normalizeStreet("10 E Town St"));
  });
});

describe("matching OpenStreetMap's places against the guide's (product §17.5)", () => {
  it("a similar name near the guide's point is that place", () => {
    expect(matchOf(element("node/900000000001"), recordedGuide)?.place.slug).toBe("cosi");
    expect(matchOf(element("node/900000000007"), recordedGuide)?.place.slug).toBe("thurman-cafe");
  });

  it("the same name far away is another place (a second branch): a suggested place, not a correction", () => {
    const far = movedNorth(element("node/900000000001"), 2500);
    expect(matchOf(far, recordedGuide)).toBeNull();
    const { suggestions } = suggestionsOf([far], recordedGuide);
    expect(suggestions).toEqual([{ kind: "listing", ref: "osm:node/900000000001", place: far }]);
  });

  it("150 m around a sourced point, 400 m around one estimated from the address", () => {
    const cosi = { ...element("node/900000000001"), street: null, lat: 39.959689, lng: -83.006892 };
    expect(matchOf(movedNorth(cosi, 140), recordedGuide)?.place.slug).toBe("cosi");
    expect(matchOf(movedNorth(cosi, 200), recordedGuide)).toBeNull();
    // Northstar's element lies 200 m from the guide's estimated point: still the place.
    const northstar = { ...element("node/900000000006"), street: null };
    expect(matchOf(northstar, recordedGuide)?.place.slug).toBe("northstar-cafe");
    expect(matchOf({ ...northstar, lat: 39.9807, lng: -83.0047 + 0.0046 }, recordedGuide)?.metres).toBeCloseTo(392, 0);
    expect(matchOf(movedNorth(northstar, 250), recordedGuide)).toBeNull();
  });

  it("at the same house number and street, a similar name is the place up to 2 km away", () => {
    const cosi = movedNorth(element("node/900000000001"), 1500);
    expect(matchOf(cosi, recordedGuide)?.place.slug).toBe("cosi");
    expect(matchOf({ ...cosi, street: "333 West Town Street" }, recordedGuide)).toBeNull();
    expect(matchOf(movedNorth(element("node/900000000001"), 2500), recordedGuide)).toBeNull();
  });

  it("lists only the facts that differ: numbers by their digits, websites without scheme or www, streets abbreviated", () => {
    // COSI: the guide has no phone and no hours; its website and address say the same as OpenStreetMap's.
    expect(changesOf(element("node/900000000001"), guide("cosi"), today)).toEqual({
      changes: [
        { field: "phone", value: "(614) 555-0142", guideValue: "not known" },
        { field: "hours", value: "We-Su 10:00-17:00", guideValue: "not known" },
      ],
      uncompared: [],
    });
    expect(changesOf(element("way/900000000002"), guide("ohio-statehouse"), today)).toEqual({
      changes: [],
      uncompared: [],
    });
    expect(changesOf(element("node/900000000006"), guide("northstar-cafe"), today).changes).toEqual([
      { field: "phone", value: "(614) 555-0187", guideValue: "(614) 298-9999" },
    ]);
  });

  it("hours are compared by what they say: another way of writing the same week is no change", () => {
    const point = guide("ohio-statehouse").geo;
    expect(
      sameHours("Mo-Fr 07:00-18:00; Sa-Su 11:00-17:00", "Mo-Fr 07:00-18:00; Sa,Su 11:00-17:00", point, today),
    ).toBe(true);
    expect(sameHours("Mo-Su 10:00-17:00", "Mo-Su 10:00-17:00; Jan 01 off", point, today)).toBe(false);
    expect(sameHours("Mo-Fr 09:00-17:00 by appointment", "Mo-Su 10:00-17:00", point, today)).toBeNull();
    const statehouse = { ...element("way/900000000002"), openingHours: "Mo-Fr 07:00-18:00; Sa 11:00-17:00" };
    expect(changesOf(statehouse, guide("ohio-statehouse"), today).changes).toEqual([
      {
        field: "hours",
        value: "Mo-Fr 07:00-18:00; Sa 11:00-17:00",
        guideValue: "Mo-Fr 07:00-18:00; Sa,Su 11:00-17:00",
      },
    ]);
  });

  it("a holiday the guide does not have is a change; hours the guide's reader cannot read are offered only where it has none", () => {
    expect(changesOf(element("way/900000000003"), guide("franklin-park-conservatory"), today)).toEqual({
      changes: [{ field: "hours", value: "Mo-Su 10:00-17:00; Jan 01 off", guideValue: "Mo-Su 10:00-17:00" }],
      uncompared: [],
    });
    const unreadable = { ...element("way/900000000003"), openingHours: "Mo-Fr 09:00-17:00 by appointment" };
    expect(changesOf(unreadable, guide("franklin-park-conservatory"), today)).toEqual({
      changes: [],
      uncompared: ['hours "Mo-Fr 09:00-17:00 by appointment" (the guide\'s reader cannot read them)'],
    });
    expect(changesOf(element("node/900000000007"), guide("thurman-cafe"), today).changes).toEqual([
      { field: "hours", value: "Mo-Sa 11:00-23:00; Su 11:00-22:00; Dec 25 off", guideValue: "not known" },
    ]);
  });

  it("on the recorded answer: corrections of known places, suggested places for the rest, and why others are left out", () => {
    const { suggestions, notes } = suggestionsOf(places, recordedGuide, now);
    expect(
      suggestions.map((suggestion) =>
        suggestion.kind === "correction"
          ? `${suggestion.ref} -> ${suggestion.slug} ${suggestion.change.field}`
          : `${suggestion.ref} ${suggestion.place.name}`,
      ),
    ).toEqual([
      "osm:node/900000000001:phone -> cosi phone",
      "osm:node/900000000001:hours -> cosi hours",
      "osm:way/900000000003:hours -> franklin-park-conservatory hours",
      "osm:node/900000000006:phone -> northstar-cafe phone",
      "osm:node/900000000007:hours -> thurman-cafe hours",
      "osm:node/900000000101 Fixture Lantern Cafe",
      "osm:node/900000000102 Fixture Noodle House",
      "osm:way/900000000104 Fixture Tap Room",
      "osm:node/900000000105 Fixture Night Club",
      "osm:relation/900000000106 Fixture Gallery of Examples",
    ]);
    expect(notes).toEqual([
      'way/900000000005 "Schmidt\'s Sausage Haus und Restaurant": also schmidts-sausage-haus; the nearer node/900000000004 is taken',
      'way/900000000002 "Ohio Statehouse": ohio-statehouse, nothing differs',
      'node/900000000004 "Schmidt\'s Sausage Haus": schmidts-sausage-haus, nothing differs',
      'node/900000000008 "Hot Chicken Takeover": hot-chicken-takeover, which the guide lists as closed',
      'node/900000000103 "Fixture Tap Room": the same place as way/900000000104, which states more',
    ]);
  });

  it("a correction carries the element, the guide's place and both values", () => {
    const { suggestions } = suggestionsOf([element("node/900000000006")], recordedGuide);
    expect(suggestions).toEqual([
      {
        kind: "correction",
        ref: "osm:node/900000000006:phone",
        place: element("node/900000000006"),
        slug: "northstar-cafe",
        guideName: "Northstar Cafe",
        change: { field: "phone", value: "(614) 555-0187", guideValue: "(614) 298-9999" },
      },
    ]);
  });
});
