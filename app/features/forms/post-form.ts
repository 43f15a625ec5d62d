/**
 * A post the server did not take (product §16): its sentence for the visitor (the server's own, e.g.
 * a limit's "try again in 40 minutes", or ours when the server could not be reached), and for a 422
 * the messages by field, which the form shows under its fields.
 */
export class FormRefused extends Error {
  constructor(
    message: string,
    readonly fieldErrors?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = "FormRefused";
  }
}

/** Shown when the post never got an answer (offline, a dropped connection). */
export const unreachable =
  "Nothing was saved: we could not reach the guide's server. Check your connection and try again.";

/**
 * Posts a form as the browser would without JavaScript (product §16, decision 027): every field of
 * the form (the honeypot and hidden fields included), form-urlencoded, to the form's own `action`,
 * but asking for JSON (`Accept: application/json`), so the server answers 201 with JSON instead of a
 * redirect. The server validates with the form's own schema. Resolves with the answer's JSON on 201;
 * throws {@link FormRefused} with the server's sentence (403, 413, 415, 429, 503: nothing was saved)
 * or its field messages (422), or with {@link unreachable} when no answer came. It imports nothing
 * the page itself uses, so it loads with the form's submit, never with the page.
 */
export async function postForm<Answer>(form: HTMLFormElement): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(form.action, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
      credentials: "same-origin",
    });
  } catch {
    throw new FormRefused(unreachable);
  }
  const answer = (await response.json().catch(() => ({}))) as { error?: string; errors?: Record<string, string> };
  if (response.status === 201) return answer as Answer;
  throw new FormRefused(answer.error ?? unreachable, response.status === 422 ? answer.errors : undefined);
}
