import { describe, expect, it } from "vitest";
import { emptyContact, type ContactValues } from "./contact-fields";
import { contactSchema } from "./contact-schema";

const valid: ContactValues = { name: "Jo", email: "jo@example.com", message: "Hours changed." };

function messages(values: Partial<ContactValues>): Record<string, string> {
  const result = contactSchema.safeParse({ ...valid, ...values });
  const byField: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) byField[String(issue.path[0])] ??= issue.message;
  return byField;
}

describe("contactSchema", () => {
  it("accepts a complete message and trims it", () => {
    expect(contactSchema.parse({ name: " Jo ", email: " jo@example.com ", message: " Hours changed. " })).toEqual(valid);
  });

  it("needs a name of at least 2 characters", () => {
    expect(messages({ name: "J" })).toEqual({ name: "Name must be at least 2 characters" });
    expect(messages({ name: "  J  " })).toEqual({ name: "Name must be at least 2 characters" });
  });

  it.each(["", "jo", "jo@example", "jo @example.com"])("rejects the email %j", (email) => {
    expect(messages({ email })).toEqual({ email: "Please provide a valid email address" });
  });

  it("needs a message of 10 to 5000 characters", () => {
    expect(messages({ message: "123456789" })).toEqual({ message: "Message must be at least 10 characters" });
    expect(messages({ message: "1234567890" })).toEqual({});
    expect(messages({ message: "x".repeat(5000) })).toEqual({});
    expect(messages({ message: "x".repeat(5001) })).toEqual({ message: "Message must be at most 5000 characters" });
  });

  it("the empty form fails every field", () => {
    expect(Object.keys(messages(emptyContact))).toEqual(["name", "email", "message"]);
  });
});
