/** @jsxImportSource hono/jsx */
/** The newsletter at the desk (product §17.3): how many subscribers are in each state, and the confirmed ones as CSV. */
import { Hono } from "hono";
import { Facts, styles } from "../web/layout";
import { toCsv } from "./csv";
import { renderDesk, type DeskEnv, type DeskContext } from "./frame";
import { confirmedSubscribers, newsletterCounts } from "../store/subscribers";

/** The newsletter's routes. */
export function newsletterDeskRoutes(desk: DeskContext): Hono<DeskEnv> {
  const { db } = desk;
  const app = new Hono<DeskEnv>();

  app.get("/newsletter", async (c) => {
    const counts = await newsletterCounts(db);
    return renderDesk(
      c,
      200,
      "Newsletter",
      <>
        <Facts
          rows={[
            { label: "Confirmed", value: String(counts.confirmed) },
            { label: "Waiting for confirmation", value: String(counts.pending) },
            { label: "Unsubscribed", value: String(counts.unsubscribed) },
          ]}
        />
        <p class="mt-6">
          <a href="/admin/newsletter.csv" class={styles.link} download>
            Download the confirmed subscribers (CSV)
          </a>
        </p>
      </>,
    );
  });

  app.get("/newsletter.csv", async (c) => {
    const rows = await confirmedSubscribers(db);
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", 'attachment; filename="discover-columbus-subscribers.csv"');
    return c.body(toCsv([["email", "confirmed_at"], ...rows.map((row) => [row.email, row.confirmed_at ?? ""])]));
  });

  return app;
}
