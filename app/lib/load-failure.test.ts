import { describe, expect, it } from "vitest";
import { failedModuleUrl, isLoadFailure, isMissingData, retryUrl } from "./load-failure";

/** A route error response in the shape React Router gives one for a failed data request (404 when the file is missing). */
function errorResponse(status: number): unknown {
  return { status, statusText: status === 404 ? "Not Found" : "Service Unavailable", internal: true, data: null };
}

describe("isLoadFailure", () => {
  it("recognises a failed fetch and a failed module import in each browser's words", () => {
    for (const message of [
      "Failed to fetch",
      "Failed to fetch dynamically imported module: http://localhost/assets/place-abc.js",
      "NetworkError when attempting to fetch resource.",
      "error loading dynamically imported module",
      "Load failed",
      "Importing a module script failed.",
    ]) {
      expect(isLoadFailure(new TypeError(message)), message).toBe(true);
    }
  });

  it("leaves application errors and HTTP error responses to the application error page", () => {
    expect(isLoadFailure(new Error("Cannot read properties of undefined (reading 'name')"))).toBe(false);
    expect(isLoadFailure("Failed to fetch")).toBe(false);
    expect(isLoadFailure(errorResponse(503))).toBe(false);
  });
});

describe("isMissingData", () => {
  it("is true for a 404 data response only", () => {
    expect(isMissingData(errorResponse(404))).toBe(true);
    expect(isMissingData(errorResponse(503))).toBe(false);
    expect(isMissingData(new TypeError("Failed to fetch"))).toBe(false);
  });
});

describe("asking again for code whose load failed", () => {
  it("reads the module URL from Chromium's and Firefox's errors, without an earlier retry's search part", () => {
    expect(
      failedModuleUrl(
        new TypeError("Failed to fetch dynamically imported module: http://localhost:4173/assets/sonner-DCj03cjK.js"),
      ),
    ).toBe("http://localhost:4173/assets/sonner-DCj03cjK.js");
    expect(
      failedModuleUrl(new TypeError("error loading dynamically imported module: https://example.org/assets/a.js")),
    ).toBe("https://example.org/assets/a.js");
    expect(
      failedModuleUrl(new TypeError("Failed to fetch dynamically imported module: http://x/assets/a.js?retry=1")),
    ).toBe("http://x/assets/a.js");
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
