import { readJson, storageKeys, writeJson } from "../storage";

/**
 * product §14.1: the visitor's saved places, without an account. A list of place ids (numbers, the
 * places' keys, product §3.2) in the order they were saved, kept in browser storage through the one
 * storage wrapper. Where the browser refuses storage the list lives for this visit only (the wrapper
 * keeps it in memory) and {@link savedPlacesPersist} says so.
 *
 * It is an external store for `useSyncExternalStore`: the pre-rendered page and the hydration render
 * see the server snapshot (nothing saved), the browser's list follows right after hydration, so the
 * HTML never depends on storage.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let snapshot: readonly number[] | undefined;
let persisted = true;

/** A stored value as a clean list of ids: positive integers, each once, in stored order. */
export function parseSavedIds(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  const ids = value.filter((id): id is number => Number.isInteger(id) && id > 0);
  return [...new Set(ids)];
}

function read(): readonly number[] {
  snapshot ??= parseSavedIds(readJson(storageKeys.saved));
  return snapshot;
}

function write(ids: readonly number[]) {
  snapshot = ids;
  persisted = writeJson(storageKeys.saved, ids);
  for (const listener of listeners) listener();
}

/** Subscribes to changes of the list (also to other tabs' changes); returns the unsubscribe. */
export function subscribeSavedPlaces(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKeys.saved) return;
    snapshot = undefined;
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The saved ids, oldest first (the same array until the list changes). */
export function getSavedPlaces(): readonly number[] {
  return read();
}

const nothingSaved: readonly number[] = [];

/** Pre-render and hydration: nothing is saved. */
export function getServerSavedPlaces(): readonly number[] {
  return nothingSaved;
}

/** False once the browser refused to store the list: it then lasts for this visit only. */
export function savedPlacesPersist(): boolean {
  return persisted;
}

/** Saves a place at the end of the list (no change if it is saved already). */
export function savePlace(id: number): void {
  const ids = read();
  if (!ids.includes(id)) write([...ids, id]);
}

/** Saves every id not saved yet, in the given order, after those saved before. */
export function saveAllPlaces(ids: readonly number[]): void {
  const current = read();
  const added = ids.filter((id) => !current.includes(id));
  if (added.length > 0) write([...current, ...added]);
}

/** Removes a place; returns where it was (for undo), or -1 if it was not saved. */
export function removePlace(id: number): number {
  const ids = read();
  const index = ids.indexOf(id);
  if (index >= 0) write(ids.filter((saved) => saved !== id));
  return index;
}

/** Undo of a removal: puts the place back where it was (or at the end if the list got shorter). */
export function restorePlace(id: number, index: number): void {
  const ids = read().filter((saved) => saved !== id);
  write([...ids.slice(0, Math.max(0, index)), id, ...ids.slice(Math.max(0, index))]);
}

/** For tests: forget the cached list (the next read goes to storage again). */
export function resetSavedPlacesForTests(): void {
  snapshot = undefined;
  persisted = true;
  listeners.clear();
}
