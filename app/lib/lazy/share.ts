import { notify } from "~/lib/notify";

/**
 * product §14.1: shares a link. Uses the browser's share sheet where there is one; otherwise copies the
 * link and confirms with a toast; where copying is refused too, the toast shows the link to copy by hand.
 * A share sheet the visitor closes is not an error. Resolves to how the link went out.
 */
export async function shareLink({
  url,
  title,
}: {
  url: string;
  title: string;
}): Promise<"shared" | "copied" | "shown" | "cancelled"> {
  const data = { url, title };
  if (typeof navigator.share === "function" && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data);
      return "shared";
    } catch (error) {
      if ((error as DOMException).name === "AbortError") return "cancelled";
      // Not allowed here (no user activation, policy): fall back to copying.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    await notify("success", { title: "Link copied", description: "Paste it anywhere to share it." });
    return "copied";
  } catch {
    await notify("info", { title: "Copy this link to share it", description: url });
    return "shown";
  }
}
