// @vitest-environment happy-dom
import { memo, useEffect } from "react";
import { act, cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ListFilters, ListOptions } from "./filters";
import { typedUrlDelay, useListFilters } from "./use-list-filters";

const options: ListOptions = {
  controls: ["neighborhood"],
  neighborhoods: ["Short North"],
  features: [],
  diets: [],
  types: [],
};

/** What a list page draws from the filters: one line per render, so a test can count the draws. */
const draws: ListFilters[] = [];
const Results = memo(function Results({ filters }: { filters: ListFilters }) {
  draws.push(filters);
  return <p>{`shown for "${filters.q}"`}</p>;
});

/** The page's `update`, for the test to call as a control would. */
const page: { update?: ReturnType<typeof useListFilters>["update"] } = {};
const update: ReturnType<typeof useListFilters>["update"] = (...args) => page.update!(...args);
function Page() {
  const list = useListFilters(options);
  useEffect(() => {
    page.update = list.update;
  }, [list.update]);
  return <Results filters={list.filters} />;
}

// The pause before the router takes typed text is a timer: a fake clock moves past it at once, and exactly as far as
// each test says (a real wait would cost its length and race a busy machine).
beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  draws.length = 0;
});

/** Moves the clock on by `ms`, running the timers due, the router's navigations and React's renders meanwhile. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe("useListFilters: a typed change", () => {
  it("is shown at once, reaches the URL when typing pauses, and is drawn once (product §15.5: not again when the URL lands)", async () => {
    const router = createMemoryRouter([{ path: "/restaurants", element: <Page /> }], {
      initialEntries: ["/restaurants"],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByText('shown for ""')).toBeTruthy();
    const before = draws.length;

    act(() => update({ q: "pizza" }, { replace: true }));
    // The page and the address show the change before the router has it.
    expect(screen.getByText('shown for "pizza"')).toBeTruthy();
    expect(window.location.search).toBe("?q=pizza");
    expect(router.state.location.search).toBe("");

    await pass(typedUrlDelay - 1);
    expect(router.state.location.search, "before typing has paused long enough").toBe("");
    await pass(1);
    expect(router.state.location.search).toBe("?q=pizza");
    expect(screen.getByText('shown for "pizza"')).toBeTruthy();
    // One draw for the change: the URL's arrival hands the same filters, so the memoised results skip it.
    expect(draws.length - before).toBe(1);
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("navigates once for keystrokes typed within the pause, to the last text", async () => {
    const router = createMemoryRouter([{ path: "/restaurants", element: <Page /> }], {
      initialEntries: ["/restaurants"],
    });
    render(<RouterProvider router={router} />);
    const visited: string[] = [];
    const stop = router.subscribe((state) => visited.push(state.location.search));
    for (const text of ["p", "pi", "piz", "pizz", "pizza"]) {
      act(() => update({ q: text }, { replace: true }));
      await pass(typedUrlDelay / 4);
      expect(screen.getByText(`shown for "${text}"`)).toBeTruthy();
    }
    expect(router.state.location.search).toBe("");
    await pass(typedUrlDelay);
    expect(router.state.location.search).toBe("?q=pizza");
    stop();
    expect([...new Set(visited)]).toEqual(["?q=pizza"]);
  });

  it("does not take the URL back when a link was followed before the change reached it", async () => {
    const router = createMemoryRouter([{ path: "/restaurants", element: <Page /> }], {
      initialEntries: ["/restaurants?q=bar"],
    });
    render(<RouterProvider router={router} />);
    act(() => update({ q: "bars" }, { replace: true }));
    // The pager's Next, followed in the frame before the typed change's navigation.
    await act(() => router.navigate("/restaurants?q=bar&page=2"));
    // Past the pause, the typed change's navigation would have run.
    await pass(typedUrlDelay + 100);
    expect(router.state.location.search).toBe("?q=bar&page=2");
    expect(screen.getByText('shown for "bar"')).toBeTruthy();
  });

  it("still reaches the URL when an earlier keystroke's navigation lands after the next keystroke", async () => {
    const router = createMemoryRouter([{ path: "/restaurants", element: <Page /> }], {
      initialEntries: ["/restaurants"],
    });
    render(<RouterProvider router={router} />);
    act(() => update({ q: "pi" }, { replace: true }));
    act(() => update({ q: "piz" }, { replace: true }));
    // "pi"'s navigation, already on its way when "piz" was typed, lands now, in the router and in the address
    // (as a browser's router writes it): the page's own change, not elsewhere.
    window.history.replaceState(window.history.state, "", "?q=pi");
    await act(() => router.navigate("/restaurants?q=pi", { replace: true }));
    await pass(typedUrlDelay);
    expect(router.state.location.search).toBe("?q=piz");
    expect(screen.getByText('shown for "piz"')).toBeTruthy();
  });

  it("does not take the address back when it moved on before the router showed it", async () => {
    const router = createMemoryRouter([{ path: "/restaurants", element: <Page /> }], {
      initialEntries: ["/restaurants"],
    });
    render(<RouterProvider router={router} />);
    act(() => update({ q: "ha" }, { replace: true }));
    // Another navigation has written its address; its render still waits (for code or data).
    window.history.replaceState(window.history.state, "", "?q=ha&view=map");
    await pass(typedUrlDelay + 100);
    expect(router.state.location.search).toBe("");
    expect(window.location.search).toBe("?q=ha&view=map");
  });

  it("is kept by a choice made while its navigation waits (the List / Map switch), which adds a history entry", async () => {
    const router = createMemoryRouter([{ path: "/restaurants", element: <Page /> }], {
      initialEntries: ["/restaurants"],
    });
    render(<RouterProvider router={router} />);
    act(() => update({ q: "ha" }, { replace: true }));
    act(() => update({ view: "map" }));
    expect(draws.at(-1)).toMatchObject({ q: "ha", view: "map" });
    // A choice navigates at once, without waiting for the clock.
    await pass(0);
    expect(router.state.location.search).toBe("?q=ha&view=map");
    expect(router.state.historyAction).toBe("PUSH");
    // Past the pause: the typed change's own navigation does not take the URL back to "?q=ha".
    await pass(typedUrlDelay + 100);
    expect(router.state.location.search).toBe("?q=ha&view=map");
  });

  it("keeps the identity of update when the URL changes (a memoised view can take it)", async () => {
    const router = createMemoryRouter([{ path: "/restaurants", element: <Page /> }], {
      initialEntries: ["/restaurants"],
    });
    render(<RouterProvider router={router} />);
    const first = page.update;
    act(() => update({ neighborhood: "Short North" }));
    await pass(0);
    expect(router.state.location.search).toBe("?neighborhood=Short+North");
    await act(() => router.navigate("/restaurants?q=tacos"));
    expect(screen.getByText('shown for "tacos"')).toBeTruthy();
    expect(page.update).toBe(first);
  });

  it("follows the URL elsewhere (Back) with the URL's filters", async () => {
    const router = createMemoryRouter([{ path: "/restaurants", element: <Page /> }], {
      initialEntries: ["/restaurants?q=bar", "/restaurants"],
    });
    render(<RouterProvider router={router} />);
    act(() => update({ q: "pizza" }, { replace: true }));
    await pass(typedUrlDelay);
    expect(router.state.location.search).toBe("?q=pizza");
    await act(() => router.navigate(-1));
    expect(screen.getByText('shown for "bar"')).toBeTruthy();
  });
});
