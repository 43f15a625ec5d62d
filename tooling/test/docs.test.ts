import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Comments cite the product's rules as "product §N" or "product §N.M" (docs/product.md) and the reasons
 * for the code's shape as docs/decisions records. Every citation must lead somewhere a reader can follow.
 */
const root = path.resolve(import.meta.dirname, "../..");
const product = readFileSync(path.join(root, "docs/product.md"), "utf8");

/** Numbered items of each "## §N" section of docs/product.md: section -> item count. */
function productSections(): Map<number, number> {
  const sections = new Map<number, number>();
  let current: number | undefined;
  for (const line of product.split("\n")) {
    const heading = /^## §(\d+)\b/.exec(line);
    if (heading) {
      current = Number(heading[1]);
      sections.set(current, 0);
      continue;
    }
    const item = /^(\d+)\. /.exec(line);
    if (item && current !== undefined) sections.set(current, Math.max(sections.get(current) ?? 0, Number(item[1])));
  }
  return sections;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true })
    .map(String)
    .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file) && !file.includes("node_modules"))
    .map((file) => path.join(dir, file));
}

/** The docs' own pages: README.md and every Markdown file under docs/. */
const docs = [
  "README.md",
  ...readdirSync(path.join(root, "docs"), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".md"))
    .map((file) => path.join("docs", file)),
];

const files = [
  ...["app", "core", "render", "server", "tooling", "tests"]
    .flatMap(sourceFiles)
    .filter((file) => !file.endsWith("docs.test.ts")),
  "react-router.config.ts",
  "vite.config.ts",
  "eslint.config.js",
  ...docs,
];

describe("citations in the code", () => {
  it("every 'product §N' and 'product §N.M' names a section and item of docs/product.md", () => {
    const sections = productSections();
    const broken: string[] = [];
    for (const file of files) {
      for (const match of readFileSync(path.join(root, file), "utf8").matchAll(/product §(\d+)(?:\.(\d+))?/gi)) {
        const [cited, section, item] = match;
        const items = sections.get(Number(section));
        if (items === undefined || (item !== undefined && Number(item) > items)) broken.push(`${file}: ${cited}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("cites no document the project does not have", () => {
    const stale: string[] = [];
    for (const file of files) {
      const text = readFileSync(path.join(root, file), "utf8");
      // "Spec §N" in any case; product.md's own note on the old numbering is the one place that names it.
      const checked =
        file === path.join("docs", "product.md") ? text.replace(/older commit messages that say "Spec §5"/, "") : text;
      for (const match of checked.matchAll(/\bSpec ?§ ?\d+/gi)) stale.push(`${file}: ${match[0]}`);
      for (const match of checked.matchAll(/\b(?:STYLE|ARCHITECTURE)\b/g)) stale.push(`${file}: ${match[0]}`);
    }
    expect(stale).toEqual([]);
  });

  it("cites no tracker issue ('issue N'): a rule is cited as product §N.M, a reason as decision NNN", () => {
    const cited: string[] = [];
    for (const file of files) {
      for (const match of readFileSync(path.join(root, file), "utf8").matchAll(/\bissues? #?\d+/gi))
        cited.push(`${file}: ${match[0]}`);
    }
    expect(cited).toEqual([]);
  });

  it("every decision record a comment names exists", () => {
    const records = new Set(readdirSync(path.join(root, "docs/decisions")));
    const missing: string[] = [];
    for (const file of files) {
      for (const match of readFileSync(path.join(root, file), "utf8").matchAll(/decisions\/(\d{3}-[a-z0-9-]+\.md)/g)) {
        if (!records.has(match[1] ?? "")) missing.push(`${file}: ${match[0]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
