/**
 * Tokens and keyed hashes (decision 027). A token is 32 random bytes (256 bits) in base64url: it is
 * handed out once (a status link, a confirm link) and only its SHA-256 is stored, so a copy of the
 * database opens no status page. Keyed hashes (HMAC-SHA-256 with the site's secret) name a client's IP
 * in the rate limits without storing it, and make unsubscribe links that need no stored token.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** A new token: 32 random bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What is stored of a token: its SHA-256, hex. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** True for a string shaped like {@link newToken}'s (43 base64url characters): anything else is refused before a look-up. */
export function isTokenShaped(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** HMAC-SHA-256 of `value` with `secret`, base64url. */
export function keyedHash(secret: string, value: string): string {
  return createHmac("sha256", secret).update(value).digest("base64url");
}

/** Compares a presented keyed hash with the expected one in constant time. */
export function sameKeyedHash(presented: string, expected: string): boolean {
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
