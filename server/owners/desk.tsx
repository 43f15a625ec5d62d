/** @jsxImportSource hono/jsx */
/**
 * decision 068: the desk's page of owners, `/admin/owners` (behind the desk's sign-in and cross-site check):
 * - the claims waiting (by phone, or on a place that has managers): the claimant, their role, how the listed phone
 *   reaches them, and Approve or Decline with a reason that is mailed;
 * - every manager of every place, with Remove (their sessions end at once);
 * - the feed of owners' changes (versions of kind owner and confirmed), each with Undo: the desk's restore of the
 *   version before it (`POST /admin/places/<id>/restore`).
 */
import { changedValueInWords } from "../../core/places/version-words";
import { Hono, type Context } from "hono";
import { styles } from "../web/layout";
import { originOf } from "../web/respond";
import { DecisionForm, Note, readDecision, renderDesk, when, type DeskContext, type DeskEnv } from "../desk/frame";
import { claimApprovedMail, claimDeclinedMail } from "./mails";
import { addHeldChangeDeskRoutes, heldChangesSection } from "./owner-edits-routes";
import { allManagers, decideClaim, ownerChanges, removeManager, waitingClaims } from "./store";

/** The desk's owners routes, mounted at /admin. */
export function ownerDeskRoutes(desk: DeskContext): Hono<DeskEnv> {
  const { db, now } = desk;
  const app = new Hono<DeskEnv>();

  const page = async (c: Context<DeskEnv>, status = 200, problem?: string) => {
    const [claims, managers, changes, held] = await Promise.all([
      waitingClaims(db),
      allManagers(db),
      ownerChanges(db),
      heldChangesSection(desk),
    ]);
    return renderDesk(
      c,
      status,
      "Owners",
      <>
        {problem && (
          <p role="alert" class={`${styles.alert} mt-4`}>
            {problem}
          </p>
        )}
        <section aria-labelledby="claims-heading" class="mt-6">
          <h2 id="claims-heading" class="text-xl font-semibold">
            Claims waiting ({claims.length})
          </h2>
          {claims.length === 0 ? (
            <p class="mt-2">No claim is waiting.</p>
          ) : (
            <ul class="mt-3 space-y-4">
              {claims.map((claim) => (
                <li class="rounded-md border p-4">
                  <p class="font-semibold">
                    {claim.place.name}: {claim.name} ({claim.role})
                  </p>
                  <p class="text-sm">
                    {claim.email} · {claim.proof === "desk" ? "asks for a call" : "by mail, on a place with managers"} ·{" "}
                    {when(claim.created_at)}
                  </p>
                  <p class="mt-1 text-sm">
                    Call the listed phone only: {claim.place.phone ?? "the guide lists no phone"}.{" "}
                    {claim.phone_note && `Their note: ${claim.phone_note}`}
                  </p>
                  <DecisionForm
                    action={`/admin/owners/claims/${claim.id}`}
                    reasonId={`reason-${claim.id}`}
                    reasonLabel="Reason for a decline (mailed to them)"
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="managers-heading" class="mt-10">
          <h2 id="managers-heading" class="text-xl font-semibold">
            Managers ({managers.length})
          </h2>
          {managers.length === 0 ? (
            <p class="mt-2">No place has a manager yet.</p>
          ) : (
            <table class="mt-3 w-full text-left text-sm">
              <thead>
                <tr class="border-b">
                  <th scope="col" class="py-1 pr-3">
                    Place
                  </th>
                  <th scope="col" class="py-1 pr-3">
                    Manager
                  </th>
                  <th scope="col" class="py-1 pr-3">
                    Proof
                  </th>
                  <th scope="col" class="py-1">
                    <span class="sr-only">Remove</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {managers.map((manager) => (
                  <tr class="border-b">
                    <td class="py-1 pr-3">{manager.placeName}</td>
                    <td class="py-1 pr-3">{manager.email}</td>
                    <td class="py-1 pr-3">
                      {manager.proof}, {when(manager.verifiedAt)}
                    </td>
                    <td class="py-1">
                      <form method="post" action="/admin/owners/managers/remove">
                        <input type="hidden" name="place" value={String(manager.placeId)} />
                        <input type="hidden" name="account" value={manager.accountId} />
                        <button type="submit" class={styles.secondaryButton}>
                          Remove {manager.email} from {manager.placeName}
                        </button>
                      </form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section aria-labelledby="changes-heading" class="mt-10">
          <h2 id="changes-heading" class="text-xl font-semibold">
            Owners' changes
          </h2>
          {changes.length === 0 ? (
            <p class="mt-2">No owner has changed a place yet.</p>
          ) : (
            <ul class="mt-3 space-y-3">
              {changes.map((change) => (
                <li class="rounded-md border p-3 text-sm">
                  <p>
                    <a href={`/admin/places/${change.placeId}`} class={styles.link}>
                      {change.placeName}
                    </a>{" "}
                    · version {change.version}, {change.kind} · {when(change.createdAt)} ·{" "}
                    {change.publish.state === "live" ? "live" : "waiting for the publisher"}
                  </p>
                  <ul class="mt-1 list-disc pl-5">
                    {change.changes.map((field) => (
                      <li>
                        {field.field}: {changedValueInWords(field.before)} → {changedValueInWords(field.after)}
                      </li>
                    ))}
                  </ul>
                  {change.version > 1 && (
                    <form method="post" action={`/admin/places/${change.placeId}/restore`} class="mt-2">
                      <input type="hidden" name="version" value={String(change.version - 1)} />
                      <button type="submit" class={styles.secondaryButton}>
                        Undo: restore version {change.version - 1} of {change.placeName}
                      </button>
                    </form>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
        {held}
      </>,
    );
  };

  app.get("/owners", (c) => page(c));
  addHeldChangeDeskRoutes(app, desk);

  app.post("/owners/claims/:id", async (c) => {
    const body = await c.req.parseBody();
    const { decision, reason } = readDecision(body);
    if (!decision) return page(c, 422, "Choose Approve or Decline.");
    if (decision === "decline" && reason.length < 5)
      return page(c, 422, "A decline needs its reason: it is mailed to the claimant.");
    const origin = originOf(desk, c);
    const names = new Map<number, string>();
    for (const claim of await waitingClaims(db)) names.set(claim.placeId, claim.place.name);
    const decided = await decideClaim(db, {
      claimId: c.req.param("id"),
      decision,
      reason,
      editor: c.get("editor").email,
      now: now(),
      approvedMail: (claim, token) =>
        claimApprovedMail({
          to: claim.email,
          placeName: names.get(claim.placeId) ?? "your place",
          url: `${origin}/owners/sign-in/link?token=${token}`,
        }),
      declinedMail: (claim) =>
        claimDeclinedMail({ to: claim.email, placeName: names.get(claim.placeId) ?? "the place", reason }),
    });
    if (!decided) return renderDesk(c, 404, "Not found", <Note back>This claim is not waiting any more.</Note>);
    desk.onMailQueued();
    return c.redirect("/admin/owners", 303);
  });

  app.post("/owners/managers/remove", async (c) => {
    const body = await c.req.parseBody();
    const placeId = typeof body.place === "string" && /^[0-9]{1,9}$/.test(body.place) ? Number(body.place) : 0;
    const accountId = typeof body.account === "string" ? body.account : "";
    if (!(await removeManager(db, placeId, accountId))) return page(c, 422, "There is no such manager.");
    return c.redirect("/admin/owners", 303);
  });

  return app;
}
