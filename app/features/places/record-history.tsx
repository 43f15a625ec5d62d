import { Link, type MetaDescriptor } from "react-router";
import type { PublicVersion } from "#core/places/guide.server.ts";
import { changedValueInWords, changeKindInWords } from "#core/places/version-words.ts";
import { pageMeta } from "~/lib/seo";
import { formatDate } from "./facts";

/** A day as the history shows it, in the city's calendar: "November 26, 2026". */
const dayOf = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", dateStyle: "long" }).format(new Date(iso));

/**
 * What a history page's loader gives (decision 050 a place's, decision 083 an event's): the record's name and the
 * address of its page (`/place/<slug>`, `/events/<slug>`; the history is that address + `/history`), and its public
 * versions, newest first.
 */
export interface HistoryPageData {
  of: { name: string; path: string };
  versions: readonly PublicVersion[];
}

/** A history page's head: "History of <name>", what it lists, its address; never indexed. */
export function historyMeta({ loaderData }: { loaderData?: HistoryPageData }): MetaDescriptor[] {
  return loaderData
    ? pageMeta({
        title: `History of ${loaderData.of.name}`,
        description: `Every change to ${loaderData.of.name}'s page in the guide: when, what and from which source.`,
        path: `${loaderData.of.path}/history`,
        noindex: true,
      })
    : [];
}

/**
 * Decisions 050 and 083: the public history of a place or an event, newest first: each published change's date,
 * what changed field by field (before and after) and the sources it came with. Never who sent or approved it, and
 * never a note meant for editors: those are not in the versions it is given. A record from the guide's first
 * content has one version. Links back to the record's page.
 */
export function RecordHistory({ of, versions }: HistoryPageData) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <p>
        <Link to={of.path} className="text-primary underline underline-offset-4">
          Back to {of.name}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold">History of {of.name}</h1>
      <p className="mt-2 text-muted-foreground">
        Every change to this page, newest first: when it went live, what changed and where it came from.
      </p>
      {versions.length === 0 ? (
        <p className="mt-6">This page has not changed since the guide's first edition.</p>
      ) : (
        <ol className="mt-6 space-y-6">
          {versions.map((version, index) => (
            <li key={`${version.at}-${index}`} className="rounded-xl border p-5">
              <h2 className="text-lg font-semibold">
                <time dateTime={version.at}>{dayOf(version.at)}</time>: {changeKindInWords(version.kind)}
              </h2>
              {version.changes.length > 0 && (
                <table className="mt-3 w-full text-left text-sm">
                  <caption className="sr-only">What changed</caption>
                  <thead>
                    <tr className="border-b">
                      <th scope="col" className="py-1 pr-3">
                        Field
                      </th>
                      <th scope="col" className="py-1 pr-3">
                        Before
                      </th>
                      <th scope="col" className="py-1">
                        After
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {version.changes.map((change) => (
                      <tr key={change.field} className="border-b align-top last:border-0">
                        <th scope="row" className="py-1 pr-3 font-medium [overflow-wrap:anywhere]">
                          {change.field}
                        </th>
                        <td className="py-1 pr-3 [overflow-wrap:anywhere] whitespace-pre-wrap">
                          {changedValueInWords(change.before)}
                        </td>
                        <td className="py-1 [overflow-wrap:anywhere] whitespace-pre-wrap">
                          {changedValueInWords(change.after)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              {version.sources.length > 0 && (
                <>
                  <h3 className="mt-3 text-sm font-semibold">Sources</h3>
                  <ul className="mt-1 list-disc pl-5 text-sm">
                    {version.sources.map((source, sourceIndex) => (
                      <li key={`${source.title}-${sourceIndex}`}>
                        {source.publisher},{" "}
                        {source.url ? (
                          <a href={source.url} className="underline">
                            {source.title}
                          </a>
                        ) : (
                          source.title
                        )}
                        {source.date ? ` (${formatDate(source.date)})` : ""}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
