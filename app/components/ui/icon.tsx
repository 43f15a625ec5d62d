import { createElement, type SVGProps } from "react";
import type { IconNode } from "lucide";

export type { IconNode };

/**
 * A lucide icon (lucide.dev) drawn from its data, which the `lucide` package exports one constant per
 * icon (`import { MapPin } from "lucide"`, then `<Icon node={MapPin} className="size-4" />`): the
 * same 24 x 24 SVG as lucide-react's components (round strokes of width 2 in the current colour), sized
 * by its class, and hidden from assistive technology (the control or text beside it carries the
 * meaning). lucide-react's components brought about 1.5 KB gzip of their own code to every page
 * (docs/decisions/020-icons-as-data.md). Other SVG props pass through.
 */
export function Icon({ node, ...props }: { node: IconNode } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {node.map(([tag, attributes], index) => createElement(tag, { ...attributes, key: index }))}
    </svg>
  );
}
