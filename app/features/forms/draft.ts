/**
 * Form drafts kept in browser storage so nothing typed is lost on a reload (pure helpers; the hook
 * that wires them to a form is use-validated-form.ts).
 */

/** A form's values as the page holds them: every field is text (a select's value is text too). */
export type TextValues = Record<string, string | undefined>;

/**
 * The usable part of a stored draft: only the form's own fields, only string values.
 * `stored` is whatever storage held (any JSON, or null); `names` are the form's field names.
 * Returns null when nothing usable is left (absent, corrupt, or all blank).
 */
export function pickDraft<N extends string>(stored: unknown, names: readonly N[]): Partial<Record<N, string>> | null {
  if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return null;
  const draft: Partial<Record<N, string>> = {};
  for (const name of names) {
    const value = (stored as Record<string, unknown>)[name];
    if (typeof value === "string") draft[name] = value;
  }
  return isBlank(draft) ? null : draft;
}

/** True when no field holds anything but whitespace: such a form needs no draft. */
export function isBlank(values: TextValues): boolean {
  return Object.values(values).every((value) => value === undefined || value.trim() === "");
}
