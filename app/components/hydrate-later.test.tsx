// @vitest-environment happy-dom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HydrateLater } from "./hydrate-later";
import { Reveal } from "./reveal";

// React's act() environment flag, so the hydration below is run to its end inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe("HydrateLater and Reveal's later (decision 071)", () => {
  it("writes the part as a boundary of its own in the pre-rendered HTML, and a later section's content in one", () => {
    expect(renderToString(<HydrateLater>a part</HydrateLater>)).toBe("<!--$-->a part<!--/$-->");
    const later = renderToString(
      <Reveal later aria-label="Below">
        <p>Below the first screen</p>
      </Reveal>,
    );
    expect(later).toMatch(
      /^<section[^>]*aria-label="Below"[^>]*><!--\$--><p>Below the first screen<\/p><!--\/\$--><\/section>$/,
    );
    expect(renderToString(<Reveal aria-label="First">first</Reveal>)).not.toContain("<!--$-->");
  });

  it("hydrates the pre-rendered part without a mismatch, keeping its nodes, and then runs its effects", async () => {
    const tree = (
      <div>
        <p>first screen</p>
        <HydrateLater>
          <button type="button">a button below</button>
        </HydrateLater>
      </div>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(tree);
    document.body.appendChild(container);
    const button = container.querySelector("button");
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    // The same element: hydrated in place, not drawn again.
    expect(container.querySelector("button")).toBe(button);
    container.remove();
  });
});
