import { lazy, Suspense } from "react";
import { cn } from "~/lib/utils";
import { useHydratedSoon } from "~/lib/use-hydrated";
import type { SaveButtonProps } from "./lazy/saved-controls";

const LiveSaveButton = lazy(() =>
  import("./lazy/saved-controls").then((module) => ({ default: module.LiveSaveButton })),
);

export type { SaveButtonProps };

/**
 * product §14.1: the Save toggle of a place (a heart, `aria-pressed`), named "Save {name}" or
 * "Remove {name} from saved". It needs browser storage and the app, so it appears after hydration, its
 * code loaded then (saved-controls.tsx); until then its box is reserved (no layout shift) and holds
 * nothing a visitor could press in vain.
 */
export function SaveButton(props: SaveButtonProps) {
  const hydrated = useHydratedSoon();
  const box = (
    <span
      className={cn("inline-block", props.variant === "overlay" ? "size-10" : "h-10 min-w-24", props.className)}
      aria-hidden="true"
    />
  );
  if (!hydrated) return box;
  return (
    <Suspense fallback={box}>
      <LiveSaveButton {...props} />
    </Suspense>
  );
}
