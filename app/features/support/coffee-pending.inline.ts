/** The id of the coffee places' section on /coffee. */
export const coffeeSectionId = "coffee-places";

/** Set on the section before hydration when the HTML's first page is not what the URL asks for. */
export const coffeePendingAttribute = "data-pending";

/**
 * Product §15.2, an inline script (decision 035) run where the section starts, on /coffee when its list does not
 * fit one page: a later page or a search is not what the HTML holds (page 1), so the section is marked pending,
 * and the page's style shows "Loading places…" in place of the count and the cards until the app shows the
 * right ones (decision 018: never page 1 in place of page 2).
 */
export default function markCoffeePending(): void {
  const section = document.getElementById(coffeeSectionId);
  const params = new URLSearchParams(location.search);
  if (section && (Number(params.get("page")) > 1 || (params.get("q") || "").trim()))
    section.setAttribute(coffeePendingAttribute, "");
}
