// @vitest-environment happy-dom
import { useRef } from "react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { comboboxReducer, initialComboboxState, useCombobox, type ComboboxState } from "./use-combobox";

describe("comboboxReducer (product §4 states)", () => {
  const at = (state: Partial<ComboboxState>): ComboboxState => ({ ...initialComboboxState, ...state });

  it("typing sets the text, opens and resets the highlight", () => {
    expect(comboboxReducer(at({ text: "pi", highlight: 2 }), { type: "type", text: "piz" })).toEqual({
      text: "piz",
      open: true,
      highlight: -1,
    });
  });

  it("focus opens; leaving closes and keeps text and highlight", () => {
    expect(comboboxReducer(at({ text: "bar" }), { type: "focus" })).toEqual(at({ text: "bar", open: true }));
    expect(comboboxReducer(at({ text: "bar", open: true, highlight: 1 }), { type: "close" })).toEqual(
      at({ text: "bar", highlight: 1 }),
    );
  });

  it("Arrow Down opens, moves down and stops at the last option; does nothing without options", () => {
    let state = at({ text: "ba" });
    state = comboboxReducer(state, { type: "down", count: 2 });
    expect(state).toEqual(at({ text: "ba", open: true, highlight: 0 }));
    state = comboboxReducer(state, { type: "down", count: 2 });
    state = comboboxReducer(state, { type: "down", count: 2 });
    expect(state.highlight).toBe(1);
    expect(comboboxReducer(at({ text: "zz" }), { type: "down", count: 0 })).toEqual(at({ text: "zz" }));
  });

  it("Arrow Up moves up and from the first option back to none, only while the list shows", () => {
    expect(comboboxReducer(at({ open: true, highlight: 1 }), { type: "up", listShown: true }).highlight).toBe(0);
    expect(comboboxReducer(at({ open: true, highlight: 0 }), { type: "up", listShown: true }).highlight).toBe(-1);
    expect(comboboxReducer(at({ open: true, highlight: -1 }), { type: "up", listShown: true }).highlight).toBe(-1);
    expect(comboboxReducer(at({ highlight: 1 }), { type: "up", listShown: false }).highlight).toBe(1);
  });

  it("Escape closes and clears the highlight; choosing empties the box", () => {
    expect(comboboxReducer(at({ text: "ba", open: true, highlight: 1 }), { type: "escape" })).toEqual(
      at({ text: "ba" }),
    );
    expect(comboboxReducer(at({ text: "ba", open: true, highlight: 1 }), { type: "chosen" })).toEqual(
      initialComboboxState,
    );
  });
});

const words = ["bar", "bakery", "barbecue", "zoo"];
const suggest = (text: string) => (text.trim().length >= 2 ? words.filter((word) => word.includes(text.trim())) : []);
const showsPopup = (text: string) => text.length >= 2;

/** A bare combobox on the hook, to drive it as a visitor would. */
function Harness({
  onChoose,
  onSearch,
  onFocus,
}: {
  onChoose: (word: string) => void;
  onSearch: (text: string) => void;
  onFocus?: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const box = useCombobox({ suggest, showsPopup, onChoose, onSearch, onFocus, formRef, inputRef });
  return (
    <div>
      <form
        ref={formRef}
        onSubmit={(event) => {
          event.preventDefault();
          box.submit();
        }}
      >
        <input aria-label="box" {...box.inputProps} ref={inputRef} />
        {box.listShown && (
          <ul>
            {box.options.map((word, position) => (
              <li key={word} data-selected={position === box.highlight}>
                {word}
              </li>
            ))}
          </ul>
        )}
        {box.popupShown && box.options.length === 0 && <p>none</p>}
      </form>
      <button type="button">outside</button>
    </div>
  );
}

function setup() {
  const onChoose = vi.fn();
  const onSearch = vi.fn();
  const onFocus = vi.fn();
  render(<Harness onChoose={onChoose} onSearch={onSearch} onFocus={onFocus} />);
  const input = screen.getByLabelText("box") as HTMLInputElement;
  const key = (name: string) => fireEvent.keyDown(input, { key: name });
  const shown = () =>
    screen
      .queryAllByRole("listitem")
      .map((item) => `${item.textContent}${item.getAttribute("data-selected") === "true" ? "*" : ""}`);
  return { onChoose, onSearch, onFocus, input, key, shown };
}

describe("useCombobox", () => {
  afterEach(cleanup);

  it("shows the options of the text once it has 2 characters, and the empty state when none match", () => {
    const { input, shown, onFocus } = setup();
    fireEvent.focus(input);
    expect(onFocus).toHaveBeenCalledTimes(1);
    fireEvent.change(input, { target: { value: "b" } });
    expect(shown()).toEqual([]);
    fireEvent.change(input, { target: { value: "ba" } });
    expect(shown()).toEqual(["bar", "bakery", "barbecue"]);
    fireEvent.change(input, { target: { value: "qq" } });
    expect(screen.getByText("none")).toBeTruthy();
  });

  it("moves the highlight with the arrows and opens the highlighted option with Enter, emptying the box", () => {
    const { input, key, shown, onChoose } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "bar" } });
    key("ArrowDown");
    key("ArrowDown");
    key("ArrowDown");
    expect(shown()).toEqual(["bar", "barbecue*"]);
    key("ArrowUp");
    expect(shown()).toEqual(["bar*", "barbecue"]);
    key("Enter");
    expect(onChoose).toHaveBeenCalledWith("bar");
    expect(input.value).toBe("");
    expect(shown()).toEqual([]);
  });

  it("submits the text as a search when nothing is highlighted", () => {
    const { input, onSearch, onChoose } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "ba" } });
    fireEvent.submit(input.form!);
    expect(onSearch).toHaveBeenCalledWith("ba");
    expect(onChoose).not.toHaveBeenCalled();
  });

  it("closes on Escape and on a pointer down outside the form, not inside it", () => {
    const { input, key, shown } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "ba" } });
    act(() => void input.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true })));
    expect(shown()).toHaveLength(3);
    act(
      () =>
        void screen
          .getByRole("button", { name: "outside" })
          .dispatchEvent(new PointerEvent("pointerdown", { bubbles: true })),
    );
    expect(shown()).toEqual([]);

    fireEvent.focus(input);
    expect(shown()).toHaveLength(3);
    key("Escape");
    expect(shown()).toEqual([]);
    expect(input.value).toBe("ba");
  });

  it("ignores keys while an input method is composing", () => {
    const { input, shown } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "ba" } });
    fireEvent.keyDown(input, { key: "ArrowDown", isComposing: true });
    expect(shown()).toEqual(["bar", "bakery", "barbecue"]);
  });
});
