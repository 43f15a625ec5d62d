/**
 * Decision 050: the renderer (render/renderer.ts) as a process the publisher starts, asks and ends. It is the
 * build's own code, run as `npm run build` runs it, so the server imports nothing of it but the protocol both sides
 * share (render/protocol.ts): it starts it with the server's database settings and talks JSON lines over its
 * standard input and output.
 */
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  readyLine,
  rendererScript,
  type RenderAnswer,
  type RendererOptions,
  type RenderRequest,
} from "../../render/protocol";

/**
 * Decision 096: in the compiled server (build/server/main.mjs, tooling/build/compile-server.ts) the folder of the
 * compiled files, whose renderer.mjs is the renderer it starts; from the sources (through `tsx`) it is not defined,
 * and the renderer starts from its source through `tsx` too.
 */
declare const __compiledServerDir: string | undefined;

/** The renderer's command after `node`: the compiled renderer beside the compiled server, else its source. */
export function rendererCommand(projectRoot: string): string[] {
  return typeof __compiledServerDir === "string"
    ? [path.join(__compiledServerDir, "renderer.mjs")]
    : ["--import", "tsx", path.join(projectRoot, rendererScript)];
}

/** The watch every watched child loads first (its parent's death ends it). */
const parentWatch = fileURLToPath(new URL("./parent-watch.mjs", import.meta.url));

/** util-linux's setpriv, where the system has it (every Linux distribution's base): the kernel's parent-death signal. */
const setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].find((file) => process.platform === "linux" && existsSync(file));

/**
 * Starts `node <nodeArgs...>` as a child that ends within a second of this process's death, whatever it is doing
 * (loading its modules, rendering with its thread held, or stuck): on Linux the kernel sends it SIGKILL the moment
 * this process dies (`setpriv --pdeathsig KILL`, prctl PR_SET_PDEATHSIG, inherited through the exec of node), and on
 * every system `parent-watch.mjs`, loaded before the child's own modules, kills it from a thread of its own within
 * 100 ms of finding itself handed to another parent. A renderer that rendered on after its server's kill -9 held the
 * database and the release's staging for nobody (the next server starts its own).
 */
export function spawnWatched(nodeArgs: readonly string[], options: SpawnOptions): ChildProcess {
  const args = ["--import", pathToFileURL(parentWatch).href, ...nodeArgs];
  const env = { ...(options.env ?? process.env), WATCHED_PARENT_PID: String(process.pid) };
  return setpriv
    ? spawn(setpriv, ["--pdeathsig", "KILL", "--", process.execPath, ...args], { ...options, env })
    : spawn(process.execPath, args, { ...options, env });
}

export type { RenderAnswer, RenderRequest };

/** What the server prints once its renderer has started, then its seconds ("(3.8 s)"); `npm run bench:publish` waits for it. */
export const rendererReadyText = "publisher: the renderer is ready";

/** One renderer process for one release: started by {@link RendererProcess.warm} or on first use, one request at a time. */
export class RendererProcess {
  private child?: ChildProcess;
  private ready?: Promise<void>;
  private waiting = new Map<string, (answer: RenderAnswer) => void>();
  private failure?: (error: Error) => void;
  private warmed = false;

  constructor(
    readonly releaseDir: string,
    private readonly projectRoot: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  /**
   * Starts the process now, without a request (once per renderer): loading the release's renderer and the whole guide
   * took 3.8 s at today's 54 places and 7.2 s at 50,000 (`npm run bench:publish`), which would otherwise be the
   * first change's wait. A start that fails is tried again by the next render.
   */
  warm(): void {
    if (this.warmed) return;
    this.warmed = true;
    this.startOnce().catch(() => undefined);
  }

  private startOnce(): Promise<void> {
    this.ready ??= new Promise<void>((resolve, reject) => {
      const started = performance.now();
      const child = spawnWatched(
        [
          ...rendererCommand(this.projectRoot),
          JSON.stringify({ releaseDir: this.releaseDir } satisfies RendererOptions),
        ],
        // React's production build, as the build's pre-render has it (Vite sets NODE_ENV for `react-router build`):
        // the same markup, rendered in about half the time of the development build that an unset NODE_ENV loads.
        { cwd: this.projectRoot, env: { ...this.env, NODE_ENV: "production" }, stdio: ["pipe", "pipe", "inherit"] },
      );
      this.child = child;
      this.failure = reject;
      createInterface({ input: child.stdout! }).on("line", (line) => {
        if (!line.startsWith("{")) return void console.log(`renderer: ${line}`);
        const message = JSON.parse(line) as RenderAnswer | typeof readyLine;
        if ("ready" in message) {
          console.log(`${rendererReadyText} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
          return resolve();
        }
        this.waiting.get(message.id)?.(message);
        this.waiting.delete(message.id);
      });
      child.on("exit", (code, signal) => {
        const error = new Error(`the renderer stopped (${signal ?? `code ${code}`})`);
        reject(error);
        for (const [id, answer] of this.waiting) answer({ id, ok: false, error: error.message });
        this.waiting.clear();
        this.child = undefined;
        this.ready = undefined;
      });
    });
    return this.ready;
  }

  /** Renders `request` (starting the process first when needed); never throws: a failure is an answer. */
  async render(request: RenderRequest): Promise<RenderAnswer> {
    try {
      await this.startOnce();
    } catch (error) {
      return { id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    return new Promise<RenderAnswer>((resolve) => {
      this.waiting.set(request.id, resolve);
      this.child!.stdin!.write(`${JSON.stringify(request)}\n`);
    });
  }

  /** Ends the process (its guide is then read again on the next start). */
  stop(): Promise<void> {
    const child = this.child;
    if (!child) return Promise.resolve();
    return new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      child.kill();
    });
  }
}
