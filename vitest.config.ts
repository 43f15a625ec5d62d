import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { siteUrl } from "./core/site-url.ts";
import { zoneOffsetsDefine } from "./tooling/build/zone-offsets-define.ts";
import { inlineScript } from "./tooling/build/vite-plugins/inline-script.ts";

/**
 * The tests of what the server stores, on SQLite and on the PostgreSQL of the global set-up (eslint.config.js holds
 * them to changing nothing global).
 */
const storageTests = JSON.parse(
  readFileSync(new URL("./tooling/test/storage-tests.json", import.meta.url), "utf8"),
) as string[];

/** The folders whose `*.test.ts(x)` files are unit tests. */
const testDirs = ["app", "core", "render", "server", "tooling"];

/**
 * The rules tests that change something global for their own file: a DOM of their own (`@vitest-environment`), or
 * vi's mocks, stubs, spies and fake timers (tooling/test/vi-global-changes.json, which eslint.config.js forbids in
 * the storage tests). Found by reading the files, so a new one is never missed; each runs isolated, as Vitest runs
 * files by default. Every other rules file shares its worker's modules with the next.
 */
const viGlobalChanges = JSON.parse(
  readFileSync(new URL("./tooling/test/vi-global-changes.json", import.meta.url), "utf8"),
) as string[];
const globalChange = new RegExp(`@vitest-environment|\\bvi\\.(${viGlobalChanges.join("|")})\\b`);
const root = new URL(".", import.meta.url);
const rulesChangingGlobals = testDirs.flatMap((dir) =>
  readdirSync(new URL(dir, root), { recursive: true, encoding: "utf8" })
    .map((name) => `${dir}/${name.split(path.sep).join("/")}`)
    .filter((file) => /\.test\.tsx?$/.test(file) && globalChange.test(readFileSync(new URL(file, root), "utf8"))),
);

// Unit tests: pure rules (search, filters, hours, schemas), and the server's storage and HTTP handlers on
// SQLite and on a PostgreSQL the global set-up starts (tooling/test/). Browser behaviour lives in tests/e2e.
export default defineConfig({
  plugins: [inlineScript()],
  resolve: { tsconfigPaths: true },
  define: {
    __SITE_URL__: JSON.stringify(siteUrl()),
    __ZONE_OFFSETS__: zoneOffsetsDefine(),
    __SITE_BACKEND__: JSON.stringify("same-origin"),
  },
  test: {
    // The byte budget reads the production build: `npm run test:budget` runs it after `npm run build`.
    exclude: ["tooling/build/budget.test.ts", "**/node_modules/**"],
    environment: "node",
    // Vitest's default is one worker per core but one (a single worker on a 2-core machine), and most of these
    // files wait on a database, a server process or a timer rather than compute: one worker per core.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || os.availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: "storage",
          include: storageTests,
          globalSetup: ["tooling/test/global-setup.ts"],
          // These files import the whole server (Hono, Kysely, both drivers, sharp, nodemailer) and change nothing
          // global (no fake timers, stubs or mocks: each test opens its own database, app and clock), so a worker
          // keeps the modules it loaded from one file to the next instead of loading them again for each: the unit
          // stage took 142-148 s this way against 162-167 s with every file isolated (two runs each, the machine quiet).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "rules",
          include: [`{${testDirs.join(",")}}/**/*.test.{ts,tsx}`],
          exclude: [...storageTests, ...rulesChangingGlobals],
          // Rules that change nothing global: a worker keeps the modules it loaded from one file to the next. The
          // rules files took 18.4 s this way against 28.2 s each isolated; the whole unit stage 93 and 98 s against
          // 117 and 125 s (the two in turn, the machine quiet).
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: "rules, isolated", include: rulesChangingGlobals, exclude: storageTests },
      },
    ],
  },
});
