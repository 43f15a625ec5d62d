/**
 * What every form shares (decision 004): the public entry of `app/features/forms`.
 * - {@link useValidatedForm}: the form hook (uncontrolled inputs, drafts, the schema loaded on first focus).
 * - {@link TableField} and {@link fieldNames}: a labelled field drawn from a form's field table.
 * - The shared rules ({@link email}, {@link phone}, {@link text}, {@link website}, {@link oneOf}) and
 *   {@link textLimits} (product §5).
 * - Before hydration: {@link HoldSubmitsUntilLive}, {@link NeedsJavaScriptNote}, {@link submitButtonProps},
 *   {@link takeOverSubmits}; and {@link wait} (the simulated submit's delay on a static-only host, product §7).
 * - The server (product §16, decision 027): {@link hasServer}, {@link formEndpoints}, {@link Honeypot},
 *   {@link formAttributes}; {@link postForm} (load it with the form's rules, not with the page) and
 *   {@link refusalMessage} for the sentence of a refused post.
 */
export {
  HoldSubmitsUntilLive,
  NeedsJavaScriptNote,
  formAttributes,
  submitButtonProps,
  takeOverSubmits,
} from "./before-hydration";
export { Honeypot } from "./honeypot";
export { FormRefused, postForm } from "./post-form";
export { hasServer } from "./backend";
export { formEndpoints, honeypotField } from "#core/forms/server-contract.ts";
export { TableField } from "./form-field";
export { fieldNames, type FieldOption, type FieldTable } from "#core/forms/field-table.ts";
export { textLimits } from "#core/forms/limits.ts";
export { email, oneOf, phone, text, website } from "#core/forms/rules.ts";
export { refusalMessage } from "./refusal";
export { useValidatedForm } from "./use-validated-form";
export { wait } from "./wait";
