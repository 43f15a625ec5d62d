import { describe, expect, it } from "vitest";
import { isFilePath, placePagePaths, recordsOfShard, splitRecords } from "./record-page-paths";
import { pathList } from "./renderer";

describe("which process renders which record's pages (npm run build, step 2)", () => {
  const places = ["north-market", "lindeys", "the-refectory"].map(placePagePaths);
  const events = ["gallery-hop", "comfest"].map((slug) => [`/events/${slug}`, `/events/${slug}/event.ics`]);
  const eventPages = [["/events/page/1"], ["/events/page/2"]];

  it("gives React Router the first record of each kind, and the build's processes every other", () => {
    const { prerendered, records } = splitRecords([places, events, [], [["/place/lindeys/events.ics"]], eventPages]);
    expect(prerendered).toEqual([
      "/place/north-market",
      "/place/north-market/history",
      "/events/gallery-hop",
      "/events/gallery-hop/event.ics",
      "/place/lindeys/events.ics",
      "/events/page/1",
    ]);
    expect(records).toEqual([
      ["/place/lindeys", "/place/lindeys/history"],
      ["/place/the-refectory", "/place/the-refectory/history"],
      ["/events/comfest", "/events/comfest/event.ics"],
      ["/events/page/2"],
    ]);
  });

  it("shares the records between the processes, each once", () => {
    const records = Array.from({ length: 7 }, (_, index) => [`/place/p-${index}`]);
    const shards = [0, 1, 2].map((shard) => recordsOfShard(records, shard, 3));
    expect(shards.map((shard) => shard.length)).toEqual([3, 2, 2]);
    expect(shards.flat().flat().sort()).toEqual(records.flat().sort());
  });

  it("renders a path ending in a file's extension as a file, any other as a page with its data", () => {
    expect(isFilePath("/events/gallery-hop/event.ics")).toBe(true);
    expect(isFilePath("/place/lindeys/events.ics")).toBe(true);
    expect(isFilePath("/events/page/2")).toBe(false);
    expect(isFilePath("/place/lindeys/history")).toBe(false);
  });
});

describe("the paths a renderer may render (pathList)", () => {
  it("answers React Router's includes for its paths only, and is still the list", () => {
    const paths = Array.from({ length: 100_000 }, (_, index) => `/place/p-${index}`);
    const list = pathList(paths);
    expect(list.includes("/place/p-99999")).toBe(true);
    expect(list.includes("/place/p-100000")).toBe(false);
    expect(list.includes("/place/p-99999/")).toBe(false);
    expect(list).toHaveLength(100_000);
    expect([...list].slice(0, 2)).toEqual(["/place/p-0", "/place/p-1"]);
  });
});
