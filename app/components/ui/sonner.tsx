import { cva } from "class-variance-authority";
import { Toaster as Sonner, type ToasterProps } from "sonner";

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

export { Toaster };
