import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { takeOverSubmits } from "./before-hydration";
import { isBlank, pickDraft } from "./draft";
import { errorsOf } from "#core/forms/errors.ts";
import { readJson, removeStorage, writeJson, type StorageKey } from "~/lib/storage";

/**
 * What the form needs of its schema: zod's `safeParse` result shape (a zod or zod/mini schema fits).
 * The first issue on a field is the message shown under it.
 */
export interface FormSchema<Out> {
  safeParse(
    data: unknown,
  ):
    | { success: true; data: Out }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export interface ValidatedFormOptions<N extends string, Out> {
  /** The field names, in form order (the first invalid one takes focus). A module constant. */
  fields: readonly N[];
  /**
   * Loads the schema (a dynamic `import()`), so the rules' code is fetched when the visitor starts on
   * the form (first focus) rather than with the page. Rejects when the code cannot be loaded.
   */
  loadSchema: () => Promise<FormSchema<Out>>;
  /** Where the draft is kept in browser storage (~/lib/storage: blocked storage means no draft, never an error). None: no draft. */
  draftKey?: StorageKey;
  /**
   * Sends valid data (`form`: the form, for its hidden fields). Throw to report a failure: the values
   * stay in place; an error with `fieldErrors` (the server's 422, post-form.ts) shows them under the fields.
   */
  onValid: (data: Out, form: HTMLFormElement) => Promise<void>;
  /** Called when onValid resolved, after the form and its draft were cleared. */
  onSent: () => void;
  /** Called with the error when the schema could not be loaded or onValid threw; nothing typed is lost (refusal.ts says what to show). */
  onFailed: (error: unknown) => void;
}

/** One value per field, as the page's controls hold it. */
export type FieldValues<N extends string> = Record<N, string>;

/** A control of the form by name: input, select or textarea (null when the form has none). */
function controlOf(
  form: HTMLFormElement,
  name: string,
): HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null {
  const control = form.elements.namedItem(name);
  return control instanceof HTMLInputElement ||
    control instanceof HTMLSelectElement ||
    control instanceof HTMLTextAreaElement
    ? control
    : null;
}

/** The values the form's controls hold now, by field name ("" for a missing control). */
export function readValues<N extends string>(form: HTMLFormElement, fields: readonly N[]): FieldValues<N> {
  const values = {} as FieldValues<N>;
  for (const name of fields) values[name] = controlOf(form, name)?.value ?? "";
  return values;
}

/** Puts a value into the form's control of that name (a select takes it only if it is one of its options). */
export function writeValue(form: HTMLFormElement, name: string, value: string): void {
  const control = controlOf(form, name);
  if (control) control.value = value;
}

const emptyOf = <N extends string>(fields: readonly N[]) =>
  Object.fromEntries(fields.map((name) => [name, ""])) as FieldValues<N>;

/**
 * Form state for the site's forms (listing, contact, newsletter), validated by a zod schema
 * (product §4-§5). The controls are uncontrolled: the page's own inputs hold the values, so what
 * the visitor typed, chose or ticked before the app took over stays where it is (product §12.4).
 * - Messages appear on submit, then follow the values as the visitor corrects them; a failed
 *   submit moves focus to the first invalid field, in the order of `fields`.
 * - While `onValid` runs, `isSubmitting` is true; on success the form is reset (`form.reset()`:
 *   every control back to empty), the draft removed, then `onSent` runs.
 * - When the app takes over: if the visitor typed before, that is kept and becomes the draft; if the
 *   form is still empty, the draft from browser storage fills it. A submit the visitor made before
 *   (held by {@link HoldSubmitsUntilLive}) is then handled, with what they typed.
 * - Every change saves the draft (an emptied form removes it).
 * Returns `formProps` to spread on the `<form>` (ref, onSubmit, onChange, onFocus: the rules load on
 * first focus), the messages by field, `isSubmitting`, a snapshot of the `values` (for counters;
 * refreshed on each change), `setValue` to put text into a field as if the visitor typed it, and `restoreDraft`
 * to fill controls that came into the page later from the draft (a field absent from the page keeps its draft).
 */
export function useValidatedForm<N extends string, Out>({
  fields,
  loadSchema,
  draftKey,
  onValid,
  onSent,
  onFailed,
}: ValidatedFormOptions<N, Out>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<FieldValues<N>>(() => emptyOf(fields));
  const [errors, setErrors] = useState<Partial<Record<N, string>>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const submitted = useRef(false);
  const schema = useRef<FormSchema<Out> | null>(null);

  const ensureSchema = useCallback(async () => (schema.current ??= await loadSchema()), [loadSchema]);

  const prefetch = useCallback(() => {
    ensureSchema().catch(() => {
      // Loading again on submit reports the failure there.
    });
  }, [ensureSchema]);

  const saveDraft = useCallback(
    (next: FieldValues<N>) => {
      if (!draftKey) return;
      // A field whose control is not in the page now (a correction's fields before its place's name arrived)
      // keeps what the draft held for it.
      const stored: Partial<Record<N, string>> = pickDraft(readJson<unknown>(draftKey), fields) ?? {};
      const form = formRef.current;
      const kept = { ...next };
      for (const name of fields) if (form && !controlOf(form, name) && stored[name]) kept[name] = stored[name];
      if (isBlank(kept)) removeStorage(draftKey);
      else writeJson(draftKey, kept);
    },
    [draftKey, fields],
  );

  /** Reads the controls after a change: snapshot, draft, and the messages once a submit failed. */
  const sync = useCallback(() => {
    const form = formRef.current;
    if (!form) return;
    const next = readValues(form, fields);
    setValues(next);
    saveDraft(next);
    if (submitted.current && schema.current) {
      const result = schema.current.safeParse(next);
      setErrors(result.success ? {} : errorsOf<N>(result.error.issues));
    }
  }, [fields, saveDraft]);

  /**
   * Fills the form's empty controls from the stored draft: for controls that come into the page after it took
   * over (a correction's fields), called once they are there.
   */
  const restoreDraft = useCallback(() => {
    const form = formRef.current;
    if (!form || !draftKey) return;
    const draft = pickDraft(readJson<unknown>(draftKey), fields);
    for (const [name, value] of Object.entries(draft ?? {})) {
      if (controlOf(form, name)?.value === "") writeValue(form, name, value as string);
    }
    setValues(readValues(form, fields));
  }, [draftKey, fields]);

  const setValue = useCallback(
    (name: N, value: string) => {
      if (!formRef.current) return;
      writeValue(formRef.current, name, value);
      sync();
    },
    [sync],
  );

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = readValues(form, fields);
    if (isBlank(typed)) {
      // Storage exists only in the browser: restoring here keeps the first render equal to the pre-rendered HTML.
      const draft = draftKey ? pickDraft(readJson<unknown>(draftKey), fields) : null;
      for (const [name, value] of Object.entries(draft ?? {})) writeValue(form, name, value as string);
    } else {
      saveDraft(typed);
    }
    setValues(readValues(form, fields));
    takeOverSubmits(form);
  }, [draftKey, fields, saveDraft]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (busy.current) return;
    submitted.current = true;
    let rules: FormSchema<Out>;
    try {
      rules = await ensureSchema();
    } catch (error) {
      onFailed(error);
      return;
    }
    const result = rules.safeParse(readValues(form, fields));
    if (!result.success) {
      const found = errorsOf<N>(result.error.issues);
      setErrors(found);
      const first = fields.find((name) => found[name]);
      if (first) controlOf(form, first)?.focus();
      return;
    }
    setErrors({});
    busy.current = true;
    setSubmitting(true);
    try {
      await onValid(result.data, form);
    } catch (error) {
      const fieldErrors = (error as { fieldErrors?: Partial<Record<N, string>> } | null)?.fieldErrors;
      if (fieldErrors) {
        setErrors(fieldErrors);
        const first = fields.find((name) => fieldErrors[name]);
        if (first) controlOf(form, first)?.focus();
      }
      onFailed(error);
      return;
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
    submitted.current = false;
    form.reset();
    setValues(readValues(form, fields));
    if (draftKey) removeStorage(draftKey);
    onSent();
  };

  return {
    formProps: { ref: formRef, onSubmit, onChange: sync, onFocus: prefetch },
    errors,
    isSubmitting,
    values,
    setValue,
    restoreDraft,
  };
}
