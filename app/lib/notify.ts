/** A toast: its title and the sentence under it. */
export interface Notice {
  title: string;
  description?: string;
}

/**
 * Shows a toast (sonner, loaded on first use; the region is mounted by LazyToaster in root.tsx).
 * `kind` picks the icon and tone. Resolves once the toast is raised. The same notice raised again
 * while it still shows (a button pressed twice) replaces it instead of stacking a copy.
 */
export async function notify(kind: "success" | "info" | "error", { title, description }: Notice): Promise<void> {
  const { toast } = await import("sonner");
  toast[kind](title, { description, id: `${kind}:${title}:${description ?? ""}` });
}
