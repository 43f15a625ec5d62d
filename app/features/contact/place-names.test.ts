import { describe, expect, it, vi } from "vitest";
import { lookUpPlaceName, placeNameFileCount, placeNameFileIndex, placeNamesPerFile } from "./place-names";
import { placeNameFilePaths, placeNameFilesOf, placeNamesForPath } from "./place-names.server";
import { getAllPlaces } from "#core/places/places.server.ts";

/** `count` places named "Place N" with slugs "place-n". */
const places = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ slug: `place-${index + 1}`, name: `Place ${index + 1}` }));

/** A fetch that answers from the files made of `list`, counting the requests. */
function serve(files: { path: string; json: string }[]) {
  return vi.fn(async (url: string | URL | Request) => {
    const file = files.find((candidate) => candidate.path === String(url));
    return file ? new Response(file.json, { status: 200 }) : new Response("Not Found", { status: 404 });
  }) as unknown as typeof fetch & ReturnType<typeof vi.fn>;
}

describe("place names in files (product §15.7: /contact?place= without every name in the page)", () => {
  it("one file up to the size of a file, then twice as many each time the guide doubles", () => {
    expect(placeNameFileCount(0)).toBe(1);
    expect(placeNameFileCount(52)).toBe(1);
    expect(placeNameFileCount(placeNamesPerFile)).toBe(1);
    expect(placeNameFileCount(placeNamesPerFile + 1)).toBe(2);
    expect(placeNameFileCount(10_000)).toBe(32);
    expect(placeNameFileCount(50_000)).toBe(128);
  });

  it("a new place changes the number of files only where the guide doubled past a file's size", () => {
    const changes: number[] = [];
    for (let places = 1; places <= 100_000; places++)
      if (placeNameFileCount(places) !== placeNameFileCount(places - 1)) changes.push(places);
    expect(changes).toEqual([501, 1001, 2001, 4001, 8001, 16_001, 32_001, 64_001]);
  });

  it("every name is in exactly the file its slug falls in, and the files share the places about evenly", () => {
    const list = places(10_000);
    const files = placeNameFilesOf(list);
    expect(files).toHaveLength(32);
    const parsed = files.map((file) => JSON.parse(file.json) as Record<string, string>);
    for (const place of list) {
      const index = placeNameFileIndex(place.slug, files.length);
      expect(parsed[index]![place.slug]).toBe(place.name);
    }
    expect(parsed.reduce((sum, names) => sum + Object.keys(names).length, 0)).toBe(list.length);
    for (const names of parsed) expect(Object.keys(names).length).toBeLessThan(placeNamesPerFile * 1.3);
    // Named by their number only (decision 050): a new place never renames a file.
    expect(files.map((file) => file.path)).toEqual(files.map((_, index) => `/data/place-names/${index}.json`));
  });

  it("the guide's own files name every place, open or closed, and are served by path", () => {
    const paths = placeNameFilePaths();
    for (const place of getAllPlaces()) {
      const json = placeNamesForPath(paths[placeNameFileIndex(place.slug, paths.length)]!);
      expect((JSON.parse(json!) as Record<string, string>)[place.slug]).toBe(place.name);
    }
    expect(placeNamesForPath("/data/place-names/9-nothing.json")).toBeUndefined();
  });

  it("names a place from the one file its slug falls in; an unknown slug names nothing", async () => {
    const files = placeNameFilesOf(places(1200));
    const fetchFile = serve(files);
    const paths = files.map((file) => file.path);
    expect(await lookUpPlaceName("place-77", paths, fetchFile)).toBe("Place 77");
    expect(fetchFile).toHaveBeenCalledTimes(1);
    expect(fetchFile).toHaveBeenCalledWith(paths[placeNameFileIndex("place-77", paths.length)]);
    expect(await lookUpPlaceName("no-such-place", paths, fetchFile)).toBeNull();
    expect(await lookUpPlaceName("constructor", paths, fetchFile)).toBeNull();
  });

  it("fetches a file once per page view", async () => {
    // Paths of their own: a file is fetched once per page view, and this module is one page view.
    const files = placeNameFilesOf(places(30).map((place) => ({ ...place, slug: `${place.slug}-once` }))).map(
      (file) => ({
        ...file,
        path: file.path.replace(".json", "-once.json"),
      }),
    );
    const fetchFile = serve(files);
    const paths = files.map((file) => file.path);
    expect(await lookUpPlaceName("place-3-once", paths, fetchFile)).toBe("Place 3");
    expect(await lookUpPlaceName("place-4-once", paths, fetchFile)).toBe("Place 4");
    expect(fetchFile).toHaveBeenCalledTimes(1);
  });

  it("never fetches for what cannot be a slug", async () => {
    const fetchFile = serve([]);
    expect(await lookUpPlaceName("../../etc", ["/data/place-names/0-x.json"], fetchFile)).toBeNull();
    expect(await lookUpPlaceName("", ["/data/place-names/0-x.json"], fetchFile)).toBeNull();
    expect(await lookUpPlaceName("Upper-Case", ["/data/place-names/0-x.json"], fetchFile)).toBeNull();
    expect(fetchFile).not.toHaveBeenCalled();
  });

  it("a failed fetch or a foreign answer names nothing, and the next look-up tries again", async () => {
    const path = "/data/place-names/0-retry.json";
    const fetchFile = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(new Response("[1,2]"))
      .mockResolvedValueOnce(new Response(JSON.stringify({ "cafe-one": "Cafe One" }))) as unknown as typeof fetch;
    expect(await lookUpPlaceName("cafe-one", [path], fetchFile)).toBeNull();
    expect(await lookUpPlaceName("cafe-one", [path], fetchFile)).toBeNull();
    expect(await lookUpPlaceName("cafe-one", [path], fetchFile)).toBe("Cafe One");
  });
});
