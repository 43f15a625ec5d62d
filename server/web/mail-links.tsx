/** @jsxImportSource hono/jsx */
/**
 * The pages of a post confirmed by a link in a mail (the newsletter's sign-up, product §16.4; a review, product
 * §19.1), written once: "check your inbox" after the post, the confirm page (GET shows a button, only POST confirms:
 * link scanners follow GETs), the confirmed page, and the 404 of a link that is used, expired or was never ours.
 * Each flow gives its own words.
 */
import type { Context, Hono } from "hono";
import { ButtonForm, Card } from "./layout";
import { store } from "./respond";

/** The one link of a message page: back to the guide. */
export const backToGuide = [{ href: "/", label: "Back to the guide" }];

/** A page that says one thing: its heading, paragraphs and title; links back to the guide unless it names others. */
export interface MessagePage {
  heading: string;
  paragraphs: readonly string[];
  title: string;
  links?: readonly { href: string; label: string }[];
}

/** Renders `page` with HTTP status `status` (200 unless said). */
export function messagePage(c: Context, page: MessagePage, status = 200) {
  c.status(status as 200);
  return c.render(<Card heading={page.heading} paragraphs={page.paragraphs} links={page.links ?? backToGuide} />, {
    title: page.title,
  });
}

/**
 * A link that is used, expired or was never ours: a 404 that names nobody, with `advice` (what to do instead)
 * after the usual sentence.
 */
export function expiredLink(c: Context, advice: string, links: MessagePage["links"] = backToGuide) {
  return messagePage(
    c,
    {
      heading: "This link is not valid any more",
      paragraphs: [`It may have been used already, or it has expired. ${advice}`],
      title: "Link not valid",
      links,
    },
    404,
  );
}

/** A flow confirmed by a link in a mail, for {@link confirmRoutes}. */
export interface ConfirmFlow {
  /** "/newsletter": its pages are `{base}/check-inbox`, `{base}/confirm` and `{base}/confirmed`. */
  base: string;
  checkInbox: MessagePage;
  /** The confirm page of `token` (its button's label too), or null when the token is not a pending one. */
  confirmPage(token: string): Promise<(MessagePage & { label: string }) | null>;
  /** Confirms `token`; false when it is not a pending one. */
  confirm(token: string): Promise<boolean>;
  confirmed: MessagePage;
  /** The flow's {@link expiredLink}. */
  expired(c: Context): Response | Promise<Response>;
}

/** Adds a {@link ConfirmFlow}'s four routes to `app`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any app's environment: the routes read none of it
export function confirmRoutes(app: Hono<any>, flow: ConfirmFlow): void {
  app.get(`${flow.base}/check-inbox`, (c) => messagePage(c, flow.checkInbox));

  app.get(`${flow.base}/confirm`, async (c) => {
    const token = c.req.query("token") ?? "";
    const page = await flow.confirmPage(token);
    if (!page) return flow.expired(c);
    return c.render(
      <Card heading={page.heading} paragraphs={page.paragraphs}>
        <ButtonForm action={`${flow.base}/confirm`} fields={{ token }} label={page.label} />
      </Card>,
      { title: page.title },
    );
  });

  app.post(`${flow.base}/confirm`, async (c) => {
    const body = await c.req.parseBody();
    const token = typeof body.token === "string" ? body.token : "";
    return store(c, async () => {
      if (!(await flow.confirm(token))) return flow.expired(c);
      return c.redirect(`${flow.base}/confirmed`, 303);
    });
  });

  app.get(`${flow.base}/confirmed`, (c) => messagePage(c, flow.confirmed));
}
