import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { compiledEntries, compiledServerDir, compileServer, compileTestServer } from "../build/compile-server";
import { compiledTestEntry } from "../build/compiled-state.mjs";
import { rendererCommand } from "../../server/publish/renderer-process";

/**
 * What `npm start` loads: the server (server/main.ts) and the renderer process its publisher starts
 * (render/protocol.ts `rendererScript`). Neither compiles anything at run time: the paint-first boot is compiled by
 * the build and kept in the release (render/paint-first.ts), so neither reaches esbuild, Vite or tooling/.
 * Every import is followed: static, type-only and dynamic, relative, `~/` and package names. Decision 096: both run
 * compiled by the build (build/server/), so neither loads `tsx` either.
 */
const root = path.resolve(import.meta.dirname, "../..");

/** The repository's files `entries` reach (paths from the root) and the packages they name. */
function reach(entries: readonly string[]): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const specifiers = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm;
  const resolve = (from: string, specifier: string) => {
    const base = specifier.startsWith("~/")
      ? path.join("app", specifier.slice(2))
      : path.join(path.dirname(from), specifier);
    const clean = base.split("?")[0]!;
    return [clean, `${clean}.ts`, `${clean}.tsx`, path.join(clean, "index.ts"), path.join(clean, "index.tsx")].find(
      (candidate) => /\.(tsx?|mjs|js|json)$/.test(candidate) && existsSync(path.join(root, candidate)),
    );
  };
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    if (file.endsWith(".json")) return;
    for (const [, specifier] of readFileSync(path.join(root, file), "utf8").matchAll(specifiers)) {
      if (specifier!.startsWith(".") || specifier!.startsWith("~/")) {
        const found = resolve(file, specifier!);
        if (found) visit(found);
      } else if (!specifier!.startsWith("node:")) {
        const parts = specifier!.split("/");
        packages.add(specifier!.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!);
      }
    }
  };
  for (const entry of entries) visit(entry);
  return { files, packages };
}

describe("npm start runs no compiler (render/paint-first.ts)", () => {
  it("the server and its renderer reach neither esbuild nor Vite nor tooling/", async () => {
    const { rendererScript } = await import("../../render/protocol");
    const { files, packages } = reach(["server/main.ts", rendererScript]);
    expect(files).toContain("render/paint-first.ts");
    expect([...packages].filter((name) => /esbuild|vite|tsx/.test(name))).toEqual([]);
    expect([...files].filter((file) => file.startsWith("tooling/"))).toEqual([]);
  });

  it("the build does reach esbuild (the walk can fail)", () => {
    expect(reach(["tooling/build/build.ts"]).packages).toContain("esbuild");
  });
});

/**
 * Every module `node <args>` resolves as it starts (the URLs, through a resolve hook of node:module's `register`),
 * in the project's root with `env`; the process ends by itself (no build to serve, no release to render).
 */
function modulesLoadedBy(args: readonly string[], env: Record<string, string>): string[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), "dc-start-imports-"));
  try {
    const log = path.join(dir, "loaded.log");
    writeFileSync(
      path.join(dir, "hooks.mjs"),
      `import { appendFileSync } from "node:fs";
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  appendFileSync(${JSON.stringify(log)}, result.url + "\\n");
  return result;
}
`,
    );
    writeFileSync(
      path.join(dir, "register.mjs"),
      `import { register } from "node:module";\nregister(${JSON.stringify(pathToFileURL(path.join(dir, "hooks.mjs")).href)});\n`,
    );
    const run = spawnSync(process.execPath, ["--import", pathToFileURL(path.join(dir, "register.mjs")).href, ...args], {
      cwd: root,
      env: { ...process.env, PORT: "0", DATA_DIR: path.join(dir, "data"), BUILD_DIR: path.join(dir, "build"), ...env },
      input: "",
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.error).toBeUndefined();
    return existsSync(log) ? readFileSync(log, "utf8").split("\n").filter(Boolean) : [];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("npm start loads no tsx (decision 096)", () => {
  it("runs the server the build compiled, whose renderer is the compiled one", () => {
    const { scripts } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(scripts.start).toMatch(/\bnode build\/server\/main\.mjs$/);
    expect(scripts.serve).toMatch(/\bnode build\/server\/main\.mjs$/);
    // From the sources (`npm run serve:source`) the renderer runs from its source through tsx too.
    expect(rendererCommand(root)).toEqual(["--import", "tsx", path.join(root, "render/renderer.ts")]);
    const compiled = globalThis as { __compiledServerDir?: string };
    compiled.__compiledServerDir = compiledServerDir(root);
    try {
      expect(rendererCommand(root)).toEqual([path.join(compiledServerDir(root), "renderer.mjs")]);
    } finally {
      delete compiled.__compiledServerDir;
    }
  });

  it("the compiled server and renderer load no tsx, esbuild or Vite, and none of the project's sources; the renderer no Workbox builder", async () => {
    await compileServer(root);
    const dir = compiledServerDir(root);
    const server = modulesLoadedBy([path.join(dir, "main.mjs")], {});
    const renderer = modulesLoadedBy([path.join(dir, "renderer.mjs"), JSON.stringify({ releaseDir: dir })], {});
    // The hook saw the packages they load (the check can fail): the renderer imports its packages, the server
    // carries its own bundled in (compile-server.ts `packagesBundled`) but for the native ones, such as sharp.
    expect(renderer.filter((url) => url.includes("/node_modules/kysely/")).length).toBeGreaterThan(0);
    expect(server.filter((url) => url.includes("/node_modules/sharp/")).length).toBeGreaterThan(0);
    expect(server.filter((url) => /\/node_modules\/(kysely|hono|zod)\//.test(url))).toEqual([]);
    for (const loaded of [server, renderer]) {
      expect(loaded.filter((url) => /\/node_modules\/(tsx|esbuild|@esbuild|vite)\//.test(url))).toEqual([]);
      expect(loaded.filter((url) => /\.tsx?$/.test(url))).toEqual([]);
    }
    // Only the build bundles a service worker (render/service-worker.ts); the renderer rewrites its precache list.
    expect(renderer.filter((url) => /\/node_modules\/(workbox-build|@babel)\//.test(url))).toEqual([]);
  }, 120_000);

  it("the build's compiled files hold nothing of the tests: their server process is compiled outside build/", async () => {
    await compileServer(root);
    const dir = compiledServerDir(root);
    const inputs = Object.keys(JSON.parse(readFileSync(path.join(dir, "inputs.json"), "utf8")) as object);
    expect(inputs).toContain("server/main.ts");
    expect(inputs.filter((file) => file.startsWith("tests/") || file.startsWith("tooling/test/"))).toEqual([]);
    expect(
      readdirSync(dir)
        .filter((name) => name.endsWith(".mjs"))
        .sort(),
    ).toEqual(
      Object.keys(compiledEntries)
        .map((entry) => `${entry}.mjs`)
        .sort(),
    );
    // The tests' own, as their global set-up compiles it.
    await compileTestServer(root);
    expect(path.relative(root, compiledTestEntry("serve-process"))).toMatch(/^node_modules\/\.cache\//);
  }, 120_000);
});
