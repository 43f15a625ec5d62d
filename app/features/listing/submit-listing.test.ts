import { afterEach, describe, expect, it, vi } from "vitest";
import type { Listing } from "./listing-schema";
import { listingSubmitDelayMs, submitListing } from "./submit-listing";

const listing: Listing = {
  name: "Test Kitchen",
  category: "restaurant",
  description: "Seasonal plates and a long bar.",
  address: "1 Main St",
  neighborhood: "short north",
  phone: "6145550123",
  website: "",
  hours: "Mon-Fri 9-5",
  priceRange: "$$",
  contactName: "Jo",
  contactEmail: "jo@example.com",
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("submitListing", () => {
  it("waits 2000 ms (product §9), then logs the submission", async () => {
    expect(listingSubmitDelayMs).toBe(2000);
    vi.useFakeTimers();
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    let done = false;
    const sending = submitListing(listing).then(() => (done = true));

    await vi.advanceTimersByTimeAsync(1999);
    expect(done).toBe(false);
    expect(log).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    await sending;
    expect(done).toBe(true);
    expect(log).toHaveBeenCalledWith(expect.any(String), listing);
  });
});
