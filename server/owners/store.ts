/**
 * decision 068: the owners' side of the database: claims, one-time links, accounts, managers and sessions, and
 * an owner's change written as a place's version of kind "owner" (live at once through the publisher, decision
 * 050). A link's token is 32 random bytes; only its SHA-256 is kept, it works once and until it expires (a claim's
 * 24 hours, a sign-in's 15 minutes). A session lasts 30 days without a visit and 90 days in all. Every function
 * runs on SQLite and PostgreSQL alike.
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { columbusDate } from "../../core/hours/columbus-date";
import type { Place } from "../../core/places/place-schema";
import type { ManagerProof, OwnerTokenPurpose, Database } from "../db/schema";
import { longDate } from "../places/history";
import type { SourceRecord, PlaceRecord } from "../places/record";
import { writeVersion, type WrittenVersion } from "../places/store";
import { enqueueMail, type Mail } from "../store/outbox";
import { countHit, LimitExceeded, type Limit } from "../store/rate-limits";
import { publishStateOf } from "../store/publishes";
import { queueLimitedMail } from "../store/recipients";
import { statusTokenIs } from "../store/submissions";
import { hashToken, isTokenShaped, newToken } from "../tokens";

type Db = Kysely<Database> | Transaction<Database>;

/** How long a claim's link works (product, owners: "valid 24 h and once"). */
export const claimLinkMs = 24 * 60 * 60_000;
/** How long a sign-in link works ("15 minutes, once"). */
export const signInLinkMs = 15 * 60_000;
/** A session ends after this long without a visit. */
export const ownerSessionIdleMs = 30 * 24 * 60 * 60_000;
/** And this long after its sign-in, however busy. */
export const ownerSessionLifetimeMs = 90 * 24 * 60 * 60_000;

/** Limits on claims and sign-in links: per address, per place and per client (each a keyed hash or an id). */
export const ownerLimits = {
  claimAddress: { name: "claim-address", max: 3, windowMinutes: 24 * 60 },
  claimPlace: { name: "claim-place", max: 10, windowMinutes: 24 * 60 },
  claimClient: { name: "claim-client", max: 5, windowMinutes: 60 },
  signInAddress: { name: "owner-sign-in-address", max: 3, windowMinutes: 60 },
  signInClient: { name: "owner-sign-in-client", max: 10, windowMinutes: 60 },
} as const satisfies Record<string, Limit>;

/** Counts one hit against each limit; throws {@link LimitExceeded} (rolling the transaction back) when one is over. */
async function countAll(trx: Transaction<Database>, hits: readonly [Limit, string][], now: Date) {
  for (const [limit, key] of hits) {
    const outcome = await countHit(trx, limit, key, now);
    if (!outcome.allowed) throw new LimitExceeded(outcome.retryAfterSeconds);
  }
}

/** A mail address as the owners' tables keep it: trimmed, lower case. */
export const canonicalEmail = (email: string) => email.trim().toLowerCase();

/** What a one-time link is for and how long it works. */
type LinkInput = { purpose: OwnerTokenPurpose; email: string; placeId?: number; claimId?: string; lifetimeMs: number };

/**
 * Writes a one-time link and resolves with its token (the only copy, for the mail). Its `lifetimeMs` counts from
 * `from`, when its mail goes (default `now`): a link whose mail waits for its turn keeps its whole lifetime.
 */
async function newLink(trx: Db, link: LinkInput, now: Date, { token = newToken(), from = now } = {}): Promise<string> {
  await trx
    .insertInto("owner_token")
    .values({
      token_hash: hashToken(token),
      purpose: link.purpose,
      email: link.email,
      place_id: link.placeId ?? null,
      claim_id: link.claimId ?? null,
      expires_at: new Date(Math.max(from.getTime(), now.getTime()) + link.lifetimeMs).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    })
    .execute();
  return token;
}

/** A live link (unused, not expired) of `purpose`, or undefined: a guessed, used or old token finds nothing. */
export async function liveLink(db: Db, token: string, purpose: OwnerTokenPurpose, now: Date) {
  if (!isTokenShaped(token)) return undefined;
  return db
    .selectFrom("owner_token")
    .selectAll()
    .where("token_hash", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
}

/** Marks a live link used, in `trx`; false when another request used it first (or it is not live). */
async function useLink(trx: Transaction<Database>, token: string, purpose: OwnerTokenPurpose, now: Date) {
  if (!isTokenShaped(token)) return undefined;
  const link = await liveLink(trx, token, purpose, now);
  if (!link) return undefined;
  const used = await trx
    .updateTable("owner_token")
    .set({ used_at: now.toISOString() })
    .where("token_hash", "=", link.token_hash)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1 ? link : undefined;
}

/** Who asks for a mailed link, for the limits (decision 067, 068): counted per client, address and recipient. */
export interface LinkRequest {
  /** The client's key (server/web/client-address.ts). */
  client: string;
  /** The address's keyed hash. */
  addressKey: string;
  now: Date;
  /** The address's key for the per-recipient mail limit (decision 067); absent: not limited. */
  recipient?: string;
}

/**
 * Queues `mail` of a new one-time link, held back by the per-recipient limit when `recipient` is given, and writes
 * the link ({@link newLink}) to work for its whole lifetime from when its mail goes: a third sign-in link held 10
 * minutes for its turn still works 15 minutes once it arrives. Resolves false, writing no link, when that limit
 * dropped the mail.
 */
async function mailLink(
  trx: Transaction<Database>,
  link: LinkInput,
  mail: (token: string) => Mail,
  { recipient, now }: Pick<LinkRequest, "recipient" | "now">,
): Promise<boolean> {
  const token = newToken();
  let goes = now;
  if (recipient) {
    const turn = await queueLimitedMail(trx, { mail: mail(token), key: recipient, now });
    if (turn === null) return false;
    goes = turn;
  } else await enqueueMail(trx, mail(token), now);
  await newLink(trx, link, now, { token, from: goes });
  return true;
}

/** What a claim says. */
export interface ClaimInput {
  placeId: number;
  email: string;
  name: string;
  role: string;
  proof: "domain-mail" | "desk";
  phoneNote: string;
}

/** How a claim was taken: mailed (its link is on the way), or held for the desk. */
export type ClaimOutcome = { status: "mailed" | "held"; claimId: string };

/**
 * Takes a claim (decision 068), counted against the limits per address, place and client. A claim by mail at the
 * place's domain on a place nobody manages gets a link (24 h, once) mailed to the address; a claim by phone, or any
 * claim on a place that has managers, is held for the desk, and the managers are mailed (`managersMail`).
 * @throws LimitExceeded (nothing is stored)
 */
export async function takeClaim(
  db: Kysely<Database>,
  claim: ClaimInput,
  {
    client,
    addressKey,
    now,
    linkMail,
    managersMail,
    recipient,
  }: LinkRequest & { linkMail: (token: string) => Mail; managersMail: (to: string) => Mail },
): Promise<ClaimOutcome> {
  return db.transaction().execute(async (trx) => {
    await countAll(
      trx,
      [
        [ownerLimits.claimClient, client],
        [ownerLimits.claimAddress, addressKey],
        [ownerLimits.claimPlace, String(claim.placeId)],
      ],
      now,
    );
    const managers = await managersOf(trx, claim.placeId);
    const status = claim.proof === "domain-mail" && managers.length === 0 ? "mailed" : "held";
    const id = randomUUID();
    await trx
      .insertInto("owner_claim")
      .values({
        id,
        place_id: claim.placeId,
        email: canonicalEmail(claim.email),
        name: claim.name,
        role: claim.role,
        proof: claim.proof,
        status,
        phone_note: claim.phoneNote,
        reason: null,
        decided_by: null,
        created_at: now.toISOString(),
        decided_at: null,
      })
      .execute();
    if (status === "mailed")
      await mailLink(
        trx,
        {
          purpose: "claim",
          email: canonicalEmail(claim.email),
          placeId: claim.placeId,
          claimId: id,
          lifetimeMs: claimLinkMs,
        },
        linkMail,
        { recipient, now },
      );
    for (const manager of managers) await enqueueMail(trx, managersMail(manager.email), now);
    return { status, claimId: id };
  });
}

/** The managers of a place: their account and address. */
export async function managersOf(db: Db, placeId: number) {
  return db
    .selectFrom("place_manager")
    .innerJoin("owner_account", "owner_account.id", "place_manager.account_id")
    .select([
      "owner_account.id as accountId",
      "owner_account.email",
      "place_manager.proof",
      "place_manager.verified_at as verifiedAt",
    ])
    .where("place_manager.place_id", "=", placeId)
    .orderBy("place_manager.created_at")
    .execute();
}

/** The account of `email`, made when there is none. */
async function accountFor(trx: Transaction<Database>, email: string, now: Date): Promise<string> {
  const address = canonicalEmail(email);
  const existing = await trx.selectFrom("owner_account").select("id").where("email", "=", address).executeTakeFirst();
  if (existing) return existing.id;
  const id = randomUUID();
  await trx.insertInto("owner_account").values({ id, email: address, created_at: now.toISOString() }).execute();
  return id;
}

/** Makes `accountId` a manager of a place (kept as it was when they already are one). */
export async function grantManager(
  trx: Transaction<Database>,
  grant: { placeId: number; accountId: string; proof: ManagerProof; grantedBy: string },
  now: Date,
): Promise<void> {
  const existing = await trx
    .selectFrom("place_manager")
    .select("account_id")
    .where("place_id", "=", grant.placeId)
    .where("account_id", "=", grant.accountId)
    .executeTakeFirst();
  if (existing) return;
  await trx
    .insertInto("place_manager")
    .values({
      place_id: grant.placeId,
      account_id: grant.accountId,
      proof: grant.proof,
      verified_at: now.toISOString(),
      granted_by: grant.grantedBy,
      created_at: now.toISOString(),
    })
    .execute();
}

/** Starts a session for an account; resolves with the cookie's token (only its SHA-256 is kept). */
async function startSession(trx: Db, accountId: string, now: Date): Promise<string> {
  const token = newToken();
  await trx
    .insertInto("owner_session")
    .values({
      token_hash: hashToken(token),
      account_id: accountId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
    })
    .execute();
  return token;
}

/** The claim `id` while its status is `status` (undefined otherwise: decided, proved or never made). */
function claimOfStatus(trx: Db, id: string, status: "mailed" | "held") {
  return trx.selectFrom("owner_claim").selectAll().where("id", "=", id).where("status", "=", status).executeTakeFirst();
}

/**
 * The POST of a claim's link (decision 068: only the button's POST proves it, never the GET a mail scanner
 * makes): the link is used, the claimant becomes a manager of the place with the proof "domain-mail", and is signed
 * in. Undefined for a link that is not live (guessed, used, expired) or a claim the desk holds since.
 */
export async function proveClaim(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<{ session: string; placeId: number } | undefined> {
  return db.transaction().execute(async (trx) => {
    const link = await useLink(trx, token, "claim", now);
    if (!link?.claim_id || link.place_id === null) return undefined;
    const claim = await claimOfStatus(trx, link.claim_id, "mailed");
    if (!claim) return undefined;
    const accountId = await accountFor(trx, claim.email, now);
    await grantManager(trx, { placeId: claim.place_id, accountId, proof: "domain-mail", grantedBy: "mail" }, now);
    await trx
      .updateTable("owner_claim")
      .set({ status: "verified", decided_at: now.toISOString() })
      .where("id", "=", claim.id)
      .execute();
    return { session: await startSession(trx, accountId, now), placeId: claim.place_id };
  });
}

/**
 * A manager asks for a sign-in link: counted against the limits per address and client, and mailed only when the
 * address manages a place (the caller answers the same either way). Resolves true when a mail was queued.
 * @throws LimitExceeded
 */
export async function requestSignIn(
  db: Kysely<Database>,
  email: string,
  { client, addressKey, now, mail, recipient }: LinkRequest & { mail: (token: string) => Mail },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await countAll(
      trx,
      [
        [ownerLimits.signInClient, client],
        [ownerLimits.signInAddress, addressKey],
      ],
      now,
    );
    const account = await trx
      .selectFrom("owner_account")
      .innerJoin("place_manager", "place_manager.account_id", "owner_account.id")
      .select("owner_account.id")
      .where("owner_account.email", "=", canonicalEmail(email))
      .executeTakeFirst();
    if (!account) return false;
    return mailLink(trx, { purpose: "sign-in", email: canonicalEmail(email), lifetimeMs: signInLinkMs }, mail, {
      recipient,
      now,
    });
  });
}

/** The POST of a sign-in link: the link is used and a session starts; undefined when the link is not live. */
export async function signInWithLink(db: Kysely<Database>, token: string, now: Date): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    const link = await useLink(trx, token, "sign-in", now);
    if (!link) return undefined;
    const account = await trx
      .selectFrom("owner_account")
      .select("id")
      .where("email", "=", link.email)
      .executeTakeFirst();
    if (!account) return undefined;
    return startSession(trx, account.id, now);
  });
}

/** A signed-in manager. */
export interface OwnerAccount {
  id: string;
  email: string;
}

/**
 * The account of a session's token, or null when it is unknown, idle for over 30 days or signed in over 90 days
 * ago (an expired session is deleted). A live one is marked seen, at most once a minute.
 */
export async function accountOfSession(
  db: Kysely<Database>,
  token: string | undefined,
  now: Date,
): Promise<OwnerAccount | null> {
  if (!token || !isTokenShaped(token)) return null;
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom("owner_session")
    .innerJoin("owner_account", "owner_account.id", "owner_session.account_id")
    .select(["owner_account.id", "owner_account.email", "owner_session.created_at", "owner_session.last_seen_at"])
    .where("owner_session.token_hash", "=", tokenHash)
    .executeTakeFirst();
  if (!row) return null;
  const idle = now.getTime() - Date.parse(row.last_seen_at);
  if (idle > ownerSessionIdleMs || now.getTime() - Date.parse(row.created_at) >= ownerSessionLifetimeMs) {
    await db.deleteFrom("owner_session").where("token_hash", "=", tokenHash).execute();
    return null;
  }
  if (idle > 60_000)
    await db
      .updateTable("owner_session")
      .set({ last_seen_at: now.toISOString() })
      .where("token_hash", "=", tokenHash)
      .execute();
  return { id: row.id, email: row.email };
}

/** Ends one session (sign out), or every session of the account (sign out everywhere). */
export async function endSessions(db: Db, which: { token: string } | { accountId: string }): Promise<void> {
  if ("token" in which) await db.deleteFrom("owner_session").where("token_hash", "=", hashToken(which.token)).execute();
  else await db.deleteFrom("owner_session").where("account_id", "=", which.accountId).execute();
}

/** The places an account manages, by name. */
export async function placesOf(db: Db, accountId: string) {
  const rows = await db
    .selectFrom("place_manager")
    .innerJoin("place", "place.id", "place_manager.place_id")
    .select(["place.id", "place.slug", "place.record", "place_manager.proof", "place_manager.verified_at"])
    .where("place_manager.account_id", "=", accountId)
    .execute();
  return rows
    .map((row) => ({
      place: JSON.parse(row.record) as Place,
      proof: row.proof,
      verifiedAt: row.verified_at,
    }))
    .sort((a, b) => a.place.name.localeCompare(b.place.name));
}

/** The place of `slug` when `accountId` manages it, with how they proved it; undefined otherwise (a 404). */
export async function managedPlace(db: Db, accountId: string, slug: string) {
  const row = await db
    .selectFrom("place_manager")
    .innerJoin("place", "place.id", "place_manager.place_id")
    .select(["place.record", "place_manager.proof", "place_manager.verified_at"])
    .where("place_manager.account_id", "=", accountId)
    .where("place.slug", "=", slug)
    .executeTakeFirst();
  return row ? { place: JSON.parse(row.record) as Place, proof: row.proof, verifiedAt: row.verified_at } : undefined;
}

/** How the public history names an owner's proof (decision 068): never the person, their name or address. */
export function ownerSourceName(proof: ManagerProof, verifiedAt: string): string {
  const on = longDate(columbusDate(new Date(verifiedAt)));
  switch (proof) {
    case "domain-mail":
      return `the owner (verified by mail at the place's domain on ${on})`;
    case "listing":
      return `the owner (verified by the listing request that put the place in the guide, on ${on})`;
    case "desk":
      return `the owner (verified by our editors' call to the place's listed phone on ${on})`;
    case "invitation":
      return `a manager of the place (invited by its verified owner on ${on})`;
  }
}

/**
 * decision 068: an owner's change that goes live at once (hours, for now): a version of kind "owner" with the
 * owner's source (the proof and its day, {@link ownerSourceName}) in place of an earlier owner's source, and the
 * hours confirmed by the owner today. The publisher puts it live (the caller wakes it).
 * @throws PlaceRefused naming the place and field (a record the schema refuses, nothing that changes)
 */
export async function saveOwnerChange(
  db: Kysely<Database>,
  {
    place,
    proof,
    verifiedAt,
    change,
    title,
    accountId,
    now,
    kind = "owner",
  }: {
    place: Place;
    proof: ManagerProof;
    verifiedAt: string;
    change: Partial<PlaceRecord>;
    title: string;
    accountId: string;
    now: Date;
    /** "owner" (a change), or "confirmed" (the hours said still right). */
    kind?: "owner" | "confirmed";
  },
): Promise<WrittenVersion> {
  const date = columbusDate(now);
  const source: SourceRecord = { publisher: ownerSourceName(proof, verifiedAt), title, date };
  const sources = (place.sources as SourceRecord[]).filter(
    (other) => !/^(the owner|a manager of the place) \(/.test(other.publisher),
  );
  const record = {
    ...(place as unknown as PlaceRecord),
    ...change,
    hoursConfirmed: { by: "owner", on: date },
    sources: [...sources, source],
  };
  return db.transaction().execute((trx) => writeVersion(trx, { record, kind, editor: `owner:${accountId}` }, now));
}

/** decision 068: the claims waiting for the desk (by phone, or on a managed place), oldest first, with their place. */
export async function waitingClaims(db: Db) {
  const rows = await db
    .selectFrom("owner_claim")
    .innerJoin("place", "place.id", "owner_claim.place_id")
    .select([
      "owner_claim.id",
      "owner_claim.email",
      "owner_claim.name",
      "owner_claim.role",
      "owner_claim.proof",
      "owner_claim.phone_note",
      "owner_claim.created_at",
      "place.id as placeId",
      "place.record",
    ])
    .where("owner_claim.status", "=", "held")
    .orderBy("owner_claim.created_at")
    .execute();
  return rows.map(({ record, ...claim }) => ({ ...claim, place: JSON.parse(record) as Place }));
}

/**
 * An editor's decision on a held claim (decision 068): approved, the claimant becomes a manager (proof "desk") and
 * is mailed a sign-in link (24 hours, once); declined, they are mailed the editor's reason. Undefined when the claim
 * is not waiting (decided meanwhile).
 */
export async function decideClaim(
  db: Kysely<Database>,
  {
    claimId,
    decision,
    reason,
    editor,
    now,
    approvedMail,
    declinedMail,
  }: {
    claimId: string;
    decision: "approve" | "decline";
    reason: string;
    editor: string;
    now: Date;
    approvedMail: (claim: { email: string; placeId: number }, token: string) => Mail;
    declinedMail: (claim: { email: string; placeId: number }) => Mail;
  },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claim = await claimOfStatus(trx, claimId, "held");
    if (!claim) return false;
    const target = { email: claim.email, placeId: claim.place_id };
    await trx
      .updateTable("owner_claim")
      .set({
        status: decision === "approve" ? "approved" : "declined",
        reason: decision === "decline" ? reason : null,
        decided_by: editor,
        decided_at: now.toISOString(),
      })
      .where("id", "=", claimId)
      .execute();
    if (decision === "decline") {
      await enqueueMail(trx, declinedMail(target), now);
      return true;
    }
    const accountId = await accountFor(trx, claim.email, now);
    await grantManager(trx, { placeId: claim.place_id, accountId, proof: "desk", grantedBy: editor }, now);
    return mailLink(
      trx,
      { purpose: "sign-in", email: claim.email, lifetimeMs: claimLinkMs },
      (token) => approvedMail(target, token),
      { now },
    );
  });
}

/** Every manager of every place, by place name, for the desk. */
export async function allManagers(db: Db) {
  const rows = await db
    .selectFrom("place_manager")
    .innerJoin("owner_account", "owner_account.id", "place_manager.account_id")
    .innerJoin("place", "place.id", "place_manager.place_id")
    .select([
      "place.id as placeId",
      "place.record",
      "owner_account.id as accountId",
      "owner_account.email",
      "place_manager.proof",
      "place_manager.verified_at as verifiedAt",
    ])
    .execute();
  return rows
    .map(({ record, ...manager }) => ({ ...manager, placeName: (JSON.parse(record) as Place).name }))
    .sort((a, b) => a.placeName.localeCompare(b.placeName) || a.email.localeCompare(b.email));
}

/**
 * An editor removes a manager from a place (decision 068): the grant goes and every session of that account ends
 * at once (a manager of other places signs in again). Resolves false when there was no such grant.
 */
export async function removeManager(db: Kysely<Database>, placeId: number, accountId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom("place_manager")
      .where("place_id", "=", placeId)
      .where("account_id", "=", accountId)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) return false;
    await trx.deleteFrom("owner_session").where("account_id", "=", accountId).execute();
    return true;
  });
}

/**
 * decision 068: the newest owners' changes (versions of kind owner or confirmed), for the desk's feed, each with the
 * state of its publishing (server/store/publishes.ts).
 */
export async function ownerChanges(db: Db, limit = 50) {
  const rows = await db
    .selectFrom("place_version")
    .innerJoin("place", "place.id", "place_version.place_id")
    .leftJoin("publish", "publish.id", "place_version.publish_id")
    .select([
      "place_version.place_id as placeId",
      "place_version.version",
      "place_version.kind",
      "place_version.changes",
      "place_version.created_at as createdAt",
      "place.version as currentVersion",
      "place.record",
      "publish.state",
      "publish.finished_at",
      "publish.addresses",
      "publish.error",
    ])
    .where("place_version.kind", "in", ["owner", "confirmed"])
    .orderBy("place_version.created_at", "desc")
    .limit(limit)
    .execute();
  return rows.map(({ record, changes, state, finished_at, addresses, error, ...row }) => ({
    ...row,
    placeName: (JSON.parse(record) as Place).name,
    changes: JSON.parse(changes) as { field: string; before: string; after: string }[],
    publish: publishStateOf({ created_at: row.createdAt, state, finished_at, addresses, error }),
  }));
}

/** decision 068: unanswered, the reminder asks once more after this long, then stops. */
export const reminderRepeatMs = 14 * 24 * 60 * 60_000;
/** How long a "Still right" link works. */
export const confirmLinkMs = 30 * 24 * 60 * 60_000;

/**
 * decision 068: the "Are these still right?" mails due at `now`: to each manager of an open place whose hours were
 * last confirmed `days` or more days ago (the record's `hoursConfirmed.on`, else `checkedOn`), once, and once more
 * 14 days later when unanswered; a new confirmation (a later date) starts again. Each mail carries a "Still right"
 * link (purpose confirm, 30 days, once). Resolves with the number of mails queued. `days` 0: none.
 */
export async function sendReminders(
  db: Kysely<Database>,
  {
    now,
    asOf = now,
    days,
    mail,
  }: { now: Date; asOf?: Date; days: number; mail: (to: string, place: Place, token: string) => Mail },
): Promise<number> {
  if (days <= 0) return 0;
  // decision 077: the hours' age is read at `asOf` (a test's later instant); the mail and link are made at `now`.
  const today = columbusDate(asOf);
  const rows = await db
    .selectFrom("place_manager")
    .innerJoin("owner_account", "owner_account.id", "place_manager.account_id")
    .innerJoin("place", "place.id", "place_manager.place_id")
    .select([
      "place_manager.place_id",
      "place_manager.account_id",
      "place_manager.reminded_for",
      "place_manager.reminded_at",
      "place_manager.reminders",
      "owner_account.email",
      "place.record",
    ])
    .execute();
  let sent = 0;
  for (const row of rows) {
    const place = JSON.parse(row.record) as Place;
    if (place.status === "closed") continue;
    const confirmedOn = place.hoursConfirmed?.on ?? place.checkedOn;
    const age = Math.round((Date.parse(`${today}T12:00:00Z`) - Date.parse(`${confirmedOn}T12:00:00Z`)) / 86_400_000);
    if (age < days) continue;
    const first = row.reminded_for !== confirmedOn;
    const again =
      !first && row.reminders === 1 && now.getTime() - Date.parse(row.reminded_at ?? "") >= reminderRepeatMs;
    if (!first && !again) continue;
    await db.transaction().execute(async (trx) => {
      // Only one server sends it: the row moves from what was read, or another did it first.
      const moved = await trx
        .updateTable("place_manager")
        .set({ reminded_for: confirmedOn, reminded_at: now.toISOString(), reminders: first ? 1 : 2 })
        .where("place_id", "=", row.place_id)
        .where("account_id", "=", row.account_id)
        .where("reminders", "=", row.reminders)
        .where((eb) =>
          row.reminded_for === null ? eb("reminded_for", "is", null) : eb("reminded_for", "=", row.reminded_for),
        )
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return;
      const token = await newLink(
        trx,
        { purpose: "confirm", email: row.email, placeId: row.place_id, lifetimeMs: confirmLinkMs },
        now,
      );
      await enqueueMail(trx, mail(row.email, place, token), now);
      sent += 1;
    });
  }
  return sent;
}

/**
 * The POST of a "Still right" link (decision 068): the link is used and, while its address still manages the
 * place, the hours' confirmed date moves to today as a version of kind "confirmed" (live through the publisher).
 * Undefined for a link that is not live or an address that no longer manages the place.
 */
export async function confirmHours(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<{ slug: string } | undefined> {
  const found = await db.transaction().execute(async (trx) => {
    const link = await useLink(trx, token, "confirm", now);
    if (!link || link.place_id === null) return undefined;
    return trx
      .selectFrom("place_manager")
      .innerJoin("owner_account", "owner_account.id", "place_manager.account_id")
      .innerJoin("place", "place.id", "place_manager.place_id")
      .select(["place.record", "place_manager.proof", "place_manager.verified_at", "owner_account.id as accountId"])
      .where("place_manager.place_id", "=", link.place_id)
      .where("owner_account.email", "=", link.email)
      .executeTakeFirst();
  });
  if (!found) return undefined;
  const place = JSON.parse(found.record) as Place;
  try {
    await saveOwnerChange(db, {
      place,
      proof: found.proof,
      verifiedAt: found.verified_at,
      change: {},
      title: "Hours confirmed as still right",
      accountId: found.accountId,
      now,
      kind: "confirmed",
    });
  } catch (error) {
    // Confirmed twice the same day: nothing changes, and it stays confirmed.
    if (!(error instanceof Error && /nothing changes/.test(error.message))) throw error;
  }
  return { slug: place.slug };
}

/** How long an invitation's link works. */
export const inviteLinkMs = 7 * 24 * 60 * 60_000;
/** Invitations one manager may send a day. */
export const inviteLimit = { name: "owner-invite", max: 10, windowMinutes: 24 * 60 } as const satisfies Limit;

/**
 * decision 068: a manager invites another by mail: a link (7 days, once) whose button makes its address a manager
 * of the place (proof "invitation"). Counted against the inviter's limit.
 * @throws LimitExceeded
 */
export async function invite(
  db: Kysely<Database>,
  {
    placeId,
    inviterId,
    email,
    now,
    mail,
  }: { placeId: number; inviterId: string; email: string; now: Date; mail: (token: string) => Mail },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await countAll(trx, [[inviteLimit, inviterId]], now);
    const token = await newLink(
      trx,
      { purpose: "invite", email: canonicalEmail(email), placeId, claimId: inviterId, lifetimeMs: inviteLinkMs },
      now,
    );
    await enqueueMail(trx, mail(token), now);
  });
}

/**
 * The POST of an invitation's link: used once, its address becomes a manager of the place (proof "invitation") and
 * is signed in; undefined when the link is not live or the inviter no longer manages the place.
 */
export async function acceptInvitation(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<{ session: string; placeId: number } | undefined> {
  return db.transaction().execute(async (trx) => {
    const link = await useLink(trx, token, "invite", now);
    if (!link || link.place_id === null || !link.claim_id) return undefined;
    const inviter = await trx
      .selectFrom("place_manager")
      .select("account_id")
      .where("place_id", "=", link.place_id)
      .where("account_id", "=", link.claim_id)
      .executeTakeFirst();
    if (!inviter) return undefined;
    const accountId = await accountFor(trx, link.email, now);
    await grantManager(trx, { placeId: link.place_id, accountId, proof: "invitation", grantedBy: link.claim_id }, now);
    return { session: await startSession(trx, accountId, now), placeId: link.place_id };
  });
}

/**
 * decision 068, way 2: the listing request that put the place in the guide proves it. The POST of its private
 * link's "Manage this place" button makes the request's contact address a manager of the place its approval wrote
 * (proof "listing") and signs them in. Undefined for a token that is not an approved listing's, or one whose place
 * is not in the guide.
 */
export async function manageByListing(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<{ session: string; slug: string } | undefined> {
  if (!isTokenShaped(token)) return undefined;
  return db.transaction().execute(async (trx) => {
    const listing = await trx
      .selectFrom("submission")
      .innerJoin("place_version", "place_version.submission_id", "submission.id")
      .innerJoin("place", "place.id", "place_version.place_id")
      .select(["submission.email", "place.id as placeId", "place.slug"])
      .where(statusTokenIs(token))
      .where("submission.kind", "=", "listing")
      .where("submission.status", "=", "approved")
      .executeTakeFirst();
    if (!listing) return undefined;
    const accountId = await accountFor(trx, listing.email, now);
    await grantManager(trx, { placeId: listing.placeId, accountId, proof: "listing", grantedBy: "listing" }, now);
    return { session: await startSession(trx, accountId, now), slug: listing.slug };
  });
}

/**
 * decision 068: mails each manager of the place of `slug` (none when it has none), in the caller's transaction: a
 * review of it published, a visitor's correction to it accepted. Resolves with the number of mails.
 */
export async function mailManagersOf(
  trx: Db,
  slug: string,
  mail: (to: string, place: { name: string; slug: string }) => Mail,
  now: Date,
): Promise<number> {
  const place = await trx.selectFrom("place").select(["id", "record"]).where("slug", "=", slug).executeTakeFirst();
  if (!place) return 0;
  const { name } = JSON.parse(place.record) as Place;
  const managers = await managersOf(trx, place.id);
  for (const manager of managers) await enqueueMail(trx, mail(manager.email, { name, slug }), now);
  return managers.length;
}
