import { describe, expect, it } from "vitest";
import { factsAskedFor } from "../places/fact-words";
import { contactFieldNames, contactFields } from "./contact-fields";
import { correctionControls, correctionFactKeys, factOfLink, factOfControl } from "./correction";

describe("the facts a correction offers (product §16.2)", () => {
  it("reads a correction link's fact: a fact, hours, or one diet", () => {
    expect(factOfLink("wheelchair")).toEqual({ fact: "wheelchair" });
    expect(factOfLink("hours")).toEqual({ fact: "hours" });
    expect(factOfLink("diet:gluten_free")).toEqual({ fact: "diet", diet: "diet:gluten_free" });
    for (const odd of [null, "", "diet", "rating", "constructor", "__proto__", "diet:carnivore"])
      expect(factOfLink(odd), String(odd)).toEqual(odd === "diet" ? { fact: "diet" } : null);
  });

  it("offers every fact the place page asks about, so each 'Know? Tell us' opens with its fact chosen", () => {
    for (const key of factsAskedFor("restaurant")) expect(factOfLink(key), key).not.toBeNull();
  });

  it("has a field of the form for each control, in the form's order, and each control is one fact's", () => {
    const fieldsOfFacts = contactFieldNames.filter((name) => name in factOfControl);
    expect(fieldsOfFacts).toEqual(correctionControls);
    expect(new Set(correctionControls).size).toBe(correctionControls.length);
    expect(contactFields.fact.options.map((option) => option.value)).toEqual(correctionFactKeys);
  });
});
