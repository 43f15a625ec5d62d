/**
 * What /search needs of the search (product §15.5): the matching rules and texts (match.ts) and the site's one
 * index loader (search-index.ts, shared with the home page's box). /search pre-renders no result, so it
 * imports this module once it has hydrated rather than with the page: room in the byte budget for its pages.
 */
export {
  measureMatching,
  noResultsHint,
  noResultsTitle,
  resultCountLabel,
  searchEntries,
  showsResultsBox,
} from "./match";
export { searchIndex } from "./search-index";
