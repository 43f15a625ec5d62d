import * as z from "zod/mini";
import { textLimits } from "./limits";

/**
 * Text rules shared by every form of the site (listing, contact, newsletter), in zod/mini (the same
 * rules as zod, a fraction of the bytes). They load with the form's schema on first focus, never
 * with the page. Every rule trims the text first, so blank text never passes, and returns it trimmed.
 */

/** Unicode format characters (zero-width space and joiners, bidi marks, soft hyphen, BOM...): invisible, so they never count. */
const formatCharacters = /\p{Cf}/gu;

/** The characters a reader sees: code points, not counting format characters (U+200B and the like). */
export function visibleLength(text: string): number {
  return Array.from(text.replace(formatCharacters, "")).length;
}

/**
 * Control characters other than tab and the line breaks a text area sends (LF, CR): C0 (NUL included), DEL and
 * C1. Nobody types them; pasted or forged, they would be stored (and PostgreSQL refuses NUL in text outright).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this expression's whole point
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** The message under a field that holds a control character ({@link hasControlCharacters}). */
export const controlCharacterMessage =
  "This field holds an invisible control character: please remove it (retype the text if it was pasted)";

/** True when `value` holds a control character other than tab, line feed or carriage return. */
export function hasControlCharacters(value: string): boolean {
  return controlCharacters.test(value);
}

/** The check every text rule starts with: no control character but tab and line breaks, else its message. */
export const noControlCharacters = () =>
  z.refine<string>((value) => !hasControlCharacters(value), controlCharacterMessage);

/** Messages of a text rule: below the minimum, above the maximum. */
export interface TextMessages {
  min: string;
  max: string;
}

/**
 * Trimmed text without control characters ({@link hasControlCharacters}), with at least `min` visible characters ({@link visibleLength}: invisible format
 * characters do not count) and at most `max` characters in all, else the matching message. Text is
 * never cut: too long is refused with `messages.max`.
 */
export const text = (min: number, max: number, messages: TextMessages) =>
  z.string().check(
    noControlCharacters(),
    z.trim(),
    z.refine((value) => visibleLength(value) >= min, messages.min),
    z.maxLength(max, messages.max),
  );

/** The email rule's messages: not an address, or longer than {@link textLimits.email}. */
export interface EmailMessages {
  invalid: string;
  max: string;
}

/**
 * The one email rule of every form (listing contact email, contact form, newsletter): a trimmed
 * address of at most 254 characters with a domain that has a dot (zod's email pattern: `a@b` and
 * `jo@example` fail), else `messages.invalid`; longer than 254 characters: `messages.max`.
 */
export const email = (messages: EmailMessages) =>
  z.pipe(
    z.string().check(noControlCharacters(), z.trim(), z.maxLength(textLimits.email, messages.max)),
    z.email(messages.invalid),
  );

/** Characters a phone number may hold besides digits: spaces and + ( ) - . x (an extension). */
const phoneCharacters = /^[\d\s+().x-]*$/i;

/** Digits in a phone number. */
export function phoneDigits(value: string): number {
  return value.replace(/\D/g, "").length;
}

/**
 * A phone number: at least 10 digits (product §5.4: the spec's "at least 10 characters", counted in
 * digits so "call me please" fails), only digits, spaces and `+ ( ) - . x`, at most
 * {@link textLimits.phone} characters; trimmed.
 */
export const phone = (messages: TextMessages) =>
  z.string().check(
    noControlCharacters(),
    z.trim(),
    z.refine((value) => phoneCharacters.test(value) && phoneDigits(value) >= 10, messages.min),
    z.maxLength(textLimits.phone, messages.max),
  );

/** A scheme such as "https:" or "mailto:" at the start of a URL. */
const schemePattern = /^[a-z][a-z\d+.-]*:/i;

/**
 * The website as it will be stored: trimmed, with "https://" put in front when the visitor wrote
 * none ("www.example.com" -> "https://www.example.com"). Empty stays empty.
 */
export function normalizeWebsite(value: string): string {
  const trimmed = value.trim();
  if (trimmed === "" || schemePattern.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/+/, "")}`;
}

/** True for an absolute http(s) URL whose host is a domain name ("https://example.com/menu"). */
export function isWebsiteUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === "http:" || url.protocol === "https:") && /^([a-z\d-]+\.)+[a-z][a-z\d-]+$/i.test(url.hostname)
  );
}

/**
 * An optional website (product §5: "a valid URL", empty allowed): empty passes as ""; anything else
 * is {@link normalizeWebsite}d and must then be an http(s) URL with a domain, else `messages.min`;
 * longer than {@link textLimits.url}: `messages.max`. Returns the normalised address.
 */
export const website = (messages: TextMessages) =>
  z.pipe(
    z.pipe(
      z.string().check(noControlCharacters(), z.maxLength(textLimits.url, messages.max)),
      z.transform(normalizeWebsite),
    ),
    z.string().check(z.refine((value) => value === "" || isWebsiteUrl(value), messages.min)),
  );

/** One of a select's option values (trimmed), else `message`; the empty first option fails. */
export const oneOf = (values: readonly string[], message: string) =>
  z.string().check(
    noControlCharacters(),
    z.trim(),
    z.refine((value) => values.includes(value), message),
  );

/** A month as `<input type="month">` sends it, `YYYY-MM` (trimmed), else `message`. */
export const month = (message: string) =>
  z.string().check(
    noControlCharacters(),
    z.trim(),
    z.refine((value) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value), message),
  );
