/**
 * `npm run content:export` (decision 050): writes the guide as the database holds it (DATABASE_URL, else SQLite in
 * DATA_DIR) back to `content/places/*.json`, one file per type, and the photos it hosts from DATA_DIR/uploads into
 * `public/photos/`, so the repository holds the guide as it is live and a full build from git reproduces it.
 * Review the diff and commit it. `--content DIR` and `--public DIR` write elsewhere.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { readConfig } from "../../server/config";
import { openDatabase } from "../../server/db/connect";
import { migrateToLatest } from "../../server/db/migrations";
import { photoStorage } from "../../server/photos/storage";
import { copyHostedPhotos, exportGuide, placeCount } from "../../server/places/export";

const { values } = parseArgs({
  options: {
    content: { type: "string", default: "content/places" },
    public: { type: "string", default: "public" },
  },
});
const config = readConfig();
const { db, engine } = await openDatabase(config);
try {
  await migrateToLatest(db as never);
  if ((await placeCount(db)) === 0) {
    console.error("The database holds no guide yet (it is loaded from content/places when the server first starts).");
    process.exitCode = 1;
  } else {
    const places = await exportGuide(db, path.resolve(values.content!));
    const photos = await copyHostedPhotos(places, photoStorage(engine, db, config.dataDir), path.resolve(values.public!));
    console.log(`content:export: ${places.length} places into ${values.content}/, ${photos} new photo files into ${values.public}/`);
  }
} finally {
  await db.destroy();
}
