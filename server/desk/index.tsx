/** @jsxImportSource hono/jsx */
/**
 * The editors' desk at /admin (product §17, decision 028): server-rendered pages that work without JavaScript and
 * run none (the server's CSP allows no script), never cached or indexed. A small app per resource, in the order a
 * request meets them:
 * 1. every POST must come from the desk's own pages (Origin or Sec-Fetch-Site; a post with neither is refused here,
 *    unlike the public forms);
 * 2. signing in (sign-in.tsx); without a live session every other path answers 303 to /admin/login;
 * 3. the inbox (inbox.tsx), a submission and its next step (submissions.tsx, rules in approval.ts), its photos
 *    (photos.tsx), visitors' reviews (reviews.tsx, product §19.3), the places with their versions, edits and restores (places.tsx), the publisher's runs
 *    (publishing.tsx), the outbox (outbox.tsx), the newsletter (newsletter.tsx), the editors (editors.tsx, admins
 *    only).
 */
import { Hono } from "hono";
import { fromOwnSite } from "../web/same-site";
import type { ServerContext } from "../web/respond";
import { editorRoutes } from "./editors";
import { Note, renderDesk, type DeskContext, type DeskEnv } from "./frame";
import { inboxRoutes } from "./inbox";
import { newsletterDeskRoutes } from "./newsletter";
import { outboxRoutes } from "./outbox";
import { photoRoutes } from "./photos";
import { placeRoutes } from "./places";
import { publishingRoutes } from "./publishing";
import { reviewDeskRoutes } from "./reviews";
import { requireSession, signInRoutes, signOutRoutes } from "./sign-in";
import { submissionRoutes } from "./submissions";
import { ownerDeskRoutes } from "../owners/desk";
import { eventDeskRoutes } from "../events/routes";

export { signInLimits } from "./sign-in";
export type { DeskContext } from "./frame";

/** Builds the desk's routes, to be mounted at /admin. */
export function createDesk(server: ServerContext, keys: Pick<DeskContext, "accountKeyOf" | "isHttps">): Hono<DeskEnv> {
  const desk: DeskContext = { ...server, ...keys };
  const app = new Hono<DeskEnv>();

  app.use("*", async (c, next) => {
    if (c.req.method === "POST" && !fromOwnSite(c, desk.publicOrigin, { strict: true }))
      return renderDesk(c, 403, "Refused", <Note>The desk only takes posts from its own pages.</Note>);
    return next();
  });
  app.route("/", signInRoutes(desk));
  app.use("*", requireSession(desk));
  app.route("/", signOutRoutes(desk));
  app.route("/", inboxRoutes(desk));
  app.route("/", submissionRoutes(desk));
  app.route("/", reviewDeskRoutes(desk));
  app.route("/", photoRoutes(desk));
  app.route("/", placeRoutes(desk));
  // decision 068: claims, managers and the owners' changes.
  app.route("/", ownerDeskRoutes(desk));
  // decision 083: events: proposals, edits, additions.
  app.route("/", eventDeskRoutes(desk));
  app.route("/", publishingRoutes(desk));
  app.route("/", outboxRoutes(desk));
  app.route("/", newsletterDeskRoutes(desk));
  app.route("/", editorRoutes(desk));
  app.notFound((c) => renderDesk(c, 404, "Not found", <Note back>Nothing here.</Note>));
  return app;
}
