import type * as React from "react";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/utils";

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
  /** The validation message, shown under the control (Spec §5/§8: "under each field"). */
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => React.ReactNode;
}

/**
 * One labelled form field: a visible label (with * when required), the control and the field's
 * message under it. The control gets `aria-invalid` while wrong and `aria-describedby` naming the
 * message, so a screen reader reads the message when the
 * field takes focus after a failed submit (WCAG 3.3.1, 3.3.2).
 */
export function FormField({ id, label, required = false, optional = false, error, className, children }: FormFieldProps) {
  const errorId = `${id}-error`;
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
        "aria-describedby": error ? errorId : undefined,
        "aria-required": required ? true : undefined,
      })}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
