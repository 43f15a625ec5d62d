/**
 * The visitor's sentence of a failed send: the server's own words when it refused the post (a limit,
 * "Nothing was saved, please try again in a moment", post-form.ts FormRefused), else undefined (the
 * form then says its own words).
 */
export function refusalMessage(error: unknown): string | undefined {
  return error instanceof Error && error.name === "FormRefused" ? error.message : undefined;
}
