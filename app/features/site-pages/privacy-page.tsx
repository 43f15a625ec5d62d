import { Link } from "react-router";
import type { ExternalHosts } from "./external-hosts";
import { retention } from "#core/retention.ts";
import { hasServer } from "~/features/forms";
import { InfoList, InfoPage, InfoSection, textLinkClass, type InfoSectionRef } from "./info-page";
import { site } from "#core/site-config.ts";
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
  reviewDraft: {
    purpose: "A draft of the review form while you write it, so nothing is lost if the page reloads.",
    removed: "Removed when you send the review or empty its fields.",
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
  forms: { id: "forms", title: "What you send us" },
  otherSites: { id: "other-sites", title: "Other sites a page loads" },
  hosting: { id: "hosting", title: "Serving the pages" },
  changes: { id: "changes", title: "Changes and questions" },
} satisfies Record<string, InfoSectionRef>;

/**
 * Footer page /privacy: the truth about this site. What it stores in the browser (every entry of
 * storageKeys), no accounts, no cookies of ours, no analytics, what the forms send and how long the
 * server keeps it (product §16.6, the retention table; on a static-only host: the forms send nothing),
 * which other sites a page loads and when (hosts computed from the content at build time).
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
          {hasServer && (
            <li>What you send through a form reaches our editors only, and is kept only as long as listed below.</li>
          )}
          <li>Place photos and maps come from other sites, named below, and load only on the pages that show them.</li>
        </InfoList>
      </InfoSection>

      <InfoSection {...sections.browserStorage}>
        <p>
          These entries live in your browser's local storage on this device. They are never sent to us or anyone else.
          Clear this site's data in your browser settings to remove them at any time. If your browser blocks storage,
          the site still works; it just doesn't remember.
        </p>
        <ul aria-label="Entries this site keeps in your browser" className="divide-y rounded-lg border">
          {(Object.keys(storedEntries) as (keyof typeof storedEntries)[]).map((key) => (
            <li key={key} className="p-4">
              <code className="rounded bg-stone-100 px-1 py-0.5 font-semibold break-all text-stone-900">
                {storageKeys[key]}
              </code>
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

      <InfoSection {...sections.forms}>{hasServer ? <SentToUs /> : <NothingSent />}</InfoSection>

      <InfoSection {...sections.otherSites}>
        <p>No page loads fonts, scripts or trackers from other sites. Only these, and only where they are shown:</p>
        <InfoList>
          {hosts.imageHosts.length > 0 && (
            <li>
              <strong className="text-stone-900">Place photos</strong> from {hostList(hosts.imageHosts)}, on pages that
              show places: the home page, the list pages, the Trending page, the Support page and each place's page.
              Your browser asks for a photo when the page shows it (photos further down wait until you scroll near
              them), which tells that host your IP address, your browser and that this site asked for it.
            </li>
          )}
          {hosts.mapHosts.length > 0 && (
            <li>
              <strong className="text-stone-900">Maps</strong> from Google Maps ({hostList(hosts.mapHosts)}), only on
              place pages that show a Location map, loaded once the map is on or near the screen. The map frame tells
              Google which place page you are on, and Google's own privacy policy applies to the frame, including any
              cookies Google sets there.
            </li>
          )}
          <li>
            <strong className="text-stone-900">Links</strong> to a business's website, phone number or email open only
            when you choose them.
          </li>
        </InfoList>
      </InfoSection>

      <InfoSection {...sections.hosting}>
        <p>
          Like any website, the server that delivers these pages receives your IP address and the address of the page
          with each request, in order to answer it. We add nothing to that.
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

const months = (days: number) => `${Math.round(days / 30.4)} months`;

/**
 * product §16.6: what the server keeps of each form, why, who sees it and for how long, from the one
 * retention table the server's pruning applies.
 */
export const keptSubmissions = [
  {
    what: "A listing request",
    kept: "Everything in the form: the business's details, your name and your email address.",
    why: "So an editor can check the business and add it to the guide, so we can send you the private link that shows the request's status and lets you reply to visitors' reviews, and so we can tell you our decision on each reply.",
    until: `While it is reviewed, then ${months(retention.decidedListingDays)} after the editors' decision (and so does the private link). The business's facts that go into the guide stay there with their source, and your published replies under their reviews; your name and email address never do.`,
  },
  {
    what: "An event proposal",
    kept: "Everything in the form: the event's details and your email address.",
    why: "So an editor can check the event against the page you link before it goes on the guide.",
    until: `While it is reviewed, then ${months(retention.decidedListingDays)} after the editors' decision. An approved event stays in the guide with its source; your email address never does.`,
  },
  {
    what: "A message or a correction",
    kept: "Your name, your email address, your message, and the place it is about.",
    why: "To answer you and to correct the guide.",
    until: `${months(retention.closedMessageDays)} after we answered it or closed it.`,
  },
  {
    what: "A photo you send with a listing or a correction",
    kept: "The photo at a few sizes, made anew from its pixels: what your camera or phone stored in the file (its location, the device, the time) is removed before it is kept. With it, the name you asked to be credited with and when you granted the licence.",
    why: "So an editor can check it shows the place, and the guide can show it with your credit under CC BY 4.0.",
    until: `A photo added to the form but never sent: ${retention.unsentPhotoDays} day. One the editors decline: ${retention.declinedPhotoDays} days after their decision. One they approve is published in the guide with your credit, and kept here as long as its request.`,
  },
  {
    what: "A review of a place",
    kept: "Your stars, your text, the month of your visit and the name you chose to show, every version you write. Your email address is never shown: we keep it only until we have mailed you the editors' decision (or you withdraw the review), then only a scrambled form of it (a keyed hash) that tells us when you write about the same place again.",
    why: "To confirm that a real person with that address wrote it, to tell you the editors' decision and its reason, and so that one person has one review per place.",
    until: `A review whose address is never confirmed goes after ${retention.unconfirmedReviewDays} days; an edit never confirmed, its address after the same time. A published review stays while it is in the guide; you can withdraw it at any time through the private link in your mail.`,
  },
  {
    what: "A report of a review",
    kept: "The reason you chose and your note; your email address only if you gave it, never shown.",
    why: "So an editor can read the review again on our published grounds, and tell you the outcome if you asked.",
    until:
      "Your email address until we have mailed you the outcome, then it is deleted. The reason and the note stay with the review, and go when it is deleted.",
  },
  {
    what: "A newsletter sign-up",
    kept: "Your email address and when you signed up and confirmed.",
    why: "To send you the newsletter once you confirm, which you do by pressing the button the confirmation mail leads to.",
    until: `Until you unsubscribe (every newsletter mail has a one-click link), then ${retention.inactiveSubscriberDays} days. A sign-up never confirmed goes after ${retention.inactiveSubscriberDays} days.`,
  },
  {
    what: "The mail we send you",
    kept: "A copy of each mail (confirmations and receipts), with whether it was delivered.",
    why: "So we can see that it reached you, and send it again if it did not.",
    until: `${retention.mailDays} days.`,
  },
  {
    what: "Your connection's address",
    kept: "Never the address itself: a scrambled form of it (a keyed hash) that counts how often a form is sent from one connection.",
    why: "To stop floods of automated posts: a form takes a few posts an hour from one connection.",
    until: `${retention.limitCounterDays} day.`,
  },
  {
    what: "An address we mail because someone typed it",
    kept: "Never the address itself: a scrambled form of it (a keyed hash) with how many confirmations or receipts it was sent that day.",
    why: "So nobody can fill someone else's inbox by typing their address into our forms: one address gets at most 3 such mails of a kind a day, never more than two within 10 minutes.",
    until: `${retention.limitCounterDays} day.`,
  },
  {
    what: "Anything that is spam",
    kept: "What was sent.",
    why: "So an editor can see that the filter caught the right things.",
    until: `${retention.spamDays} days.`,
  },
] as const;

function SentToUs() {
  return (
    <>
      <p>
        The listing form, the contact form, the review form and the newsletter sign-up send what you type to {site.name}
        's own server, which keeps it in our database for our editors. Nobody else sees it: we never sell it, share it
        or use it for advertising. Mail to you goes out through our mail provider.
      </p>
      <ul aria-label="What we keep of what you send" className="divide-y rounded-lg border">
        {keptSubmissions.map((row) => (
          <li key={row.what} className="p-4">
            <h3 className="font-semibold text-stone-900">{row.what}</h3>
            <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
              <dt className="font-medium text-stone-900">What we keep</dt>
              <dd>{row.kept}</dd>
              <dt className="font-medium text-stone-900">Why</dt>
              <dd>{row.why}</dd>
              <dt className="font-medium text-stone-900">How long</dt>
              <dd>{row.until}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <p>
        While you fill in the listing or contact form, the draft above keeps your text in this browser only, until you
        send it. To see, correct or delete what we keep about you, email{" "}
        <a href={`mailto:${site.contactEmail}`} className={textLinkClass}>
          {site.contactEmail}
        </a>
        .
      </p>
    </>
  );
}

/** On a static-only host (SITE_BACKEND=none) the forms send nothing. */
function NothingSent() {
  return (
    <>
      <p>
        The newsletter sign-up, the business listing form and the contact form are not connected to a server here: what
        you submit is not sent anywhere and is gone once the form is cleared. While you fill in the listing or contact
        form, the draft above keeps your text in this browser only.
      </p>
      <p>
        To reach us, email{" "}
        <a href={`mailto:${site.contactEmail}`} className={textLinkClass}>
          {site.contactEmail}
        </a>
        . We use what you write only to answer you.
      </p>
    </>
  );
}
