/**
 * The one way the site touches browser storage. Every call survives storage that is missing
 * (pre-render), full, or blocked by the browser (access throws a SecurityError): no page breaks
 * because of storage. When the browser refuses a write, the value is kept in memory for the life
 * of the page instead (so a closed welcome dialog stays closed while the visitor moves around the
 * site), and the call returns false to say it will not outlive a reload.
 *
 * Keys in use (keep the privacy page in step): see {@link storageKeys}.
 */
export const storageKeys = {
  /** product §9: `{product}Welcome` = "true" once the welcome dialog was closed. */
  welcome: "discoverColumbusWelcome",
  /** Draft of the business listing form, as JSON. */
  listingDraft: "discoverColumbusListingDraft",
  /** Draft of the contact form, as JSON. */
  contactDraft: "discoverColumbusContactDraft",
  /** product §19.1: draft of the review form, as JSON. */
  reviewDraft: "discoverColumbusReviewDraft",
  /** product §14.1: the saved places, a JSON list of place ids in the order saved. */
  saved: "discoverColumbusSaved",
} as const;

/** product §9: the welcome flag's stored value once the dialog was closed (under `storageKeys.welcome`). */
export const welcomeSeenValue = "true";

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** Values the browser refused to store, kept for this page's life; a key is dropped once storage takes it. */
const memory = new Map<StorageKey, string>();

function localStore(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored string, or null when absent; where storage is blocked, what this page kept in memory. */
export function readStorage(key: StorageKey): string | null {
  if (memory.has(key)) return memory.get(key) ?? null;
  try {
    return localStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores a string; false when storage is unavailable or full (the value is then kept in memory only). */
export function writeStorage(key: StorageKey, value: string): boolean {
  // Pre-render: one build process renders every page, so nothing may be remembered across them.
  if (typeof window === "undefined") return false;
  try {
    const store = localStore();
    if (store) {
      store.setItem(key, value);
      memory.delete(key);
      return true;
    }
  } catch {
    // Blocked or full: fall through to memory.
  }
  memory.set(key, value);
  return false;
}

/** Removes a key (also from memory); false when storage is unavailable. */
export function removeStorage(key: StorageKey): boolean {
  memory.delete(key);
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
