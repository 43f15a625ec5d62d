import { describe, expect, it } from "vitest";
import { readAnswer, type OsmPlace } from "../../../server/osm/elements";
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
    expect(normalizeName("The Fixture Café 22")).toBe("fixture cafe 22");
    expect(normalizeName("Fixture A&B Music Bar")).toBe(normalizeName("Fixture A and B Music-Bar"));
    expect(normalizeName("Fixture-Grant Brewing Co.")).toBe(normalizeName("Fixture Grant Brewing Company"));
  });

  it("takes one name's words inside the other's, or a typo, but not a shared generic word", () => {
    expect(similarNames("Fixture Canteen", "Fixture Greenhouse Canteen 10")).toBe(true);
    expect(similarNames("Fixture Bean's Coffee", "Fixture Bean's Coffee Roasters")).toBe(true);
    expect(similarNames("Fixture Marias", "Fixture Maria's")).toBe(true);
    expect(similarNames("Fixture Caffe 22", "Fixture Cafe 22")).toBe(true);
    expect(similarNames("Fixture Lantern Cafe", "Fixture Cafe 10")).toBe(false);
    expect(similarNames("Cafe", "Fixture Cafe 10")).toBe(false);
    expect(similarNames("The Fixture Lantern", "Fixture Lantern Street Grill")).toBe(true);
    expect(similarNames("Fixture Trattoria 5", "Fixture Roasters 13")).toBe(false);
  });

  it("reads street lines with the usual abbreviations", () => {
    expect(normalizeStreet("169 East Example Street")).toBe(normalizeStreet("169 E. Example St"));
    expect(normalizeStreet("1 Example Square")).toBe(normalizeStreet("1 Example Sq"));
    expect(normalizeStreet("10 W Example St")).not.toBe(normalizeStreet("10 E Example St"));
  });
});

describe("matching OpenStreetMap's places against the guide's (product §17.5)", () => {
  it("a similar name near the guide's point is that place", () => {
    expect(matchOf(element("node/900000000001"), recordedGuide)?.place.slug).toBe("fixture-trattoria-5");
    expect(matchOf(element("node/900000000007"), recordedGuide)?.place.slug).toBe("fixture-diner-12");
  });

  it("the same name far away is another place (a second branch): a suggested place, not a correction", () => {
    const far = movedNorth(element("node/900000000001"), 2500);
    expect(matchOf(far, recordedGuide)).toBeNull();
    const { suggestions } = suggestionsOf([far], recordedGuide);
    expect(suggestions).toEqual([{ kind: "listing", ref: "osm:node/900000000001", place: far }]);
  });

  it("150 m around a sourced point, 400 m around one estimated from the address", () => {
    expect(guide("fixture-trattoria-5").geo).toEqual({
      lat: 39.978,
      lng: -82.995,
      source: "https://example.com/maps/fixture-trattoria-5",
    });
    const trattoria = { ...element("node/900000000001"), street: null, lat: 39.978, lng: -82.995 };
    expect(matchOf(movedNorth(trattoria, 140), recordedGuide)?.place.slug).toBe("fixture-trattoria-5");
    expect(matchOf(movedNorth(trattoria, 200), recordedGuide)).toBeNull();
    // The café's element lies 200 m from the guide's estimated point: still the place.
    expect(guide("fixture-cafe-22").geo).toEqual({ lat: 40.015, lng: -83.007, source: "estimated from address" });
    const cafe = { ...element("node/900000000006"), street: null };
    expect(matchOf(cafe, recordedGuide)?.place.slug).toBe("fixture-cafe-22");
    expect(matchOf({ ...cafe, lat: 40.015, lng: -83.007 + 0.0046 }, recordedGuide)?.metres).toBeCloseTo(392, 0);
    expect(matchOf(movedNorth(cafe, 250), recordedGuide)).toBeNull();
  });

  it("at the same house number and street, a similar name is the place up to 2 km away", () => {
    const trattoria = movedNorth(element("node/900000000001"), 1500);
    expect(matchOf(trattoria, recordedGuide)?.place.slug).toBe("fixture-trattoria-5");
    expect(matchOf({ ...trattoria, street: "104 West Sample Street" }, recordedGuide)).toBeNull();
    expect(matchOf(movedNorth(element("node/900000000001"), 2500), recordedGuide)).toBeNull();
  });

  it("lists only the facts that differ: numbers by their digits, websites without scheme or www, streets abbreviated", () => {
    // Fixture Trattoria 5: the guide has no phone and no hours; its website and address say the same as
    // OpenStreetMap's.
    expect(changesOf(element("node/900000000001"), guide("fixture-trattoria-5"), today)).toEqual({
      changes: [
        { field: "phone", value: "(614) 555-0192", guideValue: "not known" },
        { field: "hours", value: "We-Su 11:00-21:00", guideValue: "not known" },
      ],
      uncompared: [],
    });
    expect(changesOf(element("way/900000000002"), guide("fixture-roasters-13"), today)).toEqual({
      changes: [],
      uncompared: [],
    });
    expect(changesOf(element("node/900000000006"), guide("fixture-cafe-22"), today).changes).toEqual([
      { field: "phone", value: "(614) 555-0193", guideValue: "(614) 555-0181" },
    ]);
  });

  it("hours are compared by what they say: another way of writing the same week is no change", () => {
    const point = guide("fixture-roasters-13").geo;
    expect(
      sameHours("Mo-Fr 07:00-18:00; Sa-Su 08:00-16:00", "Mo-Fr 07:00-18:00; Sa,Su 08:00-16:00", point, today),
    ).toBe(true);
    expect(sameHours("Tu-Su 17:00-22:00", "Tu-Su 17:00-22:00; Jan 01 off", point, today)).toBe(false);
    expect(sameHours("Mo-Fr 09:00-17:00 by appointment", "Tu-Su 17:00-22:00", point, today)).toBeNull();
    const roasters = { ...element("way/900000000002"), openingHours: "Mo-Fr 07:00-18:00; Sa 08:00-16:00" };
    expect(changesOf(roasters, guide("fixture-roasters-13"), today).changes).toEqual([
      {
        field: "hours",
        value: "Mo-Fr 07:00-18:00; Sa 08:00-16:00",
        guideValue: "Mo-Fr 07:00-18:00; Sa,Su 08:00-16:00",
      },
    ]);
  });

  it("a holiday the guide does not have is a change; hours the guide's reader cannot read are offered only where it has none", () => {
    expect(changesOf(element("way/900000000003"), guide("fixture-smokehouse-6"), today)).toEqual({
      changes: [{ field: "hours", value: "Tu-Su 17:00-22:00; Jan 01 off", guideValue: "Tu-Su 17:00-22:00" }],
      uncompared: [],
    });
    const unreadable = { ...element("way/900000000003"), openingHours: "Mo-Fr 09:00-17:00 by appointment" };
    expect(changesOf(unreadable, guide("fixture-smokehouse-6"), today)).toEqual({
      changes: [],
      uncompared: ['hours "Mo-Fr 09:00-17:00 by appointment" (the guide\'s reader cannot read them)'],
    });
    expect(changesOf(element("node/900000000007"), guide("fixture-diner-12"), today).changes).toEqual([
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
      "osm:node/900000000001:phone -> fixture-trattoria-5 phone",
      "osm:node/900000000001:hours -> fixture-trattoria-5 hours",
      "osm:way/900000000003:hours -> fixture-smokehouse-6 hours",
      "osm:node/900000000006:phone -> fixture-cafe-22 phone",
      "osm:node/900000000007:hours -> fixture-diner-12 hours",
      "osm:node/900000000101 Fixture Lantern Cafe",
      "osm:node/900000000102 Fixture Noodle House",
      "osm:way/900000000104 Fixture Tap Room",
      "osm:node/900000000105 Fixture Night Club",
      "osm:relation/900000000106 Fixture Gallery of Examples",
    ]);
    expect(notes).toEqual([
      'way/900000000005 "Fixture Greenhouse Canteen 10": also fixture-greenhouse-canteen-10; the nearer node/900000000004 is taken',
      'way/900000000002 "Fixture Roasters 13": fixture-roasters-13, nothing differs',
      'node/900000000004 "Fixture Canteen": fixture-greenhouse-canteen-10, nothing differs',
      'node/900000000008 "Fixture Grill 8": fixture-grill-8, which the guide lists as closed',
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
        slug: "fixture-cafe-22",
        guideName: "Fixture Cafe 22",
        change: { field: "phone", value: "(614) 555-0193", guideValue: "(614) 555-0181" },
      },
    ]);
  });
});
