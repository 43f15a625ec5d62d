/**
 * Form drafts kept in browser storage so nothing typed is lost on a reload (pure helpers; the hook
 * that wires them to a form is use-form-draft.ts).
 */

/** A form whose every field is text, as the listing and contact forms are (Spec §3: "all text fields"); optional fields may be absent. */
export type TextValues = Record<string, string | undefined>;

/**
 * The usable part of a stored draft: only the keys the form knows, only string values.
 * `stored` is whatever storage held (any JSON, or null); `empty` is the form's empty values, which
 * name its fields. Returns null when nothing usable is left (absent, corrupt, or all empty).
 */
export function pickDraft<T extends TextValues>(stored: unknown, empty: T): Partial<T> | null {
  if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return null;
  const draft: Partial<T> = {};
  for (const key of Object.keys(empty) as (keyof T & string)[]) {
    const value = (stored as Record<string, unknown>)[key];
    if (typeof value === "string") draft[key] = value as T[typeof key];
  }
  return isBlank(draft) ? null : draft;
}

/** True when no field holds anything but whitespace: such a form needs no draft. */
export function isBlank(values: Partial<Record<string, string | undefined>>): boolean {
  return Object.values(values).every((value) => value === undefined || value.trim() === "");
}
