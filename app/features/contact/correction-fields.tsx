import { TableField } from "~/features/forms";
import { contactFields } from "#core/forms/contact-fields.ts";
import { correctionControls, factOfControl } from "#core/forms/correction.ts";

/**
 * product §16.2: the part of the contact form that makes it a correction of a place: "What to correct" (a fact of
 * core/forms/correction.ts, or "Something else"), the control(s) of the fact chosen, of the right kind (a select of
 * the fact's words, a web address, a month...), and "How do you know?". Every fact's controls are in the page; the
 * stylesheet (app.css, `data-fact-control`) shows only the chosen fact's, reading the select's checked option, so
 * the same markup works with JavaScript and without it (inside `<noscript>`). Uncontrolled, like the whole form:
 * the page holds the values (use-validated-form.ts).
 */
export function CorrectionFields({ errors }: { errors: Partial<Record<string, string>> }) {
  return (
    <>
      <TableField id="contact-fact" name="fact" ui={contactFields.fact} error={errors.fact} />
      {correctionControls.map((name) => (
        // display: contents when shown, so the field takes its place in the form's grid.
        <div key={name} data-fact-control={factOfControl[name]}>
          <TableField id={`contact-${name}`} name={name} ui={contactFields[name]} error={errors[name]} />
        </div>
      ))}
      <TableField id="contact-source" name="source" ui={contactFields.source} error={errors.source} />
    </>
  );
}
