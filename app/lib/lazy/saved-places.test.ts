import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  getSavedPlaces,
  parseSavedIds,
  removePlace,
  resetSavedPlacesForTests,
  restorePlace,
  saveAllPlaces,
  savedPlacesPersist,
  savePlace,
} from "./saved-places";
import { storageKeys } from "../storage";

/** A working localStorage, or one whose every access throws (Safari with storage blocked). */
function fakeWindow(blocked: boolean) {
  const data = new Map<string, string>();
  const store = {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
  const win = {
    addEventListener: () => {},
    removeEventListener: () => {},
    get localStorage() {
      if (blocked) throw new DOMException("The operation is insecure.", "SecurityError");
      return store;
    },
  };
  vi.stubGlobal("window", win);
  return data;
}

describe("saved places", () => {
  beforeEach(() => resetSavedPlacesForTests());
  afterEach(() => vi.unstubAllGlobals());

  it("keeps ids in the order saved, each once, in storage", () => {
    const data = fakeWindow(false);
    savePlace(101);
    savePlace(205);
    savePlace(101);
    expect(getSavedPlaces()).toEqual([101, 205]);
    expect(JSON.parse(data.get(storageKeys.saved) ?? "null")).toEqual([101, 205]);
    expect(savedPlacesPersist()).toBe(true);
  });

  it("removes a place and puts it back where it was on undo", () => {
    fakeWindow(false);
    saveAllPlaces([1, 2, 3]);
    const index = removePlace(2);
    expect(getSavedPlaces()).toEqual([1, 3]);
    restorePlace(2, index);
    expect(getSavedPlaces()).toEqual([1, 2, 3]);
    expect(removePlace(99)).toBe(-1);
  });

  it("adds only new ids with Save all", () => {
    fakeWindow(false);
    savePlace(3);
    saveAllPlaces([1, 3, 2]);
    expect(getSavedPlaces()).toEqual([3, 1, 2]);
  });

  it("keeps the list for the visit when storage throws, and says it is not kept", () => {
    fakeWindow(true);
    expect(getSavedPlaces()).toEqual([]);
    savePlace(101);
    expect(getSavedPlaces()).toEqual([101]);
    expect(savedPlacesPersist()).toBe(false);
  });

  it("reads a damaged stored value as a clean list", () => {
    expect(parseSavedIds([1, "2", 1, -3, 4.5, null, 7])).toEqual([1, 7]);
    expect(parseSavedIds({ not: "a list" })).toEqual([]);
  });
});
