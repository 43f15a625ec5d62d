/** @jsxImportSource hono/jsx */
/**
 * The editors at the desk (product §17.1), for admins only: who has an account, adding one (or setting a new
 * password and role for an address: their sessions end), removing one (never oneself, never the last admin).
 */
import { Hono, type MiddlewareHandler } from "hono";
import type { EditorRole } from "../db/schema";
import { styles } from "../web/layout";
import { LastAdmin, passwordProblem, removeEditor, upsertEditor } from "./accounts";
import { Note, renderDesk, when, type DeskEnv, type DeskContext } from "./frame";

/** The editors' routes, behind an admin check. */
export function editorRoutes(desk: DeskContext): Hono<DeskEnv> {
  const { db, now } = desk;
  const app = new Hono<DeskEnv>();

  const adminsOnly: MiddlewareHandler<DeskEnv> = async (c, next) =>
    c.get("editor").role === "admin"
      ? next()
      : renderDesk(c, 403, "Editors", <Note>Only an admin can manage editors.</Note>);
  app.use("/editors", adminsOnly);
  app.use("/editors/*", adminsOnly);

  app.get("/editors", async (c) => {
    const editors = await db
      .selectFrom("editor")
      .select(["id", "email", "role", "created_at"])
      .orderBy("email")
      .execute();
    const error = c.req.query("error");
    return renderDesk(
      c,
      200,
      "Editors",
      <>
        <ul class="mt-4 divide-y rounded-lg border">
          {editors.map((editor) => (
            <li class="flex flex-wrap items-center gap-4 p-3">
              <span class="font-medium break-all">{editor.email}</span>
              <span>{editor.role}</span>
              <span class="text-sm text-muted-foreground">since {when(editor.created_at)}</span>
              {editor.id !== c.get("editor").id && (
                <form method="post" action={`/admin/editors/${editor.id}/remove`} class="ml-auto">
                  <button type="submit" class={styles.secondaryButton}>
                    Remove<span class="sr-only"> {editor.email}</span>
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
        <form
          method="post"
          action="/admin/editors"
          class="mt-8 grid max-w-xl gap-4 rounded-lg border p-4"
          aria-labelledby="add-editor-heading"
        >
          <h2 id="add-editor-heading" class="text-lg font-semibold">
            Add an editor
          </h2>
          {error && (
            <p role="alert" class="text-destructive">
              {error}
            </p>
          )}
          <div>
            <label htmlFor="new-email" class="block text-sm font-medium">
              Email
            </label>
            <input id="new-email" name="email" type="email" required autocomplete="off" class={styles.input} />
          </div>
          <div>
            <label htmlFor="new-password" class="block text-sm font-medium">
              Password (at least 12 characters)
            </label>
            <input
              id="new-password"
              name="password"
              type="password"
              required
              minlength={12}
              autocomplete="new-password"
              class={styles.input}
            />
          </div>
          <div>
            <label htmlFor="new-role" class="block text-sm font-medium">
              Role
            </label>
            <select id="new-role" name="role" class={styles.input}>
              <option value="editor">Editor</option>
              <option value="admin">Admin (also manages editors)</option>
            </select>
          </div>
          <button type="submit" class={`${styles.button} justify-self-start`}>
            Add editor
          </button>
        </form>
      </>,
    );
  });

  app.post("/editors", async (c) => {
    const body = await c.req.parseBody();
    const email = typeof body.email === "string" ? body.email.trim() : "";
    const password = typeof body.password === "string" ? body.password : "";
    const role: EditorRole = body.role === "admin" ? "admin" : "editor";
    const problem = !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)
      ? "Give the editor's email address."
      : passwordProblem(password);
    if (problem) return c.redirect(`/admin/editors?error=${encodeURIComponent(problem)}`, 303);
    try {
      await upsertEditor(db, { email, password, role }, now());
    } catch (error) {
      if (error instanceof LastAdmin)
        return c.redirect(`/admin/editors?error=${encodeURIComponent(error.message)}`, 303);
      throw error;
    }
    return c.redirect("/admin/editors", 303);
  });

  app.post("/editors/:id/remove", async (c) => {
    const id = c.req.param("id");
    try {
      if (id !== c.get("editor").id) await removeEditor(db, id);
    } catch (error) {
      if (error instanceof LastAdmin)
        return c.redirect(`/admin/editors?error=${encodeURIComponent(error.message)}`, 303);
      throw error;
    }
    return c.redirect("/admin/editors", 303);
  });

  return app;
}
