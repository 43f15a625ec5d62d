// @vitest-environment happy-dom
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runInlineScript } from "../../../tooling/build/vite-plugins/run-inline-script";
import { coffeePendingAttribute, coffeeSectionId } from "./coffee-pending.inline";

const file = path.join(import.meta.dirname, "coffee-pending.inline.ts");

/** Whether the section is marked pending when /coffee is opened with `search`. */
function pendingAt(search: string): boolean {
  history.replaceState(null, "", `/coffee${search}`);
  document.body.innerHTML = `<section id="${coffeeSectionId}"><script></script></section>`;
  runInlineScript(file, document.querySelector("script"));
  return document.getElementById(coffeeSectionId)!.hasAttribute(coffeePendingAttribute);
}

describe("the coffee places before hydration when they do not fit one page (product §15.2)", () => {
  it.each(["?page=2", "?q=roaster", "?page=1&q=x"])("shows %s as loading: the HTML holds page 1 only", (search) => {
    expect(pendingAt(search)).toBe(true);
  });

  it.each(["", "?page=1", "?q=%20%20", "?page=zero"])("shows %s as the HTML has it", (search) => {
    expect(pendingAt(search)).toBe(false);
  });
});
