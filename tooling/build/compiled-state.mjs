/**
 * Decision 096: which compiled files the build makes (tooling/build/compile-server.ts) and whether those in
 * `build/server/` are the tree's. Plain JavaScript, so tooling/build/run-compiled.mjs can ask before anything is
 * loaded through `tsx`.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** The project's root folder. */
export const projectRoot = path.resolve(import.meta.dirname, "../..");

/** The compiled entries: the name of each file in `build/server/` (`<name>.mjs`) and its source. */
export const compiledEntries = {
  /** `npm start`: the whole server. */
  main: "server/main.ts",
  /** The publisher's renderer process (render/protocol.ts `rendererScript`). */
  renderer: "render/renderer.ts",
  /** The database's chores: `npm run db:migrate | db:backup | db:prune | db:copy`. */
  db: "tooling/db/db.ts",
  /** `npm run content:import-osm`, run beside a serving server. */
  "import-osm": "tooling/content/import-osm.ts",
  /** `npm run content:export`, likewise. */
  export: "tooling/content/export.ts",
  /** The build's processes that render the place and event pages (render/record-pages.ts, decision 097). */
  "record-pages": "render/record-pages.ts",
  /** The build's processes that finish and compress files (render/finish-pages.ts). */
  "finish-pages": "render/finish-pages.ts",
  /** The build's process that writes the sitemap's files (render/sitemap-files.ts). */
  "sitemap-files": "render/sitemap-files.ts",
};

/**
 * The compiled entries of the unit tests, kept out of `build/` (nothing of the tests ships with a build): the name of
 * each file in {@link compiledTestDir} and its source.
 */
export const compiledTestEntries = {
  /**
   * `npm start` on a site of two pages (tooling/test/serve-process.ts `startServerProcess`), compiled by the unit
   * tests' global set-up (tooling/test/global-setup.ts) when its sources changed.
   */
  "serve-process": "tooling/test/serve-process.ts",
};

/** The list of the sources compiled in, with their SHA-256, in `build/server/`. */
export const inputsFile = "inputs.json";

/** The folder of the compiled files for the project at `root`. */
export function compiledServerDir(root = projectRoot) {
  return path.join(root, "build", "server");
}

/** The folder of the unit tests' compiled files for the project at `root`: a cache of node_modules, not of `build/`. */
export function compiledTestDir(root = projectRoot) {
  return path.join(root, "node_modules", ".cache", "discover-columbus", "unit-tests");
}

/** Hex SHA-256 of a file's bytes. */
export function fileHash(file) {
  return createHash("sha256").update(readFileSync(file)).digest("hex");
}

/**
 * Whether `build/server/` of `root` holds the compiled files of the tree as it is now: "missing" (never compiled),
 * "stale" with the source files that changed since (or are gone), or "current". Hashing the 200-odd sources takes
 * about 20 ms. `sources`: the tree to compare with, when not `root` (a copy's build against the project's sources).
 */
export function compiledServerState(root = projectRoot, sources = root) {
  return compiledState(compiledServerDir(root), compiledEntries, sources);
}

/** {@link compiledServerState} of the unit tests' compiled files ({@link compiledTestDir}). */
export function compiledTestState(root = projectRoot) {
  return compiledState(compiledTestDir(root), compiledTestEntries, root);
}

/**
 * Whether `dir` holds every file of `entries`, compiled from the tree at `sources` as it is now.
 * @param {string} dir
 * @param {Record<string, string>} entries
 * @param {string} sources
 */
function compiledState(dir, entries, sources) {
  const list = path.join(dir, inputsFile);
  if (!existsSync(list) || Object.keys(entries).some((name) => !existsSync(path.join(dir, `${name}.mjs`))))
    return { state: "missing" };
  const inputs = JSON.parse(readFileSync(list, "utf8"));
  const changed = Object.entries(inputs)
    .filter(([file, hash]) => !existsSync(path.join(sources, file)) || fileHash(path.join(sources, file)) !== hash)
    .map(([file]) => file);
  return changed.length ? { state: "stale", changed } : { state: "current" };
}

/**
 * The compiled file of `entry` in `root`'s `build/server/`, after checking it is the tree's (the sources in `sources`,
 * default `root`).
 * @param {keyof typeof compiledEntries} entry
 * @returns {string}
 * @throws Error saying to run `npm run build` when it is missing or older than its sources (naming a few of them).
 */
export function compiledEntry(entry, root = projectRoot, sources = root) {
  const found = compiledServerState(root, sources);
  if (found.state !== "current")
    throw new Error(`build/server/${entry}.mjs ${notCurrent(found)}: run npm run build (decision 096)`);
  return path.join(compiledServerDir(root), `${entry}.mjs`);
}

/**
 * The unit tests' compiled file of `entry` ({@link compiledTestDir}), after checking it is the tree's.
 * @param {keyof typeof compiledTestEntries} entry
 * @returns {string}
 * @throws Error saying that the unit tests' global set-up compiles it, when it is missing or older than its sources.
 */
export function compiledTestEntry(entry, root = projectRoot) {
  const found = compiledTestState(root);
  if (found.state !== "current")
    throw new Error(
      `the unit tests' ${entry}.mjs ${notCurrent(found)}: their global set-up compiles it (npx vitest run)`,
    );
  return path.join(compiledTestDir(root), `${entry}.mjs`);
}

/**
 * "is not compiled", or "is older than a, b, c and 2 more".
 * @param {{ state: string, changed?: string[] }} found
 */
function notCurrent(found) {
  if (found.state === "missing" || !found.changed) return "is not compiled";
  const more = found.changed.length > 3 ? ` and ${found.changed.length - 3} more` : "";
  return `is older than ${found.changed.slice(0, 3).join(", ")}${more}`;
}
