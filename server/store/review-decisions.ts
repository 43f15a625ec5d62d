/**
 * The editors' decisions on visitors' reviews (product §19.3, decision 054): what may be decided, and the decision
 * written with its ground, history, mail and the publisher's queue. The `review` tables' other jobs: reviews.ts.
 */
import type { Kysely, Transaction } from "kysely";
import type { ReviewGround } from "../../core/reviews/grounds";
import type { Database, ReviewStatus } from "../db/schema";
import { enqueueMail, type Mail } from "./outbox";
import { addEvent, queueChange } from "./reviews";

/** A decision of the desk (product §19.3): publish, decline (waiting) or remove (published), the last two on a ground. */
export type ReviewDecision = { to: "published" } | { to: "declined" | "removed"; ground: ReviewGround };

/**
 * What an editor may decide on a review (product §19.3): a waiting version is published or declined; whatever is
 * live on the place's page (`live`: a published version, also while an edit of it waits or after an edit was
 * declined) can be removed.
 */
export function reviewDecisions(review: { status: ReviewStatus; live: boolean }): ReviewDecision["to"][] {
  return [
    ...(review.status === "waiting" ? (["published", "declined"] as const) : []),
    ...(review.live ? (["removed"] as const) : []),
  ];
}

/**
 * The columns a desk decision sets on a review or on its owner's reply (product §19.3, §19.8): the status it goes
 * to, its ground (none for a publish), and when (`at`, ISO) it was decided.
 */
export function decidedColumns(decision: ReviewDecision, at: string) {
  return {
    status: decision.to,
    ground: decision.to === "published" ? null : decision.ground,
    decided_at: at,
    updated_at: at,
  };
}

/**
 * What follows a desk decision on a review or its reply, in the decision's transaction: the review's history line
 * (`from` -> `to` by `editor`, with the decision's ground) and, unless it declined something waiting (the page does
 * not change), the place's reviews queued for the publisher.
 */
export async function recordDecision(
  trx: Transaction<Database>,
  review: { id: number; place_id: number; version: number },
  step: { decision: ReviewDecision; editor: string; from: string | null; to: string; at: string },
): Promise<void> {
  const { decision, at } = step;
  await addEvent(trx, {
    id: review.id,
    version: review.version,
    actor: step.editor,
    from: step.from,
    to: step.to,
    ground: decision.to === "published" ? undefined : decision.ground,
    at,
  });
  if (decision.to !== "declined") await queueChange(trx, review, at);
}

/**
 * product §19.3: an editor's decision on review `id`, in one transaction: its status and ground (a decline or a
 * removal needs one of the published grounds), its history, the mail to its author (`mail`, given the address, while
 * there is one) and then the address dropped (its keyed hash stays); a publish or removal queues the place's reviews
 * for the publisher; then `also`, in the same transaction. Resolves false when the review is not in a status the decision is taken from (nothing written).
 */
export async function decideReview(
  db: Kysely<Database>,
  input: {
    id: number;
    decision: ReviewDecision;
    editor: string;
    mail: (to: string) => Mail;
    /** More to write in the decision's transaction once it is taken (product §19.5: a removal closes the reports). */
    also?: (trx: Transaction<Database>) => Promise<unknown>;
    now: Date;
  },
): Promise<boolean> {
  const at = input.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const review = await trx
      .selectFrom("review")
      .select(["id", "place_id", "status", "version", "email", "published_at", "published_version"])
      .where("id", "=", input.id)
      .executeTakeFirst();
    const to = input.decision.to;
    if (!review || !reviewDecisions({ status: review.status, live: review.published_version !== null }).includes(to))
      return false;
    await trx
      .updateTable("review")
      .set({
        ...decidedColumns(input.decision, at),
        email: null,
        ...(to === "published" && { published_version: review.version, published_at: at }),
        ...(to === "removed" && { published_version: null }),
      })
      .where("id", "=", review.id)
      .execute();
    await recordDecision(trx, review, { decision: input.decision, editor: input.editor, from: review.status, to, at });
    if (review.email) await enqueueMail(trx, input.mail(review.email), input.now);
    await input.also?.(trx);
    return true;
  });
}
