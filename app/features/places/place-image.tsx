import { startTransition, useEffect, useRef, useState } from "react";
import type { PlaceType } from "#core/places/place-schema.ts";
import { cn } from "~/lib/utils";

/** Local stand-in per type, shown when the external photo fails (offline, blocked, removed). */
export function fallbackImage(type: PlaceType): string {
  return `/images/fallback-${type}.svg`;
}

interface PlaceImageProps {
  src: string;
  alt: string;
  type: PlaceType;
  className?: string;
  /** The page's main image: loaded eagerly with high priority (LCP). */
  priority?: boolean;
  /** Load without waiting for the image to near the viewport (images above the fold). */
  eager?: boolean;
  /** Intrinsic size in CSS pixels; with it the browser reserves the box, so nothing shifts. */
  width?: number;
  height?: number;
  /**
   * A photo the guide hosts (decision 039): its widths in better formats first (`<source>`), and the JPEG
   * widths of `src` (`srcSet`), chosen by the browser for `sizes`.
   */
  picture?: { sources: readonly { type: string; srcSet: string }[]; srcSet: string; sizes: string };
}

/**
 * An externally hosted place photo with a local fallback. The fallback also appears when the
 * photo failed before hydration (the error event fired before React listened): checked after
 * hydration. With `picture`, a `<picture>` offers AVIF and WebP before the JPEG; a failed one gives way to
 * the plain fallback image.
 */
export function PlaceImage({
  src,
  alt,
  type,
  className,
  priority = false,
  eager = priority,
  width = 800,
  height = 600,
  picture,
}: PlaceImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;

  // An image that failed before hydration is complete with no pixels: swap it once React is in
  // charge, as a transition after the hydration commit rather than a re-render inside it.
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0 && element.getAttribute("src") === src) {
      startTransition(() => setFailedSrc(src));
    }
  }, [src]);

  const img = (
    <img
      ref={image}
      src={failed ? fallbackImage(type) : src}
      srcSet={failed ? undefined : picture?.srcSet}
      sizes={failed ? undefined : picture?.sizes}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      data-fallback={failed ? "true" : undefined}
      onError={() => setFailedSrc(src)}
      className={cn("bg-stone-200 object-cover", className)}
    />
  );
  if (!picture || failed) return img;
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={picture.sizes} />
      ))}
      {img}
    </picture>
  );
}
