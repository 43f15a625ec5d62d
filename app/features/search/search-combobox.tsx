import { MapPin, Search as SearchIcon, SearchX } from "lucide";
import { Icon } from "~/components/ui/icon";
import { startTransition, useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import {
  canMatch,
  measureMatching,
  noResultsHint,
  noResultsTitle,
  resultPath,
  searchPath,
  showsResultsBox,
  suggestEntries,
} from "./match";
import { indexPairs, useSearchIndex, type SearchIndexData } from "./search-index";
import type { SuggestedEntry, Suggestions } from "./suggestions";
import { useCombobox } from "./use-combobox";
import { TypeChip } from "~/features/places";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";

/**
 * product §2 Home hero search, §4 states, §5 rules: a WAI-ARIA combobox (input role="combobox" with
 * aria-expanded, aria-controls and aria-activedescendant; a role="listbox" of role="option"s) over
 * the build-time search index, a file of its own fetched when the box is first focused
 * (docs/decisions/016-search-index-file.md). What is typed before it arrives stays; the suggestions
 * show when it does ("Loading suggestions..." until then).
 *
 * - Up to 6 suggestions, each with name, type chip and neighborhood; matching from 2 trimmed
 *   characters, the list or the no-results box only from 2 raw characters; list at most 24rem high.
 * - Arrow Down moves the highlight down and stops at the last; Arrow Up moves up and from the first
 *   returns to no highlight (-1); every text change resets it to -1. Enter opens the highlighted
 *   suggestion, otherwise it (like the Search button) opens the full results page /search?q=TEXT.
 * - Escape closes the list and leaves the box; a click outside closes it; so does leaving the box
 *   with Tab (product §4: the list shows only while the box is focused).
 * - Choosing (keyboard, mouse or touch) clears the box and opens the place's type page with its
 *   search set to the place's name (product §2).
 * - When nothing matches, the no-results box keeps product §8's texts and, under them, offers the search page's
 *   best correction ("Did you mean pizza?", product §5.5; the engine is loaded then, not with the page); choosing
 *   it puts the correction in the box, whose suggestions follow. The matching itself stays product §5.1's.
 *
 * The behaviour (state machine, keys, the outside-click listener) is {@link useCombobox}; this is its markup.
 * Without JavaScript the form still submits to /search?q=TEXT (a plain GET form).
 */
export function SearchCombobox({ className, cardUrls = [] }: { className?: string; cardUrls?: readonly string[] }) {
  const navigate = useNavigate();
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const hintId = `${id}-hint`;
  const optionId = (option: Suggestion) => `${id}-option-${option.kind === "place" ? option.entry.id : "intent"}`;

  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { index, data, status, load } = useSearchIndex();
  // The engine's last answer (for the text it was asked, maybe not the box's yet), or its failure to load.
  const [engine, setEngine] = useState<EngineState>({ failed: false });
  const suggest = useCallback(
    (typed: string): readonly Suggestion[] => {
      if (!index || !canMatch(typed)) return [];
      // The engine could not load (offline): product §5.1's rule, as before.
      if (engine.failed) return measureMatching(() => suggestEntries(index, typed)).map(placeOption);
      // While the next answer is on its way, the last one stays shown (the list never flashes "none").
      return engine.answer ? optionsOf(engine.answer) : [];
    },
    [index, engine],
  );
  const box = useCombobox<Suggestion>({
    suggest,
    showsPopup: showsResultsBox,
    onChoose: (option) => void navigate(option.kind === "place" ? resultPath(option.entry) : searchPath(option.query)),
    onSearch: (typed) => void navigate(searchPath(typed)),
    onFocus: load,
    formRef,
    inputRef,
  });
  const { text, options: results, highlight, listShown, popupShown } = box;
  useEngineAnswers(data, text, cardUrls, setEngine);
  // Without the engine, the rule's letter-pair index (decision 021).
  useEffect(() => {
    if (data && engine.failed) indexPairs(data);
  }, [data, engine.failed]);
  const current = engine.failed || engine.answer?.text === text;
  const waiting = popupShown && (!index || (canMatch(text) && !current && results.length === 0));
  const noResultsShown = popupShown && !!index && results.length === 0 && !waiting;
  const activeId = box.active ? optionId(box.active) : undefined;
  const correction = useCorrection(data, noResultsShown ? text : undefined);

  // Keep the highlighted option in view inside the scrolling list.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [activeId]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    box.submit();
  }

  return (
    <form
      ref={formRef}
      role="search"
      action="/search"
      method="get"
      onSubmit={handleSubmit}
      className={cn("relative mx-auto flex w-full max-w-2xl gap-2 text-left", className)}
    >
      <div className="relative min-w-0 flex-1">
        <label htmlFor={inputId} className="sr-only">
          Search places
        </label>
        <Icon
          node={SearchIcon}
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-stone-600"
          aria-hidden="true"
        />
        <input
          {...box.inputProps}
          ref={inputRef}
          id={inputId}
          type="text"
          name="q"
          role="combobox"
          aria-expanded={listShown}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          aria-describedby={hintId}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="search"
          placeholder="Try pizza, patio or zoo"
          className="h-12 w-full rounded-lg border border-white bg-white pr-3 pl-11 text-base text-stone-900 shadow-lg placeholder:text-stone-500 sm:h-14 sm:text-lg"
        />
        <p id={hintId} className="sr-only">
          Type at least 2 characters for suggestions; use the up and down arrows to pick one and Enter to open it.
        </p>
      </div>
      <Button type="submit" variant="hero" size="hero">
        Search
      </Button>

      <ul
        id={listboxId}
        role="listbox"
        aria-label="Search suggestions"
        hidden={!listShown}
        className="absolute inset-x-0 top-full z-30 mt-2 max-h-96 overflow-y-auto rounded-lg border bg-popover p-1 text-popover-foreground shadow-xl"
      >
        {listShown &&
          results.map((option, position) => (
            // Keyboard use is on the input (aria-activedescendant); options take mouse and touch.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={option.kind === "place" ? option.entry.id : "intent"}
              id={optionId(option)}
              role="option"
              aria-selected={position === highlight}
              tabIndex={-1}
              // Keep focus in the box so the click lands (a blur would close the list first).
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => box.choose(option)}
              className={cn(
                "flex cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2.5 hover:bg-stone-100",
                position === highlight && "bg-accent text-accent-foreground ring-2 ring-ring ring-inset",
              )}
            >
              {option.kind === "place" ? (
                <>
                  <span className="min-w-0">
                    <span className="block font-medium">{option.entry.name}</span>
                    <span className="mt-0.5 flex items-center gap-1 text-sm text-muted-foreground">
                      {/* Decision 085: an event says its next date. */}
                      {option.entry.when ?? (
                        <>
                          <Icon node={MapPin} className="size-3.5 shrink-0" aria-hidden="true" />
                          {option.entry.neighborhood}
                        </>
                      )}
                    </span>
                  </span>
                  {option.entry.type === "event" ? (
                    <span className="inline-flex shrink-0 items-center rounded-full bg-stone-200 px-2.5 py-0.5 text-xs font-semibold text-stone-900">
                      Event
                    </span>
                  ) : (
                    <TypeChip type={option.entry.type} className="shrink-0" />
                  )}
                </>
              ) : (
                // product §5.5: the filters the words named, as what they are, with how many places /search shows.
                <span className="flex min-w-0 items-center gap-2 font-medium" data-intent>
                  <Icon node={SearchIcon} className="size-4 shrink-0 text-primary" aria-hidden="true" />
                  {option.label}
                </span>
              )}
            </li>
          ))}
      </ul>

      {/* One live region for both: a count for screen readers, or the visible no-results box. */}
      <div role="status" className="absolute inset-x-0 top-full z-30">
        {listShown && (
          <span className="sr-only">
            {results.length} {results.length === 1 ? "suggestion" : "suggestions"} available.
          </span>
        )}
        {waiting && (
          <p className="mt-2 rounded-lg border bg-popover p-4 text-popover-foreground shadow-xl">
            {status === "error"
              ? "Suggestions could not load. Press Search to see every result."
              : "Loading suggestions..."}
          </p>
        )}
        {noResultsShown && (
          <div className="mt-2 flex items-start gap-3 rounded-lg border bg-popover p-4 text-popover-foreground shadow-xl">
            <Icon node={SearchX} className="mt-0.5 size-5 shrink-0 text-stone-500" aria-hidden="true" />
            <div>
              <p className="font-medium">{noResultsTitle(text)}</p>
              <p className="mt-1 text-sm text-muted-foreground">{noResultsHint}</p>
              {correction && (
                <p className="mt-2 text-sm">
                  Did you mean{" "}
                  <button
                    type="button"
                    // Keep focus in the box (a blur would close the box before the click lands).
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => box.setText(correction)}
                    className="font-semibold text-primary underline underline-offset-4"
                  >
                    {correction}
                  </button>
                  ?
                </p>
              )}
            </div>
          </div>
        )}
      </div>
    </form>
  );
}

/**
 * product §5.5 on the home box: the search page's best correction of `text` (undefined while there is none, or
 * `text` is undefined: the box has matches), from the relevance index (in a worker, decision 044), loaded the first
 * time it is needed.
 */
function useCorrection(data: SearchIndexData | undefined, text: string | undefined): string | undefined {
  const [found, setFound] = useState<{ text: string; correction?: string }>();
  useEffect(() => {
    if (!data || text === undefined || text.trim().length < 2) return;
    let live = true;
    import("./relevance-client")
      .then(({ relevanceClient }) => relevanceClient(data).correct(text))
      .then(
        (correction) => live && setFound({ text, correction }),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [data, text]);
  return text !== undefined && found?.text === text ? found.correction : undefined;
}

/** One option of the list: a place, or the row of the filters the query named ("Open now: 2 places"). */
type Suggestion = { kind: "place"; entry: SuggestedEntry } | { kind: "intent"; label: string; query: string };

const placeOption = (entry: SuggestedEntry): Suggestion => ({ kind: "place", entry });

/** An answer as the list's options: its intent row first, then its places. */
function optionsOf(answer: Suggestions): Suggestion[] {
  return [
    ...(answer.intent ? [{ kind: "intent" as const, label: answer.intent.label, query: answer.text }] : []),
    ...answer.entries.map(placeOption),
  ];
}

/** The engine's last answer (for `answer.text`), or that it could not load. */
interface EngineState {
  answer?: Suggestions;
  failed: boolean;
}

/** The suggestions module (suggestions.ts), loaded with the first question. */
let suggestionsModule: Promise<typeof import("./suggestions")> | undefined;

/**
 * product §5.5 on the home box: asks the search page's engine (suggestions.ts, in its worker) for each text the box
 * holds once the search files are in; a text typed over before its turn is never asked (the signal). Each answer
 * goes to `setEngine` in a transition (a render the next keystroke interrupts); a failure to load sets `failed`.
 */
function useEngineAnswers(
  data: SearchIndexData | undefined,
  text: string,
  cardUrls: readonly string[],
  setEngine: (update: (state: EngineState) => EngineState) => void,
) {
  const urls = cardUrls.join(" ");
  useEffect(() => {
    if (!data || !canMatch(text)) return;
    let live = true;
    const typedOver = new AbortController();
    suggestionsModule ??= import("./suggestions");
    suggestionsModule
      .then(({ suggestionsFor }) => suggestionsFor(data, text, urls ? urls.split(" ") : [], typedOver.signal))
      .then(
        (answer) => live && startTransition(() => setEngine(() => ({ answer, failed: false }))),
        (error: unknown) => {
          if (!live || (error instanceof DOMException && error.name === "AbortError")) return;
          suggestionsModule = undefined;
          setEngine((state) => ({ ...state, failed: true }));
        },
      );
    return () => {
      live = false;
      typedOver.abort();
    };
  }, [data, text, urls, setEngine]);
}
