import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * A renderer whose server is gone stops within a second, whatever it is doing: killed (kill -9) while its thread is
 * held by work that never yields, and while it is still loading its modules (the renderer's take seconds on a busy
 * machine, before any line of it runs). Linux only: it reads the processes from /proc.
 */
const projectRoot = path.resolve(import.meta.dirname, "../..");
const folder = mkdtempSync(path.join(os.tmpdir(), "renderer-process-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A server stand-in: starts a child as the publisher would, prints its own process id, and waits. */
const parentScript = path.join(folder, "parent.ts");
writeFileSync(
  parentScript,
  `import { spawn } from "node:child_process";
import * as renderers from ${JSON.stringify(path.join(projectRoot, "server/publish/renderer-process.ts"))};
const { RendererProcess } = renderers;
// Where there is no watched start, a child started as the publisher started its renderer before.
const start = "spawnWatched" in renderers ? renderers.spawnWatched : (args, options) => spawn(process.execPath, args, options);
if (process.argv[2] === "held") start(["-e", "for (;;) {}"], { stdio: "ignore" });
else new RendererProcess(${JSON.stringify(path.join(folder, "no-release"))}, ${JSON.stringify(projectRoot)}, process.env).warm();
// Written as text: console.log colors a number when FORCE_COLOR is set, and the test reads it back.
process.stdout.write(String(process.pid) + "\\n");
setInterval(() => undefined, 1000);
`,
);

/** A process's parent and state from /proc (undefined once it is gone; a zombie counts as gone). */
function processState(pid: number): { ppid: number; state: string } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const [state, ppid] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return state === "Z" ? undefined : { ppid: Number(ppid), state: state! };
  } catch {
    return undefined;
  }
}

/** The living children of `pid` whose command line has `text` (tsx's esbuild service is one too). */
function childrenOf(pid: number, text: string): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((child) => {
      try {
        return processState(child)?.ppid === pid && readFileSync(`/proc/${child}/cmdline`, "utf8").includes(text);
      } catch {
        return false; // gone meanwhile
      }
    });
}

/** Starts the stand-in, waits for its child, kills the stand-in (SIGKILL) and answers how long the child outlived it. */
async function outlived(mode: "held" | "renderer"): Promise<number> {
  const parent = spawn(process.execPath, ["--import", "tsx", parentScript, mode], {
    cwd: projectRoot,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const pid = await new Promise<number>((resolve) => parent.stdout.once("data", (data) => resolve(Number(data))));
  let child: number | undefined;
  try {
    for (let tries = 0; child === undefined && tries < 200; tries += 1) {
      child = childrenOf(pid, mode === "held" ? "for (;;)" : "renderer.ts")[0];
      if (child === undefined) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(child, "the stand-in started its child").toBeDefined();
    // Killed at once: the renderer is still loading its modules; the held child spins from its first moment.
    parent.kill("SIGKILL");
    const killed = performance.now();
    while (processState(child!) && performance.now() - killed < 5000)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const lived = performance.now() - killed;
    console.log(`${mode}: the child outlived its parent by ${Math.round(lived)} ms`);
    return lived;
  } finally {
    // Whatever failed above, neither the stand-in nor its child (the held one spins for ever) outlives the test.
    if (parent.exitCode === null && parent.signalCode === null) parent.kill("SIGKILL");
    if (child !== undefined && processState(child)) process.kill(child, "SIGKILL");
  }
}

describe.runIf(process.platform === "linux")("a renderer whose server is killed", () => {
  it("stops within a second when its thread never yields", { timeout: 20_000 }, async () => {
    expect(await outlived("held")).toBeLessThan(1000);
  });

  it("stops within a second while it is still loading its modules", { timeout: 20_000 }, async () => {
    expect(await outlived("renderer")).toBeLessThan(1000);
  });
});
