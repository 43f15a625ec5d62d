/**
 * The tests' Overpass answer (README here: hand-made, not OpenStreetMap data) and the places of the
 * guide it is matched against: copies of those records of content/places/*.json, fixed here so a
 * change to the content does not change what the tests of matching expect.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { OverpassAnswer } from "../elements";
import type { GuidePlace } from "../matching";

/** A fresh copy of server/osm/recorded/handmade-overpass-answer.json. */
export function recordedAnswer(): OverpassAnswer {
  return JSON.parse(
    readFileSync(path.join(import.meta.dirname, "handmade-overpass-answer.json"), "utf8"),
  ) as OverpassAnswer;
}

/** The guide's places the recording names (as content/places had them when it was made). */
export const recordedGuide: GuidePlace[] = [
  {
    slug: "cosi",
    name: "COSI",
    address: "333 W Broad St, Columbus, OH 43215",
    phone: null,
    website: "https://www.cosi.org",
    geo: { lat: 39.959689, lng: -83.006892, source: "https://en.wikipedia.org/wiki/COSI" },
  },
  {
    slug: "ohio-statehouse",
    name: "Ohio Statehouse",
    address: "1 Capitol Square, Columbus, OH 43215",
    phone: "(614) 728-2695",
    website: "https://www.ohiostatehouse.org",
    openingHours: "Mo-Fr 07:00-18:00; Sa,Su 11:00-17:00",
    geo: { lat: 39.96139, lng: -82.99889, source: "https://en.wikipedia.org/wiki/Ohio_Statehouse" },
  },
  {
    slug: "franklin-park-conservatory",
    name: "Franklin Park Conservatory and Botanical Gardens",
    address: "1777 E Broad St, Columbus, OH 43203",
    phone: "(614) 715-8000",
    website: "https://www.fpconservatory.org",
    openingHours: "Mo-Su 10:00-17:00",
    geo: { lat: 39.965859, lng: -82.95289, source: "https://en.wikipedia.org/wiki/Franklin_Park_Conservatory" },
  },
  {
    slug: "schmidts-sausage-haus",
    name: "Schmidt's Sausage Haus und Restaurant",
    address: "240 E Kossuth St, Columbus, OH 43206",
    phone: "(614) 444-6808",
    website: "https://www.schmidthaus.com",
    geo: {
      lat: 39.946285,
      lng: -82.990998,
      source: "https://rightwiki.org/index.php?title=Schmidt%27s_Sausage_Haus",
    },
  },
  {
    slug: "northstar-cafe",
    name: "Northstar Cafe",
    address: "951 N High St, Columbus, OH 43201",
    phone: "(614) 298-9999",
    website: "https://www.thenorthstarcafe.com",
    geo: { lat: 39.9807, lng: -83.0047, source: "estimated from address" },
  },
  {
    slug: "thurman-cafe",
    name: "The Thurman Cafe",
    address: "183 Thurman Ave, Columbus, OH 43206",
    phone: null,
    website: "https://www.thethurmancafe.com",
    geo: { lat: 39.93956, lng: -82.9911028, source: "https://wikipedia.org/wiki/Thurman_Cafe" },
  },
  {
    slug: "hot-chicken-takeover",
    name: "Hot Chicken Takeover",
    status: "closed",
    address: "59 Spruce St, Columbus, OH 43215",
    phone: null,
    website: null,
    geo: { lat: 39.9721, lng: -83.0046, source: "estimated from address" },
  },
  {
    slug: "grandview-cafe",
    name: "Grandview Cafe",
    address: "1455 W 3rd Ave, Columbus, OH 43212",
    phone: null,
    website: null,
    geo: { lat: 39.98345, lng: -83.0429, source: "estimated from address" },
  },
];
