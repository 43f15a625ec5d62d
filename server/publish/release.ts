/**
 * Decision 050: the builds the server serves. `npm run build` writes each build into a release folder of its own,
 * `build/releases/<id>/` (`client/`: the site; `renderer/`: the build's renderer, kept for the publisher;
 * `release.json`: what it was built from), then points `build/client` at it in one rename, so a build beside a
 * running server never takes it down: a request is served from the old release or the new one, never from a
 * half-written folder. The old release's hashed assets are linked into the new one, so a page loaded before the
 * switch still finds its scripts. The publisher writes what it publishes into the current release.
 */
import {
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

/** What a release was built from and what the publisher has applied to it since (`release.json`). */
export interface ReleaseInfo {
  id: string;
  /** A hash of the build's code (its hashed asset names): publishes rendered by another code are not applied. */
  codeVersion: string;
  builtAt: string;
  /** The last publisher run whose changes the build's content included (0: the seed or the content files). */
  includedSeq: number;
  /** The last run applied to this release's files (at least `includedSeq`). */
  appliedSeq: number;
  /**
   * The id of the run at `appliedSeq` (decision 050's runs are numbered by the database they were published in, so a
   * number alone would match a run of a restored or another database): apply.ts `adoptDatabase` checks the database
   * still holds it. Absent in releases from before it was kept, and when `appliedSeq` is 0.
   */
  appliedRun?: string;
  /** The last runs applied here, newest last (at most {@link appliedRunsKept}): what a restore dropped is told from them. */
  appliedRuns?: { seq: number; id: string; places: number[] }[];
  /**
   * The run whose files are being written into this release, recorded before the first of them (apply.ts
   * `applyPublished`) and cleared with the record that it was applied: a server killed in between left some of its
   * files served, and a database restored meanwhile may lack it (apply.ts `adoptDatabase` counts it as applied).
   */
  applying?: { seq: number; id: string; places: number[] };
  /** Places of runs another build rendered, which this one must render again (apply.ts, the publisher). */
  redo?: number[];
  /** A run's files were pruned before this release applied them: the whole guide is rendered here (publisher.ts). */
  behind?: boolean;
  /** The city's date the hours are read from (YYYY-MM-DD): the build's day, moved on by the daily renewal. */
  hoursReadOn: string;
  /** The hosts of the content's photos (the pages' img-src), as the build found them. */
  photoOrigins: string[];
  /** The build's settings that shape the files (list files' size, the precache budget). */
  env: Record<string, string>;
}

/** How many applied runs a release remembers (`appliedRuns`). */
export const appliedRunsKept = 200;

/** The folders of the build: `build/` by default. */
export function buildPaths(buildDir: string) {
  return {
    buildDir,
    releases: path.join(buildDir, "releases"),
    /** The served site: a link to the current release's client/ folder. */
    client: path.join(buildDir, "client"),
  };
}

/** A new release's id: the time it was built, sortable ("20261126-153012-4711"). */
export function newReleaseId(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `${stamp}-${process.pid}`;
}

/** The current release's folder (`build/releases/<id>`), or undefined when `build/client` is none (yet). */
export function currentReleaseDir(buildDir: string): string | undefined {
  const { client } = buildPaths(buildDir);
  try {
    const real = realpathSync(client);
    return existsSync(path.join(path.dirname(real), "release.json")) ? path.dirname(real) : undefined;
  } catch {
    return undefined;
  }
}

/** The release's `release.json`. @throws when it is missing or not JSON. */
export function readRelease(releaseDir: string): ReleaseInfo {
  return JSON.parse(readFileSync(path.join(releaseDir, "release.json"), "utf8")) as ReleaseInfo;
}

/** Writes the release's `release.json` (through a temporary file and a rename: never half-written). */
export function writeRelease(releaseDir: string, info: ReleaseInfo): void {
  const file = path.join(releaseDir, "release.json");
  writeFileSync(`${file}.tmp`, `${JSON.stringify(info, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

/**
 * Links the files of `fromClient/assets/` that `toClient/assets/` lacks into it (hard links, no copy): the scripts
 * and styles of pages a visitor loaded before a switch stay reachable.
 */
export function carryAssets(fromClient: string, toClient: string): number {
  const from = path.join(fromClient, "assets");
  const to = path.join(toClient, "assets");
  if (!existsSync(from)) return 0;
  let carried = 0;
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const source = path.join(entry.parentPath, entry.name);
    const target = path.join(to, path.relative(from, source));
    if (existsSync(target)) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    try {
      linkSync(source, target);
    } catch {
      writeFileSync(target, readFileSync(source));
    }
    carried += 1;
  }
  return carried;
}

/**
 * Points `build/client` at `releaseDir/client` in one rename. A `build/client` that is still a folder of its own
 * (a build from before releases) is moved into `build/releases/` first.
 */
export function switchRelease(buildDir: string, releaseDir: string): void {
  const { client, releases } = buildPaths(buildDir);
  const link = `${client}.next`;
  rmSync(link, { force: true });
  symlinkSync(path.relative(buildDir, path.join(releaseDir, "client")), link, "dir");
  try {
    if (lstatSync(client).isDirectory()) {
      const legacy = path.join(releases, `legacy-${Date.now()}`);
      mkdirSync(legacy, { recursive: true });
      renameSync(client, path.join(legacy, "client"));
    }
  } catch {
    // No build/client yet.
  }
  renameSync(link, client);
}

/** Removes all but the `keep` newest releases, never the current one. Returns the removed ids. */
export function pruneReleases(buildDir: string, keep = 3): string[] {
  const { releases } = buildPaths(buildDir);
  if (!existsSync(releases)) return [];
  const current = currentReleaseDir(buildDir);
  const ids = readdirSync(releases)
    .filter((name) => !name.endsWith(".content"))
    .sort()
    .reverse();
  const removed = ids.slice(keep).filter((id) => path.join(releases, id) !== current);
  for (const id of removed) rmSync(path.join(releases, id), { recursive: true, force: true });
  return removed;
}
