// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";

const toast = { success: vi.fn(), info: vi.fn(), error: vi.fn() };
vi.mock("sonner", () => ({ toast }));

describe("notify (toasts wait for the toast region)", () => {
  beforeEach(() => {
    vi.resetModules();
    toast.success.mockReset();
    toast.info.mockReset();
  });

  it("asks for the region at once and raises the toast only when the region is listening", async () => {
    const { notify, onToastRegionRequest, toastRegionMounted } = await import("./notify");
    const requested = vi.fn();
    onToastRegionRequest(requested);
    const shown = notify("success", { title: "Success!", description: "You've been subscribed to our newsletter." });
    expect(requested).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(toast.success).not.toHaveBeenCalled();
    toastRegionMounted();
    await shown;
    expect(toast.success).toHaveBeenCalledWith("Success!", {
      description: "You've been subscribed to our newsletter.",
      id: "success:Success!:You've been subscribed to our newsletter.",
    });
  });

  it("tells a region that starts listening later that a toast is already waiting", async () => {
    const { notify, onToastRegionRequest, toastRegionMounted } = await import("./notify");
    const shown = notify("success", { title: "Success!" });
    const requested = vi.fn();
    onToastRegionRequest(requested);
    expect(requested).toHaveBeenCalledTimes(1);
    toastRegionMounted();
    await shown;
    expect(toast.success).toHaveBeenCalledTimes(1);
  });

  it("shows the toast as a plain notice when the region's code cannot load, and asks for the region again next time", async () => {
    document.body.innerHTML = "";
    const { notify, onToastRegionRequest, toastRegionFailed, toastRegionMounted } = await import("./notify");
    const requested = vi.fn();
    onToastRegionRequest(requested);
    const undo = vi.fn();
    const shown = notify("info", { title: "Removed Lindey's from saved", description: "It is gone.", action: { label: "Undo", onClick: undo } });
    toastRegionFailed(new TypeError("Failed to fetch dynamically imported module"));
    await shown;
    expect(toast.info).not.toHaveBeenCalled();
    const box = document.querySelector('[role="status"]')!;
    expect(box.textContent).toBe("Removed Lindey's from savedIt is gone.Undo");
    box.querySelector("button")!.click();
    expect(undo).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[role="status"]')).toBeNull();

    // The next toast asks for the region again, and shows in it once it is up.
    expect(requested).toHaveBeenCalledTimes(1);
    const next = notify("info", { title: "Saved" });
    expect(requested).toHaveBeenCalledTimes(2);
    toastRegionMounted();
    await next;
    // Raised in the region (sonner), not as a plain notice.
    expect(document.querySelector('[role="status"]')).toBeNull();
  });

  it("announces an error's plain notice as an alert", async () => {
    document.body.innerHTML = "";
    const { showPlainNotice } = await import("./notify");
    showPlainNotice("error", { title: "Could not subscribe" });
    expect(document.querySelector('[role="alert"]')?.textContent).toBe("Could not subscribe");
  });
});
