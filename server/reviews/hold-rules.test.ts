import { describe, expect, it } from "vitest";
import {
  holdReasons,
  nearlySame,
  textWords,
  throwawayDomainOf,
  type HoldCandidate,
  type RecentReview,
} from "./hold-rules";
import { throwawayDomains } from "./throwaway-domains";

const text =
  "We went on a Saturday night; the pierogi were crisp, the beer list long and the staff kind to our toddler.";
const otherText =
  "A quiet museum morning: the glass room alone is worth the trip, and the cafe downstairs does a fine soup.";

function candidate(overrides: Partial<HoldCandidate> = {}): HoldCandidate {
  return { placeId: 7, stars: 5, text, emailDomain: "example.com", at: "2026-11-10T18:00:00Z", ...overrides };
}

function review(overrides: Partial<RecentReview> = {}): RecentReview {
  return { placeId: 7, stars: 5, text: otherText, at: "2026-11-10T12:00:00Z", ...overrides };
}

const keys = (reasons: { key: string }[]) => reasons.map((reason) => reason.key);

describe("holdReasons: a burst of extreme ratings (product §19.4)", () => {
  it("holds the third 5-star review of a place within 24 hours, saying so without its stars", () => {
    const reasons = holdReasons(candidate(), [review({ at: "2026-11-09T18:00:00Z" }), review()]);
    expect(reasons).toEqual([
      {
        key: "burst",
        message:
          "One of 3 reviews of this place with the same rating, the lowest or the highest, confirmed within 24 hours.",
      },
    ]);
  });

  it("holds a burst of 1-star reviews the same way", () => {
    const reasons = holdReasons(candidate({ stars: 1 }), [review({ stars: 1 }), review({ stars: 1 })]);
    // The desk decides before it sees the rating: the reason is the same for 1 star as for 5.
    expect(reasons[0]?.message).toBe(holdReasons(candidate(), [review(), review()])[0]?.message);
    expect(reasons[0]?.message).not.toMatch(/star/);
  });

  it("lets the second one through: two are not a burst", () => {
    expect(holdReasons(candidate(), [review()])).toEqual([]);
  });

  it("does not count a review confirmed just over 24 hours before", () => {
    expect(holdReasons(candidate(), [review({ at: "2026-11-09T17:59:59Z" }), review()])).toEqual([]);
  });

  it("counts reviews of other places, other ratings or middle ratings in no burst", () => {
    expect(holdReasons(candidate(), [review({ placeId: 8 }), review({ stars: 4 }), review()])).toEqual([]);
    const fours = [review({ stars: 4 }), review({ stars: 4 }), review({ stars: 4 })];
    expect(holdReasons(candidate({ stars: 4 }), fours)).toEqual([]);
  });
});

describe("holdReasons: the same text on several places (product §19.4)", () => {
  it("holds a text already on another place, whatever its case, spacing and punctuation", () => {
    const copy = review({
      placeId: 12,
      text: "we went on a saturday night -- the PIEROGI were crisp,   the beer list long and the staff kind to our toddler",
      at: "2026-11-05T02:00:00Z",
    });
    expect(holdReasons(candidate({ stars: 4 }), [copy])).toEqual([
      {
        key: "same-text",
        message: "The same text, or nearly, as a review of another place (place 12) confirmed on 2026-11-04.",
      },
    ]);
  });

  it("holds a near copy: one word changed in 21", () => {
    const copy = review({ placeId: 12, text: text.replace("pierogi", "tacos") });
    expect(keys(holdReasons(candidate({ stars: 3 }), [copy]))).toEqual(["same-text"]);
  });

  it("lets through a text that shares a sentence but differs in more than one word in ten", () => {
    const shared = review({
      placeId: 12,
      text: text.replace("pierogi were crisp, the beer list long", "wings were soggy"),
    });
    expect(holdReasons(candidate({ stars: 3 }), [shared])).toEqual([]);
  });

  it("compares only with reviews of the 7 days before it", () => {
    const copy = (at: string) => review({ placeId: 12, text, at });
    expect(keys(holdReasons(candidate({ stars: 3 }), [copy("2026-11-03T18:00:00Z")]))).toEqual(["same-text"]);
    expect(holdReasons(candidate({ stars: 3 }), [copy("2026-11-03T17:59:59Z")])).toEqual([]);
  });

  it("does not compare a text with the place's own reviews", () => {
    expect(holdReasons(candidate({ stars: 3 }), [review({ text })])).toEqual([]);
  });
});

describe("holdReasons: a throwaway email domain (product §19.4)", () => {
  it("holds an address at a listed domain, and at any subdomain of one", () => {
    expect(holdReasons(candidate({ stars: 3, emailDomain: "mailinator.com" }), [])).toEqual([
      { key: "throwaway-domain", message: "The address is at a throwaway email domain (mailinator.com)." },
    ]);
    expect(keys(holdReasons(candidate({ stars: 3, emailDomain: "Inbox.Mailinator.COM." }), []))).toEqual([
      "throwaway-domain",
    ]);
  });

  it("lets through common providers and a domain that only ends in a listed name", () => {
    expect(throwawayDomainOf("gmail.com")).toBeUndefined();
    expect(throwawayDomainOf("osu.edu")).toBeUndefined();
    expect(throwawayDomainOf("columbusmailinator.com")).toBeUndefined();
  });

  it("gives every reason that applies, in order", () => {
    const copy = review({ placeId: 12, text });
    const reasons = holdReasons(candidate({ emailDomain: "guerrillamail.com" }), [review(), review(), copy]);
    expect(keys(reasons)).toEqual(["burst", "same-text", "throwaway-domain"]);
  });
});

describe("the same-text rule's parts", () => {
  it("reads words without case, accents, apostrophes or punctuation", () => {
    expect(textWords("  Café  JOE'S—great!\n\nReally… ")).toEqual(["cafe", "joes", "great", "really"]);
  });

  it("allows one word of difference in ten, at least one", () => {
    const ten = "one two three four five six seven eight nine ten".split(" ");
    expect(nearlySame(ten, [...ten.slice(0, 9), "eleven"])).toBe(true);
    expect(nearlySame(ten, [...ten.slice(0, 8), "x", "y"])).toBe(false);
    const thirty = Array.from({ length: 30 }, (_, i) => `w${i}`);
    expect(nearlySame(thirty, [...thirty.slice(0, 27), "a", "b", "c"])).toBe(true);
    expect(nearlySame(thirty, [...thirty.slice(0, 26), "a", "b", "c", "d"])).toBe(false);
    expect(nearlySame(thirty, thirty.slice(3))).toBe(true);
  });

  it("compares long texts within the band quickly", () => {
    const long = Array.from({ length: 900 }, (_, i) => `word${i % 97}`);
    const changed = long.map((word, i) => (i % 15 === 0 ? "other" : word));
    expect(nearlySame(long, changed)).toBe(true);
    expect(
      nearlySame(
        long,
        long.map((word, i) => (i % 5 === 0 ? "other" : word)),
      ),
    ).toBe(false);
  });
});

describe("the throwaway domains' list", () => {
  it("holds the whole source list, lower case and without blanks", () => {
    expect(throwawayDomains.size).toBe(8335);
    expect([...throwawayDomains].filter((domain) => !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain))).toEqual([]);
  });
});
