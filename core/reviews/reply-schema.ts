import { text } from "../forms/rules";
import * as z from "zod/mini";

/** product §19.8: the shortest and longest reply of an owner, in characters. */
export const replyTextLimits = { min: 2, max: 2000 } as const;

/** The labels of the reply form's fields, for its page and its messages. */
export const replyFields = {
  text: { label: "Your public reply" },
} as const;

/**
 * product §19.8: an owner's public reply to a review, the one schema of the reply form and `POST /api/replies`.
 * - text: 2 to 2,000 visible characters, trimmed, never cut; control characters other than tab and line breaks are
 *   refused (product §16.3), as in the other forms.
 */
export const replySchema = z.object({
  text: text(replyTextLimits.min, replyTextLimits.max, {
    min: "Please write your reply",
    max: `Your reply must be at most ${replyTextLimits.max.toLocaleString("en-US")} characters`,
  }),
});

/** A reply as validated: its text trimmed. */
export type ReplyEntry = z.output<typeof replySchema>;
