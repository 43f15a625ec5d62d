import * as z from "zod/mini";

/**
 * Text rules shared by the site's forms, in zod/mini (the same rules as zod, a fraction of the
 * bytes in the page's JavaScript). Text is trimmed before a rule applies, so blank text never passes.
 */

/** Trimmed text of at least `min` characters, else `message`. */
export const minText = (min: number, message: string) => z.string().check(z.trim(), z.minLength(min, message));

/** A trimmed email address, else `message`. */
export const emailText = (message: string) => z.pipe(z.string().check(z.trim()), z.email(message));
