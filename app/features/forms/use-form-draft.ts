import { useEffect } from "react";
import type { UseFormReset, UseFormSubscribe } from "react-hook-form";
import { isBlank, pickDraft, type TextValues } from "./draft";
import { readJson, removeStorage, writeJson, type StorageKey } from "~/lib/storage";

/** What {@link useFormDraft} needs: the storage key, the form's empty values and two react-hook-form methods. */
export interface FormDraftOptions<T extends TextValues> {
  key: StorageKey;
  /** The form's empty values (a module constant: it names the fields and must keep its identity). */
  empty: T;
  reset: UseFormReset<T>;
  subscribe: UseFormSubscribe<T>;
}

/**
 * Nothing typed is lost: after hydration the form takes back a draft from browser storage, then
 * saves one on every change (an emptied form removes it). Storage that is blocked or full only
 * means no draft: every call goes through ~/lib/storage, which never throws.
 * The caller clears the draft after a successful submit with {@link clearFormDraft}.
 */
export function useFormDraft<T extends TextValues>({ key, empty, reset, subscribe }: FormDraftOptions<T>): void {
  useEffect(() => {
    const draft = pickDraft(readJson<unknown>(key), empty);
    if (draft) reset({ ...empty, ...draft }, { keepDefaultValues: true });
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        if (isBlank(values)) removeStorage(key);
        else writeJson(key, values);
      },
    });
  }, [key, empty, reset, subscribe]);
}

/** Removes a form's draft (after a successful submit). */
export function clearFormDraft(key: StorageKey): void {
  removeStorage(key);
}
