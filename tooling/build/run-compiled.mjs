/**
 * Decision 096: `node tooling/build/run-compiled.mjs <entry> [arguments]` runs a compiled entry of the build
 * (build/server/<entry>.mjs, tooling/build/compiled-state.mjs `compiledEntries`) when it is the tree's, and its
 * source through `tsx` otherwise (no build yet, or sources changed since), so `npm run db:*` works before the first
 * build and never runs older code than the tree's; a stale build says so on stderr. The entry sees the arguments
 * after its name as its own (`process.argv[2]` on), and itself as the main module.
 */
import { pathToFileURL } from "node:url";
import path from "node:path";
import { compiledEntries, compiledServerDir, compiledServerState, projectRoot } from "./compiled-state.mjs";

const name = process.argv[2];
if (!name || !Object.hasOwn(compiledEntries, name)) {
  console.error(`usage: node tooling/build/run-compiled.mjs ${Object.keys(compiledEntries).join(" | ")} [arguments]`);
  process.exit(2);
}
const state = compiledServerState();
const compiled = state.state === "current";
// A stale build is run from its sources, and says so once (a missing one is the state before the first build).
if (state.state === "stale")
  console.error(
    `${name}: build/server/ is older than ${state.changed.length} source file(s) (${state.changed[0]}): ` +
      "running the sources through tsx; `npm run build` compiles them again",
  );
const file = compiled ? path.join(compiledServerDir(), `${name}.mjs`) : path.join(projectRoot, compiledEntries[name]);
process.argv.splice(1, 2, file);
if (!compiled) (await import("tsx/esm/api")).register();
await import(pathToFileURL(file).href);
