import { describe, expect, it } from "vitest";
import { contactFieldNames, contactFields } from "./contact-fields";
import { contactSchema, proposedOf, type ContactValues } from "./contact-schema";
import { correctionFacts } from "./correction";

const valid: ContactValues = { name: "Jo", email: "jo@example.com", message: "Hours changed." };

function messages(values: Partial<ContactValues>): Record<string, string> {
  const result = contactSchema.safeParse({ ...valid, ...values });
  const byField: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) byField[String(issue.path[0])] ??= issue.message;
  return byField;
}

describe("contactSchema", () => {
  it("accepts a complete message and trims it; a message corrects no fact", () => {
    const parsed = contactSchema.parse({ name: " Jo ", email: " jo@example.com ", message: " Hours changed. " });
    expect(parsed).toMatchObject(valid);
    expect(parsed.fact).toBe("");
    expect(proposedOf(parsed)).toBeNull();
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

describe("contactSchema for a correction (product §16.2)", () => {
  const sender = { name: "Jo", email: "jo@example.com" };
  const proposed = (values: Partial<ContactValues>) =>
    proposedOf(contactSchema.parse({ ...sender, message: "", ...values }));

  it("takes each fact with its value, the message then optional, and says what it proposes as the guide stores it", () => {
    expect(proposed({ fact: "wheelchair", wheelchair: "yes" })).toEqual({ field: "wheelchair", value: "yes" });
    expect(proposed({ fact: "toilets:wheelchair", toilet: "no" })).toEqual({
      field: "toilets:wheelchair",
      value: "no",
    });
    expect(proposed({ fact: "diet", diet: "diet:vegan", dietValue: "only" })).toEqual({
      field: "diet:vegan",
      value: "only",
    });
    expect(proposed({ fact: "reservation", reservation: "recommended" })).toEqual({
      field: "reservation",
      value: "recommended",
    });
    expect(proposed({ fact: "hours", hours: " Mon-Fri 9 AM - 5 PM " })).toEqual({
      field: "hours",
      value: "Mon-Fri 9 AM - 5 PM",
    });
    expect(proposed({ fact: "phone", phone: "(614) 555-0123" })).toEqual({ field: "phone", value: "(614) 555-0123" });
    expect(proposed({ fact: "address", address: "12 Example St" })).toEqual({
      field: "address",
      value: "12 Example St",
    });
    expect(proposed({ fact: "closed", closedOn: "2026-10" })).toEqual({ field: "closed", value: "2026-10" });
    // Web addresses as the listing form stores them: "https://" put in front.
    expect(proposed({ fact: "website", website: "www.example.com" })).toEqual({
      field: "website",
      value: "https://www.example.com",
    });
    expect(proposed({ fact: "website:menu", menu: "example.com/menu" })).toEqual({
      field: "website:menu",
      value: "https://example.com/menu",
    });
    expect(proposed({ fact: "website:booking", booking: "https://example.com/book" })).toEqual({
      field: "website:booking",
      value: "https://example.com/book",
    });
  });

  it("needs the chosen fact's value, with its own message; the listing form's words for hours, phone, website, address", () => {
    const needed = Object.fromEntries(
      Object.keys(correctionFacts).map((fact) => [fact, messages({ ...sender, fact, message: "" })]),
    );
    expect(needed).toEqual({
      hours: { hours: "Please provide business hours" },
      phone: { phone: "Please provide a valid phone number" },
      website: { website: "Please provide a valid website URL" },
      address: { address: "Please provide a valid address" },
      closed: { closedOn: "Please give the month it closed, as YYYY-MM" },
      wheelchair: { wheelchair: "Please choose how step-free it is" },
      "toilets:wheelchair": { toilet: "Please choose whether it has one" },
      diet: { diet: "Please choose the diet", dietValue: "Please choose how many dishes suit it" },
      "website:menu": { menu: "Please provide the menu's web address" },
      reservation: { reservation: "Please choose how it takes reservations" },
      "website:booking": { booking: "Please provide the booking page's web address" },
    });
  });

  it("judges the chosen fact's value by its rule, and ignores the controls of the facts not chosen", () => {
    expect(messages({ fact: "phone", phone: "call me", message: "" })).toEqual({
      phone: "Please provide a valid phone number",
    });
    expect(messages({ fact: "wheelchair", wheelchair: "maybe", message: "" })).toEqual({
      wheelchair: "Please choose how step-free it is",
    });
    expect(messages({ fact: "closed", closedOn: "October", message: "" })).toEqual({
      closedOn: "Please give the month it closed, as YYYY-MM",
    });
    expect(messages({ fact: "website:menu", menu: "not a web address", message: "" })).toEqual({
      menu: "Please provide the menu's web address",
    });
    expect(messages({ fact: "diet", diet: "diet:carnivore", dietValue: "some", message: "" })).toEqual({
      diet: "Please choose the diet",
      dietValue: "Please choose how many dishes suit it",
    });
    expect(messages({ fact: "hours", hours: "x".repeat(201), message: "" })).toEqual({
      hours: "Business hours must be at most 200 characters",
    });
    // Another fact's control, filled then left: not judged, not stored.
    const parsed = contactSchema.parse({ ...valid, fact: "wheelchair", wheelchair: "no", phone: "call me" });
    expect(proposedOf(parsed)).toEqual({ field: "wheelchair", value: "no" });
  });

  it("refuses a fact it does not offer, and a source over 500 characters", () => {
    expect(messages({ fact: "rating" })).toEqual({ fact: "Please choose what to correct" });
    expect(messages({ source: "x".repeat(501) })).toEqual({ source: "How you know must be at most 500 characters" });
    expect(contactSchema.parse({ ...valid, source: " I was there on Saturday. " }).source).toBe(
      "I was there on Saturday.",
    );
  });

  it("a control character is refused in a fact's value as everywhere", () => {
    expect(messages({ fact: "address", address: "12 Example St\u0000", message: "" })).toEqual({
      address: expect.stringContaining("invisible control character"),
    });
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
