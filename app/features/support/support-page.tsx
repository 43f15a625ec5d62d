import { CoffeePlaces } from "./coffee-places";
import { Icon } from "~/components/ui/icon";
import { formatAmount, paymentsComingSoon, supportPage, supportTiers } from "./support-tiers";
import { PageHeader } from "~/components/page-header";
import { Reveal } from "~/components/reveal";
import { Button } from "~/components/ui/button";
import type { CoffeePageData } from "./coffee-list";
import { notify } from "~/lib/notify";
import { site } from "#core/site-config.ts";

/**
 * product §2 Support page (/coffee): 'Support the site and help keep it running', the site is
 * ad-free, the three tiers of {@link supportTiers} (their buttons say honestly that online payments
 * are coming soon), then the coffee places of the guide (where home search sends coffee results).
 * @param coffee the first page of coffee places' card summaries, their count and the paths of the files of
 *   all (route loader, build time; product §15.2)
 */
export function SupportPage({ coffee }: { coffee: CoffeePageData }) {
  return (
    <>
      <PageHeader title={supportPage.title} subtitle={supportPage.subtitle} />
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <Reveal aria-labelledby="support-heading" className="-mt-8 rounded-xl border bg-card p-6 shadow-sm sm:p-8">
          <h2 id="support-heading" className="text-2xl font-bold">
            Keep {site.name} free and ad-free
          </h2>
          <p className="mt-2 max-w-3xl text-stone-700">
            {site.name} is free to use and ad-free: no banners, no pop-ups, no tracking. If the guide helped you find
            your next favorite spot in {site.city}, a small contribution helps cover hosting and the hours spent keeping
            places up to date.
          </p>

          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {supportTiers.map(({ amount, title, action, description, icon }) => (
              <li key={title} className="flex flex-col items-center rounded-xl border p-6 text-center">
                <span className="flex size-14 items-center justify-center rounded-full bg-accent">
                  <Icon node={icon} className="size-7 text-primary" />
                </span>
                <p className="mt-4 text-4xl font-extrabold text-stone-900">{formatAmount(amount)}</p>
                <h3 className="mt-2 text-lg font-semibold">{title}</h3>
                <p className="mt-1 flex-1 text-sm text-muted-foreground">{description}</p>
                <Button
                  type="button"
                  className="mt-5 w-full"
                  aria-describedby="payments-note"
                  onClick={() => void notify("info", paymentsComingSoon)}
                >
                  {action}
                </Button>
              </li>
            ))}
          </ul>
          <p id="payments-note" className="mt-6 text-center text-sm text-muted-foreground">
            Online payments are coming soon: for now these buttons charge nothing.
          </p>
        </Reveal>

        <div className="mt-16">
          <CoffeePlaces places={coffee.places} total={coffee.total} dataUrls={coffee.dataUrls} />
        </div>
      </div>
    </>
  );
}
