/**
 * Vitest's global set-up: one PostgreSQL cluster for the whole unit run (tooling/test/postgres.ts),
 * handed to the tests as `inject("postgresUrl")` (null when it is not installed outside CI).
 */
import type { TestProject } from "vitest/node";
import { startTestPostgres } from "./postgres";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string | null;
  }
}

export default async function setup(project: TestProject) {
  const postgres = await startTestPostgres();
  project.provide("postgresUrl", postgres?.url ?? null);
  return () => postgres?.stop();
}
