import { beforeEach, describe, expect, it, vi } from "vitest";

const toast = { success: vi.fn(), info: vi.fn(), error: vi.fn() };
vi.mock("sonner", () => ({ toast }));

describe("notify (toasts wait for the toast region)", () => {
  beforeEach(() => {
    vi.resetModules();
    toast.success.mockReset();
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
});
