/**
 * The per-file part of the build after the pre-render (tooling/build/build.ts): each pre-rendered page gets the
 * paint-first boot (render/paint-first.ts) and its own content security policy (render/csp.ts), with one
 * parse5 parse and one write per page; then every file that is served compressed gets its gzip and brotli
 * twins (render/precompress.ts). The work is spread over Node processes ({@link FinishingPool}), which the
 * build feeds while React Router is still pre-rendering. (Worker threads were tried first, at 10,000 pages:
 * they took three times the CPU time and four times the wall time of one thread, so they are not used.)
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { addPolicy } from "./csp";
import { attribute, elements, parseHtml, serializeHtml } from "./html";
import { parkModuleScript } from "./paint-first";
import { isCompressible } from "../server/static/headers";
import { compressFileSync } from "./precompress";

/** What finishing a page needs: the policy's image origins and the compiled paint-first boot (paint-first.ts). */
export interface Finishing {
  photoOrigins: readonly string[];
  bootScript: string;
}

/**
 * One page's HTML finished: the paint-first boot and its policy, with one parse5 parse; and whether it is marked
 * `noindex` (a robots meta tag), for the sitemap check.
 * @throws Error from parkModuleScript or addPolicy when the page cannot be finished.
 */
export function finishHtml(html: string, { photoOrigins, bootScript }: Finishing): { html: string; noindex: boolean } {
  const document = parseHtml(html);
  const noindex = elements(document, "meta").some(
    (meta) => attribute(meta, "name") === "robots" && /noindex/.test(attribute(meta, "content") ?? ""),
  );
  parkModuleScript(document, bootScript);
  addPolicy(document, photoOrigins);
  return { html: serializeHtml(document), noindex };
}

/**
 * Rewrites one page in place ({@link finishHtml}) and says whether it is marked `noindex`.
 * @throws Error naming the file when the page cannot be rewritten (see parkModuleScript and addPolicy).
 */
export function finishPage(file: string, finishing: Finishing): boolean {
  try {
    const finished = finishHtml(readFileSync(file, "utf8"), finishing);
    writeFileSync(file, finished.html);
    return finished.noindex;
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** One file for the pool: `page` when it is a pre-rendered page to finish before it is compressed. */
export interface FileTask {
  /** Absolute path, inside the pool's folder. */
  file: string;
  page: boolean;
}

/** What the pool did to a file: its noindex flag (pages), and its bytes and twins' bytes (0 when not compressible). */
export interface FileDone {
  file: string;
  noindex: boolean;
  bytes: number;
  gzip: number;
  brotli: number;
}

/** Options of a {@link FinishingPool}. */
export interface PoolOptions extends Finishing {
  /** The served folder (build/client): brotli's quality depends on a file's path in it. */
  dir: string;
  /** How many processes (default: one per core). */
  processes?: number;
  /**
   * Niceness of the processes (0-19, default 0): the build gives them 10 while React Router pre-renders, so
   * the pre-render, which decides how long the build takes, keeps its core and they take the idle one.
   */
  nice?: number;
  /**
   * This module compiled (build/server/finish-pages.mjs, decision 096), which the processes run with node alone;
   * without it they run this source through `tsx`.
   */
  script?: string;
}

/**
 * Processes that finish and compress files as they are given them ({@link FileTask}), each to the process
 * with the fewest files waiting. `add` resolves when the file is done and rejects with the process's message,
 * which names the file, when it cannot be finished or written; `close` ends the processes.
 */
export class FinishingPool {
  private readonly workers: {
    child: ChildProcess;
    waiting: Map<string, { resolve: (done: FileDone) => void; reject: (error: Error) => void }>;
  }[];

  constructor({ dir, photoOrigins, bootScript, processes = os.availableParallelism(), nice = 0, script }: PoolOptions) {
    this.workers = Array.from({ length: Math.max(1, processes) }, () => {
      const child = spawn(
        process.execPath,
        [
          ...(script ? [script] : ["--import", "tsx", fileURLToPath(import.meta.url)]),
          JSON.stringify({ dir, photoOrigins, bootScript }),
        ],
        {
          stdio: ["pipe", "pipe", "inherit"],
        },
      );
      if (nice > 0 && child.pid !== undefined) {
        try {
          os.setPriority(child.pid, nice);
        } catch {
          // Not allowed here: the processes run at the build's own priority.
        }
      }
      const worker = {
        child,
        waiting: new Map<string, { resolve: (done: FileDone) => void; reject: (error: Error) => void }>(),
      };
      createInterface({ input: child.stdout! }).on("line", (line) => {
        // Anything else a module printed is passed on, not taken for an answer.
        if (!line.startsWith('{"file":')) return void console.log(line);
        const answer = JSON.parse(line) as FileDone | { file: string; error: string };
        const waiting = worker.waiting.get(answer.file);
        worker.waiting.delete(answer.file);
        if ("error" in answer) waiting?.reject(new Error(answer.error));
        else waiting?.resolve(answer);
      });
      child.on("exit", (code, signal) => {
        const error = new Error(
          `finishing files: a process exited (${signal ?? `code ${code}`}) with ${worker.waiting.size} files left`,
        );
        for (const { reject } of worker.waiting.values()) reject(error);
        worker.waiting.clear();
      });
      return worker;
    });
  }

  /** Finishes (a page) and compresses one file; a file given twice is done twice. */
  add(task: FileTask): Promise<FileDone> {
    const worker = this.workers.reduce((least, each) => (each.waiting.size < least.waiting.size ? each : least));
    return new Promise<FileDone>((resolve, reject) => {
      worker.waiting.set(task.file, { resolve, reject });
      worker.child.stdin!.write(`${JSON.stringify(task)}\n`);
    });
  }

  /** Ends the processes once they have done what they were given. */
  async close(): Promise<void> {
    await Promise.all(
      this.workers.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once("exit", () => resolve());
            child.stdin!.end();
          }),
      ),
    );
  }

  /** Stops the processes at once (the build failed). */
  kill(): void {
    for (const { child } of this.workers) child.kill();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // A process of a FinishingPool: its options as the argument, a task per line in, an answer per line out.
  const { dir, ...finishing } = JSON.parse(process.argv[2] ?? "{}") as { dir: string } & Finishing;
  for await (const line of createInterface({ input: process.stdin })) {
    if (!line) continue;
    const { file, page } = JSON.parse(line) as FileTask;
    try {
      const noindex = page ? finishPage(file, finishing) : false;
      const name = path.relative(dir, file);
      const sizes = isCompressible(name) ? compressFileSync(dir, name) : { bytes: 0, gzip: 0, brotli: 0 };
      process.stdout.write(`${JSON.stringify({ file, noindex, ...sizes } satisfies FileDone)}\n`);
    } catch (error) {
      process.stdout.write(
        `${JSON.stringify({ file, error: error instanceof Error ? error.message : String(error) })}\n`,
      );
    }
  }
}
