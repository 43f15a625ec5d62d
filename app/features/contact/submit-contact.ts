import type { ContactMessage } from "./contact-schema";
import { wait } from "~/features/forms";

/** Simulated delay of a contact message, like the newsletter's (product §9: 1000 ms). */
export const contactSubmitDelayMs = 1000;

/**
 * Sends a contact message. Today it is simulated like the listing form (product §1/§7: no server):
 * it waits {@link contactSubmitDelayMs} and logs the message to the console; nothing leaves the
 * browser. A real endpoint replaces this one function (throw on failure: the form says so).
 */
export async function submitContact(message: ContactMessage, { delayMs = contactSubmitDelayMs }: { delayMs?: number } = {}): Promise<void> {
  await wait(delayMs);
  console.log("Contact message submitted:", message);
}
