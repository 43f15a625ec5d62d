import { readdirSync } from "node:fs";
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
 * Import direction (README "Import direction"): routes -> features -> components -> lib, never back.
 * A feature is used by another feature through its public entry (`index.ts`) or, for build-time code,
 * its `*.server.ts` modules; its other files are its own. Enforced with import-x's no-restricted-paths
 * (and no-cycle below); app/architecture.test.ts shows both rules catching a violation.
 */
const importDirection = [
  {
    target: app,
    from: [path.join(root, "server")],
    message:
      "The browser's code never imports the server's (decision 027): share code by putting it in app/ for the server to import.",
  },
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
    // The hours feature's documented doors besides its entry: the pure rule and the build-time parser.
    except: [
      "**/app/features/*/index.ts",
      "**/app/features/*/*.server.ts",
      "**/app/features/hours/{open-rule,parse-hours}.ts",
    ],
    message: `Use another feature through its public entry (~/features/<name>, its index.ts), not its files.`,
  })),
];

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
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      // A label wraps or names its control with htmlFor; both are fine.
      "jsx-a11y/label-has-associated-control": ["error", { assert: "either" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver": undefined,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: path.join(root, "tsconfig.json") })],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: importDirection }],
    },
  },
  {
    // A feature's tests may check it against another feature's internals (content, schemas); the layers still hold.
    files: ["app/**/*.test.{ts,tsx}"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { basePath: root, zones: importDirection.filter((zone) => !zone.except) },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: globals.node },
  },
  // Formatting is Prettier's (`npm run lint` runs its check first); no lint rule argues with it.
  eslintConfigPrettier,
);
