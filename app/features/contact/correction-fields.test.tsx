// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CorrectionFields } from "./correction-fields";
import { correctionControls, correctionFactKeys, factOfControl } from "#core/forms/correction.ts";

describe("the correction's fields (product §16.2)", () => {
  const doc = new DOMParser().parseFromString(
    `<form>${renderToStaticMarkup(<CorrectionFields errors={{ wheelchair: "Please choose how step-free it is" }} />)}</form>`,
    "text/html",
  );

  it("offers every fact, with 'Something else' first, and every fact's controls, each marked with its fact", () => {
    const options = [...doc.querySelectorAll('select[name="fact"] option')].map((option) =>
      option.getAttribute("value"),
    );
    expect(options).toEqual(["", ...correctionFactKeys]);
    for (const name of correctionControls) {
      const control = doc.querySelector(`[name="${name}"]`);
      expect(control?.closest("[data-fact-control]")?.getAttribute("data-fact-control"), name).toBe(
        factOfControl[name],
      );
    }
    expect(doc.querySelector('[name="source"]')?.closest("[data-fact-control]")).toBeNull();
  });

  it("shows a control's message under it, the control described by it", () => {
    const wheelchair = doc.querySelector('select[name="wheelchair"]')!;
    expect(wheelchair.getAttribute("aria-invalid")).toBe("true");
    expect(doc.getElementById(wheelchair.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Please choose how step-free it is",
    );
  });

  it("the stylesheet shows each fact's controls once it is chosen, with or without JavaScript", () => {
    const css = readFileSync(path.join(import.meta.dirname, "../../app.css"), "utf8");
    expect(css).toMatch(/\[data-fact-control\] \{\s*display: none;/);
    for (const fact of correctionFactKeys)
      expect(css, fact).toContain(
        `form:has(select[name="fact"] option[value="${fact}"]:checked) [data-fact-control="${fact}"]`,
      );
  });
});
