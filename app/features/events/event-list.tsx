import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { NativeSelect } from "~/components/ui/native-select";
import { useMinuteClock } from "~/features/hours";
import { useHydrated } from "~/lib/use-hydrated";
import { eventKinds, eventKindWords, type EventKind } from "#core/events/event-words.ts";
import { dateText, whenSection, whenSectionTitles, type WhenSection } from "#core/events/occurrence.ts";
import { EventRowItem } from "./event-row";
import { TonightMap } from "./tonight-map";
import type { EventRow } from "./event-rows";

/** The filters of /events in the URL: `?kind=music&free=1&ages=all`. */
export interface EventFilters {
  kind?: EventKind;
  free: boolean;
  allAges: boolean;
}

export function filtersFromParams(params: URLSearchParams): EventFilters {
  const kind = params.get("kind");
  return {
    ...(kind && (eventKinds as readonly string[]).includes(kind) ? { kind: kind as EventKind } : {}),
    free: params.get("free") === "1",
    allAges: params.get("ages") === "all",
  };
}

/** The rows a visitor's filters keep: of the kind, free, for all ages. */
export function filterRows(rows: readonly EventRow[], filters: EventFilters): EventRow[] {
  return rows.filter(
    (row) =>
      (filters.kind === undefined || row.kind === filters.kind) &&
      (!filters.free || row.free) &&
      (!filters.allAges || row.ages === "all-ages"),
  );
}

interface Group {
  key: string;
  title: string;
  rows: EventRow[];
}

/**
 * Before the clock is read (the pre-rendered page and hydration) the rows are grouped by night, as dated; after it,
 * into Tonight, This weekend, Next 7 days and Later, and what has ended is gone (decision 073).
 */
export function groupRows(rows: readonly EventRow[], now: Date | null): Group[] {
  const groups = new Map<string, Group>();
  for (const row of rows) {
    let key: string;
    let title: string;
    if (now === null) {
      key = row.occurrence.night;
      title = dateText(row.occurrence.night);
    } else {
      const section = whenSection(row.occurrence, now);
      if (section === null) continue;
      key = section;
      title = whenSectionTitles[section];
    }
    const group = groups.get(key) ?? { key, title, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  const order: WhenSection[] = ["tonight", "weekend", "week", "later"];
  return now === null ? [...groups.values()] : order.flatMap((key) => groups.get(key) ?? []);
}

/**
 * /events' list: the filters (kind, free, all ages; in the URL, working after hydration) and the rows in groups.
 * Each group is a section with its heading; an empty result says so.
 */
export function EventList({ rows }: { rows: readonly EventRow[] }) {
  const hydrated = useHydrated();
  const now = useMinuteClock();
  const [params, setParams] = useSearchParams();
  const filters = hydrated ? filtersFromParams(params) : { free: false, allAges: false };
  const shown = useMemo(() => filterRows(rows, filters), [rows, filters.kind, filters.free, filters.allAges]); // eslint-disable-line react-hooks/exhaustive-deps
  const groups = groupRows(shown, now);

  const update = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    change(next);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <div>
      <form
        aria-label="Filter events"
        className="flex flex-wrap items-end gap-4 rounded-lg border border-stone-200 bg-white p-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="w-56">
          <label htmlFor="event-kind" className="mb-1 block text-sm font-semibold text-stone-900">
            Kind
          </label>
          <NativeSelect
            id="event-kind"
            value={filters.kind ?? ""}
            disabled={!hydrated}
            onChange={(event) =>
              update((next) => (event.target.value ? next.set("kind", event.target.value) : next.delete("kind")))
            }
          >
            <option value="">All kinds</option>
            {eventKinds.map((kind) => (
              <option key={kind} value={kind}>
                {eventKindWords[kind]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <label className="flex min-h-10 items-center gap-2 text-base text-stone-900">
          <input
            type="checkbox"
            className="size-5 accent-red-700"
            checked={filters.free}
            disabled={!hydrated}
            onChange={(event) => update((next) => (event.target.checked ? next.set("free", "1") : next.delete("free")))}
          />
          Free
        </label>
        <label className="flex min-h-10 items-center gap-2 text-base text-stone-900">
          <input
            type="checkbox"
            className="size-5 accent-red-700"
            checked={filters.allAges}
            disabled={!hydrated}
            onChange={(event) =>
              update((next) => (event.target.checked ? next.set("ages", "all") : next.delete("ages")))
            }
          />
          All ages
        </label>
      </form>
      <p role="status" className="mt-4 text-base font-semibold text-stone-900">
        {countText(groups.reduce((sum, group) => sum + group.rows.length, 0))}
      </p>
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`events-${group.key}`} className="mt-6">
          <h2 id={`events-${group.key}`} className="text-xl font-bold text-stone-900">
            {group.title}
          </h2>
          {group.key === "tonight" && <TonightMap rows={group.rows} />}
          <ul className="mt-3 grid gap-3 md:grid-cols-2">
            {group.rows.map((row) => (
              <EventRowItem key={`${row.slug}-${row.occurrence.start}`} row={row} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function countText(count: number): string {
  if (count === 0) return "No events found. Try other filters.";
  return `${count} ${count === 1 ? "date" : "dates"}`;
}
