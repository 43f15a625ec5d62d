/**
 * The per-page part of the post-build step (scripts/postbuild.ts, step 2): each pre-rendered page gets the
 * paint-first boot (scripts/paint-first.ts) and its own content security policy (scripts/csp.ts), with one
 * parse5 parse and one write per page. A large guide's pages are spread over one Node process per core
 * ({@link finishPagesInProcesses}). (Worker threads were tried first, at 10,000 pages: they took three times
 * the CPU time and four times the wall time of one thread, so they are not used.)
 */
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { addPolicy } from "./csp";
import { attribute, elements, parseHtml, serializeHtml } from "./html";
import { parkModuleScript } from "./paint-first";

/** The pages: absolute paths of their `.html` files, and the photo origins for the policy's img-src. */
export interface PageBatch {
  files: readonly string[];
  photoOrigins: readonly string[];
}

/**
 * Rewrites each page in place and says which ones are marked `noindex` (a robots meta tag), in the
 * order given, for the sitemap check.
 * @throws Error naming the file when a page cannot be rewritten (see parkModuleScript and addPolicy).
 */
export function finishPages({ files, photoOrigins }: PageBatch): boolean[] {
  return files.map((file) => {
    try {
      const document = parseHtml(readFileSync(file, "utf8"));
      const noindex = elements(document, "meta").some(
        (meta) => attribute(meta, "name") === "robots" && /noindex/.test(attribute(meta, "content") ?? ""),
      );
      parkModuleScript(document);
      addPolicy(document, photoOrigins);
      writeFileSync(file, serializeHtml(document));
      return noindex;
    } catch (error) {
      throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  });
}

/**
 * {@link finishPages} spread over child processes, one per core: each takes a contiguous share of `files`, and
 * the flags come back in the order of `files`. With fewer than `minPerProcess` pages per process (the guide
 * today), it runs here in one: starting a process costs about a second. Rejects when a process fails; the
 * process has printed the error, naming the file, on the build's output.
 */
export async function finishPagesInProcesses(batch: PageBatch, processes = os.availableParallelism(), minPerProcess = 1000): Promise<boolean[]> {
  const count = Math.min(processes, Math.floor(batch.files.length / minPerProcess));
  if (count <= 1) return finishPages(batch);
  const size = Math.ceil(batch.files.length / count);
  const shares = Array.from({ length: count }, (_, at) => batch.files.slice(at * size, (at + 1) * size));
  const flags = await Promise.all(shares.map((files) => finishInChild({ files, photoOrigins: batch.photoOrigins })));
  return flags.flat();
}

/** Runs this module as a child process on one share: the batch goes in on stdin, the flags come out on stdout. */
function finishInChild(batch: PageBatch): Promise<boolean[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url)], { stdio: ["pipe", "pipe", "inherit"] });
    let output = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(JSON.parse(output) as boolean[]) : reject(new Error(`finishing pages: a process exited with code ${code}`))));
    child.stdin.end(JSON.stringify(batch));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // A child of finishPagesInProcesses.
  let input = "";
  for await (const chunk of process.stdin) input += String(chunk);
  process.stdout.write(JSON.stringify(finishPages(JSON.parse(input) as PageBatch)));
}
