// @vitest-environment happy-dom
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runInlineScript } from "../../../../tooling/build/vite-plugins/run-inline-script";
import { firstPaint, firstPaintJson, type FirstPaintData } from "./first-paint-contract";
import { pendingText } from "../filters/filters";

const file = path.join(import.meta.dirname, "first-paint.inline.ts");

const data: FirstPaintData = {
  controls: ["rating"],
  noun: { one: "Restaurant", other: "Restaurants" },
  pending: pendingText,
  loading: "Loading places…",
  complete: true,
  places: [
    { id: 1, name: "Pizza Place", category: "Pizza", description: "Slices", rating: 4.8, stepFree: true },
    { id: 2, name: "Noodle Bar", category: "Noodles", description: "Bowls", rating: 4.1, diets: ["vegan"] },
    { id: 3, name: "Bakery", category: "Bread", description: "Loaves", rating: 3.6 },
  ],
};

/** A list page as pre-rendered, unfiltered, opened at `search`, with the script run where the page has it. */
function openList(search: string) {
  history.replaceState(null, "", `/restaurants${search}`);
  document.head.innerHTML = "";
  document.body.innerHTML = `
    <form ${firstPaint.formAttr}>
      <input name="q" value="">
      <select name="rating"><option value="all" selected>All</option><option value="4.5">4.5+</option><option value="4.0">4.0+</option></select>
      <label><input type="checkbox" name="diet" value="vegan"> Vegan</label>
      <button type="button" ${firstPaint.clearAttr} disabled>Clear Filters</button>
      <button type="button" ${firstPaint.filtersButtonAttr} disabled>Filters</button>
    </form>
    <span ${firstPaint.countAttr}></span>
    <script type="application/json" id="${firstPaint.dataId}">${firstPaintJson(data)}</script>
    <script></script>
    <p ${firstPaint.liveCountAttr}>3 Restaurants Found</p>
    <div ${firstPaint.resultsAttr}><ul>${data.places.map((place) => `<li ${firstPaint.cardAttr}="${place.id}">${place.name}</li>`).join("")}</ul></div>`;
  runInlineScript(file, document.querySelectorAll("script")[1] as HTMLScriptElement);
  const form = document.querySelector("form")!;
  return {
    form,
    style: () => document.getElementById(firstPaint.styleId)?.textContent ?? null,
    count: () => document.querySelector(`[${firstPaint.countAttr}]`)!.textContent,
    clear: () => form.querySelector("button")!,
    filters: () => form.querySelector<HTMLButtonElement>(`[${firstPaint.filtersButtonAttr}]`)!,
  };
}

describe("a list page's filtered first paint (decision 012)", () => {
  afterEach(() => {
    history.replaceState(null, "", "/");
  });

  it("paints a filtered URL's count and hides the cards that do not match; the controls show the query", () => {
    const page = openList("?rating=4.5");
    expect(page.count()).toBe("1 Restaurant Found");
    expect(page.style()).toContain(`[${firstPaint.cardAttr}="2"],[${firstPaint.cardAttr}="3"]{display:none}`);
    expect(page.style()).toContain(`[${firstPaint.liveCountAttr}]{display:none}`);
    expect(page.form.querySelector("select")!.value).toBe("4.5");
    expect(page.clear().disabled).toBe(false);
  });

  it("paints step-free access and diets filtered before the app runs (product §12.7)", () => {
    expect(openList("?diet=vegan").count()).toBe("1 Restaurant Found");
    expect(openList("?access=step-free").count()).toBe("1 Restaurant Found");
    const both = openList("?access=step-free&diet=vegan");
    expect(both.count()).toBe("0 Restaurants Found");
    expect(both.style()).toContain(`[${firstPaint.emptyAttr}]{display:block!important}`);
    expect(openList("?diet=halal").count()).toBe("");
    expect(location.search).toBe("");
  });

  it("reads an unknown value as all, and the address says so (product §12.4)", () => {
    const page = openList("?rating=abc&q=pizza");
    expect(location.search).toBe("?q=pizza");
    expect(page.form.querySelector("select")!.value).toBe("all");
    expect(page.count()).toBe("1 Restaurant Found");
  });

  it("leaves an unfiltered URL as pre-rendered", () => {
    const page = openList("");
    expect(page.style()).toBe("");
    expect(page.count()).toBe("");
    expect(page.clear().disabled).toBe(true);
  });

  it("shows Open now as pending, never a list the clock has not confirmed", () => {
    const page = openList("?open=1");
    expect(page.count()).toBe(pendingText);
    expect(page.style()).toContain(`[${firstPaint.resultsAttr}]{visibility:hidden}`);
  });

  it("filters what the visitor types before the app is live, and writes it to the URL", () => {
    const page = openList("");
    const box = page.form.querySelector("input")!;
    box.value = "noodle";
    box.dispatchEvent(new Event("input", { bubbles: true }));
    expect(location.search).toBe("?q=noodle");
    expect(page.count()).toBe("1 Restaurant Found");
  });

  it("enables the phone's Filters button and marks a tap made before the app runs (product §12.5)", () => {
    const page = openList("");
    expect(page.filters().disabled).toBe(false);
    expect(page.filters().hasAttribute(firstPaint.filtersTappedAttr)).toBe(false);
    page.filters().click();
    expect(page.filters().hasAttribute(firstPaint.filtersTappedAttr)).toBe(true);
  });

  it("stands aside once the app has removed its style", () => {
    const page = openList("");
    document.getElementById(firstPaint.styleId)!.remove();
    const box = page.form.querySelector("input")!;
    box.value = "noodle";
    box.dispatchEvent(new Event("input", { bubbles: true }));
    expect(location.search).toBe("");
    page.filters().click();
    expect(page.filters().hasAttribute(firstPaint.filtersTappedAttr)).toBe(false);
  });
});
