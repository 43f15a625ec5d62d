/**
 * decision 068: which mail addresses prove that someone runs a place. A mail to an address at the place's own
 * website domain proves it (product, owners: "A mail to an address at the place's own website domain"): the
 * registrable domain of the place's `website` (the Public Suffix List's ICANN section, through `tldts`), `www.`
 * and any other subdomain ignored, so `https://www.cafe.example.com/menu` is proved by `owner@cafe.example.com`,
 * `hello@mail.cafe.example.com`... A domain several places share (one company's bars) proves each of them.
 *
 * Refused, each with its reason: a website on a shared host (a page on a platform where anyone can have a page:
 * the Public Suffix List's private section such as `*.wixsite.com`, and the platforms named in
 * {@link sharedHosts}), an address at a free-mail or disposable-mail domain (the `free-email-domains-list`
 * package, about 96,000 domains, updated weekly by its maintainers; checked both for the address and, in case,
 * for the website), and a place with no website at all.
 */
import { parse } from "tldts";

/**
 * Hosts where anyone can have a page, a profile or an ordering page (so their domain proves nobody): social
 * networks, link pages, site builders and ordering or booking platforms. The Public Suffix List's private section
 * adds the builders' own subdomains (wixsite.com, github.io, square.site...).
 */
export const sharedHosts: readonly string[] = [
  "facebook.com",
  "instagram.com",
  "twitter.com",
  "x.com",
  "tiktok.com",
  "linktr.ee",
  "yelp.com",
  "google.com",
  "business.site",
  "wixsite.com",
  "wix.com",
  "weebly.com",
  "wordpress.com",
  "blogspot.com",
  "squarespace.com",
  "square.site",
  "squareup.com",
  "godaddysites.com",
  "toasttab.com",
  "doordash.com",
  "grubhub.com",
  "ubereats.com",
  "opentable.com",
  "resy.com",
  "tripadvisor.com",
  "eventbrite.com",
];

let freeMail: ReadonlySet<string> | undefined;

/** The free-mail and disposable-mail domains (the package's list, loaded once, on first use). */
async function freeMailDomains(): Promise<ReadonlySet<string>> {
  if (!freeMail) {
    const list = (await import("free-email-domains-list/build/src/constants.js")) as {
      DOMAINS?: ReadonlySet<string>;
      default?: { DOMAINS: ReadonlySet<string> };
    };
    freeMail = list.DOMAINS ?? list.default?.DOMAINS ?? new Set();
  }
  return freeMail;
}

/** What a place's website says about proof by mail: the domain that proves it, or why none does. */
export type PlaceDomain = { ok: true; domain: string } | { ok: false; reason: string };

/**
 * The domain whose addresses prove a claim on a place with this `website` (lower case, registrable, no `www.`),
 * or the reason there is none.
 */
export async function placeDomain(website: string | null | undefined): Promise<PlaceDomain> {
  if (!website)
    return { ok: false, reason: "The guide lists no website for this place, so no mail address proves it." };
  const parsed = parse(website, { allowPrivateDomains: true });
  const icann = parse(website);
  const domain = icann.domain?.toLowerCase();
  if (!domain || parsed.isIp) return { ok: false, reason: "The place's website has no domain of its own." };
  if (parsed.isPrivate || sharedHosts.includes(domain))
    return {
      ok: false,
      reason: `The place's website is on ${domain}, a host where anyone can have a page, so an address there proves nothing.`,
    };
  if ((await freeMailDomains()).has(domain))
    return { ok: false, reason: `${domain} is a free-mail service, so an address there proves nothing.` };
  return { ok: true, domain };
}

/** The domain of a mail address, lower case ("" for no `@`). */
export function mailDomain(email: string): string {
  const at = email.lastIndexOf("@");
  return at < 0
    ? ""
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase()
        .replace(/\.$/, "");
}

/**
 * Whether `email` proves a claim on a place whose website is `website`: null when it does, else the reason in
 * words for the claim form ("gmail.com is a free-mail service...", "The address must end in @cafe.example.com").
 */
export async function domainProofProblem(email: string, website: string | null | undefined): Promise<string | null> {
  const place = await placeDomain(website);
  if (!place.ok) return place.reason;
  const domain = mailDomain(email);
  if ((await freeMailDomains()).has(domain))
    return `${domain} is a free-mail service: anyone can have an address there, so it cannot prove that you run this place. Use an address at ${place.domain}, or ask our editors to call the place.`;
  const own = parse(domain).domain?.toLowerCase();
  if (own !== place.domain)
    return `The address must be at the place's own website domain, ${place.domain} (for example you@${place.domain}).`;
  return null;
}
