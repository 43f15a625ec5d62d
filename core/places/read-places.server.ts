import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { validatePlaceFiles } from "./load-places";
import type { Place } from "./place-schema";

/** Where the content files are: `content/places/*.json`, one file per type. */
export const contentDir = path.resolve(process.cwd(), "content/places");

/**
 * Reads and validates every `content/places/*.json` file (build time only).
 * @throws ContentError naming file, place and field of each bad record (fails the build).
 */
export function readPlaces(dir = contentDir): Place[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => {
      const file = path.join(path.relative(process.cwd(), dir) || ".", name);
      const text = readFileSync(path.join(dir, name), "utf8");
      try {
        return { file, data: JSON.parse(text) as unknown };
      } catch (error) {
        throw new Error(`${file}: not valid JSON: ${(error as Error).message}`);
      }
    });
  return validatePlaceFiles(files);
}
