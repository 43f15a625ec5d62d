import { describe, expect, it } from "vitest";
import { newsletterSchema } from "./newsletter-schema";
import { contactSchema } from "./contact-schema";
import { listingSchema } from "./listing-schema";

/** The email field of each form, as its schema checks it. */
const emailRules = {
  newsletter: newsletterSchema.shape.email,
  contact: contactSchema.shape.email,
  listing: listingSchema.shape.contactEmail,
};

describe("one email rule for every form", () => {
  it.each(["a@b", "jo@example", "jo", "", `${"a".repeat(100_000)}@example.com`, "jo @example.com"])(
    "every form refuses %j (the newsletter too)",
    (address) => {
      for (const [form, rule] of Object.entries(emailRules)) expect(rule.safeParse(address).success, form).toBe(false);
    },
  );

  it.each(["jo@example.com", " reader@mail.example.co.uk "])("every form accepts %j", (address) => {
    for (const [form, rule] of Object.entries(emailRules)) expect(rule.safeParse(address).success, form).toBe(true);
  });

  it("the newsletter says why with the forms' messages", () => {
    const messageOf = (email: string) => {
      const result = newsletterSchema.safeParse({ email });
      return result.success ? null : result.error.issues[0]?.message;
    };
    expect(messageOf("a@b")).toBe("Please provide a valid email address");
    expect(messageOf(`${"a".repeat(100_000)}@example.com`)).toBe("Email address must be at most 254 characters");
  });
});
