import { describe, expect, it } from "vitest";
import { listPageConfigs } from "#core/categories.ts";
import { listPageData } from "./list-data.server";
import { listPageFromText, listPageText } from "./list-page-text";

describe("a list page's data as one JSON text (decision 093)", () => {
  it.each(listPageConfigs().map((config) => [config.key, config] as const))(
    "%s: a string that gives back the loader's data as JSON does",
    (_key, config) => {
      const data = listPageData(config);
      const text = listPageText(data);
      expect(typeof text).toBe("string");
      expect(listPageFromText(text)).toEqual(JSON.parse(JSON.stringify(data)));
      expect(listPageFromText(text).places.map((place) => place.slug)).toEqual(data.places.map((place) => place.slug));
    },
  );

  it("leaves out undefined fields, as the list files do", () => {
    const data = listPageData(listPageConfigs()[0]!);
    const place = { ...data.places[0]!, image: undefined };
    expect(listPageFromText(listPageText({ ...data, places: [place] })).places[0]).not.toHaveProperty("image");
  });
});
