// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";

/** The toast region's module, as notify() sees it: its load can be made to fail, its mount to wait. */
const region = { fail: false, loads: 0, mounted: () => {}, mountRegion: vi.fn(), showToast: vi.fn() };
const mockRegion = () =>
  vi.doMock("./lazy/sonner", () => {
    region.loads += 1;
    if (region.fail) throw new TypeError("Failed to fetch dynamically imported module");
    return { mountRegion: region.mountRegion, showToast: region.showToast };
  });

describe("notify (toasts wait for the toast region)", () => {
  beforeEach(() => {
    vi.resetModules();
    mockRegion();
    document.body.innerHTML = "";
    Object.assign(region, { fail: false, loads: 0 });
    region.showToast.mockReset();
    region.mountRegion.mockReset().mockImplementation(() => new Promise<void>((resolve) => (region.mounted = resolve)));
  });

  it("mounts the region once and raises the toast only when the region is listening", async () => {
    const { notify } = await import("./notify");
    const shown = notify("success", { title: "Success!", description: "You've been subscribed to our newsletter." });
    await vi.waitFor(() => expect(region.mountRegion).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(region.showToast).not.toHaveBeenCalled();
    region.mounted();
    await shown;
    expect(region.showToast).toHaveBeenCalledWith("success", {
      title: "Success!",
      description: "You've been subscribed to our newsletter.",
    });
    await notify("info", { title: "Saved" });
    expect(region.mountRegion).toHaveBeenCalledTimes(1);
    expect(region.showToast).toHaveBeenCalledTimes(2);
  });

  it("shows the toast as a plain notice when the region's code cannot load, and asks for the region again next time", async () => {
    region.fail = true;
    const { notify } = await import("./notify");
    const undo = vi.fn();
    await notify("info", {
      title: "Removed Lindey's from saved",
      description: "It is gone.",
      action: { label: "Undo", onClick: undo },
    });
    expect(region.showToast).not.toHaveBeenCalled();
    const box = document.querySelector('[role="status"]')!;
    expect(box.textContent).toBe("Removed Lindey's from savedIt is gone.Undo");
    box.querySelector("button")!.click();
    expect(undo).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[role="status"]')).toBeNull();

    // The next toast asks for the region again, and shows in it once it is up.
    region.fail = false;
    const next = notify("info", { title: "Saved" });
    await vi.waitFor(() => expect(region.mountRegion).toHaveBeenCalledTimes(1));
    expect(region.loads).toBe(2);
    region.mounted();
    await next;
    expect(region.showToast).toHaveBeenCalledWith("info", { title: "Saved" });
    expect(document.querySelector('[role="status"]')).toBeNull();
  });

  it("announces an error's plain notice as an alert", async () => {
    const { showPlainNotice } = await import("./notify");
    showPlainNotice("error", { title: "Could not subscribe" });
    expect(document.querySelector('[role="alert"]')?.textContent).toBe("Could not subscribe");
  });
});
