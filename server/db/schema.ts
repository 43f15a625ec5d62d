/**
 * The database's tables as Kysely types: one description for both engines (SQLite and PostgreSQL).
 * Portable column types only (decision 027): text ids from `crypto.randomUUID()`, ISO-8601 UTC
 * timestamps as text (they sort as they compare), JSON as text, integers. Emails are stored
 * lower-case, so equality needs no engine's case rules. migrations.ts creates exactly these.
 */
import type { Generated, Insertable, Selectable } from "kysely";

/** What a submission is: a listing request, a correction of a place, a message to the editors. */
export type SubmissionKind = "listing" | "correction" | "message";

/**
 * A submission's status. Listing: received -> in_review -> approved | not_approved | spam.
 * Correction: received -> accepted | declined | spam. Message: received -> replied | closed | spam.
 * (The desk moves them; a honeypot hit is stored as spam from the start.)
 */
export type SubmissionStatus =
  "received" | "in_review" | "approved" | "not_approved" | "accepted" | "declined" | "replied" | "closed" | "spam";

/**
 * Where a submission came from: one of the site's forms (a person), or OpenStreetMap (decision 037:
 * `npm run content:import-osm` suggests places and corrections; no person, no address, nobody to mail).
 */
export type SubmissionOrigin = "form" | "openstreetmap";

export interface SubmissionTable {
  id: string;
  kind: SubmissionKind;
  status: SubmissionStatus;
  /** The form's fields as validated (JSON), exactly what the sender's form's schema gave. */
  payload: string;
  /** The place a correction is about (its slug), else null. */
  place_slug: string | null;
  /** Business name (listing) or sender's name (correction, message): what the desk lists and searches. */
  title: string;
  /** The sender's address, lower-case. */
  email: string;
  /** SHA-256 (hex) of the listing's private status token; null for other kinds. */
  status_token_hash: string | null;
  /**
   * SHA-256 (hex) of the second private status token, made when the listing is approved and given in the approval
   * mail (decision 075): it opens the same pages as the first. Null before an approval, and for other kinds.
   */
  approval_token_hash: string | null;
  /** The editor's note shown on the status page. */
  public_note: string | null;
  created_at: string;
  updated_at: string;
  /** What the editors decided for the guide (JSON, server/places/record.ts EditorData), or null. */
  editor_data: string | null;
  /** When the retired `content:import-requests` wrote it into content/places (before decision 050), or null. */
  imported_at: string | null;
  /** Who sent it: "form" (the default, every row before migration 003) or "openstreetmap". */
  origin: Generated<SubmissionOrigin>;
  /**
   * What the origin calls it, unique: for OpenStreetMap the element and, for a correction, the field
   * (`osm:node/123`, `osm:node/123:phone`), so a second import adds nothing already queued. Null for forms.
   */
  origin_ref: string | null;
}

export interface SubmissionEventTable {
  id: string;
  submission_id: string;
  at: string;
  /** Who: "sender", "system" or an editor's email. */
  actor: string;
  from_status: string | null;
  to_status: string;
  public_note: string | null;
  private_note: string | null;
}

export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed";

export interface SubscriberTable {
  id: string;
  email: string;
  status: SubscriberStatus;
  /** SHA-256 (hex) of the confirm link's token; null once used. */
  confirm_token_hash: string | null;
  confirm_sent_at: string | null;
  /** Confirmation mails sent since {@link day_started_at}: at most 3 a day per address. */
  confirms_today: number;
  day_started_at: string | null;
  created_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

/** held: no SMTP_URL, written as .eml and kept; pending: to send; sending: claimed by a server; sent; failed: gave up. */
export type OutboxStatus = "pending" | "sending" | "sent" | "failed" | "held";

export interface OutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  /** Extra headers (JSON object), e.g. List-Unsubscribe. */
  headers: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  /** What caused the mail: "submission", "subscriber". */
  cause_kind: string;
  cause_id: string;
  created_at: string;
  sent_at: string | null;
}

export interface RateLimitTable {
  /** The limit's name and the client, e.g. `listing:<hmac of the IP>`. */
  key: string;
  /** Start of the counting window, in whole minutes since the epoch (an integer on both engines until the year 6053). */
  window_start: number;
  hits: number;
}

/**
 * Mail to an address someone typed, per kind of mail and recipient (server/store/recipients.ts, decision 067): the
 * newsletter's limits for every such mail. Times in whole minutes since the epoch.
 */
export interface MailRecipientTable {
  /** The kind of mail and a keyed hash of the address, e.g. `review-confirm:<hmac>`; never the address. */
  key: string;
  /** When its day of counting began (the first mail of it). */
  day_start: number;
  /** Mails queued for it since `day_start`, the refused ones included. */
  sent_today: number;
  /** The earliest minute its next mail may go. */
  next_minute: number;
}

export type EditorRole = "editor" | "admin";

export interface EditorTable {
  id: string;
  /** Lower-case. */
  email: string;
  /** argon2id (PHC string). */
  password_hash: string;
  role: EditorRole;
  created_at: string;
}

export interface SessionTable {
  /** SHA-256 (hex) of the cookie's token. */
  token_hash: string;
  editor_id: string;
  created_at: string;
  last_seen_at: string;
}

export interface SettingTable {
  key: string;
  value: string;
}

/** decision 039: a photo's place in review; only an approved one can reach the guide. */
/**
 * decision 078: a file of an uploaded photo (its master, or one width in one format) where every server reads it,
 * when the guide runs on PostgreSQL (server/photos/storage.ts `databaseStorage`).
 */
export interface PhotoFileTable {
  /** The photo's id (no foreign key: the master is written before its row commits, and the prune removes strays). */
  photo_id: string;
  /** `<width>.<ext>` or `master.png`. */
  name: string;
  bytes: Uint8Array;
  /** Bytes. */
  size: number;
  created_at: string;
}

export type PhotoStatus = "pending" | "approved" | "declined";

export interface PhotoTable {
  /** 16 random bytes, base64url: also the folder of its files (server/photos/storage.ts). */
  id: string;
  /** The submission it was sent with; null while uploaded but not yet sent with a form. */
  submission_id: string | null;
  /** The name the sender asked to be credited with. */
  credit: string | null;
  /** When the sender granted the guide its licence (CC BY 4.0) by ticking the box. */
  granted_at: string | null;
  /** Its size upright, at the largest width made. */
  width: number;
  height: number;
  /** The widths made (JSON array of integers, ascending). */
  widths: string;
  status: PhotoStatus;
  /** What it shows, given by the editor who approved it. */
  alt: string | null;
  decided_at: string | null;
  decided_by: string | null;
  created_at: string;
  /** decision 091: the place an owner uploaded it for (null for a listing's or a correction's photo). */
  place_id: number | null;
  /** decision 091: the owner's held change that sent it (null until sent). */
  owner_change_id: string | null;
}

/**
 * decision 050: what kind of change made a place's version: the first content ("seed"), a listing request
 * approved, a correction accepted, a photo approved, a closure, a suggestion of OpenStreetMap's, an editor's own
 * edit, an earlier version restored, a verified manager's own change ("owner", decision 068), or a manager's "Still
 * right" that moves the hours' confirmed date ("confirmed").
 */
export const placeChangeKinds = [
  "seed",
  "listing",
  "correction",
  "photo",
  "closure",
  "openstreetmap",
  "editor",
  "restore",
  "owner",
  "confirmed",
] as const;
export type PlaceChangeKind = (typeof placeChangeKinds)[number];

/** decision 050: a place of the guide, as published: its current record (the place schema's JSON) and version. */
export interface PlaceTable {
  /** The place's id (product §3.2): a key, never reused. */
  id: number;
  /** The city it belongs to (core/city.ts `key`): a second city is its content and config. */
  city: string;
  slug: string;
  /** Its current version's number. */
  version: number;
  /** Its current record (JSON that the place schema accepts). */
  record: string;
  updated_at: string;
}

/** decision 050: one change of a place, append-only: the whole record after it, why, from what, by whom. */
export interface PlaceVersionTable {
  id: string;
  place_id: number;
  /** 1, 2, ... per place. */
  version: number;
  record: string;
  kind: PlaceChangeKind;
  /** The submission it came from (null for an editor's own edit, the seed, or once the submission was pruned). */
  submission_id: string | null;
  /** Who approved or made it (an editor's address; never shown publicly). */
  editor: string | null;
  /** The sources this change added (JSON array of the record's `sources` entries). */
  sources: string;
  /** What changed, field by field (JSON: PublicVersion["changes"], core/places/guide.server.ts). */
  changes: string;
  created_at: string;
  /** The publisher's run that made it live (null: queued). */
  publish_id: string | null;
}

/** decision 050: one run of the publisher. */
export interface PublishTable {
  id: string;
  /** Order in which runs' files are applied by every server (set when the run starts; null for none). */
  seq: number | null;
  kind: "seed" | "change" | "renew";
  /** rendering (under way), rendered (its files stored, being applied), live (applied here), failed. */
  state: "rendering" | "rendered" | "live" | "failed";
  /** The build (release) that rendered it. */
  code_version: string | null;
  /** The city's date the hours were read from (YYYY-MM-DD). */
  hours_read_on: string | null;
  /** The places it rendered (JSON array of ids): its versions', and any republished after a code change. */
  place_ids: string;
  /** The pages it changed, as clean URLs (JSON array). */
  addresses: string;
  file_count: number;
  error: string | null;
  started_at: string;
  finished_at: string | null;
}

/** decision 050: a file a run wrote, with its compressed twins, for every server to apply (base64 text). */
export interface PublishFileTable {
  publish_id: string;
  /** Its path in build/client ("place/fixture-cafe-1/index.html"). */
  path: string;
  sha256: string;
  body: string;
  gzip: string | null;
  brotli: string | null;
}

/**
 * product §19.2-§19.3, decision 054: where a review stands. unconfirmed (its address not confirmed yet), waiting
 * (confirmed, at the desk), published, declined, withdrawn (by its author), removed (after it was published).
 */
export const reviewStatuses = ["unconfirmed", "waiting", "published", "declined", "withdrawn", "removed"] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** decision 054: one visitor's review of one place: one per place and keyed hash of the author's address. */
export interface ReviewTable {
  /**
   * Stable across its edits; the published review's id (core/reviews/published.ts). The database's own: an identity
   * column on PostgreSQL, the row id on SQLite (migration 009).
   */
  id: Generated<number>;
  place_id: number;
  /** Keyed hash (server/tokens.ts) of the address, lower-case: how a second review by the same person is found. */
  email_hash: string;
  /** The address, lower-case, kept only until the mail of the editors' decision is queued; then null. */
  email: string | null;
  status: ReviewStatus;
  /** The version the status is about: the newest confirmed one (the first while none is). */
  version: number;
  /** The version live on the place's page, or null. */
  published_version: number | null;
  /** JSON array of server/reviews/hold-rules.ts HoldReason, set at each confirmation. */
  hold_reasons: Generated<string>;
  /** The ground of a decline or removal (core/reviews/grounds.ts), else null. */
  ground: string | null;
  /** When its newest version was confirmed: it reached the desk then (the tally's month). */
  confirmed_at: string | null;
  decided_at: string | null;
  /** When its published version went live (as the pages show it). */
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

/** decision 054: every version of a review as its author wrote it, append-only, with its tokens' hashes. */
export interface ReviewVersionTable {
  review_id: number;
  /** 1, 2, ... per review. */
  version: number;
  stars: number;
  text: string;
  visit_month: string;
  public_name: string;
  /** SHA-256 of the token the confirmation mail carries; null once confirmed. */
  confirm_token_hash: string | null;
  /** SHA-256 of the author's private link's token (each mail carries its own). */
  private_token_hash: string;
  created_at: string;
  confirmed_at: string | null;
}

/** decision 054: a review's history: its author's steps and the editors' decisions with their grounds. */
export interface ReviewEventTable {
  id: string;
  review_id: number;
  version: number;
  at: string;
  /** "author" or an editor's address. */
  actor: string;
  from_status: string | null;
  to_status: string;
  ground: string | null;
}

/** decision 054: a place whose published reviews changed, for the publisher (publish_id null: queued). */
export interface ReviewChangeTable {
  id: string;
  review_id: number;
  place_id: number;
  created_at: string;
  publish_id: string | null;
}

/** product §19.5: a report is open until an editor keeps or removes its review. */
export const reportStatuses = ["open", "closed"] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/** product §19.5: one report of a published review; the address only until the outcome's mail is queued. */
export interface ReviewReportTable {
  id: string;
  review_id: number;
  /** A key of core/reviews/grounds.ts `reportReasons`. */
  reason: string;
  /** The reporter's note, "" when none. */
  note: string;
  /** The reporter's address to hear the outcome, else null; set to null once the outcome's mail is queued. */
  email: string | null;
  status: ReportStatus;
  /** "kept" or "removed" once closed. */
  outcome: string | null;
  created_at: string;
  closed_at: string | null;
}

/**
 * product §19.8, decision 056: where an owner's reply stands. waiting (its newest text waits for an editor),
 * published, declined or removed (on a ground of core/reviews/grounds.ts).
 */
export const replyStatuses = ["waiting", "published", "declined", "removed"] as const;
export type ReplyStatus = (typeof replyStatuses)[number];

/**
 * product §19.8, decision 056: the one public reply of a place's owner to a review. `text` is the newest text the
 * owner wrote; `published_text` the one on the place's page (it stays there while an edit waits or after an edit is
 * declined, until an editor removes it).
 */
export interface ReviewReplyTable {
  review_id: number;
  /** The approved listing request (submission id) whose private link wrote it, or null (a manager wrote it); not a
   * key: the request is deleted as `/privacy` says, the reply stays. */
  listing_id: string | null;
  /** The manager's account (owner_account id) who wrote it from the owner's page (decision 082), or null; not a key. */
  account_id: string | null;
  status: ReplyStatus;
  text: string;
  published_text: string | null;
  /** The ground of a decline or removal, else null. */
  ground: string | null;
  created_at: string;
  updated_at: string;
  decided_at: string | null;
  published_at: string | null;
}

export interface Database {
  review: ReviewTable;
  review_report: ReviewReportTable;
  review_reply: ReviewReplyTable;
  review_version: ReviewVersionTable;
  review_event: ReviewEventTable;
  review_change: ReviewChangeTable;
  place: PlaceTable;
  place_version: PlaceVersionTable;
  publish: PublishTable;
  publish_file: PublishFileTable;
  photo: PhotoTable;
  photo_file: PhotoFileTable;
  submission: SubmissionTable;
  submission_event: SubmissionEventTable;
  subscriber: SubscriberTable;
  outbox: OutboxTable;
  rate_limit: RateLimitTable;
  mail_recipient: MailRecipientTable;
  setting: SettingTable;
  editor: EditorTable;
  session: SessionTable;
  owner_account: OwnerAccountTable;
  place_manager: PlaceManagerTable;
  owner_claim: OwnerClaimTable;
  owner_token: OwnerTokenTable;
  owner_session: OwnerSessionTable;
  owner_change: OwnerChangeTable;
  event: EventTable;
  event_version: EventVersionTable;
  event_proposal: EventProposalTable;
}

/**
 * decision 076: a manager's change that waits for the desk: `change` is the JSON of the fields asked for (name,
 * address, category, description, phone, website, and `closedOn` for closing for good), `proof` and `verified_at`
 * the manager's at the time (the version's source when approved).
 */
export interface OwnerChangeTable {
  id: string;
  place_id: number;
  account_id: string;
  proof: ManagerProof;
  verified_at: string;
  change: string;
  status: "held" | "approved" | "declined";
  reason: string | null;
  decided_by: string | null;
  created_at: string;
  decided_at: string | null;
}

/** decision 068: someone who manages places, known by a mail address only (no password). */
export interface OwnerAccountTable {
  id: string;
  /** Lower-cased, trimmed. */
  email: string;
  created_at: string;
}

/** decision 068: how a manager proved they may manage a place. */
export const managerProofs = ["domain-mail", "listing", "desk", "invitation"] as const;
export type ManagerProof = (typeof managerProofs)[number];

/** decision 068: a manager of a place, with the proof and its day (the public history names the proof, never them). */
export interface PlaceManagerTable {
  place_id: number;
  account_id: string;
  proof: ManagerProof;
  /** ISO instant the proof was given. */
  verified_at: string;
  /** Who granted it: "mail" (the link), an editor's address, or the inviting manager's account id. */
  granted_by: string;
  created_at: string;
  /** The hours' confirmed date (`YYYY-MM-DD`) the last "Are these still right?" mail asked about; null: none sent. */
  reminded_for: string | null;
  reminded_at: string | null;
  /** Mails sent about {@link reminded_for}: 1, then 2 after 14 days unanswered, then no more. */
  reminders: Generated<number>;
}

/** decision 068: the states of a claim. */
export const claimStatuses = ["mailed", "held", "verified", "approved", "declined"] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

/** decision 068: someone's claim on a place: who, how they prove it, and where it stands. */
export interface OwnerClaimTable {
  id: string;
  place_id: number;
  email: string;
  name: string;
  role: string;
  /** "domain-mail" (a link to an address at the place's website domain) or "desk" (an editor calls the listed phone). */
  proof: "domain-mail" | "desk";
  status: ClaimStatus;
  /** For the desk: how the listed phone reaches the claimant (when to call, whom to ask for). */
  phone_note: string;
  /** An editor's reason for a decline (mailed). */
  reason: string | null;
  decided_by: string | null;
  created_at: string;
  decided_at: string | null;
}

/** decision 068: what a one-time link does. */
export const ownerTokenPurposes = ["claim", "sign-in", "invite", "confirm"] as const;
export type OwnerTokenPurpose = (typeof ownerTokenPurposes)[number];

/** decision 068: a one-time link mailed to a manager or claimant: only its SHA-256 is kept; used once, then dead. */
export interface OwnerTokenTable {
  token_hash: string;
  purpose: OwnerTokenPurpose;
  email: string;
  place_id: number | null;
  claim_id: string | null;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** decision 068: a manager's signed-in browser: 30 days idle, 90 days in all. */
export interface OwnerSessionTable {
  token_hash: string;
  account_id: string;
  created_at: string;
  last_seen_at: string;
}

export type Submission = Selectable<SubmissionTable>;
export type NewSubmission = Insertable<SubmissionTable>;
export type Subscriber = Selectable<SubscriberTable>;
export type OutboxMail = Selectable<OutboxTable>;
export type Editor = Selectable<EditorTable>;
export type PhotoRow = Selectable<PhotoTable>;
export type PlaceVersion = Selectable<PlaceVersionTable>;
export type Publish = Selectable<PublishTable>;

/**
 * decision 083: the kinds of an event's change: the content's seed, an editor's, a manager's, an approved proposal,
 * and an earlier version restored at the desk (decision 092).
 */
export const eventChangeKinds = ["seed", "editor", "owner", "proposal", "restore"] as const;
export type EventChangeKind = (typeof eventChangeKinds)[number];

/** decision 083: an event of the guide, its current record (core/events/event-schema.server.ts) by its slug. */
export interface EventTable {
  slug: string;
  city: string;
  /** The guide's place it is at (the record's `place`), for its managers and its page; null for a venue. */
  place_slug: string | null;
  version: number;
  record: string;
  updated_at: string;
}

/** decision 083: one change of an event, append-only, as a place's version (decision 050). */
export interface EventVersionTable {
  id: string;
  event_slug: string;
  /** 1, 2, ... per event. */
  version: number;
  record: string;
  kind: EventChangeKind;
  /** Who made or approved it (an editor's address, `owner:<account id>`); never shown publicly. */
  editor: string | null;
  /** The sources this change added (JSON array of the record's `sources` entries). */
  sources: string;
  /** What changed, field by field (JSON: PublicVersion["changes"]). */
  changes: string;
  created_at: string;
  /** The publisher's run that made it live (null: queued). */
  publish_id: string | null;
}

/** decision 083: an event proposed on the public form, waiting for the desk (or decided). */
export interface EventProposalTable {
  id: string;
  status: "waiting" | "approved" | "declined" | "spam";
  /** The event record as proposed (checked by the event schema when it was sent). */
  record: string;
  /** Who proposed it (never shown publicly). */
  email: string;
  /** A decline's reason. */
  reason: string | null;
  decided_by: string | null;
  created_at: string;
  decided_at: string | null;
  /** decision 092: the SHA-256 of the private status link's token (null for a proposal sent before it). */
  status_token_hash: string | null;
}
