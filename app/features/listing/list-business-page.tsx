import { listingBenefits, listingPage } from "./listing-content";
import { Icon } from "~/components/ui/icon";
import { ListingForm } from "./listing-form";
import { PageHeader } from "~/components/page-header";

/**
 * product §2 List your business: title and tagline, the three benefit cards, then the listing form.
 * Phones and tablets: the cards in a row above the form; wide screens: the cards beside it.
 */
export function ListBusinessPage() {
  return (
    <>
      <PageHeader title={listingPage.title} subtitle={listingPage.tagline} />
      <div className="mx-auto -mt-8 grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-8 px-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:items-start">
        <section aria-label="Why list your business" className="lg:sticky lg:top-24">
          <ul className="grid gap-4 md:grid-cols-3 lg:grid-cols-1">
            {listingBenefits.map(({ icon, title, text }) => (
              <li
                key={title}
                className="flex gap-4 rounded-xl border bg-card p-5 shadow-sm md:flex-col md:text-center lg:flex-row lg:text-left"
              >
                <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent md:mx-auto lg:mx-0">
                  <Icon node={icon} className="size-6 text-primary" />
                </span>
                <div>
                  <h2 className="font-semibold">{title}</h2>
                  <p className="mt-1 text-sm text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <ListingForm />
      </div>
    </>
  );
}
