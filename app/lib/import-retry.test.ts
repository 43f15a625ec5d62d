import { describe, expect, it } from "vitest";
import { failedModuleUrl, retryUrl } from "./import-retry";

describe("asking again for code whose load failed", () => {
  it("reads the module URL from Chromium's and Firefox's errors, without an earlier retry's search part", () => {
    expect(failedModuleUrl(new TypeError("Failed to fetch dynamically imported module: http://localhost:4173/assets/sonner-DCj03cjK.js"))).toBe("http://localhost:4173/assets/sonner-DCj03cjK.js");
    expect(failedModuleUrl(new TypeError("error loading dynamically imported module: https://example.org/assets/a.js"))).toBe("https://example.org/assets/a.js");
    expect(failedModuleUrl(new TypeError("Failed to fetch dynamically imported module: http://x/assets/a.js?retry=1"))).toBe("http://x/assets/a.js");
  });

  it("says nothing when the error names no module", () => {
    expect(failedModuleUrl(new TypeError("Importing a module script failed."))).toBeUndefined();
    expect(failedModuleUrl("offline")).toBeUndefined();
  });

  it("makes a new URL for the same file per attempt", () => {
    expect(retryUrl("/assets/a.js", 1)).toBe("/assets/a.js?retry=1");
    expect(retryUrl("/assets/a.js?v=3", 2)).toBe("/assets/a.js?v=3&retry=2");
  });
});
