import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names (shadcn/ui's `cn`, without tailwind-merge: that library alone weighed more
 * than all of our own first-load code). Pass classes that add to a component's base classes;
 * to change a base class, add a variant instead of an override.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
