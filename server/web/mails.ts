/**
 * Every mail the site's forms and the desk write (product §16, §17.2, §19), composed in one place: plain text, with
 * the cause the outbox keeps (server/store/outbox.ts sends them).
 */
import type { Mail } from "../store/outbox";

/**
 * The one way a mail is written: "Hello,", a blank line, `body` (its lines, "" for a blank one), a blank line and
 * the site's name; plain text, with the cause the outbox keeps and any `headers`. Every mail of the site's forms,
 * the desk and the owners' side (server/owners/mails.ts) is written through it.
 */
export function composeMail({
  body,
  ...mail
}: Omit<Mail, "text"> & {
  /** The lines between the greeting and the signature. */
  body: readonly string[];
}): Mail {
  return { ...mail, text: ["Hello,", "", ...body, "", "Discover Columbus"].join("\n") };
}

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
  return composeMail({
    to,
    subject: `We received your listing request for ${businessName}`,
    body: [
      `thank you for asking to list ${businessName} in Discover Columbus. An editor reviews every request within 2-3 business days.`,
      "",
      "Follow its status here:",
      statusUrl,
      "",
      "Keep this link to yourself: anyone who has it can see the request's status (never your contact details).",
    ],
    cause: { kind: "submission", id },
  });
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
  return composeMail({
    to,
    subject: "Confirm your subscription to Discover Columbus",
    body: [
      "someone, hopefully you, asked to receive the Discover Columbus newsletter at this address. To confirm, open this link and press the button:",
      confirmUrl,
      "",
      "If it wasn't you, ignore this mail: nothing is sent unless the link is used, and the address is deleted after 30 days.",
    ],
    headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    cause: { kind: "subscriber", id },
  });
}

/**
 * product §19.2: the mail that confirms a review's address. Its first link opens a page with a Confirm button (only
 * that POST confirms: mail scanners follow links); the second is the author's private link (status, the reason of any
 * decision, edit, withdraw).
 */
export function reviewConfirmMail({
  id,
  to,
  placeName,
  confirmUrl,
  privateUrl,
}: {
  id: number;
  to: string;
  placeName: string;
  confirmUrl: string;
  privateUrl: string;
}): Mail {
  return composeMail({
    to,
    subject: `Confirm your review of ${placeName}`,
    body: [
      `someone, hopefully you, wrote a review of ${placeName} on Discover Columbus with this address. To confirm it, open this link and press the button:`,
      confirmUrl,
      "",
      "Only a confirmed review reaches our editors. If it wasn't you, ignore this mail: the review is deleted after 30 days.",
      "",
      "Your review's private page (its status, the editors' decision and its reason, edit or withdraw it):",
      privateUrl,
      "",
      "Keep this link to yourself: anyone who has it can edit or withdraw the review.",
    ],
    cause: { kind: "review", id: String(id) },
  });
}

/**
 * product §19.3: the mail that tells a review's author the editors' decision and, for a decline or removal, its
 * ground in the published words (core/reviews/grounds.ts). Once it is queued the address is dropped (decision 054).
 */
export function reviewDecisionMail({
  id,
  to,
  placeName,
  outcome,
  ground,
  placeUrl,
  policyUrl,
}: {
  id: number;
  to: string;
  placeName: string;
  outcome: "published" | "declined" | "removed";
  /** The ground's words, for a decline or removal. */
  ground?: string;
  placeUrl: string;
  /** The address of /reviews-policy, which states the grounds. */
  policyUrl: string;
}): Mail {
  const lines = {
    published: [`your review of ${placeName} is published. It is on the place's page within seconds:`, placeUrl],
    declined: [
      `our editors did not publish your review of ${placeName}.`,
      "",
      `The reason: ${ground ?? ""}.`,
      "",
      `Our grounds are the same for every review, whatever its stars: ${policyUrl}`,
      "Your private link still shows your review, and lets you edit it.",
    ],
    removed: [
      `our editors removed your review of ${placeName} from the guide.`,
      "",
      `The reason: ${ground ?? ""}.`,
      "",
      `Our grounds are the same for every review, whatever its stars: ${policyUrl}`,
    ],
  }[outcome];
  return composeMail({
    to,
    subject:
      outcome === "published"
        ? `Your review of ${placeName} is published`
        : `Your review of ${placeName} was ${outcome === "declined" ? "not published" : "removed"}`,
    body: [...lines, "", "We keep no copy of your address now: this is the last mail about this review."],
    cause: { kind: "review", id: String(id) },
  });
}

/**
 * product §19.5: the mail that tells someone who reported a review, and gave their address, what the editors did:
 * the review kept or removed. Once it is queued the address is dropped.
 */
export function reportOutcomeMail({
  reviewId,
  to,
  placeName,
  outcome,
  policyUrl,
}: {
  reviewId: number;
  to: string;
  placeName: string;
  outcome: "kept" | "removed";
  /** The address of /reviews-policy, which states the grounds. */
  policyUrl: string;
}): Mail {
  return composeMail({
    to,
    subject: `Your report of a review of ${placeName}: the review was ${outcome}`,
    body: [
      "thank you for reporting a review on Discover Columbus.",
      "",
      outcome === "removed"
        ? `Our editors read it again and removed the review of ${placeName} from the guide.`
        : `Our editors read it again and kept the review of ${placeName}: it stays on the place's page.`,
      "",
      `Our grounds are the same for every review, whatever its stars: ${policyUrl}`,
      "",
      "We keep no copy of your address now: this is the last mail about your report.",
    ],
    cause: { kind: "review", id: String(reviewId) },
  });
}

/**
 * product §19.8: the mail that tells a place's owner the editors' decision on their reply to a review and, for a
 * decline or removal, its ground in the published words. Sent to the listing request's address while `/privacy`
 * keeps it.
 */
export function replyDecisionMail({
  reviewId,
  to,
  placeName,
  publicName,
  outcome,
  ground,
  placeUrl,
  policyUrl,
}: {
  reviewId: number;
  to: string;
  placeName: string;
  /** The review's author as the page names them. */
  publicName: string;
  outcome: "published" | "declined" | "removed";
  /** The ground's words, for a decline or removal. */
  ground?: string;
  placeUrl: string;
  /** The address of /reviews-policy, which states the grounds. */
  policyUrl: string;
}): Mail {
  const what = `your reply to the review by ${publicName} of ${placeName}`;
  const lines = {
    published: [`${what} is published. It is under the review within seconds:`, placeUrl],
    declined: [`our editors did not publish ${what}.`, "", `The reason: ${ground ?? ""}.`],
    removed: [`our editors removed ${what} from the guide.`, "", `The reason: ${ground ?? ""}.`],
  }[outcome];
  return composeMail({
    to,
    subject:
      outcome === "published"
        ? `Your reply to a review of ${placeName} is published`
        : `Your reply to a review of ${placeName} was ${outcome === "declined" ? "not published" : "removed"}`,
    body: [
      ...lines,
      "",
      `Replies are read on the same grounds as reviews: ${policyUrl}`,
      "Your listing's private link shows your replies and lets you write them again.",
    ],
    cause: { kind: "review", id: String(reviewId) },
  });
}

/**
 * product §17.2, decision 050 (approved is live): the owner of an approved listing hears that it is live, with its
 * page's address (`placeUrl`, absolute), a private link to its request's status page (`statusUrl`, absolute: a second
 * status token made at approval, decision 075, as the first mail's is stored only as a hash) and the editors' public
 * note. Written with the place's first version, which the publisher puts live within seconds.
 */
export function listingApprovedMail({
  submissionId,
  to,
  businessName,
  placeUrl,
  statusUrl,
  publicNote,
}: {
  submissionId: string;
  to: string;
  businessName: string;
  placeUrl: string;
  statusUrl: string;
  publicNote?: string;
}): Mail {
  return composeMail({
    to,
    subject: `Your listing for ${businessName} was approved`,
    body: [
      `${businessName} was approved for Discover Columbus and is live in the guide: anyone can find it now. Its page:`,
      placeUrl,
      ``,
      `Your request's status page, where you can reply to visitors' reviews and keep the page's hours current:`,
      statusUrl,
      ``,
      `Keep this link to yourself: anyone who has it can act for the business. The link we sent when you asked works too.`,
      ...(publicNote ? [``, `A note from the editors: ${publicNote}`] : []),
    ],
    cause: { kind: "submission", id: submissionId },
  });
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

/**
 * decision 068: the mail a correction's sender gets: it was received, an editor checks it, and the private status
 * link (`statusUrl`), which says whether it was accepted.
 */
export function correctionReceiptMail({
  id,
  to,
  placeName,
  statusUrl,
}: {
  id: string;
  to: string;
  placeName: string;
  statusUrl: string;
}): Mail {
  return composeMail({
    to,
    subject: `We received your correction to ${placeName}`,
    body: [
      `thank you for your correction to ${placeName} in Discover Columbus. An editor checks every correction against a source before the guide changes.`,
      "",
      "See where it stands here:",
      statusUrl,
      "",
      "Keep this link to yourself: anyone who has it can see the correction's status (never your name or address).",
    ],
    cause: { kind: "submission", id },
  });
}

/**
 * decision 092: the mail an event proposal's sender gets: it was received, an editor checks it against the page it
 * links, and the private status link (`statusUrl`, absolute), which says whether it is live or why not.
 */
export function eventProposalReceiptMail({
  id,
  to,
  title,
  statusUrl,
}: {
  id: string;
  to: string;
  title: string;
  statusUrl: string;
}): Mail {
  return composeMail({
    to,
    subject: `We received your event: ${title}`,
    body: [
      `thank you for proposing ${title} to Discover Columbus. An editor checks every event against the page that announces it before it goes on the guide.`,
      "",
      "Follow its status here:",
      statusUrl,
      "",
      "Keep this link to yourself: anyone who has it can see the proposal's status (never your address).",
    ],
    cause: { kind: "event-proposal", id },
  });
}

/**
 * decision 092: the editors' decision on an event proposal, mailed to its sender: approved, with the event's page
 * (`eventUrl`, absolute; live within a minute), or declined, with the editor's reason.
 */
export function eventProposalDecisionMail({
  id,
  to,
  title,
  outcome,
  eventUrl,
  reason,
}: {
  id: string;
  to: string;
  title: string;
  outcome: "approved" | "declined";
  eventUrl?: string;
  reason?: string;
}): Mail {
  return composeMail({
    to,
    subject:
      outcome === "approved" ? `Your event is on the guide: ${title}` : `Your event was not put on the guide: ${title}`,
    body: [
      ...(outcome === "approved"
        ? [`our editors approved ${title}. It is on the guide within a minute, at:`, eventUrl ?? ""]
        : [`our editors did not put ${title} on the guide.`, "", `The reason: ${reason ?? ""}`]),
      "",
      "The private link we sent when you proposed it shows its status too.",
    ],
    cause: { kind: "event-proposal", id },
  });
}
