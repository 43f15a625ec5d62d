import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { categoryRoutes, neighborhoodRoutes } from "#core/categories.ts";

/**
 * product §2 route table, plus the footer pages and the full search results page. The categories'
 * pages (/restaurants, /clubs-and-bars, /attractions, /coffee-shops) come from the categories table.
 */
export default [
  index("routes/home.tsx"),
  ...categoryRoutes().map(({ path, file, id }) => route(path, file, id ? { id } : {})),
  // Product §15.4: a list's places in one neighborhood (/clubs-and-bars/short-north), one module for every list.
  ...neighborhoodRoutes().map(({ path, file, id }) => route(path, file, { id })),
  // product §2 /coffee: the support page (Buy Me Coffee); the coffee shops' list is /coffee-shops (decision 063).
  route("coffee", "routes/coffee.tsx"),
  route("trending", "routes/trending.tsx"),
  route("list-business", "routes/list-business.tsx"),
  route("place/:slug", "routes/place.tsx"),
  // Decision 050: each place's public history of changes.
  route("place/:slug/history", "routes/place-history.tsx"),
  // Decision 073: what's on; decision 074: the iCalendar files.
  route("events", "routes/events.tsx", { id: "events" }),
  route("events/page/:page", "routes/events.tsx", { id: "events-page" }),
  route("events/:slug", "routes/event.tsx"),
  route("events/:slug/event.ics", "routes/event-ics.ts"),
  route("events/:slug/history", "routes/event-history.tsx"),
  route("events.ics", "routes/events[.]ics.ts"),
  route("place/:slug/events.ics", "routes/place-events-ics.ts"),
  route("search", "routes/search.tsx"),
  route("saved", "routes/saved.tsx"),
  route("manifest.webmanifest", "routes/manifest[.]webmanifest.ts"),
  route("promote", "routes/promote.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  // Product §19.1: the review form of the place `?place={slug}` names.
  route("review", "routes/review.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  // Product §19.9: how visitors' reviews are decided, with the monthly tally.
  route("reviews-policy", "routes/reviews-policy.tsx"),
  // Resource routes, pre-rendered as files: derived from this table and the content. The sitemap is files the build
  // and the publisher write (decision 095, render/sitemap-files.ts), not a route.
  route("robots.txt", "routes/robots[.]txt.ts"),
  // Product §15.3: each paged list's whole data, a hashed static file fetched when a visitor pages or filters.
  route("data/lists/:file", "routes/list-data.ts"),
  // Product §15.7: the place names a correction link (/contact?place=) needs, fetched only then.
  route("data/place-names/:file", "routes/place-names.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
