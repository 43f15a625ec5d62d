import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import eslintConfigPrettier from "eslint-config-prettier/flat";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = import.meta.dirname;
const app = path.join(root, "app");
const features = readdirSync(path.join(app, "features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The house's five rooms (README "Where things are"), as lint zones for the whole repository: `core/` (the domain
 * that the others share) imports nothing of the others; `app/` (the pages) imports `core/`; `render/` (turns a guide
 * into the site's files: the build runs it in a process per core, the publisher in one) imports `core/`, `app/` and
 * the server's storage, never its HTTP side; `server/` (what `npm start` runs) imports `core/` and, of `render/`, only
 * `render/protocol.ts` (the renderer runs as a process of its own); `tooling/` (build recipe, benchmarks, content
 * and database tools, test support) may import all. A test may also use tooling's test support. No cycles anywhere:
 * tooling/test/lint-zones.test.ts walks every import, type-only and dynamic ones included (decision 109). That zone
 * test also makes one violation per zone and expects this lint to refuse it.
 */
const rooms = {
  app,
  core: path.join(root, "core"),
  render: path.join(root, "render"),
  server: path.join(root, "server"),
  tooling: path.join(root, "tooling"),
  tests: path.join(root, "tests"),
};
/** The server's HTTP side (its pages, the desk, the app and its start), which render/ never imports. */
const serverHttp = ["http", "desk", "web", "app.ts", "main.ts", "start.ts", "serve.ts"].map((name) =>
  path.join(rooms.server, name),
);
const houseZones = [
  {
    target: rooms.core,
    from: [rooms.app, rooms.render, rooms.server, rooms.tooling, rooms.tests],
    message: "core/ imports nothing of app/, render/, server/, tooling/ or tests/: it is what they share.",
  },
  {
    target: rooms.app,
    from: [rooms.render, rooms.server, rooms.tooling, rooms.tests],
    message: "app/ imports core/, never render/, server/ or tooling/ (what both need belongs in core/).",
  },
  {
    target: rooms.render,
    from: [rooms.tooling, rooms.tests, ...serverHttp],
    message: "render/ imports core/, app/ and the server's storage, never tooling/ or the server's HTTP side.",
  },
  {
    target: rooms.server,
    from: [rooms.app, rooms.tooling, rooms.tests],
    message: "server/ imports core/, never app/ or tooling/ (what both need belongs in core/).",
  },
  {
    target: rooms.server,
    from: rooms.render,
    except: ["./protocol.ts"],
    message: "server/ names only render/protocol.ts of render/: the renderer runs as a process of its own.",
  },
];
/**
 * Inside server/: the storage floor (`db/`, the tables; `store/`, each table's queries) imports nothing above it
 * (the desk, the handlers, the publisher, places, OpenStreetMap, owners, photos' files and image work, the app),
 * only core/ and the leaves it stores with (tokens.ts, config.ts, reviews/hold-rules.ts). tooling/test/lint-zones.test.ts
 * proves it.
 */
const serverRooms = (names) => names.map((name) => path.join(rooms.server, name));
const storageFloor = {
  target: serverRooms(["db", "store"]),
  from: serverRooms([
    "desk",
    "http",
    "web",
    "publish",
    "places",
    "osm",
    "owners",
    "photos",
    "app.ts",
    "main.ts",
    "start.ts",
    "serve.ts",
  ]),
  message: "server/db and server/store are the storage floor: they import nothing of the server above them.",
};
houseZones.push(storageFloor);

/**
 * OpenStreetMap's side (server/osm/: its elements, the suggestions as stored) stands below the places it suggests
 * changes to: it names nothing of places/ (which builds records from it) or of what stands on them.
 */
const osmSide = {
  target: serverRooms(["osm"]),
  from: serverRooms([
    "places",
    "desk",
    "http",
    "web",
    "publish",
    "owners",
    "app.ts",
    "main.ts",
    "start.ts",
    "serve.ts",
  ]),
  message: "server/osm is OpenStreetMap's side: server/places builds records from it, never the other way.",
};
houseZones.push(osmSide);

/**
 * The same for tests: they may use tooling's test support and build helpers, never the other room's code (a render
 * test may use tooling's; a server test still names only the renderer's protocol). OpenStreetMap's side still names
 * nothing of the places (a test of the storage floor may arrange its rows through the rooms above it).
 */
const testZones = [
  houseZones[0],
  { ...houseZones[1], from: [rooms.render, rooms.server] },
  { ...houseZones[2], from: serverHttp },
  { ...houseZones[3], from: [rooms.app] },
  houseZones[4],
  osmSide,
];

/**
 * Inside app/: routes -> features -> components -> lib, never back. A feature is used by another feature through
 * its public entry (`index.ts`) or, for build-time code, its `*.server.ts` modules (in any of its folders); its other
 * files are its own.
 * Enforced with import-x's no-restricted-paths; tooling/test/lint-zones.test.ts shows it catching a violation, and
 * walks the imports for cycles.
 */
const importDirection = [
  {
    target: path.join(app, "lib"),
    from: [path.join(app, "features"), path.join(app, "components"), path.join(app, "routes")],
    message: "lib/ is the bottom layer: it imports no feature, component or route.",
  },
  {
    target: path.join(app, "components"),
    from: [path.join(app, "features"), path.join(app, "routes")],
    message: "components/ import only lib/ and other components (routes -> features -> components -> lib).",
  },
  {
    target: path.join(app, "features"),
    from: [path.join(app, "routes"), path.join(app, "root.tsx")],
    message: "A feature does not import a route (routes -> features -> components -> lib).",
  },
  ...features.map((feature) => ({
    target: path.join(app, "features", feature, "**"),
    from: path.join(app, "features", `!(${feature})`, "**"),
    except: ["**/app/features/*/index.ts", "**/app/features/*/**/*.server.ts"],
    message: `Use another feature through its public entry (~/features/<name>, its index.ts), not its files.`,
  })),
];

/** The storage tests, which Vitest runs without isolating one file from the next (vitest.config.ts). */
const storageTests = JSON.parse(readFileSync(path.join(root, "tooling/test/storage-tests.json"), "utf8"));
/** vi's calls that change something for the whole process (vitest.config.ts runs a rules file with one isolated). */
const viGlobalChanges = JSON.parse(readFileSync(path.join(root, "tooling/test/vi-global-changes.json"), "utf8"));
const globalChange = (property) => ({
  object: "vi",
  property,
  message:
    "A storage test shares its worker's modules and globals with the next file (vitest.config.ts): pass a clock, " +
    "a setting or a stand-in to the code under test instead of changing them for the whole process.",
});

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "*.tmp.mjs"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      // app/ names core/ one way: `#core/<path>.ts` (package.json `imports`), never by climbing out of app/.
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+core(/|$)",
              message: "app/ imports core/ as #core/<path>.ts (package.json `imports`), not by a relative path.",
            },
          ],
        },
      ],
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      // A label wraps or names its control with htmlFor; both are fine.
      "jsx-a11y/label-has-associated-control": ["error", { assert: "either" }],
    },
  },
  {
    // Every module the lint reads, `.mjs` (the server's worker scripts) included.
    files: ["**/*.{ts,tsx,mjs}"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver": undefined,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: path.join(root, "tsconfig.json") })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: [...houseZones, ...importDirection] }],
    },
  },
  {
    // A test may use tooling's test support, and check a feature against another feature's internals (content,
    // schemas); the rooms and the layers still hold.
    files: ["**/*.test.{ts,tsx,mjs}"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { basePath: root, zones: [...testZones, ...importDirection.filter((zone) => !zone.except)] },
      ],
    },
  },
  {
    files: storageTests,
    rules: {
      "no-restricted-properties": ["error", ...viGlobalChanges.map(globalChange)],
    },
  },
  {
    // The server's pages are Hono JSX: the same accessibility rules as the app's.
    files: ["server/**/*.tsx"],
    plugins: { "jsx-a11y": jsxA11y },
    rules: {
      ...jsxA11y.configs.recommended.rules,
      "jsx-a11y/label-has-associated-control": ["error", { assert: "either" }],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: globals.node },
  },
  // Formatting is Prettier's (`npm run lint` runs its check first); no lint rule argues with it.
  eslintConfigPrettier,
);
