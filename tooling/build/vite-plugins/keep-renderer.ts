import { cpSync, existsSync, rmSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Decision 050: keeps the build's renderer. With `ssr: false` React Router pre-renders every page from its server
 * bundle and then deletes it; the publisher renders the pages a change touches with that same bundle, so this
 * copies it to `<build directory>/renderer/` once it is written (before the pre-render, which runs later in the
 * same step and removes the original). The renderer is never served: it sits beside `client/`.
 */
export function keepRenderer(): Plugin {
  return {
    name: "keep-renderer",
    apply: "build",
    writeBundle: {
      sequential: true,
      order: "pre",
      handler(options) {
        if (this.environment.name !== "ssr" || !options.dir) return;
        const target = path.join(path.dirname(options.dir), "renderer");
        if (existsSync(target)) rmSync(target, { recursive: true, force: true });
        cpSync(options.dir, target, { recursive: true });
      },
    },
  };
}
