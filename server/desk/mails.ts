/**
 * The mails the desk writes through the outbox (product §17.2): the owner's "approved" and an editor's reply to
 * a message or a correction. Plain text; the outbox sends them.
 */
import type { Mail } from "../store/outbox";

/**
 * product §17.2, decision 050 (approved is live): the owner of an approved listing hears that it is live, with its
 * page's address (`placeUrl`, absolute), where its request's status page is (the private link of the first mail:
 * only its hash is stored, decision 027, so this mail cannot repeat it) and the editors' public note. Written with
 * the place's first version, which the publisher puts live within seconds.
 */
export function listingApprovedMail({
  submissionId,
  to,
  businessName,
  placeUrl,
  publicNote,
}: {
  submissionId: string;
  to: string;
  businessName: string;
  placeUrl: string;
  publicNote?: string;
}): Mail {
  return {
    to,
    subject: `Your listing for ${businessName} was approved`,
    text: [
      `Hello,`,
      ``,
      `${businessName} was approved for Discover Columbus and is live in the guide: anyone can find it now. Its page:`,
      placeUrl,
      ``,
      `Its status page, the private link in the mail we sent when you asked, now says Live and links the page too;`,
      `from there you can reply to visitors' reviews.`,
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
