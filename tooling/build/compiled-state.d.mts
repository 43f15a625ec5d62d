/** Types of compiled-state.mjs (decision 096). */
export declare const projectRoot: string;
export declare const compiledEntries: {
  readonly main: "server/main.ts";
  readonly renderer: "render/renderer.ts";
  readonly db: "tooling/db/db.ts";
  readonly "import-osm": "tooling/content/import-osm.ts";
  readonly export: "tooling/content/export.ts";
  readonly "record-pages": "render/record-pages.ts";
  readonly "finish-pages": "render/finish-pages.ts";
  readonly "sitemap-files": "render/sitemap-files.ts";
};
export type CompiledEntry = keyof typeof compiledEntries;
export declare const compiledTestEntries: {
  readonly "serve-process": "tooling/test/serve-process.ts";
};
export type CompiledTestEntry = keyof typeof compiledTestEntries;
export declare const inputsFile: string;
export declare function compiledServerDir(root?: string): string;
export declare function compiledTestDir(root?: string): string;
export declare function fileHash(file: string): string;
export type CompiledState = { state: "current" } | { state: "missing" } | { state: "stale"; changed: string[] };
export declare function compiledServerState(root?: string, sources?: string): CompiledState;
export declare function compiledTestState(root?: string): CompiledState;
export declare function compiledEntry(entry: CompiledEntry, root?: string, sources?: string): string;
export declare function compiledTestEntry(entry: CompiledTestEntry, root?: string): string;
