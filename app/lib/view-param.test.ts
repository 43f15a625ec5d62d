import { describe, expect, it } from "vitest";
import { viewFromSearchParams, withView } from "./view-param";

describe("view parameter", () => {
  it("reads map only for view=map", () => {
    expect(viewFromSearchParams(new URLSearchParams("view=map"))).toBe("map");
    expect(viewFromSearchParams(new URLSearchParams("view=list"))).toBe("list");
    expect(viewFromSearchParams(new URLSearchParams("view=MAP"))).toBe("list");
    expect(viewFromSearchParams(new URLSearchParams(""))).toBe("list");
  });

  it("sets and clears the view, keeping the filters", () => {
    const filtered = new URLSearchParams("q=bar&rating=4.5");
    expect(withView(filtered, "map").toString()).toBe("q=bar&rating=4.5&view=map");
    expect(withView(new URLSearchParams("q=bar&view=map"), "list").toString()).toBe("q=bar");
    expect(filtered.toString()).toBe("q=bar&rating=4.5");
  });
});
