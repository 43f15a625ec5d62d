import { Link } from "react-router";
import type { PublicVersion } from "#core/places/guide.server.ts";
import { changedValueInWords, changeKindInWords } from "#core/places/version-words.ts";
import { formatDate } from "./facts";

/** A day as the history shows it, in the city's calendar: "November 26, 2026". */
const dayOf = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", dateStyle: "long" }).format(new Date(iso));

/**
 * Decision 050: a place's public history, newest first: each published change's date, what changed field by field
 * (before and after) and the sources it came with. Never who sent or approved it, and never a note meant for
 * editors: those are not in the versions it is given. A place from the guide's first content has one version.
 */
export function PlaceHistory({
  place,
  versions,
  backTo = `/place/${place.slug}`,
}: {
  place: { name: string; slug: string };
  versions: readonly PublicVersion[];
  /** The page the history is of (decision 083: an event's, `/events/<slug>`); a place's page by default. */
  backTo?: string;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <p>
        <Link to={backTo} className="text-primary underline underline-offset-4">
          Back to {place.name}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold">History of {place.name}</h1>
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
