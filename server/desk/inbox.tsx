/** @jsxImportSource hono/jsx */
/**
 * The desk's inbox at `/admin` (product §17.2): counts by kind and status, filters (kind, status, who sent it, a
 * name or email), newest first in pages, corrections grouped by their place. Visitors' reviews (product §19.3) are a
 * kind of it with their counts; choosing that kind opens their own list (desk/reviews.tsx).
 */
import { Hono, type Context } from "hono";
import type { FC } from "hono/jsx";
import type { Submission, SubmissionKind, SubmissionOrigin, SubmissionStatus } from "../db/schema";
import { styles } from "../web/layout";
import { Pager, renderDesk, when, type DeskEnv, type DeskContext } from "./frame";
import { OsmElement } from "./osm";
import { inboxCounts, listInbox, pageSize } from "../store/submissions";
import { kindLabels, statusesOf, statusLabels } from "../store/transitions";
import { openReportCounts } from "../store/review-reports";
import { waitingReplyCount } from "../store/review-replies";
import { deskReviewCounts } from "../store/review-desk";
import { deskReviewStatuses, reviewStatusLabels } from "./reviews";

const kinds = Object.keys(kindLabels) as SubmissionKind[];
const allStatuses = Object.keys(statusLabels) as SubmissionStatus[];

/** What the desk calls each origin (the inbox's "Sent by" filter). */
const originLabels: Readonly<Record<SubmissionOrigin, string>> = {
  form: "People (the site's forms)",
  openstreetmap: "OpenStreetMap",
};
const origins = Object.keys(originLabels) as SubmissionOrigin[];

const InboxTable: FC<{ rows: readonly Submission[] }> = ({ rows }) => (
  <table class="mt-3 w-full text-left text-sm">
    <thead>
      <tr class="border-b">
        {["Kind", "From", "Email", "Status"].map((name) => (
          <th scope="col" class="py-2 pr-3">
            {name}
          </th>
        ))}
        <th scope="col" class="py-2">
          Received
        </th>
      </tr>
    </thead>
    <tbody>
      {rows.map((row) => (
        <tr class="border-b last:border-0">
          <td class="py-2 pr-3">{kindLabels[row.kind]}</td>
          <td class="py-2 pr-3">
            <a href={`/admin/submissions/${row.id}`} class={styles.link}>
              {row.title}
            </a>
            {row.origin === "openstreetmap" && (
              <>
                <br />
                <span class="text-muted-foreground">
                  <OsmElement submission={row} />
                </span>
              </>
            )}
          </td>
          <td class="py-2 pr-3 break-all">
            {row.origin === "openstreetmap" ? <span class="text-muted-foreground">none</span> : row.email}
          </td>
          <td class="py-2 pr-3">{statusLabels[row.status]}</td>
          <td class="py-2">{when(row.created_at)}</td>
        </tr>
      ))}
    </tbody>
  </table>
);

/** A select of the inbox's filter form. */
const FilterSelect: FC<{
  name: string;
  label: string;
  any: string;
  options: readonly { value: string; label: string }[];
  selected?: string;
}> = ({ name, label, any, options, selected }) => (
  <div>
    <label htmlFor={name} class="block text-sm font-medium">
      {label}
    </label>
    <select id={name} name={name} class={styles.input}>
      <option value="">{any}</option>
      {options.map((option) => (
        <option value={option.value} selected={option.value === selected}>
          {option.label}
        </option>
      ))}
    </select>
  </div>
);

/** The inbox's route. */
export function inboxRoutes(desk: DeskContext): Hono<DeskEnv> {
  const { db } = desk;
  const app = new Hono<DeskEnv>();

  const inbox = async (c: Context<DeskEnv>) => {
    // product §19.3: reviews are a kind of the inbox, listed on their own page (blind to the stars).
    if (c.req.query("kind") === "review") {
      const wanted = deskReviewStatuses.find((value) => value === c.req.query("status"));
      return c.redirect(`/admin/reviews${wanted ? `?status=${wanted}` : ""}`, 303);
    }
    const kind = kinds.find((value) => value === c.req.query("kind"));
    const status = allStatuses.find((value) => value === c.req.query("status"));
    const origin = origins.find((value) => value === c.req.query("origin"));
    const q = (c.req.query("q") ?? "").slice(0, 200);
    const pageNumber = Math.max(1, Math.min(10_000, Number.parseInt(c.req.query("page") ?? "1", 10) || 1));
    const [{ rows, total }, counts, reviewCounts, reports, repliesWaiting] = await Promise.all([
      listInbox(db, { kind, status, origin, q, page: pageNumber }),
      inboxCounts(db),
      deskReviewCounts(db),
      openReportCounts(db),
      waitingReplyCount(db),
    ]);
    const pages = Math.max(1, Math.ceil(total / pageSize));
    const link = (changes: Record<string, string | number | undefined>) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries({
        kind,
        status,
        origin,
        q: q || undefined,
        page: undefined,
        ...changes,
      })) {
        if (value !== undefined && value !== "" && !(key === "page" && Number(value) === 1))
          params.set(key, String(value));
      }
      return `/admin${params.size ? `?${params}` : ""}`;
    };
    const countOf = (k: SubmissionKind, s?: SubmissionStatus) =>
      counts.filter((row) => row.kind === k && (!s || row.status === s)).reduce((sum, row) => sum + row.count, 0);
    // Corrections are grouped by their place (product §17.2), each group newest first.
    const groups = new Map<string, Submission[]>();
    for (const row of rows) {
      const key = row.kind === "correction" && row.place_slug ? row.place_slug : "";
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    return renderDesk(
      c,
      200,
      "Inbox",
      <>
        <section aria-labelledby="counts-heading" class="mt-6">
          <h2 id="counts-heading" class="text-lg font-semibold">
            Counts
          </h2>
          <ul class="mt-2 grid gap-2 sm:grid-cols-3">
            {kinds.map((k) => (
              <li class="rounded-lg border p-3">
                <a href={link({ kind: k, status: undefined, page: undefined })} class={styles.link}>
                  {kindLabels[k]}s
                </a>
                : {countOf(k)}
                <ul class="mt-1 text-sm text-muted-foreground">
                  {statusesOf(k).map((s) => (
                    <li>
                      <a href={link({ kind: k, status: s })} class="underline underline-offset-4">
                        {statusLabels[s]}
                      </a>
                      : {countOf(k, s)}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
            <li class="rounded-lg border p-3">
              <a href="/admin/reviews" class={styles.link}>
                Visitors' reviews
              </a>
              : {reviewCounts.reduce((sum, row) => sum + row.count, 0)}
              <ul class="mt-1 text-sm text-muted-foreground">
                {deskReviewStatuses.map((s) => (
                  <li>
                    <a href={`/admin/reviews?status=${s}`} class="underline underline-offset-4">
                      {reviewStatusLabels[s]}
                    </a>
                    : {reviewCounts.find((row) => row.status === s)?.count ?? 0}
                  </li>
                ))}
                <li>
                  <a href="/admin/reviews?reported=1" class="underline underline-offset-4">
                    Open reports
                  </a>
                  : {[...reports.values()].reduce((sum, count) => sum + count, 0)}
                </li>
                <li>
                  <a href="/admin/reviews?reply=waiting" class="underline underline-offset-4">
                    Owners' replies waiting
                  </a>
                  : {repliesWaiting}
                </li>
              </ul>
            </li>
          </ul>
        </section>
        <form
          method="get"
          action="/admin"
          class="mt-6 grid gap-3 rounded-lg border p-4 sm:grid-cols-[1fr_1fr_1fr_2fr_auto] sm:items-end"
          aria-label="Filter the inbox"
        >
          <FilterSelect
            name="kind"
            label="Kind"
            any="All kinds"
            options={[
              ...kinds.map((k) => ({ value: k, label: `${kindLabels[k]}s` })),
              { value: "review", label: "Visitors' reviews" },
            ]}
            selected={kind}
          />
          <FilterSelect
            name="status"
            label="Status"
            any="Any status"
            options={allStatuses.map((s) => ({ value: s, label: statusLabels[s] }))}
            selected={status}
          />
          <FilterSelect
            name="origin"
            label="Sent by"
            any="Anyone"
            options={origins.map((o) => ({ value: o, label: originLabels[o] }))}
            selected={origin}
          />
          <div>
            <label htmlFor="q" class="block text-sm font-medium">
              Name or email
            </label>
            <input id="q" name="q" type="search" value={q} class={styles.input} />
          </div>
          <button type="submit" class={styles.button}>
            Show
          </button>
        </form>
        <section aria-labelledby="list-heading" class="mt-6">
          <h2 id="list-heading" class="text-lg font-semibold">
            {total} {total === 1 ? "submission" : "submissions"}, newest first
          </h2>
          {rows.length === 0 && <p class="mt-3">Nothing here.</p>}
          {[...groups].map(([slug, list]) =>
            slug ? (
              <>
                <h3 class="mt-5 font-semibold">
                  Corrections of{" "}
                  <a href={`/place/${slug}`} class={styles.link}>
                    /place/{slug}
                  </a>
                </h3>
                <InboxTable rows={list} />
              </>
            ) : (
              <InboxTable rows={list} />
            ),
          )}
          <Pager page={pageNumber} pages={pages} href={(page) => link({ page })} />
        </section>
      </>,
    );
  };
  app.get("/", inbox);
  app.get("", inbox);
  return app;
}
