/**
 * product §16.6: how long the server keeps what people send, in one table. The privacy page says it
 * (privacy-page.tsx) and the server's pruning applies it (server/store/retention.ts, run by every
 * server every hour and by `npm run db:prune`), so the two cannot drift apart.
 */
export const retention = {
  /** Listing requests: from the editors' decision (approved or not). */
  decidedListingDays: 365,
  /** Corrections and messages: from when they were answered or closed. */
  closedMessageDays: 180,
  /** Anything marked as spam, from when it was received or marked. */
  spamDays: 30,
  /** A newsletter sign-up never confirmed, or an address that unsubscribed. */
  inactiveSubscriberDays: 30,
  /**
   * A visitor's review whose address was never confirmed (product §19.2), from when it was written; the address of an
   * edit never confirmed, likewise.
   */
  unconfirmedReviewDays: 30,
  /** A mail we sent (or could not send), with its text. */
  mailDays: 90,
  /** A photo uploaded but never sent with its form (decision 039). */
  unsentPhotoDays: 1,
  /** A photo the editors declined, from their decision; an approved one stays with its submission. */
  declinedPhotoDays: 30,
  /** The hourly counters of the per-address limits (keyed hashes of IP addresses, never the addresses). */
  limitCounterDays: 1,
  /**
   * Not people's data: a publisher run's files, kept in the database for the servers that apply them (decision 050),
   * from the run's end. Every running server applies a run within seconds; one stopped for longer renders the whole
   * guide itself when it starts again (server/publish/publisher.ts).
   */
  publishedFileDays: 7,
} as const;
