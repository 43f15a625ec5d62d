/**
 * decision 068: the hourly run of the "Are these still right?" mails (server/start.ts runs it with the pruning):
 * composes each mail with the place's week in words and its two links, and queues it through the outbox.
 */
import type { Kysely } from "kysely";
import { columbusDate } from "../../core/hours/columbus-date";
import { calendarDate } from "../../core/hours/hours-calendar";
import { openingHoursInWords } from "../../core/hours/week-words";
import type { Database } from "../db/schema";
import { reminderMail } from "./mails";
import { sendReminders } from "./store";

/**
 * Queues the reminders due at `asOf` (default `now`; a test's later instant, decision 077) with the mails and links
 * made at `now` (`days`: OWNER_REMINDER_DAYS); `origin`: the links' site. Resolves with the count.
 */
export function remindOwners(
  db: Kysely<Database>,
  { now, asOf, days, origin }: { now: Date; asOf?: Date; days: number; origin: string },
) {
  const today = calendarDate(columbusDate(asOf ?? now));
  return sendReminders(db, {
    now,
    asOf,
    days,
    mail: (to, place, token) =>
      reminderMail({
        to,
        placeName: place.name,
        week: place.openingHours ? openingHoursInWords(place.openingHours, place.geo, today) : "No hours yet.",
        stillRightUrl: `${origin}/owners/confirm?token=${token}`,
        changeUrl: `${origin}/owners/places/${place.slug}`,
      }),
  });
}
