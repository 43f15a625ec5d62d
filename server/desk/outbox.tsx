/** @jsxImportSource hono/jsx */
/** The outbox at the desk (product §17.3): every mail the guide writes, newest first, and each one's text. */
import { Hono } from "hono";
import { Facts, styles } from "../web/layout";
import { Note, renderDesk, when, type DeskEnv, type DeskContext } from "./frame";

/** What caused a mail, in words, for the causes without a page of their own at the desk. */
const causeWords: Record<string, string> = {
  subscriber: "a newsletter sign-up",
  review: "a review",
  owner: "an owner's account",
};

/** The outbox's routes. */
export function outboxRoutes(desk: DeskContext): Hono<DeskEnv> {
  const { db } = desk;
  const app = new Hono<DeskEnv>();

  app.get("/outbox", async (c) => {
    const mails = await db.selectFrom("outbox").selectAll().orderBy("created_at", "desc").limit(200).execute();
    return renderDesk(
      c,
      200,
      "Outbox",
      <>
        <p class="mt-2 text-sm text-muted-foreground">
          Every mail the guide writes, newest first (the last 200). Held: no mail server is set (SMTP_URL), the mail is
          kept and written as a file. Failed mails are tried again with growing pauses.
        </p>
        <table class="mt-4 w-full text-left text-sm">
          <thead>
            <tr class="border-b">
              {["To", "Subject", "State", "Tries"].map((name) => (
                <th scope="col" class="py-2 pr-3">
                  {name}
                </th>
              ))}
              <th scope="col" class="py-2">
                Written
              </th>
            </tr>
          </thead>
          <tbody>
            {mails.map((mail) => (
              <tr class="border-b last:border-0">
                <td class="py-2 pr-3 break-all">{mail.to_address}</td>
                <td class="py-2 pr-3">
                  <a href={`/admin/outbox/${mail.id}`} class={styles.link}>
                    {mail.subject}
                  </a>
                </td>
                <td class="py-2 pr-3">
                  {mail.status}
                  {mail.status === "pending" && mail.attempts > 0 && <> (next try {when(mail.next_attempt_at)})</>}
                  {mail.last_error && (
                    <>
                      <br />
                      <span class="text-destructive">{mail.last_error}</span>
                    </>
                  )}
                </td>
                <td class="py-2 pr-3">{mail.attempts}</td>
                <td class="py-2">{when(mail.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </>,
    );
  });

  app.get("/outbox/:id", async (c) => {
    const mail = await db.selectFrom("outbox").selectAll().where("id", "=", c.req.param("id")).executeTakeFirst();
    if (!mail) return renderDesk(c, 404, "Not found", <Note>There is no such mail.</Note>);
    return renderDesk(
      c,
      200,
      mail.subject,
      <>
        <Facts
          rows={[
            { label: "To", value: mail.to_address },
            { label: "State", value: mail.status },
            { label: "Tries", value: String(mail.attempts) },
            { label: "Last error", value: mail.last_error ?? "none" },
            { label: "Written", value: when(mail.created_at) },
            { label: "Sent", value: when(mail.sent_at) || "not yet" },
            {
              label: "Caused by",
              value:
                mail.cause_kind === "submission" ? (
                  <a href={`/admin/submissions/${mail.cause_id}`} class={styles.link}>
                    a submission
                  </a>
                ) : mail.cause_kind === "event-proposal" ? (
                  <a href="/admin/events" class={styles.link}>
                    an event proposal
                  </a>
                ) : (
                  (causeWords[mail.cause_kind] ?? mail.cause_kind)
                ),
            },
          ]}
        />
        <h2 class="mt-6 text-lg font-semibold">Text</h2>
        <pre class="mt-2 rounded-lg border bg-stone-50 p-4 text-sm whitespace-pre-wrap">{mail.text_body}</pre>
      </>,
    );
  });

  return app;
}
