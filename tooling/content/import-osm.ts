/**
 * `npm run content:import-osm -- --area "Columbus, Ohio"` (product §17.5, decision 037; README "The
 * editors' desk"): asks OpenStreetMap's Overpass API once for the area's restaurants, cafes, bars,
 * nightclubs, museums and attractions (tooling/content/osm/overpass.ts, following its usage policy), and puts
 * each at the desk as a suggested place, or as suggested corrections of a place the guide has: never
 * into the guide until an editor approves it, which publishes it (decision 050). Re-running adds
 * nothing already queued. Needs network.
 * - `--dry-run` prints what it would suggest and queues nothing;
 * - `--save FILE` keeps Overpass's answer (OpenStreetMap data: © OpenStreetMap contributors, ODbL);
 * - `--answer FILE` reads a saved answer instead of asking.
 * Exits 1 when Overpass gives no usable answer, with a sentence saying why (429, 504, no network...).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { readConfig } from "../../server/config";
import { openDatabase } from "../../server/db/connect";
import { migrateToLatest } from "../../server/db/migrations";
import type { OverpassAnswer } from "../../server/osm/elements";
import { importOsmAnswer, reportText } from "./osm/import-osm";
import { askOverpass, OverpassError, overpassQuery, parseArea } from "./osm/overpass";
import { readPlaces } from "../../core/places/guide.server";
import { site } from "../../core/site-config";

const { values } = parseArgs({
  options: {
    area: { type: "string", default: `${site.city}, ${site.region}` },
    answer: { type: "string" },
    save: { type: "string" },
    "dry-run": { type: "boolean", default: false },
  },
});

const config = readConfig();

try {
  let answer: OverpassAnswer;
  if (values.answer) {
    answer = JSON.parse(readFileSync(path.resolve(values.answer), "utf8")) as OverpassAnswer;
  } else {
    const area = parseArea(values.area);
    console.log(`Asking Overpass for the places of ${area.city}, ${area.region} (one query; it may take a minute)...`);
    answer = await askOverpass(overpassQuery(area), {
      fetch,
      userAgent: `${site.name.replace(/\s+/g, "")}/1.0 (+${config.publicOrigin ?? site.url}; ${site.contactEmail})`,
    });
  }
  if (values.save) writeFileSync(path.resolve(values.save), `${JSON.stringify(answer, null, 2)}\n`);
  const guide = readPlaces();
  if (values["dry-run"]) {
    console.log(reportText(await importOsmAnswer(null, answer, guide), true));
  } else {
    const { db } = await openDatabase(config);
    try {
      await migrateToLatest(db as never);
      console.log(reportText(await importOsmAnswer(db, answer, guide), false));
    } finally {
      await db.destroy();
    }
  }
} catch (error) {
  console.error(error instanceof OverpassError || error instanceof SyntaxError ? error.message : error);
  process.exitCode = 1;
}
