/** @jsxImportSource hono/jsx */
/**
 * product §17.5: how the desk shows a suggestion from OpenStreetMap: its element linked to its page (only ever to
 * openstreetmap.org: the payload is data from outside), when it was read, the credit, and the names of its facts.
 */
import type { FC } from "hono/jsx";
import type { Submission } from "../db/schema";
import { osmCopyrightUrl } from "../osm/elements";
import { styles } from "../web/layout";

/** What the desk calls the facts of a suggestion from OpenStreetMap. */
export const osmFieldLabels: Record<string, { label: string }> = {
  name: { label: "Name" },
  category: { label: "Category (as the listing form has them)" },
  tag: { label: "OpenStreetMap tag" },
  kind: { label: "Kind" },
  address: { label: "Address" },
  phone: { label: "Phone" },
  website: { label: "Website" },
  hours: { label: "Opening hours (OpenStreetMap's syntax)" },
  cuisine: { label: "Cuisine" },
  wheelchair: { label: "Wheelchair access" },
  outdoorSeating: { label: "Outdoor seating" },
  lat: { label: "Latitude" },
  lng: { label: "Longitude" },
  element: { label: "Element" },
  url: { label: "Its page" },
  readOn: { label: "Read on" },
  field: { label: "Fact" },
  value: { label: "OpenStreetMap says" },
  guideValue: { label: "The guide says" },
};

const payloadOf = (submission: Pick<Submission, "payload">) =>
  JSON.parse(submission.payload) as Record<string, unknown>;

/** "Suggested from OpenStreetMap: node/123", the element linked to its page. */
export const OsmElement: FC<{ submission: Pick<Submission, "payload"> }> = ({ submission }) => {
  const { url, element } = payloadOf(submission);
  return (
    <>
      Suggested from OpenStreetMap:{" "}
      {typeof url === "string" && url.startsWith("https://www.openstreetmap.org/") ? (
        <a href={url} class={styles.link}>
          {String(element)}
        </a>
      ) : (
        String(element)
      )}
    </>
  );
};

/** The line that marks a suggestion on its page: its element, when it was read, and the credit. */
export const OsmLine: FC<{ submission: Pick<Submission, "payload"> }> = ({ submission }) => (
  <p class="mt-2">
    <OsmElement submission={submission} />, read on {String(payloadOf(submission).readOn ?? "")} (
    <a href={osmCopyrightUrl} class="underline underline-offset-4">
      © OpenStreetMap contributors
    </a>
    , ODbL)
  </p>
);
