// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { useEffect, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { heldSubmitAttribute, liveAttribute } from "./hold-submits.inline";
import { text } from "#core/forms/rules.ts";
import { refusalMessage } from "./refusal";
import { useValidatedForm, type ValidatedFormOptions } from "./use-validated-form";
import { storageKeys } from "~/lib/storage";

const schema = z.object({
  name: text(2, 20, { min: "Name must be at least 2 characters", max: "Name must be at most 20 characters" }),
  kind: z.string().check(z.refine((value) => value === "cafe" || value === "bar", "Please select a kind")),
});
type Sent = z.output<typeof schema>;
const fields = ["name", "kind"] as const;
const draftKey = storageKeys.contactDraft;

interface Spies {
  onValid: ReturnType<typeof vi.fn<(data: Sent, form: HTMLFormElement) => Promise<void>>>;
  onSent: ReturnType<typeof vi.fn<() => void>>;
  onFailed: ReturnType<typeof vi.fn<(error: unknown) => void>>;
  loadSchema: ValidatedFormOptions<(typeof fields)[number], Sent>["loadSchema"];
}

function spies(overrides: Partial<Spies> = {}): Spies {
  return {
    onValid: vi.fn(async () => {}),
    onSent: vi.fn(),
    onFailed: vi.fn(),
    loadSchema: () => Promise.resolve(schema),
    ...overrides,
  };
}

/** A two-field form on the hook, uncontrolled as the site's forms are. */
function TestForm({ options }: { options: Spies }) {
  const { formProps, errors, isSubmitting, values } = useValidatedForm({ fields, draftKey, ...options });
  return (
    <form method="dialog" noValidate aria-label="Test" {...formProps}>
      <label htmlFor="name">Name</label>
      <input id="name" name="name" aria-invalid={errors.name ? true : undefined} />
      {errors.name && <p>{errors.name}</p>}
      <label htmlFor="kind">Kind</label>
      <select id="kind" name="kind">
        <option value="">Pick one</option>
        <option value="cafe">Cafe</option>
        <option value="bar">Bar</option>
      </select>
      {errors.kind && <p>{errors.kind}</p>}
      <output>{values.name.length}</output>
      <button type="submit">{isSubmitting ? "Sending..." : "Send"}</button>
    </form>
  );
}

/** The form with its "kind" control coming into the page only after a click (as a correction's fields do). */
function LateFieldForm({ options }: { options: Spies }) {
  const [shown, setShown] = useState(false);
  const { formProps, restoreDraft } = useValidatedForm({ fields, draftKey, ...options });
  useEffect(() => {
    if (shown) restoreDraft();
  }, [shown, restoreDraft]);
  return (
    <>
      <form method="dialog" noValidate aria-label="Test" {...formProps}>
        <label htmlFor="name">Name</label>
        <input id="name" name="name" />
        {shown && (
          <>
            <label htmlFor="kind">Kind</label>
            <select id="kind" name="kind">
              <option value="">Pick one</option>
              <option value="cafe">Cafe</option>
              <option value="bar">Bar</option>
            </select>
          </>
        )}
      </form>
      <button type="button" onClick={() => setShown(true)}>
        Show kind
      </button>
    </>
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement & HTMLSelectElement;
const form = () => screen.getByRole("form", { name: "Test" }) as HTMLFormElement;

/** Types into an uncontrolled control the way the browser does: the value changes, then an input event. */
function typeInto(label: string, value: string) {
  fireEvent.change(input(label), { target: { value } });
}

/** Lets the schema's import and the submit's awaits settle. */
const settle = () =>
  act(async () => {
    for (let round = 0; round < 5; round++) await Promise.resolve();
  });

/**
 * Renders the form as the build does (HTML), lets `before` act on that page as a visitor would
 * before the app takes over, then hydrates it.
 */
async function hydrateAfter(options: Spies, before: (page: HTMLElement) => void) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<TestForm options={options} />);
  document.body.append(container);
  before(container);
  await act(async () => {
    hydrateRoot(container, <TestForm options={options} />);
  });
  await settle();
  return container;
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

describe("useValidatedForm", () => {
  it("on a failed submit shows each field's message, focuses the first invalid field, then follows corrections", async () => {
    const options = spies();
    render(<TestForm options={options} />);
    fireEvent.submit(form());
    await settle();
    expect(screen.getByText("Name must be at least 2 characters")).toBeTruthy();
    expect(screen.getByText("Please select a kind")).toBeTruthy();
    expect(document.activeElement).toBe(input("Name"));
    expect(input("Name").getAttribute("aria-invalid")).toBe("true");

    typeInto("Name", "Jo");
    expect(screen.queryByText("Name must be at least 2 characters")).toBeNull();
    expect(screen.getByText("Please select a kind")).toBeTruthy();
    fireEvent.submit(form());
    await settle();
    expect(document.activeElement).toBe(input("Kind"));
    expect(options.onValid).not.toHaveBeenCalled();
  });

  it("sends the trimmed values, resets the form, removes the draft, then calls onSent", async () => {
    let finish = () => {};
    const options = spies({ onValid: vi.fn(() => new Promise<void>((resolve) => (finish = resolve))) });
    render(<TestForm options={options} />);
    typeInto("Name", "  Jo's  ");
    typeInto("Kind", "bar");
    expect(JSON.parse(window.localStorage.getItem(draftKey)!)).toEqual({ name: "  Jo's  ", kind: "bar" });

    fireEvent.submit(form());
    await settle();
    expect(options.onValid).toHaveBeenCalledWith({ name: "Jo's", kind: "bar" }, expect.any(HTMLFormElement));
    expect(screen.getByRole("button").textContent).toBe("Sending...");
    fireEvent.submit(form());
    await settle();
    expect(options.onValid).toHaveBeenCalledTimes(1);

    await act(async () => finish());
    await settle();
    expect(options.onSent).toHaveBeenCalledTimes(1);
    expect(input("Name").value).toBe("");
    expect(input("Kind").value).toBe("");
    expect(screen.getByRole("button").textContent).toBe("Send");
    expect(window.localStorage.getItem(draftKey)).toBeNull();
  });

  it("keeps everything typed when sending fails, or when the rules cannot load", async () => {
    const failing = spies({ onValid: vi.fn(() => Promise.reject(new Error("offline"))) });
    render(<TestForm options={failing} />);
    typeInto("Name", "Jo");
    typeInto("Kind", "cafe");
    fireEvent.submit(form());
    await settle();
    expect(failing.onFailed).toHaveBeenCalledTimes(1);
    expect(failing.onSent).not.toHaveBeenCalled();
    expect(input("Name").value).toBe("Jo");
    expect(screen.getByRole("button").textContent).toBe("Send");
    cleanup();

    const unloadable = spies({ loadSchema: () => Promise.reject(new Error("chunk failed")) });
    render(<TestForm options={unloadable} />);
    typeInto("Name", "Jo");
    fireEvent.submit(form());
    await settle();
    expect(unloadable.onFailed).toHaveBeenCalledTimes(1);
    expect(input("Name").value).toBe("Jo");
  });

  it("shows the server's messages under their fields and focuses the first, keeping what was typed (product §16)", async () => {
    const refused = Object.assign(new Error("Some fields need your attention. Nothing was saved."), {
      name: "FormRefused",
      fieldErrors: { kind: "Please select a kind" },
    });
    const options = spies({ onValid: vi.fn(() => Promise.reject(refused)) });
    render(<TestForm options={options} />);
    typeInto("Name", "Jo");
    typeInto("Kind", "cafe");
    fireEvent.submit(form());
    await settle();
    expect(screen.getByText("Please select a kind")).toBeTruthy();
    expect(document.activeElement).toBe(input("Kind"));
    expect(options.onFailed).toHaveBeenCalledWith(refused);
    expect(refusalMessage(refused)).toBe("Some fields need your attention. Nothing was saved.");
    expect(refusalMessage(new Error("chunk failed"))).toBeUndefined();
    expect(input("Name").value).toBe("Jo");
  });

  it("counts the text of each field for counters, as it changes", () => {
    render(<TestForm options={spies()} />);
    typeInto("Name", "Cafe");
    expect(screen.getByRole("status").textContent).toBe("4");
  });

  it("keeps what was typed and chosen before the app took over, and saves it as the draft", async () => {
    window.localStorage.setItem(draftKey, JSON.stringify({ name: "Old draft", kind: "bar" }));
    const options = spies();
    await hydrateAfter(options, (page) => {
      (page.querySelector("#name") as HTMLInputElement).value = "My Cafe";
      (page.querySelector("#kind") as HTMLSelectElement).value = "cafe";
    });
    expect(input("Name").value).toBe("My Cafe");
    expect(input("Kind").value).toBe("cafe");
    expect(JSON.parse(window.localStorage.getItem(draftKey)!)).toEqual({ name: "My Cafe", kind: "cafe" });
    expect(form().hasAttribute(liveAttribute)).toBe(true);

    fireEvent.submit(form());
    await settle();
    expect(options.onValid).toHaveBeenCalledWith({ name: "My Cafe", kind: "cafe" }, expect.any(HTMLFormElement));
  });

  it("fills a form still empty at hydration from its draft", async () => {
    window.localStorage.setItem(draftKey, JSON.stringify({ name: "Draft Cafe", kind: "bar", admin: "yes" }));
    await hydrateAfter(spies(), () => {});
    expect(input("Name").value).toBe("Draft Cafe");
    expect(input("Kind").value).toBe("bar");
    expect(screen.getByRole("status").textContent).toBe("10");
  });

  it("keeps the draft of a control not yet in the page, and fills it when the control comes", () => {
    window.localStorage.setItem(draftKey, JSON.stringify({ name: "Draft Cafe", kind: "bar" }));
    render(<LateFieldForm options={spies()} />);
    // Typing while "kind" is absent must not drop what the draft held for it.
    typeInto("Name", "Draft Cafe 2");
    expect(JSON.parse(window.localStorage.getItem(draftKey)!)).toEqual({ name: "Draft Cafe 2", kind: "bar" });
    fireEvent.click(screen.getByRole("button", { name: "Show kind" }));
    expect(input("Kind").value).toBe("bar");
    expect(input("Name").value).toBe("Draft Cafe 2");
  });

  it("handles a submit held before the app took over, with what was typed then", async () => {
    const options = spies();
    await hydrateAfter(options, (page) => {
      (page.querySelector("#name") as HTMLInputElement).value = "Jane Doe";
      (page.querySelector("#kind") as HTMLSelectElement).value = "bar";
      page.querySelector("form")!.setAttribute(heldSubmitAttribute, "");
    });
    expect(options.onValid).toHaveBeenCalledWith({ name: "Jane Doe", kind: "bar" }, expect.any(HTMLFormElement));
    expect(form().hasAttribute(heldSubmitAttribute)).toBe(false);
    await settle();
    expect(options.onSent).toHaveBeenCalledTimes(1);
  });

  it("a held submit of an invalid form shows the messages instead", async () => {
    const options = spies();
    await hydrateAfter(options, (page) => {
      (page.querySelector("#name") as HTMLInputElement).value = "J";
      page.querySelector("form")!.setAttribute(heldSubmitAttribute, "");
    });
    expect(options.onValid).not.toHaveBeenCalled();
    expect(screen.getByText("Name must be at least 2 characters")).toBeTruthy();
  });
});
