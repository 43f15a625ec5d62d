import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The import direction (README "Import direction": routes -> features -> components -> lib, a feature
 * used by another only through its `index.ts`, no cycles) is enforced by `eslint.config.js`. These
 * tests lint code that breaks it, placed inside the tree, and expect the errors `npm test`'s lint gives.
 */
const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });

async function ruleIds(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe("import direction (eslint.config.js)", () => {
  it("refuses a feature reaching into another feature's files, and accepts its public entry", async () => {
    expect(await ruleIds('import { PlaceGrid } from "~/features/places/place-card";\nexport const grid = PlaceGrid;\n', "app/features/saved/reach.tsx")).toEqual([
      "import-x/no-restricted-paths",
    ]);
    expect(await ruleIds('import { PlaceGrid } from "~/features/places";\nexport const grid = PlaceGrid;\n', "app/features/saved/entry.tsx")).toEqual([]);
  }, 60_000);

  it("refuses lib/ importing a feature and components/ importing a feature", async () => {
    expect(await ruleIds('import { PlaceGrid } from "~/features/places";\nexport const grid = PlaceGrid;\n', "app/lib/upward.ts")).toEqual([
      "import-x/no-restricted-paths",
    ]);
    expect(await ruleIds('import { SavedPage } from "~/features/saved";\nexport const page = SavedPage;\n', "app/components/upward.tsx")).toEqual([
      "import-x/no-restricted-paths",
    ]);
  }, 60_000);

  it("refuses a cycle", async () => {
    // app/lib/storage.ts is imported by app/features/welcome/first-visit-welcome.tsx; a module that the
    // first imports and that imports the second closes a loop. Linted as if it were storage.ts itself:
    const code = 'import { FirstVisitWelcome } from "~/features/welcome/first-visit-welcome";\nexport const welcome = FirstVisitWelcome;\n';
    const ids = await ruleIds(code, "app/lib/storage.ts");
    expect(ids).toContain("import-x/no-cycle");
  }, 60_000);
});
