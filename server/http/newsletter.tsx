/** @jsxImportSource hono/jsx */
/**
 * The newsletter (product §16.4): `POST /api/newsletter` (always "check your inbox": no one learns whether an
 * address is signed up), `/newsletter/check-inbox`, `/newsletter/confirm` (GET shows a button, only POST
 * confirms: link scanners follow GETs), `/newsletter/confirmed`, `/newsletter/unsubscribe` (RFC 8058 one-click
 * POST, or a button).
 */
import { Hono, type Context } from "hono";
import { errorsOf } from "../../core/forms/errors";
import { newsletterSchema } from "../../core/forms/newsletter-schema";
import { honeypotField } from "../../core/forms/server-contract";
import {
  confirmSubscription,
  findPendingByConfirmToken,
  subscribe,
  subscriberOfUnsubscribeToken,
  unsubscribe,
  unsubscribeToken,
} from "../store/subscribers";
import { ButtonForm, Card } from "../web/layout";
import { confirmRoutes, expiredLink, messagePage } from "../web/mail-links";
import {
  answers,
  clientOf,
  invalid,
  originOf,
  readFields,
  refuse,
  store,
  wantsJson,
  type ServerContext,
} from "../web/respond";
import { confirmMail } from "../web/mails";

/** A confirm or unsubscribe link that was used already, expired, or was never ours. */
const expired = (c: Context) => expiredLink(c, "To subscribe, sign up again on the home page.");

/** The newsletter's routes. */
export function newsletterRoutes(server: ServerContext): Hono {
  const { db, now, secret } = server;
  const app = new Hono();

  app.post("/api/newsletter", async (c) => {
    const fields = await readFields(c, ["email"]);
    if (!fields) return refuse(c, 400, answers.badJson);
    const result = newsletterSchema.safeParse(fields);
    if (!result.success)
      return invalid(c, errorsOf(result.error.issues), { email: { label: "Email address" } }, "/#newsletter");
    const spam = Boolean(fields[honeypotField]?.trim());
    return store(c, async () => {
      const origin = originOf(server, c);
      if (!spam) {
        await subscribe(db, {
          email: result.data.email,
          limit: { name: "newsletter", max: server.submissionsPerHour, windowMinutes: 60 },
          client: clientOf(server, c),
          confirmMail: ({ id, token }) =>
            confirmMail({
              id,
              to: result.data.email,
              confirmUrl: `${origin}/newsletter/confirm?token=${token}`,
              unsubscribeUrl: `${origin}/newsletter/unsubscribe?t=${unsubscribeToken(secret, id)}`,
            }),
          now: now(),
        });
        server.onMailQueued();
      }
      if (wantsJson(c)) return c.json({ saved: true }, 201);
      return c.redirect("/newsletter/check-inbox", 303);
    });
  });

  confirmRoutes(app, {
    base: "/newsletter",
    checkInbox: {
      heading: "Check your inbox",
      paragraphs: [
        "If that address can be signed up, a mail is on its way with a link to confirm. You are only subscribed once you confirm.",
        "Nothing arrived? Look in your spam folder, or sign up again in ten minutes.",
      ],
      title: "Check your inbox",
    },
    confirmPage: async (token) =>
      (await findPendingByConfirmToken(db, token, now()))
        ? {
            heading: "Confirm your subscription",
            paragraphs: ["Press the button to start receiving the Discover Columbus newsletter."],
            title: "Confirm your subscription",
            label: "Confirm subscription",
          }
        : null,
    confirm: async (token) => Boolean(await confirmSubscription(db, token, now())),
    confirmed: {
      heading: "You're subscribed!",
      paragraphs: [
        "Thanks: the next Discover Columbus newsletter will reach you. Every issue has a link to unsubscribe.",
      ],
      title: "Subscribed",
    },
    expired,
  });

  app.get("/newsletter/unsubscribe", (c) => {
    const token = c.req.query("t") ?? "";
    if (!subscriberOfUnsubscribeToken(secret, token)) return expired(c);
    return c.render(
      <Card
        heading="Unsubscribe from the newsletter"
        paragraphs={["Press the button and no more newsletters will be sent to this address."]}
      >
        <ButtonForm action={`/newsletter/unsubscribe?t=${encodeURIComponent(token)}`} label="Unsubscribe" />
      </Card>,
      { title: "Unsubscribe" },
    );
  });

  // RFC 8058: a mail provider's one-click POST (body List-Unsubscribe=One-Click) or our page's button; the token authenticates it.
  app.post("/newsletter/unsubscribe", async (c) => {
    const id = subscriberOfUnsubscribeToken(secret, c.req.query("t") ?? "");
    if (!id) return expired(c);
    return store(c, async () => {
      await unsubscribe(db, id, now());
      return messagePage(c, {
        heading: "You're unsubscribed",
        paragraphs: [
          "No more newsletters will be sent to this address. Changed your mind? Sign up again on the home page.",
        ],
        title: "Unsubscribed",
      });
    });
  });

  return app;
}
