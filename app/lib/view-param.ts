/**
 * Product §13: how a list shows its results, kept in the URL query as `view` (`?view=map`; the list is
 * the default and has no parameter), so a shared or reloaded link opens the same view.
 */
export const viewParam = "view";

export type ResultsView = "list" | "map";

/** The view a query asks for: "map" only for exactly `view=map`, anything else is the list. */
export function viewFromSearchParams(params: URLSearchParams): ResultsView {
  return params.get(viewParam) === "map" ? "map" : "list";
}

/** The query with the view set (the list leaves the parameter out); other parameters kept in order. */
export function withView(params: URLSearchParams, view: ResultsView): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view === "map") next.set(viewParam, "map");
  else next.delete(viewParam);
  return next;
}
