/**
 * The paging browser tests' server (`tests/e2e/paging.spec.ts`, product §15.2): the guide's lists are shorter
 * than a page of 24 cards, so those tests need a build with short pages. This copies the project to
 * build/paged (replacing what an earlier run left there; the project's own build/client is left alone),
 * builds it with `LIST_PAGE_SIZE=8`, `LIST_FILE_PLACES=10` (lists in several files), `PRECACHE_BUDGET=0` (no
 * place or neighborhood page precached, as in a guide of thousands of places, decision 025) and
 * `SITE_BACKEND=none` (the forms of a static-only host, decision 027: tests/e2e/static-host.spec.ts), from the
 * fixture content in tests/fixture-content/places (fictional places: 20 per list and 30 coffee places, photos with
 * credits, a review count of 1,234, hours of every kind, a complete place and places without a phone, a website or
 * a map, and visitors' reviews in `_reviews.json`, copied with the places) instead of content/places, and serves that build as `npm start` does (its compiled server), on PORT. Playwright starts it beside
 * the main server (playwright.config.ts); `E2E_PAGED=0` leaves it out. `--build-only` builds and stops, and with
 * E2E_PAGED_BUILT=1 it serves that build without building again: `npm test` times the build as a stage of its own
 * (tooling/test/run-all.ts).
 */
import { spawn, spawnSync } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { compiledEntry } from "../build/compile-server";
import { projectCopy, projectRoot } from "./project-copy";

/** The fictional places this build is made from instead of content/places (tests/e2e/fixtures.ts reads the same). */
const fixtureContentDir = "tests/fixture-content/places";
/** The fictional events copied to content/events of that build. */
const fixtureEventsDir = "tests/fixture-content/events";

const dir = path.join(projectRoot, "build/paged");
const buildOnly = process.argv.includes("--build-only");
const built = process.env.E2E_PAGED_BUILT === "1" && !buildOnly ? { status: 0 } : build();

/** Copies the project with the fixture content and builds it. */
function build() {
  // What the build does not read: the tests and the docs.
  projectCopy(dir, (file) => /^(tests|docs)\/|\.test\.tsx?$/.test(file));
  // The guide's own places are too few to page and have no photo, large review count or overnight hours:
  // this build lists the fixture set instead, so the tests of those can fail.
  rmSync(path.join(dir, "content/places"), { recursive: true, force: true });
  cpSync(path.join(projectRoot, fixtureContentDir), path.join(dir, "content/places"), { recursive: true });
  // Decision 073: the fixture's events (a nightly show at a venue whose hours vary with shows) instead of the seed's.
  rmSync(path.join(dir, "content/events"), { recursive: true, force: true });
  cpSync(path.join(projectRoot, fixtureEventsDir), path.join(dir, "content/events"), { recursive: true });
  return spawnSync("npm", ["run", "build"], {
    cwd: dir,
    env: { ...process.env, LIST_PAGE_SIZE: "8", LIST_FILE_PLACES: "10", PRECACHE_BUDGET: "0", SITE_BACKEND: "none" },
    stdio: ["ignore", "ignore", "inherit"],
  });
}
if (built.status !== 0) throw new Error(`The short-page build failed (exit ${built.status}) in ${dir}`);
if (buildOnly) process.exit(0);
// Decision 096: the server this copy's build compiled (its build/server/), refused when the project's sources changed
// since (E2E_PAGED_BUILT=1 serves a build made earlier).
const server = spawn(process.execPath, [compiledEntry("main", dir, projectRoot)], {
  cwd: dir,
  env: process.env,
  stdio: "inherit",
});
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 1));
