/** @jsxImportSource hono/jsx */
/**
 * What every page of the editors' desk shares (product §17): its navigation (who is signed in, Sign out), the
 * page heading, the time format, and the render call that puts a page into the server pages' layout.
 */
import type { Context } from "hono";
import type { Child, FC, PropsWithChildren } from "hono/jsx";
import { city } from "../../core/city";
import type { Editor } from "../db/schema";
import { styles } from "../web/layout";
import type { ServerContext } from "../web/respond";

/** The desk's Hono environment: a signed-in editor on every page behind the sign-in. */
export type DeskEnv = { Variables: { editor: Editor } };

/** What the desk's handlers are given: the server's context, and the desk's own keys. */
export interface DeskContext extends ServerContext {
  /** The sign-in limit's key of a typed account (a keyed hash: the rate-limit table never holds an address). */
  accountKeyOf: (email: string) => string;
  /** True when the request came over https (directly, or through a trusted proxy): the cookie's name and flags. */
  isHttps: (c: Context) => boolean;
}

/** An instant as the desk shows it: "Nov 26, 2026, 9:15 AM" in the city's time; "" for none. */
export const when = (iso: string | null | undefined) =>
  iso
    ? new Intl.DateTimeFormat("en-US", { timeZone: city.timeZone, dateStyle: "medium", timeStyle: "short" }).format(
        new Date(iso),
      )
    : "";

/** The desk's pages in its navigation, in order; the Editors page is the admins' only. */
const deskPages = [
  ["/admin", "Inbox"],
  ["/admin/reviews", "Reviews"],
  ["/admin/places", "Places"],
  ["/admin/owners", "Owners"],
  ["/admin/events", "Events"],
  ["/admin/publishing", "Publishing"],
  ["/admin/outbox", "Outbox"],
  ["/admin/newsletter", "Newsletter"],
] as const;

/** The desk's navigation, shown to a signed-in editor; the Editors link only to admins. */
const DeskNav: FC<{ editor: Editor }> = ({ editor }) => (
  <nav aria-label="Desk" class="mb-8 flex flex-wrap items-center gap-x-6 gap-y-3 border-b pb-4">
    {[...deskPages, ...(editor.role === "admin" ? ([["/admin/editors", "Editors"]] as const) : [])].map(
      ([href, label]) => (
        <a href={href} class={styles.link}>
          {label}
        </a>
      ),
    )}
    <span class="ml-auto text-sm text-muted-foreground">Signed in as {editor.email}</span>
    <form method="post" action="/admin/logout">
      <button type="submit" class={styles.secondaryButton}>
        Sign out
      </button>
    </form>
  </nav>
);

/** The desk page around a page's content: the navigation (when someone is signed in) and the heading. */
const DeskFrame: FC<PropsWithChildren<{ title: string; editor?: Editor }>> = ({ title, editor, children }) => (
  <>
    {editor && <DeskNav editor={editor} />}
    <h1 id="page-heading" class="text-2xl font-bold">
      {title}
    </h1>
    {children}
  </>
);

/** Renders a desk page with `status`, titled "{title} · Editors' desk", for the signed-in editor if any. */
export function renderDesk(c: Context, status: number, title: string, body: Child) {
  const editor = c.get("editor") as Editor | undefined;
  c.status(status as 200);
  return c.render(
    <DeskFrame title={title} editor={editor}>
      {body}
    </DeskFrame>,
    { title: `${title} · Editors' desk`, wide: true },
  );
}

/** A short paragraph under the heading (a refusal, "nothing here"), optionally with a link back to the inbox. */
export const Note: FC<PropsWithChildren<{ back?: boolean }>> = ({ back = false, children }) => (
  <p class="mt-4">
    {children}
    {back && (
      <>
        {" "}
        <a href="/admin" class={styles.link}>
          Back to the inbox
        </a>
      </>
    )}
  </p>
);

/**
 * A desk list's pager (the inbox, the reviews): "Newer" and "Older" around "Page {page} of {pages}", each link made by
 * `href` from its page number (1-based); a link is left out at either end.
 */
export const Pager: FC<{ page: number; pages: number; href: (page: number) => string }> = ({ page, pages, href }) => (
  <nav aria-label="Pages" class="mt-4 flex gap-6">
    {page > 1 && (
      <a href={href(page - 1)} class={styles.link}>
        Newer
      </a>
    )}
    <span>
      Page {page} of {pages}
    </span>
    {page < pages && (
      <a href={href(page + 1)} class={styles.link}>
        Older
      </a>
    )}
  </nav>
);

/**
 * An editor's Approve or Decline of something waiting (an owner's claim, an owner's held change), posted to `action`
 * as `decision` ("approve" or "decline") and `reason` (at most 500 characters, read by {@link readDecision}); its
 * children are fields sent with it (what an editor may amend before approving, decision 098).
 */
export const DecisionForm: FC<PropsWithChildren<{ action: string; reasonId: string; reasonLabel: string }>> = ({
  action,
  reasonId,
  reasonLabel,
  children,
}) => (
  <form method="post" action={action} class="mt-3 grid max-w-xl gap-2">
    {children}
    <label htmlFor={reasonId} class="text-sm font-medium">
      {reasonLabel}
    </label>
    <textarea id={reasonId} name="reason" rows={2} maxlength={500} class={styles.textarea} />
    <div class="flex gap-3">
      <button type="submit" name="decision" value="approve" class={styles.button}>
        Approve
      </button>
      <button type="submit" name="decision" value="decline" class={styles.secondaryButton}>
        Decline
      </button>
    </div>
  </form>
);

/**
 * The post of a {@link DecisionForm}: the decision (null when it is neither "approve" nor "decline") and the reason,
 * trimmed and cut to 500 characters ("" when none).
 */
export function readDecision(body: Record<string, unknown>): {
  decision: "approve" | "decline" | null;
  reason: string;
} {
  const decision = body.decision === "approve" ? "approve" : body.decision === "decline" ? "decline" : null;
  const reason = typeof body.reason === "string" ? body.reason.trim().slice(0, 500) : "";
  return { decision, reason };
}
