/**
 * The mails the desk writes through the outbox (product §17.2): the owner's "approved" and an editor's reply to
 * a message or a correction. Plain text; the outbox sends them.
 */
import type { Mail } from "../store/outbox";

/** product §17.2: the owner of an approved listing hears it, with the editors' public note. */
export function listingApprovedMail({
  submissionId,
  to,
  businessName,
  publicNote,
}: {
  submissionId: string;
  to: string;
  businessName: string;
  publicNote?: string;
}): Mail {
  return {
    to,
    subject: `Your listing for ${businessName} was approved`,
    text: [
      `Hello,`,
      ``,
      `${businessName} was approved for Discover Columbus: it appears in the guide with the next update of the site.`,
      ...(publicNote ? [``, `A note from the editors: ${publicNote}`] : []),
      ``,
      `Discover Columbus`,
    ].join("\n"),
    cause: { kind: "submission", id: submissionId },
  };
}

/** product §17.2: an editor's reply to whoever sent a message or a correction (at most 5,000 characters). */
export function replyMail({ submissionId, to, reply }: { submissionId: string; to: string; reply: string }): Mail {
  return {
    to,
    subject: "Your message to Discover Columbus",
    text: `${reply.slice(0, 5000)}\n\nDiscover Columbus`,
    cause: { kind: "submission", id: submissionId },
  };
}
