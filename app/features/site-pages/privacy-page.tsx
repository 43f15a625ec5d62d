import { Link } from "react-router";
import type { ExternalHosts } from "./external-hosts";
import { InfoList, InfoPage, InfoSection, textLinkClass, type InfoSectionRef } from "./info-page";
import { site } from "~/lib/site-config";
import { storageKeys } from "~/lib/storage";

/** The privacy page's heading, subtitle and meta description. */
export const privacyPage = {
  title: "Privacy Policy",
  subtitle: "What this site keeps, what it loads from elsewhere, and what it never does.",
  description: `How ${site.name} handles your privacy: no accounts, no cookies of ours, no analytics. What the site keeps in your browser and which other sites a page loads.`,
} as const;

/**
 * Why each browser storage entry exists and when it goes. Keyed by storageKeys, so a new key
 * fails the type check until it is described here, and the names shown are the real ones.
 */
export const storedEntries = {
  welcome: {
    purpose: "Remembers that you closed the welcome dialog, so it is not shown again. Its value is true.",
    removed: "Stays until you clear this site's data.",
  },
  listingDraft: {
    purpose: "A draft of the business listing form while you fill it in, so nothing is lost if the page reloads.",
    removed: "Removed when you submit the form or empty its fields.",
  },
  contactDraft: {
    purpose: "A draft of the contact form while you fill it in, so nothing is lost if the page reloads.",
    removed: "Removed when you send the message or empty its fields.",
  },
  saved: {
    purpose: "The places you saved (their numbers in the guide, in the order you saved them). Nothing about you.",
    removed: "Stays until you remove the places or clear this site's data.",
  },
} satisfies Record<keyof typeof storageKeys, { purpose: string; removed: string }>;

const hostList = (hosts: readonly string[]) =>
  hosts.map((host, index) => (
    <span key={host}>
      {index > 0 && ", "}
      <code className="rounded bg-stone-100 px-1 py-0.5 text-sm text-stone-900">{host}</code>
    </span>
  ));

/** The page's sections, in order. */
const sections = {
  shortVersion: { id: "short-version", title: "The short version" },
  browserStorage: { id: "browser-storage", title: "What this site keeps in your browser" },
  forms: { id: "forms", title: "What you type into forms" },
  otherSites: { id: "other-sites", title: "Other sites a page loads" },
  hosting: { id: "hosting", title: "Serving the pages" },
  changes: { id: "changes", title: "Changes and questions" },
} satisfies Record<string, InfoSectionRef>;

/**
 * Footer page /privacy: the truth about this site. What it stores in the browser (every entry of
 * storageKeys), no accounts, no cookies of ours, no analytics, the forms send nothing yet, which
 * other sites a page loads and when (hosts computed from the content at build time).
 * @param hosts the photo and map hosts of the content ({@link ExternalHosts})
 */
export function PrivacyPage({ hosts }: { hosts: ExternalHosts }) {
  return (
    <InfoPage contents={Object.values(sections)} title={privacyPage.title} subtitle={privacyPage.subtitle}>
      <InfoSection {...sections.shortVersion}>
        <InfoList>
          <li>There are no accounts: nobody signs in, and we keep no profile of you.</li>
          <li>{site.name} sets no cookies.</li>
          <li>There are no analytics, no advertising and no tracking scripts on any page.</li>
          <li>A few small entries are kept in your own browser, listed below, and never sent to us.</li>
          <li>Place photos and maps come from other sites, named below, and load only on the pages that show them.</li>
        </InfoList>
      </InfoSection>

      <InfoSection {...sections.browserStorage}>
        <p>
          These entries live in your browser's local storage on this device. They are never sent to us or anyone else. Clear this
          site's data in your browser settings to remove them at any time. If your browser blocks storage, the site still works; it
          just doesn't remember.
        </p>
        <ul aria-label="Entries this site keeps in your browser" className="divide-y rounded-lg border">
          {(Object.keys(storedEntries) as (keyof typeof storedEntries)[]).map((key) => (
            <li key={key} className="p-4">
              <code className="break-all rounded bg-stone-100 px-1 py-0.5 font-semibold text-stone-900">{storageKeys[key]}</code>
              <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
                <dt className="font-medium text-stone-900">What it is for</dt>
                <dd>{storedEntries[key].purpose}</dd>
                <dt className="font-medium text-stone-900">When it goes</dt>
                <dd>{storedEntries[key].removed}</dd>
              </dl>
            </li>
          ))}
        </ul>
      </InfoSection>

      <InfoSection {...sections.forms}>
        <p>
          The newsletter sign-up, the business listing form and the contact form are not connected to a server yet: what you submit is
          not sent anywhere and is gone once the form is cleared. While you fill in the listing or contact form, the draft above keeps
          your text in this browser only.
        </p>
        <p>
          To reach us today, email{" "}
          <a href={`mailto:${site.contactEmail}`} className={textLinkClass}>
            {site.contactEmail}
          </a>
          . We use what you write only to answer you.
        </p>
      </InfoSection>

      <InfoSection {...sections.otherSites}>
        <p>No page loads fonts, scripts or trackers from other sites. Only these, and only where they are shown:</p>
        <InfoList>
          {hosts.imageHosts.length > 0 && (
            <li>
              <strong className="text-stone-900">Place photos</strong> from {hostList(hosts.imageHosts)}, on pages that show places: the
              home page, the list pages, the Trending page, the Support page and each place's page. Your browser asks for a photo when the
              page shows it (photos further down wait until you scroll near them), which tells that host your IP address, your browser and
              that this site asked for it.
            </li>
          )}
          {hosts.mapHosts.length > 0 && (
            <li>
              <strong className="text-stone-900">Maps</strong> from Google Maps ({hostList(hosts.mapHosts)}), only on place pages that
              show a Location map, loaded once the map is on or near the screen. The map frame tells Google which place page you are on, and
              Google's own privacy policy applies to the frame, including any cookies Google sets there.
            </li>
          )}
          <li>
            <strong className="text-stone-900">Links</strong> to a business's website, phone number or email open only when you choose
            them.
          </li>
        </InfoList>
      </InfoSection>

      <InfoSection {...sections.hosting}>
        <p>
          Like any website, the server that delivers these pages receives your IP address and the address of the page with each request,
          in order to answer it. We add nothing to that.
        </p>
      </InfoSection>

      <InfoSection {...sections.changes}>
        <p>
          If what the site keeps or loads changes, this page changes with it. Questions? Email{" "}
          <a href={`mailto:${site.contactEmail}`} className={textLinkClass}>
            {site.contactEmail}
          </a>{" "}
          or use the{" "}
          <Link to="/contact" className={textLinkClass}>
            contact page
          </Link>
          .
        </p>
      </InfoSection>
    </InfoPage>
  );
}
