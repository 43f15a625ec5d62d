import { describe, expect, it } from "vitest";
import { guidePhone, httpWebsite, osmPlaceOf, readAnswer, readableCuisine } from "./elements";
import { recordedAnswer } from "../../tooling/content/osm/recorded/recorded";

describe("OpenStreetMap's elements as the desk reads them (decision 037)", () => {
  const { places, skipped } = readAnswer(recordedAnswer());
  const byName = (name: string) => places.filter((place) => place.name === name);

  it("reads every named element with a point and a kind the guide lists; says why the others are left out", () => {
    expect(skipped).toEqual({ "no name": 1, "no point": 1, "not a kind the guide lists": 1 });
    expect(places).toHaveLength(14);
    expect(places.map((place) => place.name)).not.toContain("Fixture Fries");
  });

  it("maps a node's tags: address from addr:*, phone as the guide writes it, website, hours verbatim, access", () => {
    expect(byName("Fixture Lantern Cafe")[0]).toEqual({
      element: "node/900000000101",
      url: "https://www.openstreetmap.org/node/900000000101",
      name: "Fixture Lantern Cafe",
      tag: "amenity=cafe",
      category: "coffee shop",
      type: "coffee",
      kindLabel: "Cafe",
      lat: 40.0388,
      lng: -83.0165,
      address: "10 Example Street, Columbus, OH 43212",
      street: "10 Example Street",
      phone: "(614) 555-0101",
      website: "https://fixture-lantern.example",
      cuisine: "Coffee Shop",
      openingHours: "Mo-Fr 07:00-15:00; Sa 08:00-14:00; PH off",
      wheelchair: "limited",
      outdoorSeating: true,
    });
  });

  it("takes a way's and a relation's centre as their point, and each kind's type", () => {
    const [tapRoomWay] = places.filter((place) => place.element === "way/900000000104");
    expect(tapRoomWay).toMatchObject({ lat: 39.9447, lng: -83.0036, tag: "amenity=pub", type: "bar", category: "bar" });
    expect(tapRoomWay!.outdoorSeating).toBe(false);
    expect(byName("Fixture Gallery of Examples")[0]).toMatchObject({
      element: "relation/900000000106",
      url: "https://www.openstreetmap.org/relation/900000000106",
      type: "attraction",
      kindLabel: "Gallery",
      website: "http://gallery.example",
    });
    expect(byName("Fixture Night Club")[0]).toMatchObject({ type: "club", category: "club" });
    expect(byName("Fixture Trattoria 5")[0]).toMatchObject({
      type: "restaurant",
      tag: "amenity=restaurant",
      wheelchair: "yes",
    });
    expect(
      osmPlaceOf({ type: "node", id: 1, lat: 40, lon: -83, tags: { tourism: "museum", name: "Fixture Museum" } }),
    ).toMatchObject({ type: "attraction", tag: "tourism=museum", kindLabel: "Museum", category: "attraction" });
  });

  it("reads contact:phone and contact:website, but never a website that is not http(s)", () => {
    expect(byName("Fixture Café 22")[0]!.phone).toBe("(614) 555-0193");
    const tapRoomNode = places.find((place) => place.element === "node/900000000103")!;
    expect(tapRoomNode.website).toBeNull();
    expect(tapRoomNode.address).toBeNull();
  });

  it("an address needs its house number and street; what is missing of the rest is left out, never filled in", () => {
    expect(byName("Fixture Café 22")[0]!.address).toBe("181 Example Avenue, Columbus, 43215");
    expect(byName("Fixture Canteen")[0]!.address).toBe("109 Example Avenue");
    expect(byName("Fixture Smokehouse 6")[0]!.address).toBeNull();
  });

  it("writes US numbers as the guide does and leaves others alone", () => {
    expect(guidePhone("+1 614-228-4343")).toBe("(614) 228-4343");
    expect(guidePhone("614.555.0103")).toBe("(614) 555-0103");
    expect(guidePhone("+44 20 7946 0000")).toBe("+44 20 7946 0000");
    expect(guidePhone("614-555-0100 ext 2")).toBe("614-555-0100 ext 2");
  });

  it("keeps http(s) websites only", () => {
    expect(httpWebsite("https://noodles.example/")).toBe("https://noodles.example/");
    expect(httpWebsite("www.example.org")).toBe("https://www.example.org");
    expect(httpWebsite("javascript:alert(1)")).toBeNull();
    expect(httpWebsite("mailto:hello@example.org")).toBeNull();
    expect(httpWebsite("not a site")).toBeNull();
  });

  it("makes cuisine values readable", () => {
    expect(readableCuisine("ramen;noodle")).toBe("Ramen, Noodle");
    expect(readableCuisine("coffee_shop")).toBe("Coffee Shop");
  });

  it("an element with a name but no point, or no name, is no place", () => {
    expect(osmPlaceOf({ type: "way", id: 1, tags: { amenity: "bar", name: "X" } })).toEqual({ skipped: "no point" });
    expect(osmPlaceOf({ type: "node", id: 1, lat: 1, lon: 1, tags: { amenity: "bar", name: " " } })).toEqual({
      skipped: "no name",
    });
  });
});
