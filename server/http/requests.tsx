/** @jsxImportSource hono/jsx */
/**
 * The result pages of what people sent (product §16.1, §16.2): `GET /requests/<token>`, a listing's status
 * page (its private link, mailed to the owner), and `GET /requests/sent`, a message's result page.
 */
import { Hono } from "hono";
import { findListingByToken } from "../store/submissions";
import { publishStateOfSubmission } from "../publish/publisher";
import { ButtonForm, Card, Facts, styles } from "../web/layout";
import { notFound, type ServerContext } from "../web/respond";
import { describeStatus, formatReceived } from "./status-texts";

/** A status page's row that links what is live: "In the guide", the page's address (a listing's, an event's). */
export const inTheGuide = (path: string) => ({
  label: "In the guide",
  value: (
    <a href={path} class={styles.link}>
      {path}
    </a>
  ),
});

/** The result pages' routes. */
export function requestRoutes(server: ServerContext): Hono {
  const app = new Hono();

  app.get("/requests/sent", (c) =>
    c.render(
      <Card
        heading="Message sent!"
        paragraphs={[
          "Thanks for getting in touch. An editor reads every message and replies to the email address you gave.",
        ]}
        links={[{ href: "/", label: "Back to the guide" }]}
      />,
      { title: "Message sent" },
    ),
  );

  app.get("/requests/:token", async (c) => {
    const listing = await findListingByToken(server.db, c.req.param("token"));
    if (!listing) return notFound(c);
    const published = await publishStateOfSubmission(server.db, listing.id);
    // decision 050: once its pages are live, the listing says so, with the link.
    const live = published?.publish.state === "live" ? `/place/${published.slug}` : null;
    const status = describeStatus(live ? "live" : listing.status);
    return c.render(
      <Card
        heading={`Listing request: ${listing.title}`}
        paragraphs={[status.explanation]}
        links={[
          // product §19.8: the owner of a live listing replies to its reviews through this private link.
          ...(live ? [{ href: `/requests/${c.req.param("token")}/reviews`, label: "Reply to visitors' reviews" }] : []),
          { href: "/", label: "Back to the guide" },
          { href: "/contact", label: "Ask us about it" },
        ]}
      >
        <Facts
          rows={[
            { label: "Business", value: listing.title },
            { label: "Received", value: formatReceived(listing.receivedAt) },
            { label: "Status", value: status.label },
            ...(live ? [inTheGuide(live)] : []),
            ...(listing.publicNote ? [{ label: "Note from the editors", value: listing.publicNote }] : []),
          ]}
        />
        {live && (
          // decision 068: this link proves the place; its owner keeps the hours current on the owner's page.
          <ButtonForm
            action={`/requests/${encodeURIComponent(c.req.param("token"))}/manage`}
            label="Manage this place's page"
          />
        )}
      </Card>,
      { title: "Your listing request" },
    );
  });

  return app;
}
