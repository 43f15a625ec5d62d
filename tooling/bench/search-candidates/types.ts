import type { SearchDoc } from "../../../app/features/search/match";

/**
 * One candidate of `npm run bench:search` (tooling/bench/search-libraries.ts), bundled on its own for the browser:
 * `build` indexes the places (what a page does once the search files are in), `search` answers one keystroke's
 * text and returns how many places it found.
 */
export interface Candidate {
  build(docs: readonly SearchDoc[]): Promise<void> | void;
  search(text: string): number;
}
