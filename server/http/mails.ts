import type { Mail } from "../store/outbox";

/**
 * product §16.1: the mail a listing's contact gets: the request was received, the review promise,
 * and the private status link (the only copy besides the one the form showed).
 */
export function listingReceiptMail({
  id,
  to,
  businessName,
  statusUrl,
}: {
  id: string;
  to: string;
  businessName: string;
  statusUrl: string;
}): Mail {
  return {
    to,
    subject: `We received your listing request for ${businessName}`,
    text: [
      "Hello,",
      "",
      `thank you for asking to list ${businessName} in Discover Columbus. An editor reviews every request within 2-3 business days.`,
      "",
      "Follow its status here:",
      statusUrl,
      "",
      "Keep this link to yourself: anyone who has it can see the request's status (never your contact details).",
      "",
      "Discover Columbus",
    ].join("\n"),
    cause: { kind: "submission", id },
  };
}

/**
 * product §16.4: the double opt-in mail. Its link opens a page with a Confirm button (only that POST
 * confirms: mail scanners follow links); it carries the one-click unsubscribe of RFC 8058.
 */
export function confirmMail({
  id,
  to,
  confirmUrl,
  unsubscribeUrl,
}: {
  id: string;
  to: string;
  confirmUrl: string;
  unsubscribeUrl: string;
}): Mail {
  return {
    to,
    subject: "Confirm your subscription to Discover Columbus",
    text: [
      "Hello,",
      "",
      "someone, hopefully you, asked to receive the Discover Columbus newsletter at this address. To confirm, open this link and press the button:",
      confirmUrl,
      "",
      "If it wasn't you, ignore this mail: nothing is sent unless the link is used, and the address is deleted after 30 days.",
      "",
      "Discover Columbus",
    ].join("\n"),
    headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    cause: { kind: "subscriber", id },
  };
}
