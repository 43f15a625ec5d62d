import { useEffect, useMemo, useReducer, type KeyboardEvent, type RefObject } from "react";

/** What a combobox remembers: the text in its box, whether its popup may show, the highlighted option (-1: none). */
export interface ComboboxState {
  text: string;
  open: boolean;
  highlight: number;
}

/** Everything that changes a combobox; `count` is how many options the current text has. */
export type ComboboxAction =
  | { type: "type"; text: string }
  | { type: "focus" }
  | { type: "close" }
  | { type: "down"; count: number }
  | { type: "up"; listShown: boolean }
  | { type: "escape" }
  | { type: "chosen" };

/** A closed combobox with an empty box. */
export const initialComboboxState: ComboboxState = { text: "", open: false, highlight: -1 };

/**
 * product §4 search states, as a pure state machine:
 * - typing sets the text, opens the popup and resets the highlight to none (-1);
 * - focus opens it; leaving the box (blur, a click outside) closes it and keeps text and highlight;
 * - Arrow Down opens it and moves the highlight down, stopping at the last option (nothing with no options);
 * - Arrow Up, while the list shows, moves up and from the first option back to none (-1);
 * - Escape closes it and clears the highlight; choosing an option empties the box and closes it.
 */
export function comboboxReducer(state: ComboboxState, action: ComboboxAction): ComboboxState {
  const { highlight } = state;
  switch (action.type) {
    case "type":
      return { text: action.text, open: true, highlight: -1 };
    case "focus":
      return { ...state, open: true };
    case "close":
      return { ...state, open: false };
    case "down":
      return action.count ? { ...state, open: true, highlight: Math.min(highlight + 1, action.count - 1) } : state;
    case "up":
      return action.listShown ? { ...state, highlight: Math.max(highlight - 1, -1) } : state;
    case "escape":
      return { ...state, open: false, highlight: -1 };
    default:
      return initialComboboxState;
  }
}

/** What {@link useCombobox} needs: how options follow from the text, when the popup may show, what choosing does. */
export interface ComboboxOptions<T> {
  /** The options for a text (product §5: the 6 best matches); keep it stable (useCallback) for memoising. */
  suggest: (text: string) => readonly T[];
  /** Whether the popup (list or no-results box) may show for a text (product §5: from 2 raw characters). */
  showsPopup: (text: string) => boolean;
  /** Called with the chosen option (Enter on the highlighted one, a click or a tap). */
  onChoose: (option: T) => void;
  /** Called with the text when the form is submitted without a highlighted option. */
  onSearch: (text: string) => void;
  /** Called when the box gets focus, before anything else (for example to start loading the options' data). */
  onFocus?: () => void;
  /** The form around box and popup: a pointer down outside it closes the popup. */
  formRef: RefObject<HTMLFormElement | null>;
  /** The box: Escape takes focus from it. */
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * The behaviour of a WAI-ARIA combobox with a listbox popup (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/),
 * without its markup: the {@link comboboxReducer} state, the options of the current text, the keyboard
 * (Arrow Down/Up, Enter, Escape; ignored while an input method composes), and a document `pointerdown`
 * listener that closes the popup on a click or tap outside `formRef` while it is open. The component owns the
 * refs and renders the form, the input (spreading `inputProps`), the listbox and its options, and calls
 * `choose` and `submit`.
 */
export function useCombobox<T>({
  suggest,
  showsPopup,
  onChoose,
  onSearch,
  onFocus,
  formRef,
  inputRef,
}: ComboboxOptions<T>) {
  const [state, dispatch] = useReducer(comboboxReducer, initialComboboxState);
  const { text, open, highlight } = state;

  const options = useMemo(() => suggest(text), [suggest, text]);
  const popupShown = open && showsPopup(text);
  const listShown = popupShown && options.length > 0;
  const active = listShown && highlight >= 0 ? options[highlight] : undefined;

  // product §4: a click (or tap) outside closes the popup.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!formRef.current?.contains(event.target as Node)) dispatch({ type: "close" });
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, formRef]);

  function choose(option: T) {
    dispatch({ type: "chosen" });
    onChoose(option);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case "ArrowDown":
        if (options.length === 0) return;
        event.preventDefault();
        dispatch({ type: "down", count: options.length });
        break;
      case "ArrowUp":
        if (!listShown) return;
        event.preventDefault();
        dispatch({ type: "up", listShown });
        break;
      case "Enter":
        if (active !== undefined) {
          event.preventDefault();
          choose(active);
        }
        // Otherwise the form submits.
        break;
      case "Escape":
        event.preventDefault();
        dispatch({ type: "escape" });
        inputRef.current?.blur();
        break;
    }
  }

  /** The form's submit: the highlighted option if any, else a search for the text. */
  function submit() {
    if (active !== undefined) choose(active);
    else onSearch(text);
  }

  return {
    text,
    open,
    highlight,
    options,
    popupShown,
    listShown,
    active,
    choose,
    submit,
    /** Puts `next` in the box as if typed (a correction chosen): the popup opens, the highlight resets. */
    setText: (next: string) => dispatch({ type: "type", text: next }),
    inputProps: {
      value: text,
      onChange: (event: { target: { value: string } }) => dispatch({ type: "type", text: event.target.value }),
      onFocus: () => {
        onFocus?.();
        dispatch({ type: "focus" });
      },
      // Leaving the box (Tab, a click elsewhere) closes the popup; options keep focus in the box on mousedown.
      onBlur: () => dispatch({ type: "close" }),
      onKeyDown,
    },
  };
}
