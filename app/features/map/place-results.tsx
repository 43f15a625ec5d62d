import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
  type RefObject,
} from "react";
import { useSearchParams } from "react-router";
import type { NearMeState } from "./near-me";
import { ResultsToolbar } from "./results-toolbar";
import { viewFromSearchParams, withView, type ResultsView } from "~/lib/view-param";
import { PlaceGrid, type PlaceCardOptions } from "~/features/places";
import type { PlaceSummary } from "~/features/places";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * The map's code (Leaflet, the clustering plugin, their CSS) is fetched the first time the map is
 * opened, never with the page. If that fetch fails (offline), a short message stands in.
 */
const LazyResultsMap = lazy(() =>
  import("./results-map").catch(() => ({
    default: function MapUnavailable() {
      return (
        <p className="rounded-xl border bg-card p-6 text-stone-800">
          The map could not load. Check your connection and reload the page.
        </p>
      );
    },
  })),
);

/** When Near me's own code could not load (offline before it was ever used). */
const nearMeUnavailable = "Near me could not load. Check your connection and try again.";

/** A page of results and what goes under its cards (a paged list's pager). */
export interface ResultsPage {
  items: readonly PlaceSummary[];
  footer?: ReactNode;
}

/**
 * A list's results (product §13) with a **List / Map** switch kept in the URL (`?view=map`) and a
 * **Near me** button. The map shows every result the page's filters and search leave (`all`, or
 * `places` when the page holds them all); the list shows them as cards. Near me asks for the
 * visitor's location only when pressed; with it, every result is sorted nearest first (then paged
 * by `paginate`), cards show the distance ("0.8 mi") and the map shows the visitor's point. The
 * point lives in memory only (never in the URL or storage), so a reload shows the page's own order.
 *
 * - `places`: the cards as the page shows them now (on a paged list, the current page).
 * - `all`: every result in the page's order, when the page has it (product §15.2: a paged list fetches
 *   its file); `onNeedAll` is called when Near me is pressed without it, so the page can fetch it.
 * - `paginate`: turns the distance order into the cards of the current page and its pager.
 * - `nearMeWanted`: Near me asked for by the page (product §5.5: /search's query says "near me"): when it turns true
 *   the location is asked for as a press of the button asks, when it turns false Near me goes off. The button
 *   still works as ever in between.
 * - `view` and `onView`: the view as the page keeps it with the rest of its list state (`useListFilters` on the
 *   lists and /search), so the switch builds on every change the page shows, also a typed one whose URL is
 *   still on its way. Without them the switch reads and writes the router's query itself (/trending).
 * - `openNow` and `onOpenNow`: the list's Open now filter (`open=1`), for the map's own Open now switch (product
 *   §13.4) where the page has that filter (the lists and /search; /trending has no filters). The map shows the
 *   list's results, so the switch, the list and the map always agree.
 *
 * Before hydration the list shows, as pre-rendered; the view comes from the URL afterwards.
 */
export function PlaceResults({
  places,
  all,
  paginate,
  onNeedAll,
  options,
  headingLevel,
  label,
  footer,
  view: pageView,
  onView,
  nearMeWanted,
  openNow,
  onOpenNow,
  keepFocus,
}: {
  places: readonly PlaceSummary[];
  all?: readonly PlaceSummary[];
  paginate?: (ordered: readonly PlaceSummary[]) => ResultsPage;
  onNeedAll?: () => void;
  /** Under the cards (not the map): a paged list's pager. */
  footer?: ReactNode;
  options?: PlaceCardOptions;
  headingLevel?: "h2" | "h3";
  label?: string;
  view?: ResultsView;
  onView?: (view: ResultsView) => void;
  nearMeWanted?: boolean;
  openNow?: boolean;
  onOpenNow?: (open: boolean) => void;
  /** DeferredPlaceResults: its box, and what had the focus in the cards it drew before this code came. */
  keepFocus?: { box: RefObject<HTMLElement | null>; focused: RefObject<EventTarget | null> };
}) {
  const hydrated = useHydrated();
  // Once, as these results take the fallback's place: never later, when cards change under a visitor's other doings.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => giveFocusBack(keepFocus), []);
  const [searchParams, setSearchParams] = useSearchParams();
  const view: ResultsView = !hydrated ? "list" : (pageView ?? viewFromSearchParams(searchParams));
  // Near me's code (geolocation, distances) loads on the first press; the point lives in this state only.
  const [nearMe, setNearMe] = useState<NearMeState>({ status: "off" });
  const [tools, setTools] = useState<typeof import("./near-me") | null>(null);
  const asking = useRef(0);
  const point = nearMe.status === "on" ? nearMe.point : undefined;

  const sorted = useMemo(
    () => (point && tools ? tools.sortByDistance(all ?? places, point) : undefined),
    [all, places, point, tools],
  );
  const shown = useMemo<ResultsPage>(() => {
    if (!sorted) return { items: places, footer };
    const ordered = sorted.map((entry) => entry.place);
    return paginate ? paginate(ordered) : { items: ordered };
  }, [sorted, places, footer, paginate]);
  const distances = useMemo(
    () =>
      !sorted || !tools
        ? undefined
        : new Map(
            sorted.flatMap((entry) =>
              entry.miles === undefined ? [] : [[entry.place.id, tools.formatMiles(entry.miles)] as const],
            ),
          ),
    [sorted, tools],
  );
  const locate = async () => {
    if (!all) onNeedAll?.();
    const ask = ++asking.current;
    setNearMe({ status: "locating" });
    let next: NearMeState;
    try {
      const module = await import("./near-me");
      setTools(() => module);
      next = await module.locateVisitor();
    } catch {
      next = { status: "failed", message: nearMeUnavailable };
    }
    // A press of "Near me" again (off) while the browser was answering wins.
    if (ask === asking.current) setNearMe(next);
  };
  const clearNearMe = () => {
    asking.current++;
    setNearMe({ status: "off" });
  };

  // The page's wish follows its changes only (a press of the button in between is the visitor's).
  const wanted = useRef<boolean | undefined>(undefined);
  useEffect(() => {
    if (!hydrated || nearMeWanted === undefined || nearMeWanted === wanted.current) return;
    const before = wanted.current;
    wanted.current = nearMeWanted;
    // As the button's press would, after this render (the browser is asked, the state follows its answer).
    queueMicrotask(() => {
      if (nearMeWanted) void locate();
      else if (before) clearNearMe();
    });
    // locate and clearNearMe are this render's; only the wish's changes matter here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, nearMeWanted]);

  const show = (next: ResultsView) => {
    if (next === view) return;
    if (onView) onView(next);
    else setSearchParams(withView(searchParams, next), { preventScrollReset: true });
  };

  const status =
    nearMe.status === "locating"
      ? "Finding your location…"
      : nearMe.status === "failed"
        ? nearMe.message
        : nearMe.status === "on"
          ? "Sorted by distance from you. Your location stays in this browser tab."
          : "";

  return (
    <>
      <ResultsToolbar
        ready={hydrated}
        view={view}
        onView={show}
        nearMe={nearMe.status === "on" ? "on" : nearMe.status === "locating" ? "busy" : "off"}
        onNearMe={() => (nearMe.status === "on" ? clearNearMe() : void locate())}
        status={status}
        openNow={openNow}
        onOpenNow={onOpenNow}
      />
      {view === "map" ? (
        <Suspense
          fallback={
            <div className="grid h-[min(60svh,560px)] min-h-[280px] place-items-center rounded-xl border bg-stone-200 text-stone-800">
              Loading map…
            </div>
          }
        >
          <LazyResultsMap places={all ?? places} userPoint={point} headingLevel={headingLevel} />
        </Suspense>
      ) : (
        <>
          <PlaceGrid
            places={shown.items}
            options={options}
            headingLevel={headingLevel}
            label={label}
            distances={distances}
            firstScreen
          />
          {shown.footer}
        </>
      )}
    </>
  );
}

/**
 * WCAG 2.4.3 (focus order): when this code arrives, React puts these results in place of the cards
 * DeferredPlaceResults drew meanwhile, and a card's link a keyboard user had reached is gone with its focus (the next
 * Enter would do nothing). As the results are put in (a layout effect: before the browser paints or takes a key), the
 * same link of the new cards (its address and its words) takes the focus back, unless focus went elsewhere.
 */
function giveFocusBack(keepFocus: ComponentProps<typeof PlaceResults>["keepFocus"]): void {
  const was = keepFocus?.focused.current;
  const box = keepFocus?.box.current;
  const active = document.activeElement;
  if (!(was instanceof HTMLAnchorElement) || was.isConnected || !box || (active && active !== document.body)) return;
  const same = [...box.querySelectorAll<HTMLAnchorElement>("a[href]")].filter(
    (link) => link.getAttribute("href") === was.getAttribute("href"),
  );
  (same.find((link) => link.textContent === was.textContent) ?? same[0])?.focus({ preventScroll: true });
}
