// @vitest-environment happy-dom
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runInlineScript } from "../../../tooling/build/vite-plugins/run-inline-script";
import { heldSubmitAttribute, liveAttribute, needsAppAttribute } from "./hold-submits.inline";

const file = path.join(import.meta.dirname, "hold-submits.inline.ts");

/** A pre-rendered form as a static-only host's page has it, and the script right after it. */
function page() {
  document.body.innerHTML = `<form method="dialog"><input name="name"><button type="submit" disabled aria-describedby="note" ${needsAppAttribute}>Send</button></form><script></script>`;
  const form = document.querySelector("form")!;
  const script = document.querySelector("script")!;
  runInlineScript(file, script);
  return { form, button: form.querySelector("button")! };
}

function submit(form: HTMLFormElement): boolean {
  const event = new Event("submit", { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event.defaultPrevented;
}

describe("holding a form's submits until the app is live (product §12.4, decision 004)", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("enables the buttons that wait for the app and drops their reason", () => {
    const { button } = page();
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute("aria-describedby")).toBe(false);
  });

  it("holds a submit made before the app is live, and marks the form", () => {
    const { form } = page();
    expect(submit(form)).toBe(true);
    expect(form.hasAttribute(heldSubmitAttribute)).toBe(true);
  });

  it("stands aside once the app marks the form live", () => {
    const { form } = page();
    form.setAttribute(liveAttribute, "");
    expect(submit(form)).toBe(false);
    expect(form.hasAttribute(heldSubmitAttribute)).toBe(false);
  });

  it("does nothing when it does not follow a form", () => {
    document.body.innerHTML = `<button ${needsAppAttribute} disabled>Send</button><script></script>`;
    runInlineScript(file, document.querySelector("script"));
    expect(document.querySelector("button")!.disabled).toBe(true);
  });
});
