/**
 * What `npm run build` needs to know of the guide before it starts (tooling/build/build.ts), read in a process of its
 * own so that the build's own process does not keep what reading took: the content is read and validated (a bad
 * record fails the build here, naming the file, the place and the field), and only the photos' origins (for the
 * pages' policy, csp.ts) come back. At 50,000
 * places the reading grew the build's process to 550 MB while React Router's pre-render ran beside it (200 MB after).
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { readPlaces } from "../../core/places/guide.server";
import { imageOrigins } from "../../render/csp";

/** The build's facts of the guide. */
export interface GuideFacts {
  /** Image origins of the pages' policy: the site's own and every photo's host. */
  photoOrigins: string[];
}

/** The facts of the guide this process would read (`GUIDE_CONTENT_DIR`, else content/places). */
function readFacts(): GuideFacts {
  const places = readPlaces();
  return {
    photoOrigins: imageOrigins(
      places.flatMap((place) =>
        [place.image, ...place.images].flatMap((photo) => (photo && "url" in photo ? [photo.url] : [])),
      ),
    ),
  };
}

/**
 * {@link GuideFacts} read by a child process with this process's environment.
 * @throws Error with the child's message (the content error naming file, place and field) when the content is bad.
 */
export function guideFacts(): GuideFacts {
  const child = spawnSync(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url)], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (child.status !== 0) throw new Error(child.stderr.trim() || `reading the guide failed (${child.signal})`);
  return JSON.parse(child.stdout) as GuideFacts;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    process.stdout.write(JSON.stringify(readFacts()));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
