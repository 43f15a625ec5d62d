/** @jsxImportSource hono/jsx */
/**
 * Signing in and out of the desk (product §17.1): `GET/POST /admin/login`, `POST /admin/logout`, and the session
 * check every other desk path is behind. 5 failures per account and 20 per client address in 15 minutes, then
 * 429 with Retry-After, counted before the password is checked (decision 048); the same answer, in about the same
 * time, whether or not the account exists. The cookie:
 * HttpOnly, SameSite=Lax, a new token at every sign-in, `__Host-` prefixed and Secure over https.
 */
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { FC } from "hono/jsx";
import { countHit, uncountHit, type Limit } from "../store/rate-limits";
import { styles } from "../web/layout";
import { clientOf } from "../web/respond";
import { checkPassword, editorOfSession, endSession, startSession } from "./accounts";
import { renderDesk, type DeskEnv, type DeskContext } from "./frame";

/** product §17.1: failed sign-ins allowed per account and per client address in 15 minutes. */
export const signInLimits = {
  account: { name: "sign-in-account", max: 5, windowMinutes: 15 },
  client: { name: "sign-in-client", max: 20, windowMinutes: 15 },
} as const satisfies Record<string, Limit>;

const SignInForm: FC<{ email?: string; error?: string }> = ({ email = "", error }) => (
  <form method="post" action="/admin/login" class="mt-6 grid max-w-md gap-4" aria-labelledby="page-heading">
    {error && (
      <p role="alert" class={styles.alert}>
        {error}
      </p>
    )}
    <div>
      <label htmlFor="email" class="block font-medium">
        Email
      </label>
      <input id="email" name="email" type="email" required autocomplete="username" value={email} class={styles.input} />
    </div>
    <div>
      <label htmlFor="password" class="block font-medium">
        Password
      </label>
      <input
        id="password"
        name="password"
        type="password"
        required
        autocomplete="current-password"
        class={styles.input}
      />
    </div>
    <button type="submit" class={`${styles.button} justify-self-start`}>
      Sign in
    </button>
  </form>
);

/** The session cookie's name: `__Host-` prefixed when the desk is served over https. */
const cookieName = (desk: DeskContext, c: Context) => (desk.isHttps(c) ? "__Host-dc_session" : "dc_session");

/** The sign-in and sign-out routes. */
export function signInRoutes(desk: DeskContext): Hono<DeskEnv> {
  const { db, now } = desk;
  const app = new Hono<DeskEnv>();

  app.get("/login", async (c) => {
    if (await editorOfSession(db, getCookie(c, cookieName(desk, c)), now())) return c.redirect("/admin", 303);
    return renderDesk(c, 200, "Sign in", <SignInForm />);
  });

  app.post("/login", async (c) => {
    const body = await c.req.parseBody();
    const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
    const password = typeof body.password === "string" ? body.password : "";
    const at = now();
    const accountKey = desk.accountKeyOf(email);
    const clientKey = clientOf(desk, c);
    // Counted before the password is checked, both at once (decision 048): of any number of sign-ins sent together,
    // at most the limit's are checked; the rest are refused unchecked. A right password gives its hits back.
    const outcomes = await db
      .transaction()
      .execute(async (trx) => [
        await countHit(trx, signInLimits.account, accountKey, at),
        await countHit(trx, signInLimits.client, clientKey, at),
      ]);
    const blocked = outcomes.flatMap((outcome) => (outcome.allowed ? [] : [outcome.retryAfterSeconds]));
    if (blocked.length) {
      const retryAfter = Math.max(...blocked);
      c.header("Retry-After", String(retryAfter));
      return renderDesk(
        c,
        429,
        "Sign in",
        <SignInForm
          email={email}
          error={`Too many failed sign-ins. Try again in ${Math.ceil(retryAfter / 60)} minutes.`}
        />,
      );
    }
    const editor = await checkPassword(db, email, password);
    if (!editor) {
      return renderDesk(
        c,
        401,
        "Sign in",
        <SignInForm email={email} error="The email or the password is not right." />,
      );
    }
    await db.transaction().execute(async (trx) => {
      await uncountHit(trx, signInLimits.account, accountKey, at);
      await uncountHit(trx, signInLimits.client, clientKey, at);
    });
    // A new token at every sign-in (the old session, if any, ends).
    await endSession(db, getCookie(c, cookieName(desk, c)));
    const token = await startSession(db, editor.id, at);
    setCookie(c, cookieName(desk, c), token, { path: "/", httpOnly: true, sameSite: "Lax", secure: desk.isHttps(c) });
    return c.redirect("/admin", 303);
  });

  return app;
}

/** The check every other desk path is behind: a live session, else 303 to the sign-in page. */
export function requireSession(desk: DeskContext): MiddlewareHandler<DeskEnv> {
  return async (c, next) => {
    const editor = await editorOfSession(desk.db, getCookie(c, cookieName(desk, c)), desk.now());
    if (!editor) {
      deleteCookie(c, cookieName(desk, c), { path: "/", secure: desk.isHttps(c) });
      return c.redirect("/admin/login", 303);
    }
    c.set("editor", editor);
    return next();
  };
}

/** `POST /admin/logout`: ends the session (behind {@link requireSession}). */
export function signOutRoutes(desk: DeskContext): Hono<DeskEnv> {
  const app = new Hono<DeskEnv>();
  app.post("/logout", async (c) => {
    await endSession(desk.db, getCookie(c, cookieName(desk, c)));
    deleteCookie(c, cookieName(desk, c), { path: "/", secure: desk.isHttps(c) });
    return c.redirect("/admin/login", 303);
  });
  return app;
}
