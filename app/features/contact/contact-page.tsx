import { Mail, SearchCheck, Store } from "lucide";
import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import { contactPage } from "./contact-content";
import { ContactForm } from "./contact-form";
import { PageHeader } from "~/components/page-header";
import { headerActions, site } from "#core/site-config.ts";

const listBusiness = headerActions.find((action) => action.to === "/list-business");

/**
 * Footer page /contact: the contact form beside the ways to reach us: the email address
 * (site.contactEmail, a mailto link), corrections, and the listing form for business owners.
 * `nameFiles` (the hashed paths of the place-name files, place-names.server.ts) let the form name the
 * place of a correction link.
 */
export function ContactPage({ nameFiles }: { nameFiles: readonly string[] }) {
  return (
    <>
      <PageHeader title={contactPage.title} subtitle={contactPage.subtitle} />
      <div className="mx-auto -mt-8 grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-8 px-4 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <ContactForm nameFiles={nameFiles} />
        <aside aria-label="Other ways to reach us" className="grid gap-4">
          <div className="rounded-xl border bg-card p-5 shadow-sm">
            <h2 className="flex items-center gap-2 font-semibold">
              <Icon node={Mail} className="size-5 text-primary" aria-hidden="true" />
              Email us
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">Prefer your own mail app? Write to us directly.</p>
            <a
              href={`mailto:${site.contactEmail}`}
              className="mt-2 inline-block font-medium break-all text-primary underline-offset-4 hover:underline"
            >
              {site.contactEmail}
            </a>
          </div>
          <div className="rounded-xl border bg-card p-5 shadow-sm">
            <h2 className="flex items-center gap-2 font-semibold">
              <Icon node={SearchCheck} className="size-5 text-primary" aria-hidden="true" />
              Spotted something out of date?
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              Hours, phone numbers and menus change. On the place's page choose "Suggest a correction", or "Tell us"
              beside a fact: this form then asks what is different, and we'll fix it.
            </p>
          </div>
          {listBusiness && (
            <div className="rounded-xl border bg-card p-5 shadow-sm">
              <h2 className="flex items-center gap-2 font-semibold">
                <Icon node={Store} className="size-5 text-primary" aria-hidden="true" />
                Own a business in {site.city}?
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">
                Ask to be included in the guide with the listing form.
              </p>
              <Link
                to={listBusiness.to}
                className="mt-2 inline-block font-medium text-primary underline-offset-4 hover:underline"
              >
                {listBusiness.label}
              </Link>
            </div>
          )}
        </aside>
      </div>
    </>
  );
}
