import { buildSync } from "esbuild";
import path from "node:path";
import type { Plugin } from "vite";

/** The file name ending of an inline script's source (decision 035). */
export const inlineScriptSuffix = ".inline.ts";

/** The import query that gives an inline script's built text: `import code from "./x.inline.ts?inline-script"`. */
export const inlineScriptQuery = "?inline-script";

const appDir = path.resolve(import.meta.dirname, "../../../app");

/** An inline script as a page carries it, and the files it was built from. */
export interface BuiltInlineScript {
  /** One minified, self-contained IIFE: no import, no comment. */
  code: string;
  /** Absolute paths of the modules bundled into it. */
  inputs: string[];
}

/**
 * Decision 035: the one way a script that runs inline in a page is made. Its source is a typed module named
 * `*.inline.ts` whose default export is a function of no arguments, the script's body; this bundles the module
 * with what it imports (the app's own rules and names, `~/` paths included) and a call of that function into one
 * minified IIFE for ES2020 (the lists' first paint, decision 012, shares the app's filter rules this way). The
 * post-build step hashes every inline script into its page's content security policy (decision 002), so nothing
 * here knows about the policy.
 * @param file the `*.inline.ts` module
 * @throws Error when the file is not named `*.inline.ts`, or does not build
 */
export function buildInlineScript(file: string): BuiltInlineScript {
  const entry = path.resolve(file);
  if (!entry.endsWith(inlineScriptSuffix))
    throw new Error(`inline script: ${file} is not named *${inlineScriptSuffix}`);
  const result = buildSync({
    stdin: {
      contents: `import run from ${JSON.stringify(entry)};\nrun();\n`,
      resolveDir: path.dirname(entry),
      sourcefile: `${path.basename(entry)} (inline)`,
      loader: "ts",
    },
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    // tsconfig.json is not read (its `strict` would put "use strict" in front of every script); its one path
    // alias is given here instead.
    tsconfigRaw: "{}",
    alias: { "~": appDir },
    legalComments: "none",
    metafile: true,
    write: false,
    logLevel: "silent",
  });
  const code = result.outputFiles[0]!.text.trim();
  const inputs = Object.keys(result.metafile.inputs)
    .filter((input) => !input.includes("(inline)"))
    .map((input) => path.resolve(input));
  return { code, inputs };
}

/**
 * Decision 035: `import code from "./x.inline.ts?inline-script"` gives {@link buildInlineScript}'s text as a
 * string, for a component to put in a pre-rendered page's `<script>` (only while pre-rendering:
 * `import.meta.env.SSR ? code : ""`, so the page's JavaScript does not carry it).
 */
export function inlineScript(): Plugin {
  return {
    name: "inline-script",
    enforce: "pre",
    load(id) {
      if (!id.endsWith(inlineScriptQuery)) return null;
      const { code, inputs } = buildInlineScript(id.slice(0, -inlineScriptQuery.length));
      for (const input of inputs) this.addWatchFile(input);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
