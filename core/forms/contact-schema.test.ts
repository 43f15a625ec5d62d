import { describe, expect, it } from "vitest";
import { contactFieldNames, contactFields } from "./contact-fields";
import { contactSchema, type ContactValues } from "./contact-schema";

const valid: ContactValues = { name: "Jo", email: "jo@example.com", message: "Hours changed." };

function messages(values: Partial<ContactValues>): Record<string, string> {
  const result = contactSchema.safeParse({ ...valid, ...values });
  const byField: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) byField[String(issue.path[0])] ??= issue.message;
  return byField;
}

describe("contactSchema", () => {
  it("accepts a complete message and trims it", () => {
    expect(contactSchema.parse({ name: " Jo ", email: " jo@example.com ", message: " Hours changed. " })).toEqual(
      valid,
    );
  });

  it("needs a name of 2 to 100 characters, invisible characters not counting", () => {
    expect(messages({ name: "J" })).toEqual({ name: "Name must be at least 2 characters" });
    expect(messages({ name: "  J  " })).toEqual({ name: "Name must be at least 2 characters" });
    expect(messages({ name: "J\u200B" })).toEqual({ name: "Name must be at least 2 characters" });
    expect(messages({ name: "x".repeat(101) })).toEqual({ name: "Name must be at most 100 characters" });
  });

  it.each(["", "jo", "a@b", "jo@example", "jo @example.com"])("rejects the email %j", (email) => {
    expect(messages({ email })).toEqual({ email: "Please provide a valid email address" });
  });

  it("refuses an email over 254 characters with its own message", () => {
    expect(messages({ email: `${"a".repeat(100_000)}@example.com` })).toEqual({
      email: "Email address must be at most 254 characters",
    });
  });

  it("needs a message of 10 to 5000 characters, and refuses a longer one instead of cutting it", () => {
    expect(messages({ message: "123456789" })).toEqual({ message: "Message must be at least 10 characters" });
    expect(messages({ message: "123456789\u200B" })).toEqual({ message: "Message must be at least 10 characters" });
    expect(messages({ message: "1234567890" })).toEqual({});
    expect(messages({ message: "x".repeat(5000) })).toEqual({});
    expect(messages({ message: "x".repeat(5001) })).toEqual({ message: "Message must be at most 5000 characters" });
    expect(messages({ message: "x".repeat(100_000) })).toEqual({ message: "Message must be at most 5000 characters" });
  });

  it("the empty form fails every field", () => {
    expect(Object.keys(messages({ name: "", email: "", message: "" }))).toEqual(["name", "email", "message"]);
  });
});

describe("contactFields (the page's side of the schema)", () => {
  it("shows the schema's fields, in the schema's order", () => {
    expect(contactFieldNames).toEqual(Object.keys(contactSchema.shape));
    expect(Object.keys(contactFields)).toEqual(Object.keys(contactSchema.shape));
  });

  it("the message's counter shows the schema's limit", () => {
    const limit = contactFields.message.counter;
    expect(contactSchema.shape.message.safeParse("x".repeat(limit)).success).toBe(true);
    expect(contactSchema.shape.message.safeParse("x".repeat(limit + 1)).success).toBe(false);
  });
});
