import { describe, expect, it } from "vitest";
import { externalHosts } from "./external-hosts";

describe("externalHosts", () => {
  it("lists each photo and map host once, sorted", () => {
    expect(
      externalHosts([
        {
          image: { url: "https://images.example.com/a.jpg" },
          images: [{ url: "https://cdn.example.org/b.jpg" }, { url: "https://images.example.com/c.jpg" }],
          mapEmbedUrl: "https://maps.example.com/maps?output=embed",
        },
        { image: { url: "https://images.example.com/d.jpg" }, images: [], mapEmbedUrl: "" },
        { image: { url: "https://images.example.com/e.jpg" }, images: [] },
      ]),
    ).toEqual({ imageHosts: ["cdn.example.org", "images.example.com"], mapHosts: ["maps.example.com"] });
  });

  it("has no map hosts when no place has a map", () => {
    expect(externalHosts([{ image: { url: "https://images.example.com/a.jpg" }, images: [] }]).mapHosts).toEqual([]);
  });
});
