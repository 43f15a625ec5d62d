import { z } from "zod";

/**
 * product §10.1: what a source of the guide's facts is, and the small rules its fields and the place record share.
 * One schema for a record's `sources` (place-schema.ts) and for each structured fact's `source` (place-facts.ts).
 */

/** Links from data reach the page as href/src: only http(s) passes (no javascript: or data: URLs). */
export const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });

/** A calendar date `YYYY-MM-DD` that exists (2025-02-30 does not). */
export const isoDate = z.iso.date({ error: "must be a date YYYY-MM-DD" });

/** `YYYY`, `YYYY-MM` or `YYYY-MM-DD`: as precise as a source dates itself. */
export const partialDate = z.union(
  [z.string().regex(/^\d{4}$/), z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/), isoDate],
  { error: "must be a date YYYY, YYYY-MM or YYYY-MM-DD" },
);

/** A text that is not empty once trimmed. */
export const text = z.string().trim().min(1);

/**
 * A source of a record's facts (product §10): who published it, its title, where it is and, when known,
 * its date. What the business or a visitor sent the desk (product §17.4: "Submitted by the business", a
 * visitor's correction an editor accepted) has no page to link: then its date is required instead.
 * Example: `{ publisher: "Columbus Monthly", title: "…", url: "https://…", date: "2023-07-05" }`.
 */
export const sourceSchema = z
  .strictObject({
    publisher: text,
    title: text,
    url: httpUrl.optional(),
    date: partialDate.optional(),
  })
  .refine((source) => source.url !== undefined || source.date !== undefined, {
    message: "needs a url, or a date when no page can be linked (a submission to the guide)",
    path: ["url"],
  });
export type Source = z.infer<typeof sourceSchema>;
