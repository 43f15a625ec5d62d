import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readJson, readStorage, removeStorage, storageKeys, writeJson, writeStorage } from "./storage";

/** A working localStorage in memory, as a browser that allows site data has. */
function workingStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** A window whose localStorage getter throws, as browsers do when site data is blocked. */
function blockedWindow() {
  return Object.defineProperty({}, "localStorage", {
    get() {
      throw new DOMException("The operation is insecure.", "SecurityError");
    },
  });
}

const key = storageKeys.welcome;

afterEach(() => {
  removeStorage(key);
  removeStorage(storageKeys.listingDraft);
  vi.unstubAllGlobals();
});

describe("storage where the browser allows it", () => {
  let store: Storage;
  beforeEach(() => {
    store = workingStorage();
    vi.stubGlobal("window", { localStorage: store });
  });

  it("writes, reads and removes through localStorage", () => {
    expect(writeStorage(key, "true")).toBe(true);
    expect(store.getItem(key)).toBe("true");
    expect(readStorage(key)).toBe("true");
    expect(removeStorage(key)).toBe(true);
    expect(store.getItem(key)).toBeNull();
    expect(readStorage(key)).toBeNull();
  });

  it("reads JSON back, and null for text that is not JSON", () => {
    writeJson(storageKeys.listingDraft, { name: "Ada" });
    expect(readJson(storageKeys.listingDraft)).toEqual({ name: "Ada" });
    store.setItem(storageKeys.listingDraft, "{not json");
    expect(readJson(storageKeys.listingDraft)).toBeNull();
  });

  it("keeps a value in memory when the write fails (storage full), and hands it back", () => {
    store.setItem = () => {
      throw new DOMException("Quota exceeded", "QuotaExceededError");
    };
    expect(writeStorage(key, "true")).toBe(false);
    expect(readStorage(key)).toBe("true");
  });
});

describe("storage the browser blocks", () => {
  beforeEach(() => vi.stubGlobal("window", blockedWindow()));

  it("never throws: reads give null, writes and removals give false", () => {
    expect(readStorage(key)).toBeNull();
    expect(removeStorage(key)).toBe(false);
    expect(writeStorage(key, "true")).toBe(false);
  });

  it("remembers what was written for the life of the page, until it is removed", () => {
    writeStorage(key, "true");
    expect(readStorage(key)).toBe("true");
    writeJson(storageKeys.listingDraft, { name: "Ada" });
    expect(readJson(storageKeys.listingDraft)).toEqual({ name: "Ada" });
    removeStorage(key);
    expect(readStorage(key)).toBeNull();
  });
});

describe("storage before the page runs in a browser (pre-render)", () => {
  it("reads null and keeps nothing, since one build renders every page", () => {
    expect(typeof window).toBe("undefined");
    expect(writeStorage(key, "true")).toBe(false);
    expect(readStorage(key)).toBeNull();
  });
});
