/**
 * Vitest's global set-up: the compiled server of the tests' server processes (compile-server.ts `compileTestServer`),
 * one PostgreSQL cluster for the whole unit run (tooling/test/postgres.ts),
 * handed to the tests as `inject("postgresUrl")` (null when it is not installed outside CI), one temporary
 * folder for the run's databases (`inject("testTmp")`, engines.ts), removed with the cluster when the run ends, and
 * a migrated database of each engine that each test's fresh database is copied from (engines.ts `migratedTemplates`).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { compileTestServer } from "../build/compile-server";
import { migratedTemplates, type Templates } from "./engines";
import { startTestPostgres } from "./postgres";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string | null;
    testTmp: string;
    templates: Templates;
  }
}

export default async function setup(project: TestProject) {
  // The server processes of the tests start compiled (serve-process.ts `startServerProcess`): compiled now when a
  // source changed since the last run (about a second), as `npm run build` compiles the server, but outside build/.
  await compileTestServer();
  const postgres = await startTestPostgres();
  project.provide("postgresUrl", postgres?.url ?? null);
  const testTmp = mkdtempSync(path.join(os.tmpdir(), "dc-unit-"));
  project.provide("testTmp", testTmp);
  const stop = async () => {
    await postgres?.stop();
    rmSync(testTmp, { recursive: true, force: true });
  };
  try {
    project.provide("templates", await migratedTemplates(testTmp, postgres?.url ?? null));
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
