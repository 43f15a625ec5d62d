import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { textLimits } from "./limits";
import {
  controlCharacterMessage,
  email,
  isWebsiteUrl,
  normalizeWebsite,
  oneOf,
  phone,
  phoneDigits,
  text,
  visibleLength,
  website,
} from "./rules";

/** The first message of a rule for `value`, or null when it passes. */
function messageOf(rule: z.ZodMiniType, value: unknown): string | null {
  const result = rule.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? "?");
}

const textMessages = { min: "too short", max: "too long" };

describe("visibleLength", () => {
  it("counts characters a reader sees, not zero-width and other format characters", () => {
    expect(visibleLength("Cafe")).toBe(4);
    expect(visibleLength("C\u200Ba\u200Cf\u200De\u2060\uFEFF\u00AD\u202E")).toBe(4);
  });

  it("counts an emoji as one character", () => {
    expect(visibleLength("ab😀")).toBe(3);
  });
});

describe("text", () => {
  const rule = text(2, 10, textMessages);

  it("passes from the minimum to the maximum and returns the text trimmed", () => {
    expect(rule.parse("  Jo  ")).toBe("Jo");
    expect(messageOf(rule, "x".repeat(10))).toBeNull();
  });

  it("refuses text below the minimum, blank text, and text whose only extra characters are invisible", () => {
    expect(messageOf(rule, "J")).toBe("too short");
    expect(messageOf(rule, "     ")).toBe("too short");
    expect(messageOf(rule, "J\u200B")).toBe("too short");
    expect(messageOf(rule, "\u200B\u200B\u200B")).toBe("too short");
    expect(messageOf(rule, "\u2060J\u2060")).toBe("too short");
  });

  it("refuses text over the maximum with its own message instead of cutting it", () => {
    expect(messageOf(rule, "x".repeat(11))).toBe("too long");
    expect(messageOf(rule, " ".repeat(5) + "x".repeat(10) + " ".repeat(5))).toBeNull();
  });
});

describe("control characters (decision 047)", () => {
  it.each([
    ["text", text(2, 100, textMessages)],
    ["email", email({ invalid: "invalid", max: "too long" })],
    ["phone", phone(textMessages)],
    ["website", website(textMessages)],
    ["oneOf", oneOf(["a\u0000b"], "choose")],
  ] as const)("%s refuses NUL, the other C0 and C1 characters and DEL with their own message", (_name, rule) => {
    for (const character of ["\u0000", "\u0001", "\u001B", "\u007F", "\u0085", "\u009F"])
      expect(messageOf(rule, `a${character}b@example.com 614 555 0123`)).toBe(controlCharacterMessage);
  });

  it("keeps tab and line breaks (a text area sends CR LF)", () => {
    expect(text(2, 100, textMessages).parse("Mon-Fri\r\n\t9-5")).toBe("Mon-Fri\r\n\t9-5");
  });
});

describe("email: the one rule of every form", () => {
  const rule = email({ invalid: "invalid", max: "too long" });

  it.each(["jo@example.com", "  jo.tester+guide@mail.example.co.uk  "])("accepts %j", (address) => {
    expect(messageOf(rule, address)).toBeNull();
  });

  it("returns the address trimmed", () => {
    expect(rule.parse(" jo@example.com ")).toBe("jo@example.com");
  });

  it.each([
    "",
    "jo",
    "a@b",
    "jo@example",
    "jo@",
    "@example.com",
    "jo example@example.com",
    "jo@exa mple.com",
    "jo\u200B@example.com",
  ])("refuses %j", (address) => {
    expect(messageOf(rule, address)).toBe("invalid");
  });

  it("refuses an address over 254 characters (a 100,012-character one too) with its own message", () => {
    const at254 = `${"a".repeat(254 - "@example.com".length)}@example.com`;
    expect(at254).toHaveLength(textLimits.email);
    expect(messageOf(rule, at254)).toBeNull();
    expect(messageOf(rule, `a${at254}`)).toBe("too long");
    expect(messageOf(rule, `${"a".repeat(100_000)}@example.com`)).toBe("too long");
  });
});

describe("phone", () => {
  const rule = phone({ min: "Please provide a valid phone number", max: "too long" });

  it.each(["6145550123", "(614) 555-0123", "+1 614.555.0123", "614-555-0123 x12", "+1 (614) 555 0123 X 4"])(
    "accepts %j",
    (number) => {
      expect(messageOf(rule, number)).toBeNull();
    },
  );

  it.each(["abcdefghij", "call me please", "614-555-012", "(614) 555-012a", "614 555 0123 ext. 4", "614/555/0123", ""])(
    "refuses %j with the spec's message",
    (number) => {
      expect(messageOf(rule, number)).toBe("Please provide a valid phone number");
    },
  );

  it("refuses a number over 30 characters with its own message", () => {
    expect(messageOf(rule, "1".repeat(31))).toBe("too long");
  });

  it("counts digits only", () => {
    expect(phoneDigits("+1 (614) 555-0123")).toBe(11);
  });
});

describe("website", () => {
  const rule = website({ min: "Please provide a valid website URL", max: "too long" });

  it("normalises an address without a scheme to https", () => {
    expect(normalizeWebsite("www.example.com")).toBe("https://www.example.com");
    expect(normalizeWebsite("  example.com/menu ")).toBe("https://example.com/menu");
    expect(normalizeWebsite("//example.com")).toBe("https://example.com");
    expect(normalizeWebsite("http://example.com")).toBe("http://example.com");
    expect(normalizeWebsite("")).toBe("");
  });

  it.each([
    ["www.example.com", "https://www.example.com"],
    ["https://test-kitchen.example.com", "https://test-kitchen.example.com"],
    ["http://example.co.uk/menu?x=1", "http://example.co.uk/menu?x=1"],
    ["", ""],
  ])("accepts %j as %j", (value, stored) => {
    expect(rule.parse(value)).toBe(stored);
  });

  it.each([
    "example",
    "not a website",
    "javascript:alert(1)",
    "ftp://example.com",
    "https://",
    "http://localhost",
    "localhost:3000",
    "mailto:jo@example.com",
  ])("refuses %j", (value) => {
    expect(messageOf(rule, value)).toBe("Please provide a valid website URL");
  });

  it("refuses an address over 500 characters with its own message", () => {
    expect(messageOf(rule, `https://example.com/${"a".repeat(500)}`)).toBe("too long");
  });

  it("isWebsiteUrl wants http(s) and a domain name", () => {
    expect(isWebsiteUrl("https://www.example.com/menu?x=1")).toBe(true);
    expect(isWebsiteUrl("https://127.0.0.1")).toBe(false);
  });
});

describe("oneOf", () => {
  it("passes only the given values: the empty first option and unknown values fail", () => {
    const rule = oneOf(["$", "$$"], "pick one");
    expect(messageOf(rule, "$$")).toBeNull();
    expect(messageOf(rule, "")).toBe("pick one");
    expect(messageOf(rule, "$$$")).toBe("pick one");
  });
});
