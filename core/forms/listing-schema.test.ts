import { describe, expect, it } from "vitest";
import { listingFieldNames, listingFields } from "./listing-fields";
import { categoryOptions, neighborhoodOptions, priceRangeOptions } from "./listing-options";
import { listingSchema, type ListingValues } from "./listing-schema";

const emptyListing = Object.fromEntries(listingFieldNames.map((name) => [name, ""])) as Required<ListingValues>;

const valid: ListingValues = {
  name: "Test Kitchen",
  category: "restaurant",
  description: "Seasonal plates and a long bar.",
  address: "1 Main St",
  neighborhood: "short north",
  phone: "6145550123",
  website: "https://example.com",
  hours: "Mon-Fri 9-5",
  priceRange: "$$",
  contactName: "Jo",
  contactEmail: "jo@example.com",
};

/** The message of each failing field, first issue per field (what the form shows). */
function messages(values: Partial<Record<keyof ListingValues, string>>): Record<string, string> {
  const result = listingSchema.safeParse({ ...valid, ...values });
  const byField: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) byField[String(issue.path[0])] ??= issue.message;
  }
  return byField;
}

// product §5, rule by rule: [field, longest failing value, shortest passing value, message word for word].
const lengthRules: [keyof ListingValues, string, string, string][] = [
  ["name", "A", "AB", "Business name must be at least 2 characters"],
  ["description", "123456789", "1234567890", "Description must be at least 10 characters"],
  ["address", "1 Ma", "1 Mai", "Please provide a valid address"],
  ["phone", "614 555 012", "614 555 0123", "Please provide a valid phone number"],
  ["hours", "9to5", "9 - 5", "Please provide business hours"],
  ["contactName", "J", "Jo", "Contact name must be at least 2 characters"],
];

describe("listingSchema", () => {
  it("accepts a complete submission", () => {
    expect(listingSchema.safeParse(valid).success).toBe(true);
  });

  it.each(lengthRules)("%s: fails below its minimum length, passes at it", (field, short, enough, message) => {
    expect(messages({ [field]: short })).toEqual({ [field]: message });
    expect(messages({ [field]: enough })).toEqual({});
  });

  it.each(lengthRules)("%s: blank text does not count toward the minimum", (field, _short, enough, message) => {
    expect(messages({ [field]: " ".repeat(enough.length + 2) })).toEqual({ [field]: message });
  });

  it("trims the text it returns", () => {
    const result = listingSchema.parse({ ...valid, name: "  Test Kitchen  ", contactEmail: " jo@example.com " });
    expect(result.name).toBe("Test Kitchen");
    expect(result.contactEmail).toBe("jo@example.com");
  });

  it.each([
    ["category", "Please select a category"],
    ["neighborhood", "Please select a neighborhood"],
    ["priceRange", "Please select a price range"],
  ] as const)("%s: the empty first option and unknown values fail with the select's message", (field, message) => {
    expect(messages({ [field]: "" })).toEqual({ [field]: message });
    expect(messages({ [field]: "spaceport" })).toEqual({ [field]: message });
  });

  it("accepts every option of each select", () => {
    for (const option of categoryOptions) expect(messages({ category: option.value })).toEqual({});
    for (const option of neighborhoodOptions) expect(messages({ neighborhood: option.value })).toEqual({});
    for (const option of priceRangeOptions) expect(messages({ priceRange: option.value })).toEqual({});
  });

  it("website is optional: empty or absent passes", () => {
    expect(messages({ website: "" })).toEqual({});
    const withoutWebsite: ListingValues = { ...valid };
    delete withoutWebsite.website;
    expect(listingSchema.safeParse(withoutWebsite).success).toBe(true);
  });

  it.each(["example", "javascript:alert(1)", "ftp://example.com", "https://", "http://localhost"])(
    "website: %s is not a valid website URL",
    (website) => {
      expect(messages({ website })).toEqual({ website: "Please provide a valid website URL" });
    },
  );

  it("website: an address without https:// is accepted and stored with it", () => {
    expect(listingSchema.parse({ ...valid, website: " www.example.com " }).website).toBe("https://www.example.com");
  });

  it.each(["abcdefghij", "call me please", "(614) 555-01"])(
    "phone: %j holds fewer than ten digits or other characters",
    (phone) => {
      expect(messages({ phone })).toEqual({ phone: "Please provide a valid phone number" });
    },
  );

  it.each([
    ["name", 100, "Business name must be at most 100 characters"],
    ["description", 1000, "Description must be at most 1000 characters"],
    ["address", 200, "Address must be at most 200 characters"],
    ["hours", 200, "Business hours must be at most 200 characters"],
    ["contactName", 100, "Contact name must be at most 100 characters"],
  ] as const)("%s: at most %i characters, refused with its own message", (field, max, message) => {
    expect(messages({ [field]: "x".repeat(max) })).toEqual({});
    expect(messages({ [field]: "x".repeat(max + 1) })).toEqual({ [field]: message });
  });

  it("phone, website and contactEmail have maximums with their own messages", () => {
    expect(messages({ phone: "6".repeat(31) })).toEqual({ phone: "Phone number must be at most 30 characters" });
    expect(messages({ website: `https://example.com/${"a".repeat(500)}` })).toEqual({
      website: "Website URL must be at most 500 characters",
    });
    expect(messages({ contactEmail: `${"a".repeat(100_000)}@example.com` })).toEqual({
      contactEmail: "Email address must be at most 254 characters",
    });
  });

  it("invisible characters do not count toward a minimum", () => {
    expect(messages({ name: "A\u200B" })).toEqual({ name: "Business name must be at least 2 characters" });
    expect(messages({ description: "Espresso\u200B\u200B" })).toEqual({
      description: "Description must be at least 10 characters",
    });
  });

  it.each(["", "jo", "jo@", "jo@example", "a@b", "@example.com", "jo example@example.com"])(
    "contactEmail: %j is not valid",
    (contactEmail) => {
      expect(messages({ contactEmail })).toEqual({ contactEmail: "Please provide a valid email address" });
    },
  );

  it("the empty form fails every required field with its message, and only those", () => {
    expect(messages(emptyListing)).toEqual({
      name: "Business name must be at least 2 characters",
      category: "Please select a category",
      description: "Description must be at least 10 characters",
      address: "Please provide a valid address",
      neighborhood: "Please select a neighborhood",
      phone: "Please provide a valid phone number",
      hours: "Please provide business hours",
      priceRange: "Please select a price range",
      contactName: "Contact name must be at least 2 characters",
      contactEmail: "Please provide a valid email address",
    });
  });
});

describe("listing options (product §3)", () => {
  it("stores categories lowercased, in the spec's order", () => {
    expect(categoryOptions.map((option) => option.label)).toEqual([
      "Restaurant",
      "Coffee Shop",
      "Bar",
      "Club",
      "Attraction",
      "Shopping",
      "Services",
      "Entertainment",
      "Other",
    ]);
    expect(categoryOptions.map((option) => option.value)).toContain("coffee shop");
  });

  it("stores neighborhoods lowercased, in the spec's order", () => {
    expect(neighborhoodOptions.map((option) => option.label)).toEqual([
      "Downtown",
      "Short North",
      "German Village",
      "Brewery District",
      "Victorian Village",
      "Arena District",
      "University District",
      "Clintonville",
      "Grandview Heights",
      "Other",
    ]);
    for (const option of neighborhoodOptions) expect(option.value).toBe(option.label.toLowerCase());
  });

  it("stores the dollar signs of a price range", () => {
    expect(priceRangeOptions).toEqual([
      { value: "$", label: "$ (Budget Friendly)" },
      { value: "$$", label: "$$ (Moderate)" },
      { value: "$$$", label: "$$$ (Upscale)" },
      { value: "$$$$", label: "$$$$ (Fine Dining)" },
    ]);
  });
});

describe("listingFields (the page's side of the schema)", () => {
  it("shows the schema's fields, in the schema's order", () => {
    expect(Object.keys(listingFields)).toEqual(Object.keys(listingSchema.shape));
  });

  it("marks only the fields the schema lets be empty as optional", () => {
    const optional = listingFieldNames.filter((name) => listingSchema.shape[name].safeParse("").success);
    expect(optional).toEqual(["website"]);
    for (const name of listingFieldNames) expect("optional" in listingFields[name], name).toBe(optional.includes(name));
  });
});
