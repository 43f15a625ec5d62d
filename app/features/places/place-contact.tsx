import {
  BookOpen,
  CalendarCheck,
  ExternalLink as ExternalLinkIcon,
  Globe,
  MapPin,
  Navigation,
  Phone as PhoneIcon,
} from "lucide";
import { Icon, type IconNode } from "~/components/ui/icon";
import type { ReactNode } from "react";
import type { Place } from "#core/places/place-schema.ts";
import { ExternalLink } from "~/components/external-link";
import { buttonVariants } from "~/components/ui/button";

/** `tel:` URL of a display phone number: '(614) 228-4343' becomes 'tel:+16142284343'. */
function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return `tel:${digits.length === 10 ? `+1${digits}` : digits.length === 11 && digits.startsWith("1") ? `+${digits}` : digits}`;
}

/** Google Maps directions to a place (opens Google's page; nothing is loaded until clicked). */
function directionsHref(place: Pick<Place, "name" | "address">): string {
  const destination = place.address ? `${place.name}, ${place.address}` : place.name;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** A place's phone and website, null where the record has none (an empty string counts as none). */
function contactOf(place: Pick<Place, "phone" | "website">) {
  return { phone: place.phone || null, website: place.website || null };
}

/**
 * product §2 place detail's actions: Call Now (only with a phone), Website (only with a website, new tab), Menu and
 * Book (only with a sourced `website:menu` / `website:booking`, product §10.6, new tab), Directions (Google Maps,
 * new tab), then `children` (Save, Share).
 */
export function PlaceActions({ place, children }: { place: Place; children?: ReactNode }) {
  const { phone, website } = contactOf(place);
  const menu = place.facts?.["website:menu"]?.value;
  const booking = place.facts?.["website:booking"]?.value;
  return (
    <div className="flex flex-wrap gap-3">
      {phone && (
        <a href={telHref(phone)} className={buttonVariants()}>
          <Icon node={PhoneIcon} aria-hidden="true" />
          Call Now
        </a>
      )}
      {website && (
        <ExternalLink href={website} className={buttonVariants({ variant: "outline" })}>
          <Icon node={Globe} aria-hidden="true" />
          Website
        </ExternalLink>
      )}
      {menu && (
        <ExternalLink href={menu} className={buttonVariants({ variant: "outline" })}>
          <Icon node={BookOpen} aria-hidden="true" />
          Menu
        </ExternalLink>
      )}
      {booking && (
        <ExternalLink href={booking} className={buttonVariants({ variant: "outline" })}>
          <Icon node={CalendarCheck} aria-hidden="true" />
          Book
        </ExternalLink>
      )}
      <ExternalLink
        href={directionsHref(place)}
        note="opens Google Maps in a new tab"
        className={buttonVariants({ variant: "outline" })}
      >
        <Icon node={Navigation} aria-hidden="true" />
        Directions
      </ExternalLink>
      {children}
    </div>
  );
}

/** One row of the contact list: the icon stands for the term, which screen readers read as `label`. */
function ContactRow({
  icon,
  label,
  className,
  children,
}: {
  icon: IconNode;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-3">
      <dt>
        <Icon node={icon} className="size-5 text-primary" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

/**
 * product §2 place detail's "Contact Information": address ("Address not listed" when the record has
 * none) with the neighborhood, then the phone (a tel link) and the website (its host name, new tab) when present.
 */
export function ContactList({ place }: { place: Place }) {
  const { phone, website } = contactOf(place);
  return (
    <dl className="mt-4 space-y-3 text-sm">
      <ContactRow icon={MapPin} label="Address">
        {place.address ?? "Address not listed"}
        <span className="block text-muted-foreground">{place.neighborhood}</span>
      </ContactRow>
      {phone && (
        <ContactRow icon={PhoneIcon} label="Phone">
          <a href={telHref(phone)} className="text-primary underline-offset-4 hover:underline">
            {phone}
          </a>
        </ContactRow>
      )}
      {website && (
        <ContactRow icon={Globe} label="Website" className="min-w-0">
          <ExternalLink
            href={website}
            className="inline-flex items-center gap-1 break-all text-primary underline-offset-4 hover:underline"
          >
            {new URL(website).hostname.replace(/^www\./, "")}
            <Icon node={ExternalLinkIcon} className="size-3.5 shrink-0" aria-hidden="true" />
          </ExternalLink>
        </ContactRow>
      )}
    </dl>
  );
}
