// @vitest-environment happy-dom
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { runInlineScript } from "../../tooling/build/vite-plugins/run-inline-script";
import { scrollPositionsKey } from "./scroll-restore.inline";

const file = path.join(import.meta.dirname, "scroll-restore.inline.ts");

describe("restoring the scroll position on a reload (decision 005)", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
    history.replaceState(null, "", "/");
  });

  it("gives a new entry a key, and scrolls to nothing stored", () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    runInlineScript(file);
    expect(history.state.key).toMatch(/^[0-9a-v]+$/);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("scrolls to the position stored for the entry's key", () => {
    history.replaceState({ key: "abc" }, "");
    sessionStorage.setItem(scrollPositionsKey, JSON.stringify({ abc: 640, other: 10 }));
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    runInlineScript(file);
    expect(history.state.key).toBe("abc");
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
  });

  it("throws nothing when storage is blocked: no position, the entry still keyed", () => {
    // Site data blocked: reading window.sessionStorage throws (as in Safari with all cookies blocked).
    vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    expect(() => runInlineScript(file)).not.toThrow();
    expect(history.state.key).toBeTruthy();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
