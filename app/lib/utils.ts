import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names: shadcn/ui's `cn`, without tailwind-merge (8.4 KB gzip on every page, over the
 * byte budget: docs/decisions/019-no-tailwind-merge.md). So two classes of the same property do not
 * cancel out: which one applies depends on the stylesheet's order, not on the order written here.
 * Pass classes that add to a component's own classes; to change one of them, use or add a variant.
 * `app/components/ui/class-overrides.test.ts` fails on an override.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
