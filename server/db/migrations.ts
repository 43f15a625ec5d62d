/**
 * The one set of migrations for both engines (decision 027). Each is a function of the Kysely
 * instance; the few differences between SQLite and PostgreSQL are spelled out where they occur (none
 * so far: text and integer mean the same on both). Never edit a migration that has shipped:
 * add the next one.
 */
import { Migrator, PostgresAdapter, sql, type Kysely, type Migration, type MigrationProvider } from "kysely";
import {
  claimStatuses,
  eventChangeKinds,
  managerProofs,
  ownerTokenPurposes,
  placeChangeKinds,
  replyStatuses,
  reportStatuses,
  reviewStatuses,
} from "./schema";

/** The kinds of an event's change migration 018 allowed (kept as shipped; 021 adds "restore"). */
const eventChangeKinds018 = ["seed", "editor", "owner", "proposal"] as const;

/** The kinds of change migration 005 allowed (kept as shipped; 011 widens the check to {@link placeChangeKinds}). */
const placeChangeKinds005 = [
  "seed",
  "listing",
  "correction",
  "photo",
  "closure",
  "openstreetmap",
  "editor",
  "restore",
] as const;

const migrations: Record<string, Migration> = {
  "001-submissions-newsletter-outbox": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("submission")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("kind", "text", (col) => col.notNull().check(sqlIn("kind", ["listing", "correction", "message"])))
        .addColumn("status", "text", (col) => col.notNull())
        .addColumn("payload", "text", (col) => col.notNull())
        .addColumn("place_slug", "text")
        .addColumn("title", "text", (col) => col.notNull())
        .addColumn("email", "text", (col) => col.notNull())
        .addColumn("status_token_hash", "text", (col) => col.unique())
        .addColumn("public_note", "text")
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("updated_at", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("submission_kind_status_created")
        .on("submission")
        .columns(["kind", "status", "created_at"])
        .execute();
      await db.schema
        .createTable("submission_event")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("submission_id", "text", (col) => col.notNull().references("submission.id").onDelete("cascade"))
        .addColumn("at", "text", (col) => col.notNull())
        .addColumn("actor", "text", (col) => col.notNull())
        .addColumn("from_status", "text")
        .addColumn("to_status", "text", (col) => col.notNull())
        .addColumn("public_note", "text")
        .addColumn("private_note", "text")
        .execute();
      await db.schema
        .createIndex("submission_event_submission")
        .on("submission_event")
        .column("submission_id")
        .execute();
      await db.schema
        .createTable("subscriber")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("email", "text", (col) => col.notNull().unique())
        .addColumn("status", "text", (col) =>
          col.notNull().check(sqlIn("status", ["pending", "confirmed", "unsubscribed"])),
        )
        .addColumn("confirm_token_hash", "text", (col) => col.unique())
        .addColumn("confirm_sent_at", "text")
        .addColumn("confirms_today", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("day_started_at", "text")
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("confirmed_at", "text")
        .addColumn("unsubscribed_at", "text")
        .execute();
      await db.schema
        .createTable("outbox")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("to_address", "text", (col) => col.notNull())
        .addColumn("subject", "text", (col) => col.notNull())
        .addColumn("text_body", "text", (col) => col.notNull())
        .addColumn("headers", "text", (col) => col.notNull())
        .addColumn("status", "text", (col) =>
          col.notNull().check(sqlIn("status", ["pending", "sending", "sent", "failed", "held"])),
        )
        .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (col) => col.notNull())
        .addColumn("last_error", "text")
        .addColumn("cause_kind", "text", (col) => col.notNull())
        .addColumn("cause_id", "text", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("sent_at", "text")
        .execute();
      await db.schema.createIndex("outbox_status_next").on("outbox").columns(["status", "next_attempt_at"]).execute();
      await db.schema
        .createTable("rate_limit")
        .addColumn("key", "text", (col) => col.notNull())
        .addColumn("window_start", "integer", (col) => col.notNull())
        .addColumn("hits", "integer", (col) => col.notNull())
        .addPrimaryKeyConstraint("rate_limit_pk", ["key", "window_start"])
        .execute();
      await db.schema
        .createTable("setting")
        .addColumn("key", "text", (col) => col.primaryKey())
        .addColumn("value", "text", (col) => col.notNull())
        .execute();
    },
  },
  "002-editors-sessions-desk": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("editor")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("email", "text", (col) => col.notNull().unique())
        .addColumn("password_hash", "text", (col) => col.notNull())
        .addColumn("role", "text", (col) => col.notNull().check(sqlIn("role", ["editor", "admin"])))
        .addColumn("created_at", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createTable("session")
        .addColumn("token_hash", "text", (col) => col.primaryKey())
        .addColumn("editor_id", "text", (col) => col.notNull().references("editor.id").onDelete("cascade"))
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("last_seen_at", "text", (col) => col.notNull())
        .execute();
      await db.schema.createIndex("session_editor").on("session").column("editor_id").execute();
      // What the editors decided for the guide (a listing's type, rating and hours; a correction's field and value), and when it went into content/.
      await db.schema.alterTable("submission").addColumn("editor_data", "text").execute();
      await db.schema.alterTable("submission").addColumn("imported_at", "text").execute();
    },
  },
  // Suggestions from OpenStreetMap (decision 037): who sent a submission, and the element it stands for.
  // SQLite cannot add a UNIQUE column, so the uniqueness is an index (NULLs are distinct on both engines).
  "003-submission-origin": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("submission")
        .addColumn("origin", "text", (col) =>
          col
            .notNull()
            .defaultTo("form")
            .check(sqlIn("origin", ["form", "openstreetmap"])),
        )
        .execute();
      await db.schema.alterTable("submission").addColumn("origin_ref", "text").execute();
      await db.schema.createIndex("submission_origin_ref").on("submission").column("origin_ref").unique().execute();
    },
  },
  // decision 039: photos people send; a row per upload, attached to a submission when its form is sent.
  "004-photos": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("photo")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("submission_id", "text", (col) => col.references("submission.id").onDelete("cascade"))
        .addColumn("credit", "text")
        .addColumn("granted_at", "text")
        .addColumn("width", "integer", (col) => col.notNull())
        .addColumn("height", "integer", (col) => col.notNull())
        .addColumn("widths", "text", (col) => col.notNull())
        .addColumn("status", "text", (col) => col.notNull().check(sqlIn("status", ["pending", "approved", "declined"])))
        .addColumn("alt", "text")
        .addColumn("decided_at", "text")
        .addColumn("decided_by", "text")
        .addColumn("created_at", "text", (col) => col.notNull())
        .execute();
      await db.schema.createIndex("photo_submission").on("photo").column("submission_id").execute();
    },
  },
  // decision 050: the places themselves, a version per change, and the publisher's runs with the files they wrote.
  "005-places-and-publishing": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("place")
        .addColumn("id", "integer", (col) => col.primaryKey())
        .addColumn("city", "text", (col) => col.notNull())
        .addColumn("slug", "text", (col) => col.notNull())
        .addColumn("version", "integer", (col) => col.notNull())
        .addColumn("record", "text", (col) => col.notNull())
        .addColumn("updated_at", "text", (col) => col.notNull())
        .addUniqueConstraint("place_city_slug", ["city", "slug"])
        .execute();
      await db.schema
        .createTable("place_version")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("place_id", "integer", (col) => col.notNull().references("place.id"))
        .addColumn("version", "integer", (col) => col.notNull())
        .addColumn("record", "text", (col) => col.notNull())
        .addColumn("kind", "text", (col) => col.notNull().check(sqlIn("kind", placeChangeKinds005)))
        .addColumn("submission_id", "text", (col) => col.references("submission.id").onDelete("set null"))
        .addColumn("editor", "text")
        .addColumn("sources", "text", (col) => col.notNull())
        .addColumn("changes", "text", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("publish_id", "text")
        .addUniqueConstraint("place_version_place_version", ["place_id", "version"])
        .execute();
      await db.schema.createIndex("place_version_publish").on("place_version").column("publish_id").execute();
      await db.schema.createIndex("place_version_submission").on("place_version").column("submission_id").execute();
      await db.schema
        .createTable("publish")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("seq", "integer", (col) => col.unique())
        .addColumn("kind", "text", (col) => col.notNull().check(sqlIn("kind", ["seed", "change", "renew"])))
        .addColumn("state", "text", (col) =>
          col.notNull().check(sqlIn("state", ["rendering", "rendered", "live", "failed"])),
        )
        .addColumn("code_version", "text")
        .addColumn("hours_read_on", "text")
        .addColumn("place_ids", "text", (col) => col.notNull().defaultTo("[]"))
        .addColumn("addresses", "text", (col) => col.notNull().defaultTo("[]"))
        .addColumn("file_count", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("error", "text")
        .addColumn("started_at", "text", (col) => col.notNull())
        .addColumn("finished_at", "text")
        .execute();
      await db.schema
        .createTable("publish_file")
        .addColumn("publish_id", "text", (col) => col.notNull().references("publish.id").onDelete("cascade"))
        .addColumn("path", "text", (col) => col.notNull())
        .addColumn("sha256", "text", (col) => col.notNull())
        .addColumn("body", "text", (col) => col.notNull())
        .addColumn("gzip", "text")
        .addColumn("brotli", "text")
        .addPrimaryKeyConstraint("publish_file_pk", ["publish_id", "path"])
        .execute();
    },
  },
  // product §19, decision 054: visitors' reviews, one per place and keyed hash of an address, every version kept, the
  // decisions with their grounds, and the places whose published reviews changed, queued for the publisher.
  "006-reviews": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("review")
        .addColumn("id", "integer", (col) => col.primaryKey())
        .addColumn("place_id", "integer", (col) => col.notNull().references("place.id"))
        .addColumn("email_hash", "text", (col) => col.notNull())
        .addColumn("email", "text")
        .addColumn("status", "text", (col) => col.notNull().check(sqlIn("status", reviewStatuses)))
        .addColumn("version", "integer", (col) => col.notNull())
        .addColumn("published_version", "integer")
        .addColumn("hold_reasons", "text", (col) => col.notNull().defaultTo("[]"))
        .addColumn("ground", "text")
        .addColumn("confirmed_at", "text")
        .addColumn("decided_at", "text")
        .addColumn("published_at", "text")
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("updated_at", "text", (col) => col.notNull())
        .addUniqueConstraint("review_place_email", ["place_id", "email_hash"])
        .execute();
      await db.schema.createIndex("review_status_confirmed").on("review").columns(["status", "confirmed_at"]).execute();
      await db.schema
        .createTable("review_version")
        .addColumn("review_id", "integer", (col) => col.notNull().references("review.id").onDelete("cascade"))
        .addColumn("version", "integer", (col) => col.notNull())
        .addColumn("stars", "integer", (col) => col.notNull())
        .addColumn("text", "text", (col) => col.notNull())
        .addColumn("visit_month", "text", (col) => col.notNull())
        .addColumn("public_name", "text", (col) => col.notNull())
        .addColumn("confirm_token_hash", "text", (col) => col.unique())
        .addColumn("private_token_hash", "text", (col) => col.notNull().unique())
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("confirmed_at", "text")
        .addPrimaryKeyConstraint("review_version_pk", ["review_id", "version"])
        .execute();
      await db.schema
        .createTable("review_event")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("review_id", "integer", (col) => col.notNull().references("review.id").onDelete("cascade"))
        .addColumn("version", "integer", (col) => col.notNull())
        .addColumn("at", "text", (col) => col.notNull())
        .addColumn("actor", "text", (col) => col.notNull())
        .addColumn("from_status", "text")
        .addColumn("to_status", "text", (col) => col.notNull())
        .addColumn("ground", "text")
        .execute();
      await db.schema.createIndex("review_event_review").on("review_event").column("review_id").execute();
      await db.schema
        .createTable("review_change")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("review_id", "integer", (col) => col.notNull())
        .addColumn("place_id", "integer", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("publish_id", "text")
        .execute();
      await db.schema.createIndex("review_change_publish").on("review_change").column("publish_id").execute();
    },
  },
  // product §19.5: reports of published reviews, open until an editor keeps or removes the review; a reporter's
  // address only until the outcome's mail is queued.
  "007-review-reports": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("review_report")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("review_id", "integer", (col) => col.notNull().references("review.id").onDelete("cascade"))
        .addColumn("reason", "text", (col) => col.notNull())
        .addColumn("note", "text", (col) => col.notNull())
        .addColumn("email", "text")
        .addColumn("status", "text", (col) => col.notNull().check(sqlIn("status", reportStatuses)))
        .addColumn("outcome", "text")
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("closed_at", "text")
        .execute();
      await db.schema
        .createIndex("review_report_status")
        .on("review_report")
        .columns(["status", "review_id"])
        .execute();
    },
  },
  // product §19.8, decision 056: an owner's one public reply per review, moderated like a review.
  "008-review-replies": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("review_reply")
        .addColumn("review_id", "integer", (col) => col.primaryKey().references("review.id").onDelete("cascade"))
        .addColumn("listing_id", "text", (col) => col.notNull())
        .addColumn("status", "text", (col) => col.notNull().check(sqlIn("status", replyStatuses)))
        .addColumn("text", "text", (col) => col.notNull())
        .addColumn("published_text", "text")
        .addColumn("ground", "text")
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("updated_at", "text", (col) => col.notNull())
        .addColumn("decided_at", "text")
        .addColumn("published_at", "text")
        .execute();
      await db.schema.createIndex("review_reply_status").on("review_reply").column("status").execute();
    },
  },
  "009-review-identity": {
    async up(db: Kysely<unknown>) {
      if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
      await sql`alter table review alter column id add generated by default as identity`.execute(db);
      await continueReviewIds(db);
    },
  },
  "010-mail-recipient": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("mail_recipient")
        .addColumn("key", "text", (col) => col.primaryKey())
        .addColumn("day_start", "integer", (col) => col.notNull())
        .addColumn("sent_today", "integer", (col) => col.notNull())
        .addColumn("next_minute", "integer", (col) => col.notNull())
        .execute();
    },
  },
  // decision 068: owners keep their place current: accounts known by mail, managers of places with their proof,
  // claims, one-time links (hashed) and sessions; a place's versions may be of kind "owner" and "confirmed".
  "011-owners": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("owner_account")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("email", "text", (col) => col.notNull().unique())
        .addColumn("created_at", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createTable("place_manager")
        .addColumn("place_id", "integer", (col) => col.notNull().references("place.id"))
        .addColumn("account_id", "text", (col) => col.notNull().references("owner_account.id").onDelete("cascade"))
        .addColumn("proof", "text", (col) => col.notNull().check(sqlIn("proof", managerProofs)))
        .addColumn("verified_at", "text", (col) => col.notNull())
        .addColumn("granted_by", "text", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        // The "Are these still right?" reminders: the confirmed date last asked about, when, and how many times.
        .addColumn("reminded_for", "text")
        .addColumn("reminded_at", "text")
        .addColumn("reminders", "integer", (col) => col.notNull().defaultTo(0))
        .addPrimaryKeyConstraint("place_manager_pk", ["place_id", "account_id"])
        .execute();
      await db.schema.createIndex("place_manager_account").on("place_manager").column("account_id").execute();
      await db.schema
        .createTable("owner_claim")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("place_id", "integer", (col) => col.notNull().references("place.id"))
        .addColumn("email", "text", (col) => col.notNull())
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("role", "text", (col) => col.notNull())
        .addColumn("proof", "text", (col) => col.notNull().check(sqlIn("proof", ["domain-mail", "desk"])))
        .addColumn("status", "text", (col) => col.notNull().check(sqlIn("status", claimStatuses)))
        .addColumn("phone_note", "text", (col) => col.notNull())
        .addColumn("reason", "text")
        .addColumn("decided_by", "text")
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("decided_at", "text")
        .execute();
      await db.schema.createIndex("owner_claim_status").on("owner_claim").columns(["status", "created_at"]).execute();
      await db.schema
        .createTable("owner_token")
        .addColumn("token_hash", "text", (col) => col.primaryKey())
        .addColumn("purpose", "text", (col) => col.notNull().check(sqlIn("purpose", ownerTokenPurposes)))
        .addColumn("email", "text", (col) => col.notNull())
        .addColumn("place_id", "integer")
        .addColumn("claim_id", "text")
        .addColumn("expires_at", "text", (col) => col.notNull())
        .addColumn("used_at", "text")
        .addColumn("created_at", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createTable("owner_session")
        .addColumn("token_hash", "text", (col) => col.primaryKey())
        .addColumn("account_id", "text", (col) => col.notNull().references("owner_account.id").onDelete("cascade"))
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("last_seen_at", "text", (col) => col.notNull())
        .execute();
      await db.schema.createIndex("owner_session_account").on("owner_session").column("account_id").execute();
      // The kinds "owner" and "confirmed".
      await widenKindCheck(db, "place_version", placeChangeKinds005, placeChangeKinds, "011");
    },
  },
  // decision 075: the approval mail's own private link to a listing's status page, stored only as its hash.
  "014-approval-status-link": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("submission").addColumn("approval_token_hash", "text").execute();
      await db.schema
        .createIndex("submission_approval_token_hash")
        .on("submission")
        .column("approval_token_hash")
        .unique()
        .execute();
    },
  },
  // decision 076: an owner's change that waits for the desk (name, address, category, closing, description, phone,
  // website): the fields asked for as JSON, approved (a version of kind owner) or declined with a reason.
  "015-owner-changes": {
    async up(db) {
      await db.schema
        .createTable("owner_change")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("place_id", "integer", (col) => col.notNull().references("place.id"))
        .addColumn("account_id", "text", (col) => col.notNull())
        .addColumn("proof", "text", (col) => col.notNull())
        .addColumn("verified_at", "text", (col) => col.notNull())
        .addColumn("change", "text", (col) => col.notNull())
        .addColumn("status", "text", (col) => col.notNull().check(sqlIn("status", ["held", "approved", "declined"])))
        .addColumn("reason", "text")
        .addColumn("decided_by", "text")
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("decided_at", "text")
        .execute();
      await db.schema.createIndex("owner_change_status").on("owner_change").columns(["status", "created_at"]).execute();
    },
  },
  // decision 078: with PostgreSQL every server reads an uploaded photo's files (its master and its widths) from the
  // database, not from the disk of the server that received it. One row per file; SQLite has the table too (one set
  // of migrations) and keeps its files on disk.
  "017-photo-bytes": {
    async up(db: Kysely<unknown>) {
      const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
      await db.schema
        .createTable("photo_file")
        .addColumn("photo_id", "text", (col) => col.notNull())
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("bytes", postgres ? "bytea" : "blob", (col) => col.notNull())
        .addColumn("size", "integer", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .addPrimaryKeyConstraint("photo_file_pk", ["photo_id", "name"])
        .execute();
      // The bytes are stored as they are: AVIF, WebP and JPEG are compressed already (no TOAST compression).
      if (postgres) await sql`alter table photo_file alter column bytes set storage external`.execute(db);
    },
  },
  // decision 083: events kept as places are. An event row holds its current record (checked by the event schema);
  // every change adds a version (seed, editor, owner, proposal) that waits for the publisher (publish_id null); a
  // proposal from the public form waits for the desk in event_proposal until approved or declined.
  "018-events": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("event")
        .addColumn("slug", "text", (col) => col.primaryKey())
        .addColumn("city", "text", (col) => col.notNull())
        .addColumn("place_slug", "text")
        .addColumn("version", "integer", (col) => col.notNull())
        .addColumn("record", "text", (col) => col.notNull())
        .addColumn("updated_at", "text", (col) => col.notNull())
        .execute();
      await db.schema.createIndex("event_place_slug").on("event").column("place_slug").execute();
      await db.schema
        .createTable("event_version")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("event_slug", "text", (col) => col.notNull().references("event.slug"))
        .addColumn("version", "integer", (col) => col.notNull())
        .addColumn("record", "text", (col) => col.notNull())
        .addColumn("kind", "text", (col) => col.notNull().check(sqlIn("kind", eventChangeKinds018)))
        .addColumn("editor", "text")
        .addColumn("sources", "text", (col) => col.notNull())
        .addColumn("changes", "text", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("publish_id", "text", (col) => col.references("publish.id"))
        .addUniqueConstraint("event_version_slug_version", ["event_slug", "version"])
        .execute();
      await db.schema.createIndex("event_version_publish").on("event_version").column("publish_id").execute();
      await db.schema
        .createTable("event_proposal")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("status", "text", (col) =>
          col.notNull().check(sqlIn("status", ["waiting", "approved", "declined", "spam"])),
        )
        .addColumn("record", "text", (col) => col.notNull())
        .addColumn("email", "text", (col) => col.notNull())
        .addColumn("reason", "text")
        .addColumn("decided_by", "text")
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("decided_at", "text")
        .execute();
      await db.schema
        .createIndex("event_proposal_status")
        .on("event_proposal")
        .columns(["status", "created_at"])
        .execute();
    },
  },
  // decision 082: a place's managers reply to reviews from the owner's page: a reply is written by a listing request's
  // private link (listing_id) or by a manager's account (account_id), so listing_id may be null. SQLite cannot drop
  // a NOT NULL: the table is made anew with its rows.
  "019-reply-by-manager": {
    async up(db: Kysely<unknown>) {
      if (db.getExecutor().adapter instanceof PostgresAdapter) {
        await sql`alter table review_reply alter column listing_id drop not null`.execute(db);
        await db.schema.alterTable("review_reply").addColumn("account_id", "text").execute();
        return;
      }
      await db.schema
        .createTable("review_reply_019")
        .addColumn("review_id", "integer", (col) => col.primaryKey().references("review.id").onDelete("cascade"))
        .addColumn("listing_id", "text")
        .addColumn("status", "text", (col) => col.notNull().check(sqlIn("status", replyStatuses)))
        .addColumn("text", "text", (col) => col.notNull())
        .addColumn("published_text", "text")
        .addColumn("ground", "text")
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("updated_at", "text", (col) => col.notNull())
        .addColumn("decided_at", "text")
        .addColumn("published_at", "text")
        // Last, as PostgreSQL's added column is: the rows read the same on both engines (server/db/copy.test.ts).
        .addColumn("account_id", "text")
        .execute();
      const columns = sql.raw(
        "review_id, listing_id, status, text, published_text, ground, created_at, updated_at, decided_at, published_at",
      );
      await sql`insert into review_reply_019 (${columns}) select ${columns} from review_reply`.execute(db);
      await db.schema.dropTable("review_reply").execute();
      await db.schema.alterTable("review_reply_019").renameTo("review_reply").execute();
      await db.schema.createIndex("review_reply_status").on("review_reply").column("status").execute();
    },
  },
  // decision 091: an owner's photo belongs to its place from its upload, and to the owner's held change that sends
  // it (null until sent; a declined change deletes it). Both columns are added last, nullable, on both engines.
  "020-owner-photos": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("photo").addColumn("place_id", "integer").execute();
      await db.schema.alterTable("photo").addColumn("owner_change_id", "text").execute();
      await db.schema.createIndex("photo_owner_change").on("photo").column("owner_change_id").execute();
    },
  },
  // decision 092: an event proposal's private status link (mailed to its sender with the receipt), stored only as its
  // hash, as a listing request's is (null for a proposal sent before it); an event's version may be a restore.
  "021-event-proposal-status": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("event_proposal").addColumn("status_token_hash", "text").execute();
      // An event's earlier version restored at the desk is a version of kind "restore", as a place's is.
      await widenKindCheck(db, "event_version", eventChangeKinds018, eventChangeKinds, "021");
      await db.schema
        .createIndex("event_proposal_status_token_hash")
        .on("event_proposal")
        .column("status_token_hash")
        .unique()
        .execute();
    },
  },
};

/**
 * On PostgreSQL, makes the next review id the one after the highest stored (after rows were written with their ids,
 * as migration 009 and `npm run db:copy` do); on SQLite the row id already follows the highest.
 */
export async function continueReviewIds(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select setval(pg_get_serial_sequence('review', 'id'), coalesce((select max(id) from review), 0) + 1, false)`.execute(
    db,
  );
}

/**
 * Widens the CHECK of `table`'s `kind` column from the kinds `from` to `to`: PostgreSQL changes the named check;
 * SQLite cannot alter a check, so the table is made anew (as `<table>_<suffix>`, then renamed) with its rows and
 * indexes (nothing refers to a version's row).
 */
async function widenKindCheck(
  db: Kysely<unknown>,
  table: "place_version" | "event_version",
  from: readonly string[],
  to: readonly string[],
  suffix: string,
): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table ${sql.raw(table)} drop constraint ${sql.raw(`${table}_kind_check`)}`.execute(db);
    await sql`alter table ${sql.raw(table)} add constraint ${sql.raw(`${table}_kind_check`)} check (${sqlIn("kind", to)})`.execute(
      db,
    );
    return;
  }
  // The table's own statement (with any column a later change added) and its indexes, the check widened.
  const { rows } = await sql<{ name: string; sql: string; type: string }>`
    select name, sql, type from sqlite_master where tbl_name = ${table} and sql is not null`.execute(db);
  const statement = rows.find((row) => row.type === "table")!;
  const copy = `${table}_${suffix}`;
  const widened = statement.sql
    .replace(sqlInText("kind", from), sqlInText("kind", to))
    .replace(new RegExp(`^create table "?${table}"?`, "i"), `create table "${copy}"`);
  if (!widened.includes(`'${to.at(-1)}'`)) throw new Error(`${table}'s check of kinds was not found`);
  await sql.raw(widened).execute(db);
  await sql`insert into ${sql.raw(copy)} select * from ${sql.raw(table)}`.execute(db);
  await db.schema.dropTable(table).execute();
  await db.schema.alterTable(copy).renameTo(table).execute();
  for (const index of rows.filter((row) => row.type === "index")) await sql.raw(index.sql).execute(db);
}

/** A CHECK that the column holds one of `values` (the values are ours, never input). */
function sqlIn(column: string, values: readonly string[]) {
  return sql.raw(sqlInText(column, values));
}

/** {@link sqlIn}'s text. */
function sqlInText(column: string, values: readonly string[]): string {
  return `${column} in (${values.map((value) => `'${value}'`).join(", ")})`;
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** The key of the advisory lock migrations hold on PostgreSQL (any number of our own: "dc-migr"). */
const migrationLockKey = 0x64632d6d69677200n;

/**
 * Brings the database to the newest migration, all of them in one transaction (decision 045). Several processes
 * starting at once take turns: on PostgreSQL a session advisory lock is taken before anything is read, even the
 * table of migrations; on SQLite the transaction itself begins immediate (server/db/sqlite-driver.ts). Resolves
 * with the names applied now; throws with the failing migration's name and error (nothing of it is kept).
 */
export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  const migrate = async () => {
    // A number may land after a higher one was applied (009 after 014): each runs once, in the order of its number
    // among those not yet applied.
    const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
    const { error, results = [] } = await migrator.migrateToLatest();
    const failed = results.find((result) => result.status === "Error");
    if (error)
      throw new Error(
        `Migration ${failed?.migrationName ?? "(unknown)"} failed: ${String(error instanceof Error ? error.message : error)}`,
        { cause: error },
      );
    return results.filter((result) => result.status === "Success").map((result) => result.migrationName);
  };
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return migrate();
  return db.connection().execute(async (locked) => {
    await sql`select pg_advisory_lock(${sql.lit(migrationLockKey)})`.execute(locked);
    try {
      return await migrate();
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(migrationLockKey)})`.execute(locked);
    }
  });
}
