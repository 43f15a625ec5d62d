/** The first message per field of a failed parse. */
export function errorsOf<N extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Partial<Record<N, string>> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "");
    errors[field] ??= issue.message;
  }
  return errors as Partial<Record<N, string>>;
}
