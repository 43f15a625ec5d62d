import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ContentError, validatePlaceFiles } from "~/features/places/load-places";

const file = "content/places/restaurants.json";

/** A real record of the content with its hours replaced, run through the build's content check. */
function buildWithHours(hours: Record<string, string>): string | null {
  const [first] = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>[];
  try {
    validatePlaceFiles([{ file, data: [{ ...first, hours }] }]);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
}

describe("hours in the build's content check (product §11)", () => {
  it("fails the build on an hours text outside the grammar, naming file, place and day", () => {
    const [first] = JSON.parse(readFileSync(file, "utf8")) as { name: string }[];
    const message = buildWithHours({ Monday: "11:00 AM - 10:00 PM", Friday: "11am till late" });
    expect(message).toContain(file);
    expect(message).toContain(first!.name);
    expect(message).toContain('field "hours.Friday"');
    expect(message).toContain('"11am till late"');
    expect(message).not.toContain("hours.Monday");
  });
  it("accepts spans, several spans, overnight spans and every special case", () => {
    expect(
      buildWithHours({
        Monday: "Closed",
        Tuesday: "11:00 AM - 2:00 PM, 5:00 PM - 10:00 PM",
        Wednesday: "8:00 PM - 2:00 AM",
        Thursday: "Open 24 hours",
        Friday: "Varies with shows",
        Saturday: "Game days only",
        Sunday: "Sunrise to Sunset",
      }),
    ).toBeNull();
    expect(buildWithHours({ monday: "Tours by appointment" })).toBeNull();
    expect(buildWithHours({})).toBeNull();
  });
});
