/**
 * A child process's watch on the server that started it (server/publish/renderer-process.ts `spawnWatched`), loaded
 * with `--import` before anything else of the child, so it runs from the child's first moment: while the child is
 * still loading its modules (seconds on a busy machine), while a render holds its main thread, and when its event
 * loop never turns again. A thread of its own looks every 100 ms whether the parent whose process id is in
 * `WATCHED_PARENT_PID` is still its parent, and kills the process (SIGKILL) once it is not: a parent gone before the
 * child started, or killed since, hands the child to another process. On Linux the kernel also kills the child the
 * moment its parent dies (`setpriv --pdeathsig`, set by the parent); this watch covers the other systems and the
 * instant between the child's start and that setting. Plain JavaScript: it runs before the TypeScript loader, and its
 * thread starts without one.
 */
import { Worker } from "node:worker_threads";

const parent = Number(process.env.WATCHED_PARENT_PID);
if (Number.isInteger(parent) && parent > 0) {
  const watch = new Worker(
    `const parent = ${parent};
     const look = () => { if (process.ppid !== parent) process.kill(process.pid, "SIGKILL"); };
     look();
     setInterval(look, 100);`,
    // The watch needs none of the child's loaders (tsx): it starts in milliseconds, whatever the child loads.
    { eval: true, execArgv: [], env: {}, stdout: false, stderr: false },
  );
  watch.unref();
}
