/**
 * Decision 096: the server, its renderer process and the database's chores compiled by the build into plain
 * JavaScript, so `npm start`, the publisher's renderer, the test sites and `npm run db:*` start with `node` alone
 * (through `tsx` each start loaded the project through its loader hooks: 2.1 CPU seconds for the server and 2.6 for
 * its renderer, docs/performance.md).
 *
 * Where: `build/server/` of the project (whatever BUILD_DIR says: the compiled code belongs to the tree, not to a
 * release), one ESM file per entry (compiled-state.mjs `compiledEntries`); the project's own code is bundled. The
 * server and the chores ({@link packagesBundled}) carry their packages too, but for {@link packagesKept}; the
 * renderer and the build's processes import theirs from node_modules (found from build/ as from the sources), since
 * they load the React Router build, which imports the one React of node_modules. A bundle runs in the project it was compiled from:
 * each module's `import.meta.dirname`, `import.meta.filename` and `import.meta.url` are rewritten to its source
 * file's, found from the bundle's own place at run time (so `content/`, the migrations, the workers' `.mjs` files and
 * the project's root are where they are from the sources), but an entry's own `import.meta.url` in its own bundle,
 * which says whether it is the process's main module and is the file a pool starts again (render/record-pages.ts):
 * a module that is an entry elsewhere (render/finish-pages.ts in the renderer's bundle) is not the main one there.
 *
 * `inputs.json` beside them holds the SHA-256 of every source file compiled in: `compiledServerState` says whether the
 * files are the tree's, so nothing runs (or is tested) compiled from an older tree: the tests take them through
 * {@link compiledEntry}, `npm run db:*` through run-compiled.mjs.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  compiledEntries,
  compiledEntry,
  compiledServerDir,
  compiledServerState,
  compiledTestDir,
  compiledTestEntries,
  compiledTestState,
  fileHash,
  inputsFile,
  projectRoot,
  type CompiledEntry,
  type CompiledTestEntry,
} from "./compiled-state.mjs";

export { compiledEntries, compiledEntry, compiledServerDir, compiledServerState, type CompiledEntry };

/**
 * The entries whose packages are bundled in with the project's code: loading a package's hundreds of modules through
 * Node's ESM loader was most of a chore's CPU (Kysely alone about 0.1 s; docs/performance.md, "The chores and the
 * server with their packages bundled"), and a chore runs in a loop beside the server in `npm run bench:serve`.
 */
const packagesBundled: readonly (CompiledEntry | CompiledTestEntry)[] = [
  "main",
  "db",
  "import-osm",
  "export",
  "serve-process",
];

/**
 * Packages left as imports even where packages are bundled: native addons (sharp, argon2, pg's optional pg-native),
 * heic-decode (it reads its WebAssembly from its folder) and the free-mail list (8,000 lines loaded only when an
 * owner's address is checked).
 */
const packagesKept = ["sharp", "@node-rs/argon2", "pg-native", "heic-decode", "free-email-domains-list"];

/**
 * Compiles {@link compiledEntries} of `root` into its `build/server/` unless they are current (a second build of the
 * same tree, such as a test's BUILD_DIR build, rewrites nothing). The files are written beside and renamed in, one by
 * one, so a server starting meanwhile reads whole files. Returns whether it compiled, and its milliseconds.
 * @throws Error with esbuild's messages when a source does not compile.
 */
export async function compileServer(root = projectRoot): Promise<{ compiled: boolean; ms: number }> {
  if (compiledServerState(root).state === "current") return { compiled: false, ms: 0 };
  return compileInto(root, compiledServerDir(root), compiledEntries);
}

/**
 * Compiles the unit tests' entries (compiled-state.mjs `compiledTestEntries`: the tests' server process) into
 * `compiledTestDir`, outside `build/`, unless they are current; as {@link compileServer} does the server's.
 * @throws Error with esbuild's messages when a source does not compile.
 */
export async function compileTestServer(root = projectRoot): Promise<{ compiled: boolean; ms: number }> {
  if (compiledTestState(root).state === "current") return { compiled: false, ms: 0 };
  return compileInto(root, compiledTestDir(root), compiledTestEntries);
}

/** Removes the staging folders of `dir` (`{dir}.new-{pid}`) whose process is gone: a build killed mid-way. */
export function removeDeadStaging(dir: string) {
  const parent = path.dirname(dir);
  if (!existsSync(parent)) return;
  const prefix = `${path.basename(dir)}.new-`;
  for (const name of readdirSync(parent)) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(name.slice(prefix.length));
    if (!Number.isInteger(pid) || (pid !== process.pid && processAlive(pid))) continue;
    rmSync(path.join(parent, name), { recursive: true, force: true });
  }
}

/** Whether a process `pid` runs (a signal 0 reaches it, or it exists but is another user's). */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Compiles `entries` (file name to source) of `root` into `dir`, with the list of their inputs, renamed in. */
async function compileInto(root: string, dir: string, entries: Record<string, string>) {
  const started = performance.now();
  const staging = `${dir}.new-${process.pid}`;
  removeDeadStaging(dir);
  const group = (bundled: boolean) =>
    Object.fromEntries(
      Object.entries(entries).filter(
        ([name]) => packagesBundled.includes(name as CompiledEntry | CompiledTestEntry) === bundled,
      ),
    );
  // A source that does not compile leaves no half-written staging folder behind.
  const results = await Promise.all(
    [true, false]
      .filter((bundled) => Object.keys(group(bundled)).length > 0)
      .map((bundled) => compileGroup(root, dir, staging, entries, group(bundled), bundled)),
  ).catch((error: unknown) => {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  });
  const inputs: Record<string, string> = {};
  for (const result of results)
    for (const input of Object.keys(result.metafile.inputs))
      if (!input.includes("node_modules/") && existsSync(path.join(root, input)))
        inputs[input] = fileHash(path.join(root, input));
  // A change of how they are compiled is a change of the files too.
  for (const self of ["tooling/build/compile-server.ts", "tooling/build/compiled-state.mjs"])
    if (existsSync(path.join(root, self))) inputs[self] = fileHash(path.join(root, self));
  writeFileSync(path.join(staging, inputsFile), `${JSON.stringify(inputs, null, 1)}\n`);
  mkdirSync(dir, { recursive: true });
  // inputs.json last: until it is in, the folder does not claim to be the tree's.
  rmSync(path.join(dir, inputsFile), { force: true });
  const names = Object.keys(entries).map((entry) => `${entry}.mjs`);
  for (const name of [...names, inputsFile]) renameSync(path.join(staging, name), path.join(dir, name));
  // A file of an entry no longer compiled here (the tests' server process was one of build/server/) goes.
  for (const name of readdirSync(dir))
    if (name.endsWith(".mjs") && !names.includes(name)) rmSync(path.join(dir, name), { force: true });
  rmSync(staging, { recursive: true, force: true });
  return { compiled: true, ms: Math.round(performance.now() - started) };
}

/**
 * One esbuild run over `entryPoints` (name to source, some of `entries`, the whole set of `dir`) into `outdir` (the
 * staging folder of `dir`); `bundlePackages`: the packages bundled in but {@link packagesKept}, else every package
 * left as an import. Resolves with esbuild's metafile (the inputs).
 */
async function compileGroup(
  root: string,
  dir: string,
  outdir: string,
  entries: Record<string, string>,
  entryPoints: Record<string, string>,
  bundlePackages: boolean,
) {
  const { build } = await import("esbuild");
  // From a bundle in its folder (build/server/) to the project's root.
  const up = path.relative(dir, root).split(path.sep).join("/") || ".";
  return build({
    absWorkingDir: root,
    entryPoints,
    outdir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    ...(bundlePackages ? { external: packagesKept } : { packages: "external" as const }),
    jsx: "automatic",
    metafile: true,
    logLevel: "silent",
    banner: {
      js: [
        'import { fileURLToPath as __dcPathOf, pathToFileURL as __dcUrlOf } from "node:url";',
        'import { basename as __dcBasename, dirname as __dcDirname, join as __dcJoin } from "node:path";',
        // A CommonJS package bundled in (pg) requires Node's own modules.
        ...(bundlePackages
          ? [
              'import { createRequire as __dcCreateRequire } from "node:module";',
              "const require = __dcCreateRequire(import.meta.url);",
            ]
          : []),
        "/** Decision 096: this file's folder (build/server/) and the project's root it was compiled from. */",
        "const __compiledServerDir = __dcDirname(__dcPathOf(import.meta.url));",
        `const __dcRoot = __dcJoin(__compiledServerDir, ${JSON.stringify(up)});`,
        "/** A module's `import.meta.url`: this file's for the entry it was compiled from, its source's for the others. */",
        `const __dcEntry = ${JSON.stringify(entries)}[__dcBasename(__dcPathOf(import.meta.url), ".mjs")];`,
        "const __dcUrl = (file) => (file === __dcEntry ? import.meta.url : __dcUrlOf(__dcJoin(__dcRoot, file)).href);",
      ].join("\n"),
    },
    plugins: [
      {
        name: "source-import-meta",
        setup(compiler) {
          compiler.onLoad({ filter: /\.(ts|tsx|mts)$/ }, (args) => {
            if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
            const source = readFileSync(args.path, "utf8");
            if (!source.includes("import.meta.")) return undefined;
            const file = path.relative(root, args.path).split(path.sep).join("/");
            const at = (expression: string) => `(${expression})`;
            const contents = source
              .replaceAll("import.meta.dirname", at(`__dcJoin(__dcRoot, ${JSON.stringify(path.posix.dirname(file))})`))
              .replaceAll("import.meta.filename", at(`__dcJoin(__dcRoot, ${JSON.stringify(file)})`))
              .replaceAll("import.meta.url", at(`__dcUrl(${JSON.stringify(file)})`));
            return { contents, loader: args.path.endsWith(".tsx") ? "tsx" : "ts" };
          });
        },
      },
    ],
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  void compileServer().then(({ compiled, ms }) =>
    console.log(compiled ? `build/server/: compiled in ${ms} ms` : "build/server/: current"),
  );
}
