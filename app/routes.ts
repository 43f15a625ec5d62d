import { index, route, type RouteConfig } from "@react-router/dev/routes";

/** product §2 route table, plus the footer pages and the full search results page. */
export default [
  index("routes/home.tsx"),
  route("restaurants", "routes/restaurants.tsx"),
  route("coffee", "routes/coffee.tsx"),
  route("clubs-and-bars", "routes/clubs-and-bars.tsx"),
  route("attractions", "routes/attractions.tsx"),
  route("trending", "routes/trending.tsx"),
  route("list-business", "routes/list-business.tsx"),
  route("place/:slug", "routes/place.tsx"),
  route("search", "routes/search.tsx"),
  route("saved", "routes/saved.tsx"),
  route("manifest.webmanifest", "routes/manifest[.]webmanifest.ts"),
  route("promote", "routes/promote.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  // Resource routes, pre-rendered as files: derived from this table and the content.
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
