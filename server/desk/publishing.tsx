/** @jsxImportSource hono/jsx */
/**
 * The publisher's runs at the desk (decision 050): what went live, when, in how long, at which addresses; what
 * failed and why, with Retry (its changes are queued again). And the state of one change, as the submission and
 * place pages show it.
 */
import { Hono } from "hono";
import type { FC } from "hono/jsx";
import { retryVersion, type PublishState } from "../publish/publisher";
import { styles } from "../web/layout";
import { Note, renderDesk, when, type DeskContext, type DeskEnv } from "./frame";

/** A change's publishing as a line: "Queued", "Live after 4 s at /place/x", "Failed: why" with Retry. */
export const PublishLine: FC<{ state: PublishState; versionId: string }> = ({ state, versionId }) => {
  switch (state.state) {
    case "queued":
      return <span>Queued: it goes live within seconds.</span>;
    case "rendering":
      return <span>Being published now.</span>;
    case "live":
      return (
        <span>
          Live after {state.seconds} s
          {state.addresses.length > 0 && (
            <>
              {" "}
              at{" "}
              {state.addresses.map((address, index) => (
                <>
                  {index > 0 && ", "}
                  <a href={address} class={styles.link}>
                    {address}
                  </a>
                </>
              ))}
            </>
          )}
        </span>
      );
    case "failed":
      return (
        <span class="inline-flex flex-wrap items-center gap-3">
          <span class="text-destructive">Publishing failed: {state.error}</span>
          <form method="post" action={`/admin/versions/${versionId}/retry`}>
            <button type="submit" class={styles.secondaryButton}>
              Retry
            </button>
          </form>
        </span>
      );
  }
};

/** The publishing's routes. */
export function publishingRoutes(desk: DeskContext): Hono<DeskEnv> {
  const { db } = desk;
  const app = new Hono<DeskEnv>();

  app.get("/publishing", async (c) => {
    const runs = await db
      .selectFrom("publish")
      .selectAll()
      .where("kind", "!=", "seed")
      .orderBy("started_at", "desc")
      .limit(100)
      .execute();
    const queued = await db
      .selectFrom("place_version")
      .select((eb) => eb.fn.countAll<string | number>().as("count"))
      .where("publish_id", "is", null)
      .executeTakeFirstOrThrow();
    return renderDesk(
      c,
      200,
      "Publishing",
      <>
        <p class="mt-2">
          Every approved change goes live by itself, within seconds. Waiting now: {Number(queued.count)}{" "}
          {Number(queued.count) === 1 ? "change" : "changes"}.
        </p>
        <table class="mt-4 w-full text-left text-sm">
          <thead>
            <tr class="border-b">
              {["Run", "Started", "State", "Took", "Files", "Pages changed"].map((name) => (
                <th scope="col" class="py-2 pr-3">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {runs.map((run) => (
              <tr class="border-b align-top last:border-0">
                <td class="py-2 pr-3">{run.seq ?? ""}</td>
                <td class="py-2 pr-3">{when(run.started_at)}</td>
                <td class="py-2 pr-3">
                  {run.state}
                  {run.error && (
                    <>
                      <br />
                      <span class="text-destructive">{run.error}</span>
                    </>
                  )}
                </td>
                <td class="py-2 pr-3">
                  {run.finished_at
                    ? `${((Date.parse(run.finished_at) - Date.parse(run.started_at)) / 1000).toFixed(1)} s`
                    : ""}
                </td>
                <td class="py-2 pr-3">{run.file_count}</td>
                <td class="py-2 break-all">{(JSON.parse(run.addresses) as string[]).join(" ")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </>,
    );
  });

  app.post("/versions/:id/retry", async (c) => {
    const version = await db
      .selectFrom("place_version")
      .select(["place_id", "submission_id"])
      .where("id", "=", c.req.param("id"))
      .executeTakeFirst();
    if (!version) return renderDesk(c, 404, "Not found", <Note back>There is no such change.</Note>);
    if (await retryVersion(db, c.req.param("id"))) desk.onGuideChanged();
    const back = c.req.header("referer");
    return c.redirect(
      back && new URL(back).pathname.startsWith("/admin/")
        ? new URL(back).pathname
        : `/admin/places/${version.place_id}`,
      303,
    );
  });

  return app;
}
