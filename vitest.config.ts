import os from "node:os";
import { defineConfig } from "vitest/config";
import { siteUrl } from "./core/site-url.ts";
import { zoneOffsetsDefine } from "./tooling/build/zone-offsets-define.ts";
import { inlineScript } from "./tooling/build/vite-plugins/inline-script.ts";

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
    include: ["{app,core,server,tooling}/**/*.test.{ts,tsx}"],
    globalSetup: ["tooling/test/global-setup.ts"],
    // The byte budget reads the production build: `npm run test:budget` runs it after `npm run build`.
    exclude: ["tooling/build/budget.test.ts", "**/node_modules/**"],
    environment: "node",
    // Vitest's default is one worker per core but one (a single worker on a 2-core machine), and most of these
    // files wait on a database, a server process or a timer rather than compute: one worker per core.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || os.availableParallelism(),
  },
});
