import type * as React from "react";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/lazy/textarea";
import { cn } from "~/lib/utils";
import type { FieldUi } from "#core/forms/field-table.ts";

/** The accessibility wiring a control receives from {@link FormField}; spread it onto the input, select or textarea. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  "aria-required": true | undefined;
}

interface FormFieldProps {
  /** The control's id; the message id derives from it. */
  id: string;
  label: string;
  /** Marks the label with * (the form explains the mark) and the control with aria-required. */
  required?: boolean;
  /** Marks the label '(optional)' (for the few fields of a mostly required form). */
  optional?: boolean;
  /** The validation message, shown under the control (product §5/§8: "under each field"). */
  error?: string;
  /** A line under the control that the control is described by (a character counter). */
  hint?: React.ReactNode;
  /** Marks the hint as over a limit (shown in the error colour). */
  hintAlert?: boolean;
  className?: string;
  children: (control: FieldControlProps) => React.ReactNode;
}

/**
 * One labelled form field: a visible label (with * when required), the control and the field's
 * message under it. The control gets `aria-invalid` while wrong and `aria-describedby` naming the
 * message (and the hint, when there is one), so a screen reader reads the message when the field
 * takes focus after a failed submit (WCAG 3.3.1, 3.3.2).
 */
export function FormField({
  id,
  label,
  required = false,
  optional = false,
  error,
  hint,
  hintAlert = false,
  className,
  children,
}: FormFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : "", hint ? hintId : ""].filter(Boolean).join(" ");
  return (
    // content-start: in a two-column row, a field keeps its control level with its neighbour's
    // when only the neighbour shows a message.
    <div className={cn("grid content-start gap-2", className)}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-primary">
            *
          </span>
        )}
        {optional && <span className="font-normal text-muted-foreground"> (optional)</span>}
      </Label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
        "aria-required": required ? true : undefined,
      })}
      {hint && (
        <p id={hintId} className={cn("text-sm", hintAlert ? "font-medium text-destructive" : "text-muted-foreground")}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * One field of a table-driven form: label, the uncontrolled control named `name` (its value lives
 * in the page, see useValidatedForm), the counter if the row asks for one, and the message.
 * `id` is the control's id; `length` the current text length (for the counter).
 */
export function TableField({
  id,
  name,
  ui,
  error,
  length = 0,
}: {
  id: string;
  name: string;
  ui: FieldUi;
  error: string | undefined;
  length?: number;
}) {
  const over = ui.counter !== undefined && length > ui.counter;
  return (
    <FormField
      id={id}
      label={ui.label}
      required={!ui.optional}
      optional={ui.optional}
      error={error}
      hint={ui.counter !== undefined ? `${length} of ${ui.counter} characters` : undefined}
      hintAlert={over}
      className={cn(ui.wide && "md:col-span-2")}
    >
      {(control) =>
        ui.control === "select" ? (
          <NativeSelect {...control} name={name} autoComplete={ui.autoComplete}>
            <option value="">{ui.placeholder}</option>
            {ui.options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        ) : ui.control === "textarea" ? (
          <Textarea {...control} name={name} rows={ui.rows ?? 4} placeholder={ui.placeholder} />
        ) : (
          <Input
            {...control}
            name={name}
            type={ui.type ?? "text"}
            autoComplete={ui.autoComplete}
            inputMode={ui.inputMode}
            placeholder={ui.placeholder}
          />
        )
      }
    </FormField>
  );
}
