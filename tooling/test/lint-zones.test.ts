import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The house's zones (README "Where things are": core imports nothing of the others; app and server import core but
 * never each other; tooling may import all) and app's import direction (routes -> features -> components -> lib, a
 * feature used by another only through its `index.ts`) are enforced by `eslint.config.js`. These tests lint code that
 * breaks each rule, placed inside the tree, and expect the errors `npm test`'s lint gives. Then they walk every import
 * of the repository for cycles: that walk is the one check of "no cycles anywhere" (decision 109).
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
});

/** The folders whose modules the walk reads: every room, the browser tests and their support. */
const walked = ["app", "core", "render", "server", "tooling", "tests"];

/**
 * The module graph of the repository ({@link walked}; `.ts`, `.tsx` and `.mjs`, generated route types left out) with
 * every kind of edge: static, type-only (`import type`) and dynamic (`import()`); relative, `~/` and `#core/`
 * specifiers. Keys and values are paths from the root. `planted` gives a module a line of source more, as if it were
 * written there (the test that the walk finds a cycle).
 */
function moduleGraph(planted: Record<string, string> = {}): Map<string, string[]> {
  const files = walked
    .flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true }).map((file) => path.join(dir, String(file))),
    )
    .filter((file) => /\.(tsx?|mjs)$/.test(file) && !file.includes("+types"));
  const known = new Set(files);
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
      (candidate) => known.has(candidate),
    );
  };
  const specifiers = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm;
  return new Map(
    files.map((file) => {
      const code = readFileSync(path.join(root, file), "utf8") + (planted[file] ?? "");
      return [file, [...code.matchAll(specifiers)].flatMap(([, specifier]) => resolve(file, specifier!) ?? [])];
    }),
  );
}

/**
 * The modules that import each other round, each group once with its modules sorted: the strongly connected
 * components of more than one module, or of one that imports itself (Tarjan's algorithm, so a cycle of any length).
 */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = stack.splice(stack.lastIndexOf(node));
    if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/**
 * No import cycles anywhere (README "Where things are"). This walk is the project's one cycle check: it sees type-only
 * and dynamic imports, which import-x's no-cycle rule skips, and costs a fraction of that rule's lint time (decision
 * 109).
 */
describe("no import cycles, type-only and dynamic imports included", () => {
  it("finds none in the repository", () => {
    const graph = moduleGraph();
    // The walk follows every kind of specifier: a dynamic import by the #core/ alias is an edge, and so is a browser
    // test's import of its support.
    expect(graph.get(path.join("app/features/hours/use-open-rule.ts"))).toContain(path.join("core/hours/open-rule.ts"));
    expect(graph.get(path.join("tests/e2e/owners.spec.ts"))).toContain(path.join("tests/e2e/fixtures.ts"));
    expect(cycles(graph).map((cycle) => cycle.join(" -> "))).toEqual([]);
  });

  it("finds a cycle planted in the repository: the desk's inbox importing the desk that imports it", () => {
    const graph = moduleGraph({ [path.join("server/desk/inbox.tsx")]: '\nimport { createDesk } from "./index";\n' });
    expect(cycles(graph)).toEqual([[path.join("server/desk/inbox.tsx"), path.join("server/desk/index.tsx")]]);
  });

  it("finds a type-only cycle, a long one, and a module that imports itself", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["a.ts"]],
      ...Array.from({ length: 12 }, (_, i) => [`long-${i}.ts`, [`long-${(i + 1) % 12}.ts`]] as [string, string[]]),
      ["self.ts", ["self.ts"]],
      ["leaf.ts", []],
    ]);
    expect(cycles(graph)).toEqual([
      ["a.ts", "b.ts"],
      Array.from({ length: 12 }, (_, i) => `long-${i}.ts`).sort(),
      ["self.ts"],
    ]);
  });
});
