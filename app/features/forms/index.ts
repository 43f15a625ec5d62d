/**
 * What every form shares (decision 004): the public entry of `app/features/forms`.
 * - {@link useValidatedForm}: the form hook (uncontrolled inputs, drafts, the schema loaded on first focus).
 * - {@link TableField} and {@link fieldNames}: a labelled field drawn from a form's field table.
 * - The shared rules ({@link email}, {@link phone}, {@link text}, {@link website}, {@link oneOf}) and
 *   {@link textLimits} (product §5).
 * - Before hydration: {@link HoldSubmitsUntilLive}, {@link NeedsJavaScriptNote}, {@link submitButtonProps},
 *   {@link takeOverSubmits}; and {@link wait} (the simulated submit's delay, product §7).
 */
export { HoldSubmitsUntilLive, NeedsJavaScriptNote, submitButtonProps, takeOverSubmits } from "./before-hydration";
export { TableField, fieldNames, type FieldOption, type FieldTable } from "./form-field";
export { textLimits } from "./limits";
export { email, oneOf, phone, text, website } from "./rules";
export { useValidatedForm } from "./use-validated-form";
export { wait } from "./wait";
