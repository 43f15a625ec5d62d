import { z } from "zod";

/**
 * product §5.5: the search page's synonym table, content (`content/search/synonyms.json`), not code. Each row says
 * that the phrases of `words`, typed on /search, also mean each phrase of `means`:
 * `{ "words": ["kids", "children"], "means": ["family friendly"] }`. A meaning that names a filter ("$",
 * "open now", a neighborhood) makes the phrase that filter (app/features/search/understand.ts). Phrases are
 * lower-case words separated by single spaces, as a visitor types them once lower-cased.
 */
const phrase = z
  .string()
  .min(1, "must not be empty")
  .max(40, "must be at most 40 characters")
  .regex(/^\S+( \S+)*$/, "must be words separated by single spaces, without leading or trailing spaces")
  .refine((text) => text === text.toLowerCase(), "must be lower-case");

/** One row of the synonym table. */
export const synonymSchema = z.strictObject({
  words: z.array(phrase).min(1, "must name at least one phrase"),
  means: z.array(phrase).min(1, "must name at least one meaning"),
});

/** One row of the synonym table: `{ words: ["cheap"], means: ["$"] }`. */
export type Synonym = z.infer<typeof synonymSchema>;

/** Where the table lives, relative to the project's root. */
export const synonymsFile = "content/search/synonyms.json";

/**
 * Checks the synonym table read from `file` (parsed JSON) and returns its rows.
 * @throws Error naming the file, the entry (its number from 1 and its first phrase) and the field of each
 * problem, one a line: `content/search/synonyms.json: entry 3 ("kids"): field "means.0": must be lower-case`;
 * a phrase given twice in `words` (in one row or two) is a problem too, as the table would be ambiguous.
 */
export function parseSynonyms(data: unknown, file = synonymsFile): Synonym[] {
  if (!Array.isArray(data)) throw new Error(`${file}: must hold a JSON array of synonym entries`);
  const problems: string[] = [];
  const rows: Synonym[] = [];
  const seen = new Map<string, number>();
  data.forEach((record: unknown, index) => {
    const first = (record as { words?: unknown[] } | null)?.words?.[0];
    const label = `entry ${index + 1}${typeof first === "string" ? ` ("${first}")` : ""}`;
    const result = synonymSchema.safeParse(record);
    if (!result.success) {
      for (const issue of result.error.issues)
        problems.push(`${file}: ${label}: field "${issue.path.join(".") || "(entry)"}": ${issue.message}`);
      return;
    }
    result.data.words.forEach((word, at) => {
      const owner = seen.get(word);
      if (owner !== undefined)
        problems.push(`${file}: ${label}: field "words.${at}": "${word}" is already in entry ${owner + 1}`);
      else seen.set(word, index);
    });
    rows.push(result.data);
  });
  if (problems.length) throw new Error(problems.join("\n"));
  return rows;
}
