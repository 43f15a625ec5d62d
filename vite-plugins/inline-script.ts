import { build, type Plugin } from "vite";

const suffix = "?inline-script";

/**
 * `import code from "./file.ts?inline-script"` gives the module bundled, with everything it imports, into
 * one minified self-contained script (an IIFE), as a string to put in a page's inline `<script>`. The
 * post-build step hashes every inline script into the page's content security policy.
 * Used for the list pages' first-paint script (docs/decisions/012-filtered-first-paint.md): the script runs
 * before the app and shares the app's filter rules instead of copying them.
 */
export function inlineScript(): Plugin {
  return {
    name: "inline-script",
    enforce: "pre",
    async load(id) {
      if (!id.endsWith(suffix)) return null;
      const entry = id.slice(0, -suffix.length);
      const output = await build({
        configFile: false,
        logLevel: "warn",
        build: {
          write: false,
          minify: true,
          target: "es2020",
          lib: { entry, formats: ["iife"], name: "inlineScript" },
        },
      });
      const chunk = (Array.isArray(output) ? output : [output]).flatMap((result) =>
        "output" in result ? result.output : [],
      )[0];
      if (!chunk || chunk.type !== "chunk") throw new Error(`inline-script: no output for ${entry}`);
      for (const file of chunk.moduleIds) if (!file.startsWith("\0")) this.addWatchFile(file);
      return `export default ${JSON.stringify(chunk.code.trim())};`;
    },
  };
}
