import type * as React from "react";

/** One option of a select: the stored value and the label shown. */
export interface FieldOption {
  value: string;
  label: string;
}

/**
 * How one field of a form is shown: its label and control. A form's table of these is typed by its
 * schema's fields (`FieldTable<typeof schema>`), so a field the schema has and the table lacks, or
 * the other way round, fails the typecheck.
 */
export interface FieldUi {
  label: string;
  control: "input" | "textarea" | "select";
  type?: React.HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"];
  placeholder?: string;
  /** Select options, after an empty first option reading `placeholder`. */
  options?: readonly FieldOption[];
  /** Not required: the label says '(optional)'. */
  optional?: boolean;
  /** Spans both columns of a two-column form. */
  wide?: boolean;
  /** Textarea height in rows. */
  rows?: number;
  /** Shows a character counter against this limit under the control. */
  counter?: number;
}

/** A form's field table: one {@link FieldUi} per field name, in form order. */
export type FieldTable<N extends string> = Readonly<Record<N, FieldUi>>;

/** The field names of a table, in form order. */
export function fieldNames<N extends string>(table: FieldTable<N>): N[] {
  return Object.keys(table) as N[];
}
