/**
 * CPU time from Linux's /proc, for the benchmarks: unlike requests/s it hardly moves with the machine's other work, so
 * it is the figure to compare across runs on a busy machine. Elsewhere every figure is 0.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** user + system CPU of a /proc stat line's process, in clock ticks, with that of the children it reaped. */
export function ticksOf(stat: string): { ppid: number; ticks: number } {
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // After the name: state, ppid, ... utime (14th field of the line), stime, cutime, cstime.
  return { ppid: Number(fields[1]), ticks: fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0) };
}

/**
 * CPU time in ms (user + system, every thread) of the processes `roots` and all their descendants, with what the
 * children they reaped used (Linux /proc; 0 elsewhere). Unlike requests/s it hardly moves with the machine's other
 * work: the figure to compare across runs on a busy machine.
 */
export function cpuMsOfTrees(roots: readonly number[]): number {
  let processes: { pid: number; ppid: number; ticks: number }[];
  try {
    processes = readdirSync("/proc")
      .filter((name) => /^\d+$/.test(name))
      .flatMap((name) => {
        try {
          return [{ pid: Number(name), ...ticksOf(readFileSync(`/proc/${name}/stat`, "utf8")) }];
        } catch {
          return []; // ended meanwhile
        }
      });
  } catch {
    return 0;
  }
  const inTree = new Set(roots);
  for (let grew = true; grew;) {
    grew = false;
    for (const { pid, ppid } of processes)
      if (!inTree.has(pid) && inTree.has(ppid)) grew = inTree.add(pid) !== undefined;
  }
  const ticks = processes.filter(({ pid }) => inTree.has(pid)).reduce((sum, { ticks }) => sum + ticks, 0);
  return ticks * 10; // Linux's USER_HZ: 100 ticks a second
}

/** The PostgreSQL server's main process (postmaster) listening on `port`, found by its command line, or null. */
export function postmasterOn(port: string): number | null {
  for (const name of readdirSync("/proc").filter((entry) => /^\d+$/.test(entry))) {
    try {
      const args = readFileSync(`/proc/${name}/cmdline`, "utf8").split("\0");
      if (path.basename(args[0] ?? "") === "postgres" && args.join(" ").includes(`-p ${port}`)) return Number(name);
    } catch {
      // ended meanwhile
    }
  }
  return null;
}

/** CPU ms of each of the server's threads by thread id (Linux; the main thread's id is the process's). */
export function threadCpuMs(pid: number): Map<number, number> {
  const threads = new Map<number, number>();
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`))
      threads.set(Number(tid), ticksOf(readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8")).ticks * 10);
  } catch {
    // Not Linux, or the server ended.
  }
  return threads;
}
