/**
 * The filtered first paint of a list page (docs/decisions/012-filtered-first-paint.md).
 *
 * A list page is pre-rendered unfiltered (the build cannot know the query) and hydrates a second or
 * more after its first paint on a slow phone. This script runs inline, in the page, before the count and
 * the cards are parsed, so a filtered URL never paints the unfiltered list:
 * - it reads the query with the same rules the app uses (filters.ts; this file is bundled with them into
 *   the page at build, so there is one implementation), writes the canonical query back (an unknown value
 *   reads as "all" and the URL says so), and sets the form's controls to it;
 * - it hides the cards that do not match and orders the rest with a `<style>` in `<head>` (CSS applies to
 *   the cards as they are parsed), and shows the filtered count and, for none, the empty state, in elements
 *   React does not manage; React's own DOM is left as pre-rendered, so hydration sees what it rendered;
 * - Open now and Closing latest need the clock, which only the app reads: the list shows as pending;
 * - a list longer than one page (product §15.2) carries only its first page here: a filtered, sorted or later
 *   page shows as loading until the app has fetched the whole list's file;
 * - the Filters button of a phone (product §12.5) says how many of its sheet's filters are set, and takes a
 *   tap: the button is marked, and the app opens the sheet when it takes over;
 * - until the app takes over (it removes the style), what the visitor types, chooses or ticks applies at
 *   once and is written to the URL (replacing the entry), so it survives hydration (product §12.4).
 *
 * An inline script (decision 035): `list-count.tsx` puts the built text of `./first-paint.inline.ts?inline-script`
 * into the pre-rendered page; the app's bundle does not carry it.
 */
import { countLabel } from "~/lib/count-label";
import {
  filtersFromSearchParams,
  filtersToSearchParams,
  hasActiveFilters,
  listResults,
  needsClock,
  sheetFilterCount,
  sheetSelects,
  type DietToken,
  type ListControl,
  type ListFilters,
  type ListOptions,
} from "../filters/filters";
import { firstPaint, type FirstPaintData } from "./first-paint-contract";

/**
 * What the list offers to filter by, as its pre-rendered form offers it (decision 093): the values of the
 * neighborhood and type selects' options and of the feature and diet checkboxes. Labels are not read (empty).
 */
function formOptions(form: HTMLFormElement, controls: readonly ListControl[]): ListOptions {
  const values = (selector: string) =>
    Array.from(form.querySelectorAll<HTMLInputElement | HTMLOptionElement>(selector), (element) => element.value);
  return {
    controls,
    neighborhoods: values('select[name="neighborhood"] option'),
    types: values('select[name="type"] option').map((value) => ({ value, label: "" })),
    features: values('input[name="feature"]').map((slug) => ({ slug, label: "" })),
    diets: values('input[name="diet"]').map((token) => ({ token: token as DietToken, label: "" })),
  };
}

/** The script's body (decision 012): run once, where the page's HTML places it. */
export default function firstPaintScript(): void {
  const dataElement = document.getElementById(firstPaint.dataId);
  const form = document.querySelector<HTMLFormElement>(`form[${firstPaint.formAttr}]`);
  if (!dataElement || !form) return;
  const data = JSON.parse(dataElement.textContent || "{}") as FirstPaintData;
  const options = formOptions(form, data.controls);
  const style = document.createElement("style");
  style.id = firstPaint.styleId;
  document.head.appendChild(style);

  const apply = (filters: ListFilters) => {
    const count = document.querySelector(`[${firstPaint.countAttr}]`);
    let css = "";
    let text = "";
    const narrowed = hasActiveFilters(filters) || filters.sort !== "recommended";
    if (needsClock(filters) || (!data.complete && (narrowed || filters.page > 1))) {
      // Product §12: the clock is the app's; product §15.2: a paged list's other pages and filtered results are
      // in its file, which the app fetches. Either way: no list until it is known, never a wrong one.
      css = `[${firstPaint.resultsAttr}]{visibility:hidden}[${firstPaint.liveCountAttr}]{display:none}`;
      text = needsClock(filters) ? data.pending : data.loading;
    } else if (narrowed) {
      const results = listResults(data.places, filters);
      const shown = new Set(results.map((place) => place.id));
      const card = (id: number) => `[${firstPaint.cardAttr}="${id}"]`;
      const hidden = data.places.filter((place) => !shown.has(place.id)).map((place) => card(place.id));
      if (hidden.length) css += `${hidden.join(",")}{display:none}`;
      if (filters.sort !== "recommended")
        css += results.map((place, index) => `${card(place.id)}{order:${index}}`).join("");
      css += `[${firstPaint.liveCountAttr}]{display:none}`;
      if (results.length === 0) css += `[${firstPaint.emptyAttr}]{display:block!important}`;
      text = countLabel(results.length, data.noun);
    }
    style.textContent = css;
    if (count) count.textContent = text;
    const badge = document.querySelector(`[${firstPaint.filterCountAttr}]`);
    const inSheet = sheetFilterCount(filters, sheetSelects(data.controls));
    if (badge) badge.textContent = inSheet > 0 ? String(inSheet) : "";
  };

  // The controls show the query; without it, what was pre-rendered (every control at "all").
  const setControls = (params: URLSearchParams) => {
    for (const element of Array.from(form.elements)) {
      const name = element.getAttribute("name");
      if (!name) continue;
      const value = params.get(name);
      if (element instanceof HTMLSelectElement) {
        const fallback = Array.from(element.options).find((option) => option.defaultSelected) ?? element.options[0];
        element.value = value ?? fallback?.value ?? "";
      } else if (element instanceof HTMLInputElement) {
        if (element.type === "checkbox") element.checked = params.getAll(name).includes(element.value);
        else element.value = value ?? element.defaultValue;
      }
    }
    // Clear Filters is pre-rendered disabled (nothing to clear); with a query it can clear.
    for (const button of form.querySelectorAll<HTMLButtonElement>(`[${firstPaint.clearAttr}]`))
      button.disabled = params.size === 0;
  };

  // The query, read as the app reads it; the address bar and the controls say what applies.
  const filters = filtersFromSearchParams(new URLSearchParams(location.search), options);
  const canonical = filtersToSearchParams(filters);
  if (canonical.toString() !== location.search.replace(/^\?/, "")) {
    history.replaceState(
      history.state,
      "",
      location.pathname + (canonical.size ? `?${canonical}` : "") + location.hash,
    );
  }
  setControls(canonical);
  apply(filters);

  // Before the app is live: the form works on its own and keeps the URL in step (product §12.4).
  const onChange = () => {
    if (!style.isConnected) {
      form.removeEventListener("input", onChange);
      form.removeEventListener("change", onChange);
      return;
    }
    const params = new URLSearchParams();
    new FormData(form).forEach((value, key) => params.append(key, String(value)));
    const next = filtersFromSearchParams(params, options);
    const query = filtersToSearchParams(next);
    history.replaceState(history.state, "", location.pathname + (query.size ? `?${query}` : "") + location.hash);
    for (const button of form.querySelectorAll<HTMLButtonElement>(`[${firstPaint.clearAttr}]`))
      button.disabled = query.size === 0;
    apply(next);
  };
  form.addEventListener("input", onChange);
  form.addEventListener("change", onChange);
  form.addEventListener("submit", (event) => {
    if (style.isConnected) event.preventDefault();
  });
  const filtersButton = form.querySelector<HTMLButtonElement>(`[${firstPaint.filtersButtonAttr}]`);
  if (filtersButton) filtersButton.disabled = false;
  form.addEventListener("click", (event) => {
    if (!style.isConnected) return;
    const target = event.target as Element;
    if (target.closest(`[${firstPaint.clearAttr}]`)) {
      form.reset();
      onChange();
    }
    if (filtersButton && target.closest(`[${firstPaint.filtersButtonAttr}]`))
      filtersButton.setAttribute(firstPaint.filtersTappedAttr, "");
  });
}
