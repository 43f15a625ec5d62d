import type { ReactNode } from "react";
import type { IllustrationData } from "#core/places/illustration.ts";
import { PlaceImage } from "./place-image";
import { isHostedPhoto } from "#core/places/photo.ts";
import type { Photo, PlaceType } from "#core/places/place-schema.ts";
import { ExternalLink } from "~/components/external-link";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/utils";

/** What a place's picture needs: its photo if it has one, else its illustration (built at build time). */
export interface VisualPlace {
  type: PlaceType;
  image?: Photo;
  illustration?: IllustrationData;
}

const iconSize = { card: "size-10", "compact-card": "size-6 sm:size-10", page: "size-14 sm:size-16" } as const;
const initialsSize = { card: "text-3xl", "compact-card": "text-xl sm:text-3xl", page: "text-5xl sm:text-6xl" } as const;

/**
 * product §10.4: a place's own illustration, drawn in CSS and SVG (no request): its initials and category
 * icon on a shade of its type's colour, over rings placed by its id, with a visible "Illustration" label.
 * As page content (`decorative` false) it is one image named by its text alternative
 * ("Illustration: LI and a fork and knife icon on dark orange"); on a card, where the heading names the
 * place, it is hidden from assistive technology like the card's photos. Fills its box: give the box a
 * fixed aspect ratio so nothing shifts.
 */
export function PlaceIllustration({
  illustration,
  decorative = false,
  size = "page",
  className,
}: {
  illustration: IllustrationData;
  decorative?: boolean;
  /** "compact-card": a card's below 640 px, where it is a small square (PlaceCard's `compact`), else a card's. */
  size?: "card" | "compact-card" | "page";
  className?: string;
}) {
  const a11y = decorative ? { "aria-hidden": true as const } : { role: "img", "aria-label": illustration.alt };
  return (
    <div
      {...a11y}
      data-illustration=""
      className={cn("relative flex items-center justify-center overflow-hidden text-white", className)}
      style={{ backgroundColor: illustration.colour.hex }}
    >
      <svg
        className="absolute inset-0 size-full"
        viewBox="0 0 100 100"
        preserveAspectRatio="xMidYMid slice"
        aria-hidden="true"
        focusable="false"
      >
        {illustration.rings.map((ring, index) => (
          <circle
            key={index}
            cx={ring.x}
            cy={ring.y}
            r={ring.r}
            fill="none"
            stroke="white"
            strokeOpacity={0.16}
            strokeWidth={index % 2 ? 3 : 6}
          />
        ))}
      </svg>
      <div className="relative flex flex-col items-center gap-1" aria-hidden="true">
        <Icon node={illustration.iconNode} strokeWidth={1.75} className={iconSize[size]} />
        <span className={cn("font-bold tracking-wider", initialsSize[size])}>{illustration.initials}</span>
      </div>
      <span
        aria-hidden="true"
        className={cn(
          "absolute bottom-2 left-2 rounded bg-white/90 px-1.5 py-0.5 text-[0.6875rem] font-semibold tracking-wide text-stone-900 uppercase",
          size === "compact-card" &&
            "max-sm:bottom-1.5 max-sm:left-1/2 max-sm:-translate-x-1/2 max-sm:px-1 max-sm:text-[0.625rem]",
        )}
      >
        Illustration
      </span>
    </div>
  );
}

/** "Photo: {credit}, {license}" for a caption (product §10.4). */
export function photoCredit(photo: Pick<Photo, "credit" | "license">): string {
  return `Photo: ${photo.credit}, ${photo.license}`;
}

/** The widths a `<picture>` of a hosted photo offers, as `srcset` candidates of one format. */
const srcSetOf = (photo: Extract<Photo, { src: string }>, extension: string) =>
  photo.widths.map((width) => `${photo.src}-${width}.${extension} ${width}w`).join(", ");

/**
 * What {@link PlaceImage} needs to show a photo at `sizes` (decision 039): a hosted photo's `<picture>` (AVIF,
 * WebP, then JPEG, each in its widths) with its own width and height, or a linked photo's one URL at
 * `fallbackSize`.
 */
export function photoImageProps(photo: Photo, sizes: string, fallbackSize: { width: number; height: number }) {
  if (!isHostedPhoto(photo)) return { src: photo.url, ...fallbackSize };
  return {
    src: `${photo.src}-${photo.widths.at(-1)}.jpg`,
    width: photo.width,
    height: photo.height,
    picture: {
      sources: [
        { type: "image/avif", srcSet: srcSetOf(photo, "avif") },
        { type: "image/webp", srcSet: srcSetOf(photo, "webp") },
      ],
      srcSet: srcSetOf(photo, "jpg"),
      sizes,
    },
  };
}

/** The `sizes` of a place page's main photo: the page's left column (3/5 of 72rem less gaps) from lg, else the viewport less padding. */
export const pagePhotoSizes = "(min-width: 1024px) 41rem, calc(100vw - 2rem)";

/** The `sizes` of a card's photo: one, two or three columns of the grid. */
export const cardPhotoSizes = "(min-width: 1024px) 22rem, (min-width: 640px) calc(50vw - 2.5rem), calc(100vw - 2rem)";

/** The credit line of a photo (product §10.4): a link to its page when it has one, else the text alone. */
export function PhotoCredit({ photo, className }: { photo: Photo; className?: string }) {
  if (isHostedPhoto(photo)) return <span className={className}>{photoCredit(photo)}</span>;
  return (
    <ExternalLink href={photo.sourceUrl} className={cn("underline underline-offset-4 hover:text-stone-900", className)}>
      {photoCredit(photo)}
    </ExternalLink>
  );
}

/** The `sizes` of a compact card's photo (PlaceCard's `compact`): a 7rem square below 640 px, then as {@link cardPhotoSizes}. */
export const compactCardPhotoSizes = "(min-width: 1024px) 22rem, (min-width: 640px) calc(50vw - 2.5rem), 7rem";

/**
 * The picture of a place on a card: its photo (decorative, the heading names the place) with a short
 * credit over its corner, or its illustration. The box has a fixed 4:3 ratio; on a `compact` card below 640 px
 * (PlaceCard) it is a 7rem square with rounded corners, and a photo's credit goes under it.
 */
export function CardVisual({
  place,
  eager = false,
  compact = false,
}: {
  place: VisualPlace;
  eager?: boolean;
  compact?: boolean;
}) {
  const box = cn("aspect-[4/3] w-full", compact && "max-sm:aspect-square max-sm:rounded-lg");
  if (!place.image) {
    return place.illustration ? (
      <PlaceIllustration
        illustration={place.illustration}
        decorative
        size={compact ? "compact-card" : "card"}
        className={box}
      />
    ) : (
      <div className={cn(box, "bg-stone-200")} />
    );
  }
  return (
    <div className="relative">
      <PlaceImage
        {...photoImageProps(place.image, compact ? compactCardPhotoSizes : cardPhotoSizes, { width: 800, height: 600 })}
        alt=""
        type={place.type}
        eager={eager}
        className={box}
      />
      <span
        className={cn(
          "absolute bottom-2 left-2 max-w-[calc(100%-1rem)] truncate rounded bg-black/70 px-1.5 py-0.5 text-[0.6875rem] text-white",
          compact &&
            "max-sm:static max-sm:mt-1 max-sm:block max-sm:max-w-none max-sm:bg-transparent max-sm:px-0 max-sm:py-0 max-sm:leading-tight max-sm:whitespace-normal max-sm:text-muted-foreground",
        )}
      >
        Photo: {place.image.credit}
      </span>
    </div>
  );
}

/**
 * The main picture of a place page: its photo with what it shows as alt text and a caption
 * "Photo: {credit}, {license}" linking the photo's source page, or its labelled illustration. The box
 * has a fixed 3:2 ratio; a photo that fails to load falls back to the type's stand-in (PlaceImage).
 */
export function PageVisual({ place, children }: { place: VisualPlace; children?: ReactNode }) {
  const { image } = place;
  if (!image) {
    return (
      <div className="relative overflow-hidden rounded-xl">
        {place.illustration ? (
          <PlaceIllustration illustration={place.illustration} className="aspect-[3/2] w-full" />
        ) : (
          <div className="aspect-[3/2] w-full bg-stone-200" />
        )}
        {children}
      </div>
    );
  }
  return (
    <figure>
      <div className="relative overflow-hidden rounded-xl">
        <PlaceImage
          {...photoImageProps(image, pagePhotoSizes, { width: 1200, height: 800 })}
          alt={image.alt}
          type={place.type}
          priority
          className="aspect-[3/2] w-full"
        />
        {children}
      </div>
      <figcaption className="mt-2 text-sm text-muted-foreground">
        <PhotoCredit photo={image} />
      </figcaption>
    </figure>
  );
}
