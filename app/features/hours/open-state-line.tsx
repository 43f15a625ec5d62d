import { Clock } from "lucide";
import { Icon } from "~/components/ui/icon";
import { useMemo } from "react";
import { useMinuteClock } from "~/lib/minute-clock";
import type { OpenTone } from "#core/hours/open-state.ts";
import type { CompactHours } from "#core/hours/hours-calendar.ts";
import { useOpenRule } from "./use-open-rule";
import { site } from "#core/site-config.ts";
import { cn } from "~/lib/utils";

/**
 * Colour of each state's label: open green, closing soon amber, closed red, others stone. Each is a
 * 700-800 shade on white or the card's background, WCAG AA for small text (4.5:1 and up); the words say
 * the same, so colour is never the only carrier.
 */
const toneClass: Record<OpenTone, string> = {
  open: "text-green-800",
  soon: "text-amber-800",
  closed: "text-red-800",
  neutral: "text-stone-700",
};

/**
 * A place's open-now state in Columbus time (product §11), e.g. "Open now · Closes 10 PM", on one line of
 * reserved height. The pre-rendered HTML and the hydrating render leave the line empty (the state depends on
 * the clock); it fills once the page's minute clock first ticks and the rule's chunk is in (both after
 * hydration), and follows the clock each minute. Places whose hours
 * are not known say so, which does not depend on the clock and so is pre-rendered.
 *
 * `hours` is the compact hours of a card summary (`PlaceSummary.openingHours`, null = not known).
 */
export function OpenStateLine({
  hours,
  size = "sm",
  className,
}: {
  hours: CompactHours | null;
  /** "sm" on cards (one 20 px line), "base" on the place page (one 24 px line). */
  size?: "sm" | "base";
  className?: string;
}) {
  const rule = useOpenRule(hours !== null);
  const calendar = useMemo(() => rule?.expandHours(hours) ?? null, [rule, hours]);
  const now = useMinuteClock();
  const state = rule && calendar && now ? rule.openState(calendar, now, { timeZone: site.timeZone }) : null;
  const words = state && rule ? rule.openStateText(state) : null;
  return (
    <p
      className={cn(
        "flex items-center gap-1.5",
        size === "sm" ? "min-h-5 text-sm leading-5" : "min-h-6 text-base leading-6",
        className,
      )}
      data-open-state={state?.kind ?? ""}
    >
      {!hours ? (
        <span className="text-muted-foreground">Hours not known</span>
      ) : (
        words && (
          <>
            <Icon node={Clock} className={cn("size-4 shrink-0", toneClass[words.tone])} aria-hidden="true" />
            <span className="w-0 min-w-0 flex-1 truncate">
              <span className={cn("font-semibold", toneClass[words.tone])}>{words.label}</span>
              {words.detail && <span className="text-stone-700"> · {words.detail}</span>}
            </span>
          </>
        )
      )}
    </p>
  );
}
