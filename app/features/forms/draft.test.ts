import { describe, expect, it } from "vitest";
import { isBlank, pickDraft } from "./draft";

const names = ["name", "email", "message"] as const;

describe("pickDraft", () => {
  it("keeps the known text fields of a stored draft", () => {
    expect(pickDraft({ name: "Ada", email: "ada@example.com" }, names)).toEqual({
      name: "Ada",
      email: "ada@example.com",
    });
  });

  it("drops unknown keys and values that are not text", () => {
    expect(pickDraft({ name: "Ada", admin: "yes", email: 42, message: null }, names)).toEqual({ name: "Ada" });
  });

  it("returns null for absent, corrupt or non-object storage", () => {
    for (const stored of [null, undefined, "text", 7, ["Ada"], true]) {
      expect(pickDraft(stored, names)).toBeNull();
    }
  });

  it("returns null when every field is blank", () => {
    expect(pickDraft({ name: "  ", email: "", message: "" }, names)).toBeNull();
  });
});

describe("isBlank", () => {
  it("is true for empty, whitespace-only and missing values", () => {
    expect(isBlank({ name: "", email: " \n", message: undefined })).toBe(true);
  });

  it("is false as soon as one field holds text", () => {
    expect(isBlank({ name: "", email: "a" })).toBe(false);
  });
});
