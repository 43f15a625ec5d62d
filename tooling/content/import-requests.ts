/**
 * `npm run content:import-requests` (product §17.4; README "The editors' desk"): writes every listing
 * approved at the desk and every accepted correction, not yet imported, into content/places/*.json
 * (server/places/import.ts), from the database `npm start` uses (DATABASE_URL, else SQLite in DATA_DIR).
 * Then review the diff, build and deploy as usual. Exits 1, writing nothing, when a record cannot pass
 * the place schema: the message names the request and the field. `--content DIR` imports elsewhere.
 * Approved photos (decision 039) are copied from DATA_DIR/uploads into `public/photos/` (`--public DIR`).
 * `--only ID` (repeatable) imports only those requests (the id in the desk's address); the rest stay waiting.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { readConfig } from "../../server/config";
import { openDatabase } from "../../server/db/connect";
import { migrateToLatest } from "../../server/db/migrations";
import { ImportError, importRequests } from "../../server/places/import";
import { fileStorage } from "../../server/photos/storage";

const { values } = parseArgs({
  options: {
    content: { type: "string", default: "content/places" },
    public: { type: "string", default: "public" },
    only: { type: "string", multiple: true },
  },
});
const config = readConfig();
const { db } = await openDatabase(config);
try {
  await migrateToLatest(db as never);
  const report = await importRequests(
    db,
    path.resolve(values.content),
    new Date(),
    {
      storage: fileStorage(path.join(config.dataDir, "uploads")),
      publicDir: path.resolve(values.public),
    },
    values.only,
  );
  console.log(report.done.length ? report.done.join("\n") : "Nothing approved or accepted is waiting to be imported.");
} catch (error) {
  console.error(error instanceof ImportError ? `Nothing was imported:\n${error.message}` : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
