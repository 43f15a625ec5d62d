/**
 * decision 068: the mails of the owners' side. Each link opens a page with one button (mail scanners open links;
 * only the button's POST acts), and no mail names another person's address. Each is written as every mail of the
 * site is, through server/web/mails.ts's `composeMail`.
 */
import type { Mail } from "../store/outbox";
import { composeMail } from "../web/mails";

/** The link that proves a claim by mail at the place's domain (24 hours, once). */
export function claimLinkMail({
  claimId,
  to,
  placeName,
  url,
}: {
  claimId: string;
  to: string;
  placeName: string;
  url: string;
}): Mail {
  return composeMail({
    to,
    subject: `Confirm that you run ${placeName}`,
    body: [
      `someone, hopefully you, asked to manage ${placeName} on Discover Columbus with this address. To confirm, open this link and press the button:`,
      url,
      "",
      "The link works once, within 24 hours. Once confirmed, you can keep the place's hours and facts current yourself.",
      "",
      "If it wasn't you, ignore this mail: nothing changes unless the button is pressed.",
    ],
    cause: { kind: "owner", id: claimId },
  });
}

/** To each manager of a place, when someone else claims it: the claim waits for our editors. */
export function claimHeldMail({ claimId, to, placeName }: { claimId: string; to: string; placeName: string }): Mail {
  return composeMail({
    to,
    subject: `Someone else asked to manage ${placeName}`,
    body: [
      `someone asked to manage ${placeName} on Discover Columbus, which you already manage. Their request waits for our editors, who check it before anything changes.`,
      "",
      "If you know them, nothing needs doing. If you do not, reply to this mail and tell us.",
    ],
    cause: { kind: "owner", id: claimId },
  });
}

/** The sign-in link (15 minutes, once). */
export function signInMail({ to, url }: { to: string; url: string }): Mail {
  return composeMail({
    to,
    subject: "Your sign-in link for Discover Columbus",
    body: [
      "to sign in and manage your places on Discover Columbus, open this link and press the button:",
      url,
      "",
      "The link works once, within 15 minutes. If you did not ask for it, ignore this mail.",
    ],
    cause: { kind: "owner", id: "sign-in" },
  });
}

/** A claim the desk approved: the claimant manages the place; a sign-in link (24 hours, once). */
export function claimApprovedMail({ to, placeName, url }: { to: string; placeName: string; url: string }): Mail {
  return composeMail({
    to,
    subject: `You now manage ${placeName} on Discover Columbus`,
    body: [
      `our editors checked your claim: you now manage ${placeName} on Discover Columbus. To sign in, open this link and press the button:`,
      url,
      "",
      "The link works once, within 24 hours. Later, ask for a new one on the sign-in page.",
    ],
    cause: { kind: "owner", id: "claim" },
  });
}

/** A claim the desk declined, with the editor's reason. */
export function claimDeclinedMail({ to, placeName, reason }: { to: string; placeName: string; reason: string }): Mail {
  return composeMail({
    to,
    subject: `Your claim on ${placeName} was not approved`,
    body: [
      `our editors could not approve your claim to manage ${placeName} on Discover Columbus, for this reason:`,
      "",
      reason,
      "",
      "Reply to this mail if you think this is a mistake.",
    ],
    cause: { kind: "owner", id: "claim" },
  });
}

/**
 * decision 068: "Are these still right?": the week in words, "Still right" (a page with one button: only its POST
 * confirms) and "Change" (the owner's page).
 */
export function reminderMail({
  to,
  placeName,
  week,
  stillRightUrl,
  changeUrl,
}: {
  to: string;
  placeName: string;
  week: string;
  stillRightUrl: string;
  changeUrl: string;
}): Mail {
  return composeMail({
    to,
    subject: `${placeName}: are these hours still right?`,
    body: [
      `Discover Columbus shows these hours for ${placeName}:`,
      "",
      week,
      "",
      "Still right? Open this link and press the button, and the page says you confirmed them today:",
      stillRightUrl,
      "",
      "Changed? Set the new hours here (they go live at once):",
      changeUrl,
    ],
    cause: { kind: "owner", id: "reminder" },
  });
}

/** decision 068: an invitation to manage a place, from one of its managers (7 days, once). */
export function invitationMail({
  to,
  placeName,
  inviter,
  url,
}: {
  to: string;
  placeName: string;
  inviter: string;
  url: string;
}): Mail {
  return composeMail({
    to,
    subject: `You are invited to manage ${placeName} on Discover Columbus`,
    body: [
      `${inviter} invites you to manage ${placeName} on Discover Columbus too: its hours and facts. To accept, open this link and press the button:`,
      url,
      "",
      "The link works once, within 7 days. If you do not know why you got this, ignore it.",
    ],
    cause: { kind: "owner", id: "invitation" },
  });
}

/**
 * decisions 068, 082: to each manager, when a visitor's review of their place is published, with the place's page
 * and the reply link (`replyUrl`: the review on the owner's page, which asks to sign in first when needed).
 */
export function reviewPublishedMail({
  to,
  placeName,
  placeUrl,
  replyUrl,
}: {
  to: string;
  placeName: string;
  placeUrl: string;
  replyUrl: string;
}): Mail {
  return composeMail({
    to,
    subject: `A new review of ${placeName} is on Discover Columbus`,
    body: [
      `a visitor's review of ${placeName} was published on Discover Columbus. Read it on the place's page:`,
      placeUrl,
      "",
      "To reply to it in public (an editor reads replies first), open your owner's page:",
      replyUrl,
    ],
    cause: { kind: "owner", id: "review" },
  });
}

/** decision 068: to each manager, when a visitor's correction to their place is accepted (it goes live). */
export function correctionAcceptedMail({
  to,
  placeName,
  historyUrl,
}: {
  to: string;
  placeName: string;
  historyUrl: string;
}): Mail {
  return composeMail({
    to,
    subject: `A correction to ${placeName} was accepted`,
    body: [
      `our editors accepted a visitor's correction to ${placeName} on Discover Columbus. The page's history shows what changed:`,
      historyUrl,
      "",
      "If it is wrong, change it on your owner's page or reply to this mail.",
    ],
    cause: { kind: "owner", id: "correction" },
  });
}

/**
 * To the manager who asked for a held change (name, address, category, description, phone, website, closing), when
 * the desk decides it: approved (live within seconds, with the place's page) or declined (with the editor's
 * reason). `fields`: the labels of the fields asked for, such as "Description".
 */
export function heldChangeDecidedMail({
  to,
  placeName,
  fields,
  decision,
  reason,
  placeUrl,
}: {
  to: string;
  placeName: string;
  fields: readonly string[];
  decision: "approve" | "decline";
  reason: string;
  placeUrl: string;
}): Mail {
  const what = fields.join(", ").toLowerCase();
  return composeMail({
    to,
    subject:
      decision === "approve"
        ? `Your change to ${placeName} is approved`
        : `Your change to ${placeName} was not approved`,
    body:
      decision === "approve"
        ? [
            `our editors approved the change you asked for on ${placeName} (${what}). It is live on the place's page within a few seconds:`,
            placeUrl,
          ]
        : [
            `our editors did not approve the change you asked for on ${placeName} (${what}), for this reason:`,
            "",
            reason,
            "",
            "Nothing changed on the place's page. Reply to this mail if you think this is a mistake.",
          ],
    cause: { kind: "owner", id: "change" },
  });
}
