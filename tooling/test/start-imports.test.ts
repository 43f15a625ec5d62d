import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * What `npm start` loads: the server (server/main.ts) and the renderer process its publisher starts
 * (render/protocol.ts `rendererScript`). Neither compiles anything at run time: the paint-first boot is compiled by
 * the build and kept in the release (render/paint-first.ts), so neither reaches esbuild, Vite or tooling/.
 * Every import is followed: static, type-only and dynamic, relative, `~/` and package names.
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
