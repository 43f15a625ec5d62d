/**
 * The one way the site touches browser storage. Every call survives storage that is missing
 * (pre-render), full, or blocked by the browser (access throws a SecurityError): reads then return
 * null and writes return false, so no page breaks because of storage.
 *
 * Keys in use (keep the privacy page in step): see {@link storageKeys}.
 */
export const storageKeys = {
  /** Spec §9: `{product}Welcome` = "true" once the welcome dialog was closed. */
  welcome: "discoverColumbusWelcome",
  /** Draft of the business listing form, as JSON. */
  listingDraft: "discoverColumbusListingDraft",
  /** Draft of the contact form, as JSON. */
  contactDraft: "discoverColumbusContactDraft",
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

function localStore(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored string, or null when absent or when storage cannot be read. */
export function readStorage(key: StorageKey): string | null {
  try {
    return localStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores a string; false when storage is unavailable or full. */
export function writeStorage(key: StorageKey, value: string): boolean {
  try {
    const store = localStore();
    if (!store) return false;
    store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes a key; false when storage is unavailable. */
export function removeStorage(key: StorageKey): boolean {
  try {
    const store = localStore();
    if (!store) return false;
    store.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

/** Reads a JSON value; null when absent, unreadable or not valid JSON. */
export function readJson<T>(key: StorageKey): T | null {
  const text = readStorage(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/** Stores a JSON value; false when storage is unavailable. */
export function writeJson(key: StorageKey, value: unknown): boolean {
  return writeStorage(key, JSON.stringify(value));
}
