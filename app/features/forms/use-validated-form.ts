import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { isBlank, pickDraft } from "./draft";
import { readJson, removeStorage, writeJson, type StorageKey } from "~/lib/storage";

/** A form whose every field is text (Spec §3: the listing and contact forms). */
export type FormValues = Record<string, string | undefined>;

/**
 * What the form needs of its schema: zod's `safeParse` result shape (a zod or zod/mini schema fits).
 * The first issue on a field is the message shown under it.
 */
export interface FormSchema<Out> {
  safeParse(data: unknown):
    | { success: true; data: Out }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export interface ValidatedFormOptions<V extends FormValues, Out> {
  /** The empty values: they name the fields, in form order (the first invalid one takes focus). A module constant. */
  empty: Required<V>;
  /**
   * Loads the schema (a dynamic `import()`), so the rules' code is fetched when the visitor starts on
   * the form (first focus) rather than with the page. Rejects when the code cannot be loaded.
   */
  loadSchema: () => Promise<FormSchema<Out>>;
  /** Where the draft is kept in browser storage (~/lib/storage: blocked storage means no draft, never an error). */
  draftKey: StorageKey;
  /** Sends valid data. Throw to report a failure: the values stay in place. */
  onValid: (data: Out) => Promise<void>;
  /** Called when onValid resolves, after the form and its draft were cleared. */
  onSent: () => void;
  /** Called when the schema could not be loaded or onValid threw; nothing typed is lost. */
  onFailed: () => void;
}

/** Props a text control needs from the form: spread onto an input, select or textarea. */
export interface FieldProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  ref: (element: HTMLElement | null) => void;
}

type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

/** The first message per field of a failed parse. */
function errorsOf<V>(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors<V> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "");
    errors[field] ??= issue.message;
  }
  return errors as FieldErrors<V>;
}

/**
 * Form state for the site's text forms, validated by a zod schema (Spec §4-§5 listing form; the
 * contact form follows the same rules):
 * - messages appear on submit, then follow the values as the user corrects them;
 * - a failed submit moves focus to the first invalid field, in the order of `empty`;
 * - while `onValid` runs, `isSubmitting` is true (the button shows 'Submitting...' and is disabled);
 *   on success the form returns to `empty` and the draft is removed;
 * - nothing typed is lost: after hydration the form takes back its draft from browser storage, and
 *   every change saves it (an emptied form removes it).
 * Returns the values, the messages by field, `field(name)` props for each control, the submit
 * handler for the `<form>`, and `prefetch` for the form's onFocus (loads the rules early).
 */
export function useValidatedForm<V extends FormValues, Out>({
  empty,
  loadSchema,
  draftKey,
  onValid,
  onSent,
  onFailed,
}: ValidatedFormOptions<V, Out>) {
  const [values, setValues] = useState<Required<V>>(empty);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const submitted = useRef(false);
  const schema = useRef<FormSchema<Out> | null>(null);
  const elements = useRef(new Map<string, HTMLElement>());

  useEffect(() => {
    // Storage exists only after hydration: restoring here keeps the first render equal to the pre-rendered HTML.
    const draft = pickDraft(readJson<unknown>(draftKey), empty);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the draft is unknown until the page runs in a browser
    if (draft) setValues({ ...empty, ...draft });
  }, [draftKey, empty]);

  const ensureSchema = useCallback(async () => (schema.current ??= await loadSchema()), [loadSchema]);

  const prefetch = useCallback(() => {
    ensureSchema().catch(() => {
      // Loading again on submit reports the failure there.
    });
  }, [ensureSchema]);

  const field = (name: keyof V & string): FieldProps => ({
    name,
    value: values[name] ?? "",
    onChange: (event) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (isBlank(next)) removeStorage(draftKey);
      else writeJson(draftKey, next);
      if (submitted.current && schema.current) {
        const result = schema.current.safeParse(next);
        setErrors(result.success ? {} : errorsOf<V>(result.error.issues));
      }
    },
    ref: (element) => {
      if (element) elements.current.set(name, element);
      else elements.current.delete(name);
    },
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    submitted.current = true;
    let rules: FormSchema<Out>;
    try {
      rules = await ensureSchema();
    } catch {
      onFailed();
      return;
    }
    const result = rules.safeParse(values);
    if (!result.success) {
      const found = errorsOf<V>(result.error.issues);
      setErrors(found);
      const first = (Object.keys(empty) as (keyof V & string)[]).find((name) => found[name]);
      if (first) elements.current.get(first)?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await onValid(result.data);
    } catch {
      setSubmitting(false);
      onFailed();
      return;
    }
    setSubmitting(false);
    submitted.current = false;
    setValues(empty);
    removeStorage(draftKey);
    onSent();
  };

  return { values, errors, isSubmitting, field, handleSubmit, prefetch };
}
