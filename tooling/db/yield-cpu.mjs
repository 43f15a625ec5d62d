/**
 * Loaded before the chores that run beside a serving server (package.json: `tsx --import ./tooling/db/yield-cpu.mjs`
 * for `db:backup`, `db:prune`, `content:import-osm` and `content:export`), before their modules load: lowers the
 * process's CPU priority to nice 19, as `nice -n 19` would, so on a machine the two share the server's answers go
 * first and the chore takes what is left (docs/performance.md, "Posts with the jobs running"). On Linux niceness is
 * each thread's: every thread the process has now (the module loader's) is lowered, and the threads made later
 * (SQLite's workers) inherit it. A chore takes longer only when the machine is busy. Where the system refuses (it does
 * not for a lower priority), the chore runs as it was started.
 */
import { readdirSync } from "node:fs";
import { getPriority, setPriority } from "node:os";

/** The niceness of the chores (0 as started, 19 the lowest priority). */
const choreNiceness = 19;

/** The ids of this process's threads (Linux), or just the process's own elsewhere. */
function threads() {
  try {
    return readdirSync("/proc/self/task").map(Number);
  } catch {
    return [process.pid];
  }
}

for (const thread of threads()) {
  try {
    if (getPriority(thread) < choreNiceness) setPriority(thread, choreNiceness);
  } catch {
    // Left as started.
  }
}
