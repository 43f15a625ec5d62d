import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { conflictMessage, currentMonth, reviewFieldNames, reviewSchema } from "./review-schema";

const valid = {
  stars: "4",
  text: "The pho was rich and clear, the herbs fresh, and the staff found us a table on a busy Friday night.",
  visitMonth: "2026-10",
  publicName: "Jo S.",
  email: "jo@example.com",
  conflict: "no",
};

/** The message under `field` when `changes` are made to a valid review, or null when it passes. */
function messageOf(changes: Partial<Record<keyof typeof valid, string>>, field: string): string | null {
  const result = reviewSchema.safeParse({ ...valid, ...changes });
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message ?? null;
}

describe("a visitor's review (product §19.1)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // 03:00 UTC on 1 November is still 31 October in Columbus.
    vi.setSystemTime(new Date("2026-11-01T03:00:00Z"));
  });
  afterEach(() => void vi.useRealTimers());

  it("takes a valid review, the stars as a number and the texts trimmed", () => {
    const result = reviewSchema.parse({ ...valid, publicName: "  Jo S. " });
    expect(result).toMatchObject({ stars: 4, publicName: "Jo S.", visitMonth: "2026-10" });
  });

  it.each(["0", "6", "", "4.5", "five"])("refuses %j stars", (stars) => {
    expect(messageOf({ stars }, "stars")).toBe("Please choose from 1 to 5 stars");
  });

  it("needs 80 visible characters of text and takes at most 5,000", () => {
    expect(messageOf({ text: "a".repeat(79) }, "text")).toMatch(/at least 80 characters/);
    expect(messageOf({ text: `${"a".repeat(79)}\u200b\u200b` }, "text")).toMatch(/at least 80 characters/);
    expect(messageOf({ text: "a".repeat(80) }, "text")).toBeNull();
    expect(messageOf({ text: "a".repeat(5000) }, "text")).toBeNull();
    expect(messageOf({ text: "a".repeat(5001) }, "text")).toBe("Your review must be at most 5000 characters");
  });

  it("refuses a visit month in the future, judged in Columbus time", () => {
    expect(currentMonth()).toBe("2026-10");
    expect(messageOf({ visitMonth: "2026-10" }, "visitMonth")).toBeNull();
    expect(messageOf({ visitMonth: "2026-11" }, "visitMonth")).toBe("The month of your visit can't be in the future");
    expect(messageOf({ visitMonth: "2026-13" }, "visitMonth")).toBe("Please give the month of your visit, as YYYY-MM");
    expect(messageOf({ visitMonth: "" }, "visitMonth")).toBe("Please give the month of your visit, as YYYY-MM");
  });

  it("takes a public name of 1 to 60 characters", () => {
    expect(messageOf({ publicName: " " }, "publicName")).toBe("Please give the name to show with your review");
    expect(messageOf({ publicName: "J".repeat(60) }, "publicName")).toBeNull();
    expect(messageOf({ publicName: "J".repeat(61) }, "publicName")).toBe("Public name must be at most 60 characters");
  });

  it("refuses an address that is not one", () => {
    expect(messageOf({ email: "jo@example" }, "email")).toBe("Please provide a valid email address");
  });

  it("refuses a yes to the conflict question with the reason, and needs an answer", () => {
    expect(messageOf({ conflict: "yes" }, "conflict")).toBe(conflictMessage);
    expect(conflictMessage).toMatch(/conflict of interest/);
    expect(messageOf({ conflict: "" }, "conflict")).toBe("Please answer this question");
  });

  it.each(["text", "publicName", "email", "visitMonth"] as const)("refuses a control character in %s", (field) => {
    expect(messageOf({ [field]: `${valid[field]}\u0007` }, field)).toMatch(/invisible control character/);
  });

  it("shows its fields in the schema's order", () => {
    expect(reviewFieldNames).toEqual(Object.keys(reviewSchema.shape));
  });
});
