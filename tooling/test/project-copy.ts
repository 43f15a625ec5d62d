import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";

/** The project's root folder. */
export const projectRoot = path.resolve(import.meta.dirname, "../..");

/**
 * A copy of the project in `dir` (emptied first) for a build of its own: every file git tracks or would track
 * (new files not yet committed included, ignored ones left out), as it is in the working tree, except those `skip` refuses (paths relative to the root), with `node_modules`
 * linked rather than copied. Returns `dir`.
 */
export function projectCopy(dir: string, skip: (file: string) => boolean = () => false): string {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const tracked = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: projectRoot,
    encoding: "utf8",
  })
    .stdout.split("\0")
    .filter(Boolean);
  for (const file of tracked) {
    if (skip(file) || !existsSync(path.join(projectRoot, file))) continue;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(projectRoot, file), path.join(dir, file));
  }
  symlinkSync(path.join(projectRoot, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}
