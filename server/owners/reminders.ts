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

/** Queues the reminders due at `now` (`days`: OWNER_REMINDER_DAYS); `origin`: the links' site. Resolves with the count. */
export function remindOwners(db: Kysely<Database>, { now, days, origin }: { now: Date; days: number; origin: string }) {
  const today = calendarDate(columbusDate(now));
  return sendReminders(db, {
    now,
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
