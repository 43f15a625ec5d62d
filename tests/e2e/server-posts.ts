/**
 * Posts to the test server's paths that the browser tests make without a form (product §16.1): a
 * listing that passes listingSchema, as a form without JavaScript sends it.
 */

import { validListing } from "../../tooling/test/fixtures";

export { validListing };

/** {@link validListing} as an `application/x-www-form-urlencoded` body. */
export function listingFormBody(): string {
  return new URLSearchParams(validListing).toString();
}
