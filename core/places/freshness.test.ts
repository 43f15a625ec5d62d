import { describe, expect, it } from "vitest";
import { hoursAreOld, hoursFreshnessText } from "./freshness";

describe("where a place's hours stand (decision 068)", () => {
  it("says who confirmed them and when, and how long ago past a year", () => {
    const owner = { checkedOn: "2025-01-02", hoursConfirmed: { by: "owner" as const, on: "2026-11-08" } };
    expect(hoursFreshnessText(owner, "2026-11-29")).toBe("Confirmed by the owner 3 weeks ago");
    expect(hoursFreshnessText(owner, "2026-11-08")).toBe("Confirmed by the owner today");
    expect(hoursFreshnessText({ checkedOn: "2026-11-02" }, "2026-11-29")).toBe(
      "Checked by our editors on November 2, 2026",
    );
    expect(hoursFreshnessText({ checkedOn: "2025-09-20" }, "2026-11-29")).toBe("Not confirmed for 14 months");
    expect(hoursAreOld({ checkedOn: "2025-09-20" }, "2026-11-29")).toBe(true);
    expect(hoursAreOld(owner, "2026-11-29")).toBe(false);
  });
});
