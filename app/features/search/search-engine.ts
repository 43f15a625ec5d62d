/**
 * What /search needs of the search (product §5.5, §15): the shared rules and texts (match.ts), the site's one
 * loader of the search files (search-index.ts, shared with the home page's box), and the relevance engine
 * (relevance-engine.ts, with MiniSearch). /search pre-renders no result, so it imports this module once it has
 * hydrated rather than with the page: room in the byte budget for its pages.
 */
export { measureMatching, noResultsHint, noResultsTitle, resultCountLabel, showsResultsBox, canMatch } from "./match";
export { searchIndex } from "./search-index";
export { relevanceClient, type RankedAnswer, type RelevanceClient } from "./relevance-client";
export { applyQueryFilters, namesNearMe, withoutFilter, type FoundFilter, type QueryFilter } from "./understand";
export { EventResultList, eventCountLabel } from "./event-result-list";
export { isEventEntry } from "./match";
