import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The house's zones (README "Where things are": core imports nothing of the others; app and server import core but
 * never each other; tooling may import all) and app's import direction (routes -> features -> components -> lib, a
 * feature used by another only through its `index.ts`), with no cycles anywhere, are enforced by
 * `eslint.config.js`. These tests lint code that breaks each rule, placed inside the tree, and expect the errors
 * `npm test`'s lint gives; then they walk every import of the repository for cycles eslint does not see.
 */
const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

async function ruleIds(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

const refused = ["import-x/no-restricted-paths"];

describe("the house's zones (eslint.config.js)", () => {
  it.each([
    ["core/places/reach.ts", 'import { PlaceGrid } from "../../app/features/places";\nexport const a = PlaceGrid;\n'],
    ["core/places/reach.ts", 'import { createApp } from "../../server/app";\nexport const a = createApp;\n'],
    [
      "core/places/reach.ts",
      'import { projectRoot } from "../../tooling/test/project-copy";\nexport const a = projectRoot;\n',
    ],
    ["app/features/saved/reach.ts", 'import { createApp } from "../../../server/app";\nexport const a = createApp;\n'],
    [
      "app/features/saved/reach.ts",
      'import { projectRoot } from "../../../tooling/test/project-copy";\nexport const a = projectRoot;\n',
    ],
    ["server/http/reach.ts", 'import { PlaceGrid } from "../../app/features/places";\nexport const a = PlaceGrid;\n'],
    [
      "server/http/reach.ts",
      'import { projectRoot } from "../../tooling/test/project-copy";\nexport const a = projectRoot;\n',
    ],
    // A worker script of the server's is held to the same zone.
    ["server/store/reach.mjs", 'import { PlaceGrid } from "../../app/features/places";\nexport const a = PlaceGrid;\n'],
    // render/ is the renderer's own: the server names its protocol, nothing else of it.
    ["server/publish/reach.ts", 'import { Renderer } from "../../render/renderer";\nexport const a = Renderer;\n'],
    [
      "server/publish/reach.ts",
      'import { finishHtml } from "../../render/finish-pages";\nexport const a = finishHtml;\n',
    ],
    ["core/places/reach.ts", 'import { dependents } from "../../render/dependents";\nexport const a = dependents;\n'],
    [
      "app/features/saved/reach.ts",
      'import { pageFiles } from "../../../render/renderer";\nexport const a = pageFiles;\n',
    ],
    [
      "render/reach.ts",
      'import { buildInlineScript } from "../tooling/build/vite-plugins/inline-script";\nexport const a = buildInlineScript;\n',
    ],
    ["render/reach.ts", 'import { createApp } from "../server/app";\nexport const a = createApp;\n'],
    // server/'s storage floor (db/, store/) never climbs to what stands on it.
    ["server/store/reach.ts", 'import { sessionIdleMs } from "../desk/accounts";\nexport const a = sessionIdleMs;\n'],
    ["server/store/reach.ts", 'import { Publisher } from "../publish/publisher";\nexport const a = Publisher;\n'],
    ["server/db/reach.ts", 'import { PhotoWork } from "../photos/work";\nexport const a = PhotoWork;\n'],
    // OpenStreetMap's side names nothing of the places built from it.
    ["server/osm/reach.ts", 'import { freeSlug } from "../places/record";\nexport const a = freeSlug;\n'],
    // Photos' files and image work stand on the floor too: its `photo` table's queries name neither.
    ["server/store/reach.ts", 'import { makeVariants } from "../photos/images";\nexport const a = makeVariants;\n'],
    ["server/store/reach.ts", 'import { fileStorage } from "../photos/storage";\nexport const a = fileStorage;\n'],
  ])(
    "refuses %s importing %s",
    async (file, code) => {
      expect(await ruleIds(code, file)).toEqual(refused);
    },
    60_000,
  );

  it("accepts app, server and tooling importing core, and tooling importing the others", async () => {
    const core = 'import { city } from "CORE/city";\nexport const a = city;\n';
    expect(await ruleIds(core.replace("CORE/city", "#core/city.ts"), "app/features/saved/entry.ts")).toEqual([]);
    expect(await ruleIds(core.replace("CORE", "../../core"), "server/http/entry.ts")).toEqual([]);
    expect(await ruleIds(core.replace("CORE", "../../core"), "tooling/bench/entry.ts")).toEqual([]);
    expect(
      await ruleIds(
        'import { createApp } from "../../server/app";\nexport const a = createApp;\n',
        "tooling/bench/entry.ts",
      ),
    ).toEqual([]);
  }, 60_000);

  it("has app/ name core/ only as #core/*, an alias that resolves and opens no side door", async () => {
    // package.json `imports` maps #core/* to ./core/*; the lint's resolver reads it like Vite, TypeScript and Node.
    const resolving = new ESLint({ cwd: root, overrideConfig: { rules: { "import-x/no-unresolved": "error" } } });
    const unresolved = async (code: string) => {
      const [result] = await resolving.lintText(code, { filePath: path.join(root, "app/features/saved/entry.ts") });
      return result!.messages.map((message) => message.ruleId);
    };
    expect(await unresolved('import { city } from "#core/city.ts";\nexport const a = city;\n')).toEqual([]);
    expect(await unresolved('import { city } from "#core/no-such.ts";\nexport const a = city;\n')).toEqual([
      "import-x/no-unresolved",
    ]);
    // Climbing out of app/ to core/ is refused: one way to say it.
    expect(
      await ruleIds(
        'import { city } from "../../../core/city";\nexport const a = city;\n',
        "app/features/saved/reach.ts",
      ),
    ).toEqual(["no-restricted-imports"]);
    // The alias is no way round the zones.
    expect(
      await ruleIds(
        'import { createApp } from "#core/../server/app.ts";\nexport const a = createApp;\n',
        "app/features/saved/reach.ts",
      ),
    ).toEqual(refused);
  }, 60_000);

  it("lets the storage floor use its leaves: tokens, core", async () => {
    expect(
      await ruleIds(
        'import { newToken } from "../tokens";\nimport { retention } from "../../core/retention";\nexport const a = [newToken, retention];\n',
        "server/store/entry.ts",
      ),
    ).toEqual([]);
  }, 60_000);

  it("lets the server name render/protocol.ts, and render/ import core/, app/ and the server's storage", async () => {
    expect(
      await ruleIds(
        'import { rendererScript } from "../../render/protocol";\nexport const a = rendererScript;\n',
        "server/publish/entry.ts",
      ),
    ).toEqual([]);
    expect(
      await ruleIds(
        [
          'import { city } from "../core/city";',
          'import { searchManifestUrl } from "../app/features/search/search-manifest";',
          'import { openDatabase } from "../server/db/connect";',
          "export const a = [city, searchManifestUrl, openDatabase];",
          "",
        ].join("\n"),
        "render/entry.ts",
      ),
    ).toEqual([]);
  }, 60_000);

  it("lets a server test use tooling's test support, never app's code", async () => {
    const support = 'import { engines } from "../../tooling/test/engines";\nexport const a = engines;\n';
    expect(await ruleIds(support, "server/http/entry.test.ts")).toEqual([]);
    const app = 'import { PlaceGrid } from "../../app/features/places";\nexport const a = PlaceGrid;\n';
    expect(await ruleIds(app, "server/http/reach.test.ts")).toEqual(refused);
  }, 60_000);

  it("refuses a cycle inside server/", async () => {
    // server/desk/index.tsx imports server/desk/inbox.tsx; linted as if inbox.tsx imported the desk back:
    const code = 'import { createDesk } from "./index";\nexport const desk = createDesk;\n';
    expect(await ruleIds(code, "server/desk/inbox.tsx")).toContain("import-x/no-cycle");
  }, 60_000);
});

describe("import direction inside app/ (eslint.config.js)", () => {
  it("refuses a feature reaching into another feature's files, and accepts its public entry", async () => {
    expect(
      await ruleIds(
        'import { PlaceGrid } from "~/features/places/place-card";\nexport const grid = PlaceGrid;\n',
        "app/features/saved/reach.tsx",
      ),
    ).toEqual(["import-x/no-restricted-paths"]);
    expect(
      await ruleIds(
        'import { PlaceGrid } from "~/features/places";\nexport const grid = PlaceGrid;\n',
        "app/features/saved/entry.tsx",
      ),
    ).toEqual([]);
  }, 60_000);

  it("holds a feature's sub-folders to the same: its build-time *.server.ts modules are open, the rest its own", async () => {
    expect(
      await ruleIds(
        'import { filterPlaces } from "~/features/lists/filters/filters";\nexport const a = filterPlaces;\n',
        "app/features/saved/reach.ts",
      ),
    ).toEqual(["import-x/no-restricted-paths"]);
    expect(
      await ruleIds(
        'import { neighborhoodPagePaths } from "~/features/lists/neighborhoods/neighborhood-pages.server";\nexport const a = neighborhoodPagePaths;\n',
        "app/features/sitemap/entry.server.ts",
      ),
    ).toEqual([]);
  }, 60_000);

  it("refuses lib/ importing a feature and components/ importing a feature", async () => {
    expect(
      await ruleIds(
        'import { PlaceGrid } from "~/features/places";\nexport const grid = PlaceGrid;\n',
        "app/lib/upward.ts",
      ),
    ).toEqual(["import-x/no-restricted-paths"]);
    expect(
      await ruleIds(
        'import { SavedPage } from "~/features/saved";\nexport const page = SavedPage;\n',
        "app/components/upward.tsx",
      ),
    ).toEqual(["import-x/no-restricted-paths"]);
  }, 60_000);

  it("refuses a cycle", async () => {
    // app/lib/storage.ts is imported by app/features/welcome/first-visit-welcome.tsx; a module that the
    // first imports and that imports the second closes a loop. Linted as if it were storage.ts itself:
    const code =
      'import { FirstVisitWelcome } from "~/features/welcome/first-visit-welcome";\nexport const welcome = FirstVisitWelcome;\n';
    const ids = await ruleIds(code, "app/lib/storage.ts");
    expect(ids).toContain("import-x/no-cycle");
  }, 60_000);
});

/**
 * The module graph of the repository (app/, core/, render/, server/, tooling/) with every kind of edge: static,
 * type-only (`import type`, which eslint's no-cycle skips) and dynamic (`import()`); relative, `~/` and `#core/`
 * specifiers. Keys and values are paths from the root.
 */
function moduleGraph(): Map<string, string[]> {
  const files = ["app", "core", "render", "server", "tooling"]
    .flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true }).map((file) => path.join(dir, String(file))),
    )
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes("+types"));
  const resolve = (from: string, specifier: string) => {
    const base = specifier.startsWith("~/")
      ? path.join("app", specifier.slice(2))
      : specifier.startsWith("#core/")
        ? path.join("core", specifier.slice("#core/".length))
        : specifier.startsWith(".")
          ? path.join(path.dirname(from), specifier)
          : undefined;
    if (!base) return undefined;
    const clean = base.split("?")[0]!;
    return [clean, `${clean}.ts`, `${clean}.tsx`, path.join(clean, "index.ts"), path.join(clean, "index.tsx")].find(
      (candidate) => files.includes(candidate),
    );
  };
  const specifiers = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm;
  return new Map(
    files.map((file) => {
      const code = readFileSync(path.join(root, file), "utf8");
      return [file, [...code.matchAll(specifiers)].flatMap(([, specifier]) => resolve(file, specifier!) ?? [])];
    }),
  );
}

/** Each cycle once, as the list of its modules (depth-first from every module). */
function cycles(graph: Map<string, string[]>): string[][] {
  const found = new Map<string, string[]>();
  const visit = (start: string, node: string, trail: string[]) => {
    for (const next of graph.get(node) ?? []) {
      if (next === start) {
        const first = trail.indexOf([...trail].sort()[0]!);
        const cycle = [...trail.slice(first), ...trail.slice(0, first)];
        found.set(cycle.join(" -> "), cycle);
      } else if (!trail.includes(next) && next > start && trail.length < 8) visit(start, next, [...trail, next]);
    }
  };
  for (const file of graph.keys()) visit(file, file, [file]);
  return [...found.values()];
}

describe("no import cycles, type-only and dynamic imports included", () => {
  it("finds none in the repository", () => {
    const graph = moduleGraph();
    // The walk follows every kind of specifier: a dynamic import by the #core/ alias is an edge.
    expect(graph.get(path.join("app/features/hours/use-open-rule.ts"))).toContain(path.join("core/hours/open-rule.ts"));
    expect(cycles(graph).map((cycle) => cycle.join(" -> "))).toEqual([]);
  });

  it("finds a type-only cycle (the check can fail)", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["a.ts"]],
    ]);
    expect(cycles(graph)).toEqual([["a.ts", "b.ts"]]);
  });
});
