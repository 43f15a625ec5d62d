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
import { confirmMail } from "./mails";

const home = [{ href: "/", label: "Back to the guide" }];

/** A confirm or unsubscribe link that was used already, expired, or was never ours. */
function expiredLink(c: Context) {
  c.status(404);
  return c.render(
    <Card
      heading="This link is not valid any more"
      paragraphs={["It may have been used already, or it has expired. To subscribe, sign up again on the home page."]}
      links={home}
    />,
    { title: "Link not valid" },
  );
}

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

  app.get("/newsletter/check-inbox", (c) =>
    c.render(
      <Card
        heading="Check your inbox"
        paragraphs={[
          "If that address can be signed up, a mail is on its way with a link to confirm. You are only subscribed once you confirm.",
          "Nothing arrived? Look in your spam folder, or sign up again in ten minutes.",
        ]}
        links={home}
      />,
      { title: "Check your inbox" },
    ),
  );

  app.get("/newsletter/confirm", async (c) => {
    const token = c.req.query("token") ?? "";
    if (!(await findPendingByConfirmToken(db, token, now()))) return expiredLink(c);
    return c.render(
      <Card
        heading="Confirm your subscription"
        paragraphs={["Press the button to start receiving the Discover Columbus newsletter."]}
      >
        <ButtonForm action="/newsletter/confirm" fields={{ token }} label="Confirm subscription" />
      </Card>,
      { title: "Confirm your subscription" },
    );
  });

  app.post("/newsletter/confirm", async (c) => {
    const body = await c.req.parseBody();
    const token = typeof body.token === "string" ? body.token : "";
    return store(c, async () => {
      if (!(await confirmSubscription(db, token, now()))) return expiredLink(c);
      return c.redirect("/newsletter/confirmed", 303);
    });
  });

  app.get("/newsletter/confirmed", (c) =>
    c.render(
      <Card
        heading="You're subscribed!"
        paragraphs={[
          "Thanks: the next Discover Columbus newsletter will reach you. Every issue has a link to unsubscribe.",
        ]}
        links={home}
      />,
      { title: "Subscribed" },
    ),
  );

  app.get("/newsletter/unsubscribe", (c) => {
    const token = c.req.query("t") ?? "";
    if (!subscriberOfUnsubscribeToken(secret, token)) return expiredLink(c);
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
    if (!id) return expiredLink(c);
    return store(c, async () => {
      await unsubscribe(db, id, now());
      return c.render(
        <Card
          heading="You're unsubscribed"
          paragraphs={[
            "No more newsletters will be sent to this address. Changed your mind? Sign up again on the home page.",
          ]}
          links={home}
        />,
        { title: "Unsubscribed" },
      );
    });
  });

  return app;
}
