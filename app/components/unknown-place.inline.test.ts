// @vitest-environment happy-dom
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runInlineScript } from "../../tooling/build/vite-plugins/run-inline-script";
import { redirectTargetAttribute } from "./unknown-place.inline";

const file = path.join(import.meta.dirname, "unknown-place.inline.ts");

/** Runs the script as the fallback page does, at `pathname`; says where it sent the visitor, if anywhere. */
function openFallbackAt(pathname: string): string | undefined {
  history.replaceState(null, "", pathname);
  const replace = vi.spyOn(location, "replace").mockImplementation(() => {});
  const script = document.createElement("script");
  script.setAttribute(redirectTargetAttribute, "/restaurants");
  runInlineScript(file, script);
  return replace.mock.calls[0]?.[0]?.toString();
}

describe("an unknown place opened directly (product §2, §8)", () => {
  beforeEach(() => {
    document.documentElement.style.display = "";
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each(["/place/no-such-place", "/place", "/place/"])("leaves %s for the target, hiding the page", (pathname) => {
    expect(openFallbackAt(pathname)).toBe("/restaurants");
    expect(document.documentElement.style.display).toBe("none");
  });

  it.each(["/placement", "/restaurants/place", "/nowhere"])("leaves %s to the not-found page", (pathname) => {
    expect(openFallbackAt(pathname)).toBeUndefined();
    expect(document.documentElement.style.display).toBe("");
  });
});
