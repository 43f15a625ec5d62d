import { cva } from "class-variance-authority";
import { useEffect } from "react";
import { createRoot } from "react-dom/client";
import { toast, Toaster as Sonner, type ToasterProps } from "sonner";

/** A toast: its title and the sentence under it. */
export interface Notice {
  title: string;
  description?: string;
  /** A button in the toast, e.g. Undo. */
  action?: { label: string; onClick: () => void };
}

/**
 * The look of a toast, as a base and a variant per kind (not `!important` overrides of sonner's
 * own styles, which sit outside Tailwind's layers and would win over any utility). Sonner draws the
 * toasts `unstyled`: position, stacking and motion stay its own, the look is ours. Sonner gives a
 * toast the `toast` class plus the class of its kind.
 */
const toastBase =
  "flex w-(--width) items-start gap-2 rounded-lg border bg-white p-4 text-sm text-stone-900 shadow-lg [&_[data-icon]]:mt-0.5 [&_[data-icon]]:shrink-0";

const toastKind = cva("", {
  variants: {
    kind: {
      default: "border-stone-300",
      success: "border-stone-300 [&_[data-icon]]:text-green-700",
      info: "border-stone-300 [&_[data-icon]]:text-blue-700",
      error: "border-red-300 [&_[data-icon]]:text-primary",
    },
  },
});

/** shadcn/ui Toaster (sonner): toasts are announced to screen readers through a live region. */
function Toaster(props: ToasterProps) {
  return (
    <Sonner
      className="toaster group"
      position="bottom-right"
      toastOptions={{
        unstyled: true,
        classNames: {
          toast: toastBase,
          default: toastKind({ kind: "default" }),
          success: toastKind({ kind: "success" }),
          info: toastKind({ kind: "info" }),
          error: toastKind({ kind: "error" }),
          content: "min-w-0 flex-1",
          title: "font-semibold",
          description: "mt-0.5 text-stone-700",
          actionButton:
            "shrink-0 self-center rounded-md bg-stone-900 px-3 py-1.5 text-xs font-medium text-white hover:bg-stone-700",
        },
      }}
      {...props}
    />
  );
}

/**
 * Mounts the toast region in a React root of its own at the end of the body; resolves once sonner listens for
 * toasts (effects run children first, so the wrapper's runs after the region's). Called once, by notify.ts.
 */
export function mountRegion(): Promise<void> {
  return new Promise((resolve) => {
    const host = document.createElement("div");
    document.body.append(host);
    function Region() {
      useEffect(() => resolve(), []);
      return <Toaster />;
    }
    createRoot(host).render(<Region />);
  });
}

/** Raises a toast of `kind` in the region; the same notice raised again while it shows replaces it (its id). */
export function showToast(kind: "success" | "info" | "error", { title, description, action }: Notice): void {
  toast[kind](title, { description, action, id: `${kind}:${title}:${description ?? ""}` });
}
