/**
 * decision 076: what the owner's page holds for the desk, from any of its forms (the fields' form, the photos' page
 * of decision 091).
 */
import type { Context } from "hono";
import type { ManagerProof } from "../db/schema";
import { clientOf, type ServerContext } from "../web/respond";
import { holdOwnerChange, type HeldChange } from "./owner-edits";
import type { OwnerAccount } from "./store";

/** What the page says when 5 changes of a place wait already (decision 076). */
export const fiveWaiting = "Five changes already wait for our editors: wait for their answer.";

/**
 * decision 076: holds a manager's `change` of their place for the desk, counted against the client's limit of the
 * held changes (throws LimitExceeded: `store` answers 429). Resolves with its id.
 */
export function holdFromPage(
  server: ServerContext,
  c: Context<{ Variables: { account: OwnerAccount } }>,
  managed: { place: { id: number }; proof: string; verifiedAt: string },
  change: HeldChange,
) {
  return holdOwnerChange(server.db, {
    placeId: managed.place.id,
    accountId: c.get("account").id,
    proof: managed.proof as ManagerProof,
    verifiedAt: managed.verifiedAt,
    change,
    now: server.now(),
    limit: {
      limit: { name: "owner-change", max: server.submissionsPerHour, windowMinutes: 60 },
      client: clientOf(server, c),
    },
  });
}
