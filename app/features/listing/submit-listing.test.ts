// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Listing } from "#core/forms/listing-schema.ts";
import { submitListing } from "./submit-listing";
import { unreachable } from "~/features/forms/post-form";

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

/** A listing form as the page has it: its action, two of its fields and the honeypot. */
function listingForm(): HTMLFormElement {
  document.body.innerHTML = `<form method="post" action="/api/listings"><input name="name" value=" Test Kitchen "><input name="contactEmail" value="jo@example.com"><input name="fax_number" value=""></form>`;
  return document.querySelector("form")!;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

/** Stubs fetch with one answer and returns the mock, to read what was sent. */
function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("submitListing (product §16.1)", () => {
  it("posts the form's fields as typed, honeypot included, to its action, asking for JSON, and resolves with the status link", async () => {
    const fetch = answer(201, { statusUrl: "/requests/abc" });
    await expect(submitListing(listing, listingForm())).resolves.toBe("/requests/abc");
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new URL(url).pathname).toBe("/api/listings");
    expect(init.method).toBe("POST");
    expect(init.headers).toEqual({ Accept: "application/json" });
    expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({
      name: " Test Kitchen ",
      contactEmail: "jo@example.com",
      fax_number: "",
    });
  });

  it("a 422 rejects with the server's messages by field", async () => {
    answer(422, {
      error: "Some fields need your attention. Nothing was saved.",
      errors: { name: "Business name must be at least 2 characters" },
    });
    await expect(submitListing(listing, listingForm())).rejects.toMatchObject({
      name: "FormRefused",
      fieldErrors: { name: "Business name must be at least 2 characters" },
    });
  });

  it("a limit or a database that is down rejects with the server's sentence, and no field messages", async () => {
    answer(429, {
      error:
        "You have sent this form too often from your connection. Nothing was saved: please try again in 12 minutes.",
    });
    await expect(submitListing(listing, listingForm())).rejects.toMatchObject({
      message: expect.stringContaining("try again in 12 minutes"),
      fieldErrors: undefined,
    });
  });

  it("no answer at all (offline) rejects with a sentence that says nothing was saved", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(submitListing(listing, listingForm())).rejects.toMatchObject({ message: unreachable });
    expect(unreachable).toMatch(/^Nothing was saved/);
  });
});
