import { hasServer } from "./backend";
import { honeypotField } from "#core/forms/server-contract.ts";

/**
 * product §16.5 honeypot: a text field people never meet (off screen, out of the tab order, hidden
 * from assistive technology, no autofill) that form-filling robots fill. The server answers a post
 * with it filled as usual and stores it as spam. Nothing on a static-only host (nothing is sent).
 * Place it inside the form.
 */
export function Honeypot() {
  if (!hasServer) return null;
  return (
    <div aria-hidden="true" className="absolute top-0 -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Fax number (leave this empty)
        <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
