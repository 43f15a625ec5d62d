import { useCallback, useState, type RefObject } from "react";
import type { ListFilters, ListOptions } from "./filters";
import { useAdoptFormAtHydration } from "./use-list-filters";

/**
 * The search box's state on a list page, /search and /coffee (product §4.5, §5.2), written once: the box shows
 * each keystroke at once and hands it to the filters (`update` with `replace`: typing replaces the history entry,
 * useListFilters); when the URL's text changes otherwise (Back, Forward, Clear Filters, a chip) the box follows;
 * at hydration, what was typed or chosen in `form` before the app took over is adopted (useAdoptFormAtHydration).
 * @param form the page's filter form (its controls named as the URL's keys)
 * @param filters the page's filters as useListFilters gives them (`q` is the URL's text)
 * @param options what the page offers, to read the form against
 * @param update useListFilters' `update`
 * @returns `text`, the box's value, and `onText`, its change handler (keeps its identity while `update` does)
 */
export function useSearchText(
  form: RefObject<HTMLFormElement | null>,
  filters: ListFilters,
  options: ListOptions,
  update: (patch: Partial<ListFilters>, how?: { replace?: boolean }) => void,
): { text: string; onText: (next: string) => void } {
  const [text, setText] = useState(filters.q);
  const [urlText, setUrlText] = useState(filters.q);
  // State adjusted while rendering when the URL's text changes
  // (https://react.dev/learn/you-might-not-need-an-effect#adjusting-some-state-when-a-prop-changes).
  if (filters.q !== urlText) {
    setUrlText(filters.q);
    setText(filters.q);
  }
  useAdoptFormAtHydration(form, options, update, (adopted) => setText(adopted.q));
  const onText = useCallback(
    (next: string) => {
      setText(next);
      update({ q: next }, { replace: true });
    },
    [update],
  );
  return { text, onText };
}
