import type { Listing } from "./listing-schema";
import { wait } from "~/features/forms";

/** product §9: listing simulated delay. */
export const listingSubmitDelayMs = 2000;

/**
 * product §1/§4/§7: sends a business submission. Today it is simulated: it waits
 * {@link listingSubmitDelayMs} and logs the data to the console; nothing leaves the browser.
 * A real endpoint replaces this one function (throw on failure: the form shows the error).
 * @param listing the validated submission (product §3 fields, trimmed)
 */
export async function submitListing(listing: Listing, { delayMs = listingSubmitDelayMs }: { delayMs?: number } = {}): Promise<void> {
  await wait(delayMs);
  console.log("Business listing submitted:", listing);
}
