/** @jsxImportSource hono/jsx */
/**
 * decision 068: `GET /requests/corrections/<token>`, a correction's status page (its private link, mailed to its sender):
 * Received, Accepted or Declined, with what it means and the editors' note. Spam reads as Received (the page never
 * tells a robot its post was caught). Another token is the usual 404 that names nothing.
 */
import { Hono } from "hono";
import type { SubmissionStatus } from "../db/schema";
import { findPlaceBySlug } from "../places/store";
import { findCorrectionByToken } from "../store/correction-status";
import { Card, Facts, styles } from "../web/layout";
import { notFound, type ServerContext } from "../web/respond";
import { formatReceived } from "./status-texts";

/** decision 068: a correction's status as its page says it, with what it means. */
export function describeCorrectionStatus(status: SubmissionStatus): { label: string; explanation: string } {
  switch (status) {
    case "accepted":
      return {
        label: "Accepted",
        explanation:
          "Your correction was accepted: the guide shows it within seconds, and the place's history says so.",
      };
    case "declined":
      return {
        label: "Declined",
        explanation:
          "Your correction was not taken. The editors' note says why; write to us if something was misunderstood.",
      };
    default:
      return {
        label: "Received",
        explanation:
          "We received your correction. An editor checks it against a source, and this page shows their answer. Keep this page's address: it is the only way to see the correction's status.",
      };
  }
}

/** The correction status page's route. */
export function correctionStatusRoutes(server: ServerContext): Hono {
  const app = new Hono();
  app.get("/requests/corrections/:token", async (c) => {
    const correction = await findCorrectionByToken(server.db, c.req.param("token"));
    if (!correction) return notFound(c);
    const place = correction.placeSlug ? await findPlaceBySlug(server.db, correction.placeSlug) : undefined;
    const status = describeCorrectionStatus(correction.status);
    const placeName = place?.name ?? correction.placeSlug ?? "a place";
    return c.render(
      <Card
        heading={`Correction to ${placeName}`}
        paragraphs={[status.explanation]}
        links={[
          ...(place ? [{ href: `/place/${place.slug}/history`, label: "The place's history" }] : []),
          { href: "/", label: "Back to the guide" },
          { href: "/contact", label: "Ask us about it" },
        ]}
      >
        <Facts
          rows={[
            {
              label: "Place",
              value: place ? (
                <a href={`/place/${place.slug}`} class={styles.link}>
                  {place.name}
                </a>
              ) : (
                placeName
              ),
            },
            { label: "Received", value: formatReceived(correction.receivedAt) },
            { label: "Status", value: status.label },
            ...(correction.publicNote ? [{ label: "Note from the editors", value: correction.publicNote }] : []),
          ]}
        />
      </Card>,
      { title: "Your correction" },
    );
  });
  return app;
}
