import type { SubmissionKind, SubmissionStatus } from "../db/schema";

/**
 * product §17.2: the one table of what each kind of submission may become, from each status. A listing
 * goes Received -> Approved / Not approved / Spam, in one step or through In review; a correction -> Accepted / Declined /
 * Spam; a message -> Replied / Closed / Spam. Everything the desk offers and accepts is read from here.
 */
export const transitions: Readonly<
  Record<SubmissionKind, Partial<Record<SubmissionStatus, readonly SubmissionStatus[]>>>
> = {
  listing: {
    received: ["in_review", "approved", "not_approved", "spam"],
    in_review: ["approved", "not_approved", "spam"],
  },
  correction: { received: ["accepted", "declined", "spam"] },
  message: { received: ["replied", "closed", "spam"] },
};

/** What the desk calls each status. */
export const statusLabels: Readonly<Record<SubmissionStatus, string>> = {
  received: "Received",
  in_review: "In review",
  approved: "Approved",
  not_approved: "Not approved",
  accepted: "Accepted",
  declined: "Declined",
  replied: "Replied",
  closed: "Closed",
  spam: "Spam",
};

/** What the desk calls each kind. */
export const kindLabels: Readonly<Record<SubmissionKind, string>> = {
  listing: "Listing request",
  correction: "Correction",
  message: "Message",
};

/** The statuses a submission of `kind` may move to from `status` (none: it is closed). */
export function nextStatuses(kind: SubmissionKind, status: SubmissionStatus): readonly SubmissionStatus[] {
  return transitions[kind][status] ?? [];
}

/** The statuses a kind can have at all, in the order of its workflow. */
export function statusesOf(kind: SubmissionKind): SubmissionStatus[] {
  const seen = new Set<SubmissionStatus>(["received"]);
  for (const [from, tos] of Object.entries(transitions[kind])) {
    seen.add(from as SubmissionStatus);
    for (const to of tos ?? []) seen.add(to);
  }
  return [...seen];
}
