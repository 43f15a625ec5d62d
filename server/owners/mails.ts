/**
 * decision 068: the mails of the owners' side. Each link opens a page with one button (mail scanners open links;
 * only the button's POST acts), and no mail names another person's address.
 */
import type { Mail } from "../store/outbox";

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
  return {
    to,
    subject: `Confirm that you run ${placeName}`,
    text: [
      "Hello,",
      "",
      `someone, hopefully you, asked to manage ${placeName} on Discover Columbus with this address. To confirm, open this link and press the button:`,
      url,
      "",
      "The link works once, within 24 hours. Once confirmed, you can keep the place's hours and facts current yourself.",
      "",
      "If it wasn't you, ignore this mail: nothing changes unless the button is pressed.",
      "",
      "Discover Columbus",
    ].join("\n"),
    cause: { kind: "owner", id: claimId },
  };
}

/** To each manager of a place, when someone else claims it: the claim waits for our editors. */
export function claimHeldMail({ claimId, to, placeName }: { claimId: string; to: string; placeName: string }): Mail {
  return {
    to,
    subject: `Someone else asked to manage ${placeName}`,
    text: [
      "Hello,",
      "",
      `someone asked to manage ${placeName} on Discover Columbus, which you already manage. Their request waits for our editors, who check it before anything changes.`,
      "",
      "If you know them, nothing needs doing. If you do not, reply to this mail and tell us.",
      "",
      "Discover Columbus",
    ].join("\n"),
    cause: { kind: "owner", id: claimId },
  };
}

/** The sign-in link (15 minutes, once). */
export function signInMail({ to, url }: { to: string; url: string }): Mail {
  return {
    to,
    subject: "Your sign-in link for Discover Columbus",
    text: [
      "Hello,",
      "",
      "to sign in and manage your places on Discover Columbus, open this link and press the button:",
      url,
      "",
      "The link works once, within 15 minutes. If you did not ask for it, ignore this mail.",
      "",
      "Discover Columbus",
    ].join("\n"),
    cause: { kind: "owner", id: "sign-in" },
  };
}
