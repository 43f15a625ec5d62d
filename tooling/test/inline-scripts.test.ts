import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { buildInlineScript, inlineScriptQuery, inlineScriptSuffix } from "../build/vite-plugins/inline-script";

/**
 * Decision 035: every script that runs inline in a page is a typed `*.inline.ts` module, built by one step
 * (tooling/build/vite-plugins/inline-script.ts) and run by its own unit test in a DOM; no component writes a script's text
 * by hand, where no type check, lint or test would see it.
 */
const root = path.resolve(import.meta.dirname, "../..");

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(suffix))
    .map((file) => path.join(dir, file));
}

const inlineScripts = ["app", "render", "tooling"].flatMap((dir) => filesUnder(dir, inlineScriptSuffix));

/**
 * The `<script>` elements of a TSX source that carry a script's text which is not an inline script's build:
 * text as children, or a `dangerouslySetInnerHTML` whose value names no `*.inline.ts?inline-script` import or
 * holds a string other than "". Data blocks (`type="application/json"` and the like) are not scripts.
 */
function handWrittenScripts(source: string, file = "component.tsx"): string[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const built = new Set<string>();
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const name = statement.importClause?.name?.text;
    if (name && statement.moduleSpecifier.text.endsWith(`${inlineScriptSuffix}${inlineScriptQuery}`)) built.add(name);
  }
  const found: string[] = [];
  const check = (tag: ts.JsxOpeningLikeElement, children: readonly ts.JsxChild[]) => {
    if (tag.tagName.getText() !== "script") return;
    const attribute = (name: string) =>
      tag.attributes.properties.find(
        (property): property is ts.JsxAttribute => ts.isJsxAttribute(property) && property.name.getText() === name,
      );
    const type = attribute("type")?.initializer;
    if (type && ts.isStringLiteral(type) && /json/.test(type.text)) return;
    const where = `${file}:${sourceFile.getLineAndCharacterOfPosition(tag.getStart()).line + 1}`;
    if (children.some((child) => child.getText().trim() !== "")) found.push(`${where}: text as children`);
    const html = attribute("dangerouslySetInnerHTML")?.initializer;
    if (!html) return;
    let names = false;
    let strings = false;
    const visit = (node: ts.Node) => {
      if (ts.isIdentifier(node) && built.has(node.text)) names = true;
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && node.text !== "") strings = true;
      if (ts.isTemplateExpression(node) || ts.isBinaryExpression(node) || ts.isCallExpression(node)) strings = true;
      ts.forEachChild(node, visit);
    };
    visit(html);
    if (!names || strings) found.push(`${where}: text not from an ${inlineScriptSuffix} module`);
  };
  const walk = (node: ts.Node) => {
    if (ts.isJsxSelfClosingElement(node)) check(node, []);
    if (ts.isJsxElement(node)) check(node.openingElement, node.children);
    ts.forEachChild(node, walk);
  };
  walk(sourceFile);
  return found;
}

describe("inline scripts (decision 035)", () => {
  it("are the five the pages carry, each with its own unit test beside it", () => {
    expect(inlineScripts.sort()).toEqual([
      "app/components/scroll-restore.inline.ts",
      "app/components/unknown-place.inline.ts",
      "app/features/forms/hold-submits.inline.ts",
      "app/features/lists/first-paint/first-paint.inline.ts",
      "app/features/support/coffee-pending.inline.ts",
      "render/boot/paint-first-boot.inline.ts",
    ]);
    const untested = inlineScripts.filter((file) => !existsSync(path.join(root, file.replace(/\.ts$/, ".test.ts"))));
    expect(untested).toEqual([]);
  });

  it.each(inlineScripts)("%s builds into one IIFE that imports nothing and runs its body", (file) => {
    const { code, inputs } = buildInlineScript(path.join(root, file));
    expect(code).not.toMatch(/\/\*|\bimport\b|\bexport\b/);
    // A build-time constant (vite.config.ts `define`) would be undefined in a page: inline scripts use none.
    expect(code).not.toMatch(/__[A-Z_]+__/);
    expect(code).toMatch(/^\(\(\)=>\{[^]*\}\)\(\);$/);
    expect(inputs).toContain(path.join(root, file));
  });

  it("refuses to build a module not named *.inline.ts", () => {
    expect(() => buildInlineScript(path.join(root, "app/lib/count-label.ts"))).toThrow(/not named \*\.inline\.ts/);
  });

  // Every component parsed: seconds on a busy machine, so it has the time of the other whole-tree checks.
  it("no component writes a script's text by hand", () => {
    const found = filesUnder("app", ".tsx").flatMap((file) =>
      handWrittenScripts(readFileSync(path.join(root, file), "utf8"), file),
    );
    expect(found).toEqual([]);
  }, 60_000);

  it("would catch a script written by hand, and accepts a built one and a data block", () => {
    const component = (script: string) =>
      `import built from "./x.inline.ts?inline-script";\nexport const C = () => (<>${script}</>);\n`;
    expect(handWrittenScripts(component(`<script dangerouslySetInnerHTML={{ __html: "alert(1)" }} />`))).toHaveLength(
      1,
    );
    expect(
      handWrittenScripts(component("<script dangerouslySetInnerHTML={{ __html: `go(${JSON.stringify(built)})` }} />")),
    ).toHaveLength(1);
    expect(handWrittenScripts(component(`<script>{"alert(1)"}</script>`))).toHaveLength(1);
    expect(
      handWrittenScripts(
        component(`<script dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? built : "" }} />`),
      ),
    ).toEqual([]);
    expect(
      handWrittenScripts(component(`<script type="application/json" dangerouslySetInnerHTML={{ __html: data }} />`)),
    ).toEqual([]);
  });
});
