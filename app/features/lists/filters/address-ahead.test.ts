// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { onLinkFollowed, writeAddressAhead } from "./address-ahead";

afterEach(() => {
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
});

describe("the address written ahead of the router (decision 018)", () => {
  it("writes the query into the current entry and keeps its state", () => {
    window.history.replaceState({ key: "router" }, "", "/restaurants?q=pi");
    const length = window.history.length;
    writeAddressAhead("q=pizza");
    expect(window.location.pathname + window.location.search).toBe("/restaurants?q=pizza");
    expect(window.history.state).toEqual({ key: "router" });
    expect(window.history.length).toBe(length);
  });

  it("hears a link to another address followed, not one to this very address, nor a click elsewhere", () => {
    window.history.replaceState(null, "", "/restaurants?q=bar");
    document.body.innerHTML =
      '<a href="/place/lindeys"><span>Lindey\'s</span></a><a href="/restaurants?q=bar">here</a><p>text</p>';
    const followed = vi.fn();
    const stop = onLinkFollowed(followed);
    const click = (selector: string) =>
      document.querySelector(selector)!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    click("a[href='/restaurants?q=bar']");
    click("p");
    expect(followed).not.toHaveBeenCalled();
    click("span");
    expect(followed).toHaveBeenCalledTimes(1);
    stop();
    click("span");
    expect(followed).toHaveBeenCalledTimes(1);
  });
});
