import { useEffect, useMemo, useRef, useState } from "react";
import type * as React from "react";
import { cn } from "~/lib/utils";
import { HydrateLater } from "./hydrate-later";

type RevealState = "static" | "hidden" | "shown";

/**
 * product §2/§9: a section fades and slides in once when it scrolls into view (10% visible, 100 px
 * bottom margin). The pre-rendered HTML shows it fully; only after hydration are sections still
 * below the fold hidden until they arrive. Nothing moves when the user prefers reduced motion.
 * `later`: the section's content is hydrated after the rest of the page, apart ({@link HydrateLater}, decision 071);
 * for sections below the first screen.
 */
export function Reveal({
  as = "section",
  className,
  threshold = 0.1,
  bottomMargin = 100,
  later = false,
  children,
  ...props
}: Omit<React.ComponentProps<"section">, "ref"> & {
  as?: "section" | "div";
  threshold?: number;
  bottomMargin?: number;
  later?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<RevealState>("static");

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let first = true;
    // The observer's first report says where the section is without forcing a layout during hydration.
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1]!;
        if (first) {
          first = false;
          // Already (even partly) on screen when the page hydrates: leave it alone, never flash visible content away.
          if (entry.boundingClientRect.top < window.innerHeight) {
            observer.disconnect();
            return;
          }
          setState("hidden");
        }
        if (entry.isIntersecting) {
          setState("shown");
          observer.disconnect();
        }
      },
      { threshold, rootMargin: `0px 0px -${bottomMargin}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold, bottomMargin]);

  // The same element while the section only changes its state: a part not yet hydrated is left to hydrate later.
  const content = useMemo(() => (later ? <HydrateLater>{children}</HydrateLater> : children), [later, children]);
  // Both tags share HTMLElement's API; typed as div for the ref.
  const Tag = as as "div";
  return (
    <Tag
      ref={ref}
      data-reveal={state}
      className={cn(
        state !== "static" && "transition-all duration-700 ease-out",
        state === "hidden" && "translate-y-6 opacity-0",
        className,
      )}
      {...props}
    >
      {content}
    </Tag>
  );
}
