import { spawn } from "node:child_process";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { upsertEditor } from "../desk/accounts";
import { openDatabase } from "./connect";
import { engines } from "../../tooling/test/engines";
import { validListing } from "../../tooling/test/fixtures";
import { startServerProcess, type ServerProcess } from "../../tooling/test/serve-process";

/**
 * decision 045: another process of the project writing at the same time refuses nothing and blocks nothing. A real
 * server process (tooling/test/serve-process.ts) takes listings from many clients and an editor's moves at the desk
 * while tooling/test/lock-holder.ts, a process of its own, holds write transactions: 20 ms ones back to back, then
 * one ten times as long as the server's busy timeout. Every post and move must be answered as saved, and a page
 * asked for while the long lock is held must be answered before that lock is let go.
 */

const password = "a long enough password";
const busyTimeoutMs = 200;

/** Runs the lock holder; resolves with its output lines (`held <ms>`, `released <ms>`) once it is done. */
function holdLocks(env: Record<string, string | undefined>, onLine: (line: string) => void = () => {}) {
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve("tooling/test/lock-holder.ts")], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines: string[] = [];
  let rest = "";
  child.stdout.on("data", (chunk: Buffer) => {
    const parts = (rest + chunk.toString()).split("\n");
    rest = parts.pop()!;
    for (const line of parts) {
      lines.push(line);
      onLine(line);
    }
  });
  return new Promise<string[]>((resolve, reject) =>
    child.once("exit", (code) => (code === 0 ? resolve(lines) : reject(new Error(`lock holder ended with ${code}`)))),
  );
}

describe.each(engines())("another process writing on $engine (decision 045)", ({ fresh }) => {
  let server: ServerProcess | undefined;
  afterEach(async () => {
    server?.child.kill("SIGKILL");
    await server?.exited;
  });

  it("refuses no post and no desk move while it holds write transactions, short or longer than the busy timeout, and pages are answered meanwhile", async () => {
    const place = await fresh();
    const env = { DATA_DIR: place.dataDir, DATABASE_URL: place.databaseUrl };
    server = await startServerProcess({
      ...env,
      TRUST_PROXY: "1",
      TEST_BUSY_TIMEOUT_MS: String(busyTimeoutMs),
      TEST_LOCK_WAIT_MS: "20000",
    });
    const { url } = server;
    const { db } = await openDatabase({ dataDir: place.dataDir, databaseUrl: place.databaseUrl });
    try {
      await upsertEditor(db, { email: "ed@example.com", password, role: "editor" });
    } finally {
      await db.destroy();
    }
    const same = { Origin: url, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded" };
    const signIn = await fetch(`${url}/admin/login`, {
      method: "POST",
      headers: same,
      body: new URLSearchParams({ email: "ed@example.com", password }),
      redirect: "manual",
    });
    expect(signIn.status).toBe(303);
    const cookie = signIn.headers.get("set-cookie")!.split(";")[0]!;

    let client = 0;
    const postListing = () =>
      fetch(`${url}/api/listings`, {
        method: "POST",
        headers: { ...same, "X-Forwarded-For": `198.51.100.${(client += 1)}`, Accept: "application/json" },
        body: new URLSearchParams(validListing),
      }).then(
        async (answer) => ({ status: answer.status, body: (await answer.json()) as { statusUrl?: string } }),
        (error: { cause?: { code?: string; message?: string } }) => ({
          status: 0,
          body: { error: `${error.cause?.code}: ${error.cause?.message}` },
        }),
      );
    const ids: string[] = [];
    const idsNow = async () => {
      const { db: reader } = await openDatabase({ dataDir: place.dataDir, databaseUrl: place.databaseUrl });
      try {
        return (await reader.selectFrom("submission").select("id").execute()).map((row) => row.id);
      } finally {
        await reader.destroy();
      }
    };
    const move = (id: string, fields: Record<string, string>) =>
      fetch(`${url}/admin/submissions/${id}`, {
        method: "POST",
        headers: { ...same, Cookie: cookie },
        body: new URLSearchParams(fields),
        redirect: "manual",
      }).then(
        (answer) => answer.status,
        () => 0,
      );

    // A few listings to move, first.
    const first = await Promise.all(Array.from({ length: 4 }, postListing));
    expect(first.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    ids.push(...(await idsNow()));
    for (const id of ids) expect(await move(id, { to: "in_review" })).toBe(303);

    // 1. 20 ms write transactions back to back, 40 rounds, while posts and moves go on.
    const holding = holdLocks({ ...env, HOLD_MS: "20", PAUSE_MS: "5", ROUNDS: "40" });
    const posts: Promise<{ status: number }>[] = [];
    const moves: Promise<number>[] = [];
    let round = 0;
    let done = false;
    void holding.finally(() => (done = true));
    // At most 16 requests in flight: a test, not a load test (bench:serve is that).
    let inFlight = 0;
    const track = <T>(request: Promise<T>) => {
      inFlight += 1;
      void request.finally(() => (inFlight -= 1));
      return request;
    };
    while (!done) {
      if (inFlight < 16) {
        posts.push(track(postListing()), track(postListing()));
        moves.push(track(move(ids[round % ids.length]!, { to: "in_review", privateNote: `note ${round}` })));
        round += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await holding;
    const shortPosts = await Promise.all(posts);
    expect(
      shortPosts.filter((answer) => answer.status !== 201).slice(0, 3),
      `${server.stderr()} exit: ${server.child.exitCode}`,
    ).toEqual([]);
    expect(await Promise.all(moves)).toEqual(moves.map(() => 303));

    // 2. One lock held ten times as long as the busy timeout: the posts wait for it, and a page does not.
    let heldAt = 0;
    let pageAnsweredAt = 0;
    let pageStatus = 0;
    const waiting: Promise<{ status: number }>[] = [];
    const waitingMoves: Promise<number>[] = [];
    const long = holdLocks({ ...env, HOLD_MS: String(busyTimeoutMs * 10), PAUSE_MS: "0", ROUNDS: "1" }, (line) => {
      if (!line.startsWith("held ")) return;
      heldAt = Number(line.slice(5));
      waiting.push(postListing(), postListing(), postListing());
      waitingMoves.push(move(ids[0]!, { to: "in_review", privateNote: "while locked" }));
      void fetch(`${url}/`).then((answer) => {
        pageStatus = answer.status;
        pageAnsweredAt = Date.now();
      });
    });
    const lines = await long;
    const releasedAt = Number(lines.find((line) => line.startsWith("released "))!.slice(9));
    expect(heldAt).toBeGreaterThan(0);
    expect(pageStatus).toBe(200);
    expect(pageAnsweredAt).toBeLessThan(releasedAt);
    expect((await Promise.all(waiting)).map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(await Promise.all(waitingMoves)).toEqual([303]);

    // Answered = stored, and later requests are not poisoned by what happened.
    const after = await postListing();
    expect(after.status).toBe(201);
    expect((await idsNow()).length).toBe(4 + shortPosts.length + 3 + 1);
  }, 120_000);
});
