/**
 * Debian's nginx for the browser tests, with the configuration the build writes (build/nginx/), started as a
 * non-daemon process with its own prefix on a free loopback port: `root` the folder it serves (a build's
 * `client`), its upstream for the server's paths (and the photos the folder lacks, decision 086) the test's own
 * `npm start` (an `upstream` block of the test's own in place of build/nginx/app-server.conf, as README "Deploy"
 * allows), so a request goes client -> nginx -> npm start as deployed.
 */
import { spawn, spawnSync } from "node:child_process";
import { lookup } from "node:dns/promises";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { appUpstreamName } from "../../tooling/build/nginx";

export const nginxBinary = ["/usr/sbin/nginx", "/usr/bin/nginx"].find(existsSync);
const brotliModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
/** The main build (`npm run build`): its `client` folder and the `nginx` configuration it wrote. */
export const mainBuild = path.resolve(import.meta.dirname, "../../build");
/**
 * Decision 039: nginx's workers read the build as the user who runs the tests. Started by root, nginx would
 * switch them to `nobody`, who cannot enter a clone in a private folder (`mktemp -d`, mode 700) and answers
 * every page with its 146-byte error page; started by anyone else, the workers are that user already (nginx
 * ignores `user`, and warns, when it is not root).
 */
const workerUser = process.getuid?.() === 0 ? "user root;" : "";

/** A port the system reports free on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === "object" ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** The address the server at `base` listens on (`localhost` may be 127.0.0.1 or ::1), as nginx's `server` takes it. */
export async function listeningAddress(base: string): Promise<string> {
  const { hostname, port } = new URL(base);
  for (const { address, family } of await lookup(hostname, { all: true })) {
    const reachable = await new Promise<boolean>((resolve) => {
      const socket = connect({ host: address, port: Number(port) });
      const done = (answer: boolean) => {
        socket.destroy();
        resolve(answer);
      };
      socket.once("connect", () => done(true));
      socket.once("error", () => done(false));
      socket.setTimeout(2000, () => done(false));
    });
    if (reachable) return family === 6 ? `[${address}]:${port}` : `${address}:${port}`;
  }
  throw new Error(`nothing listens at ${base}`);
}

export interface RunningNginx {
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** Whether the brotli module is loaded (then `.br` twins are sent). */
  withBrotli: boolean;
  /** Stops nginx and removes its prefix. */
  stop(): void;
}

/**
 * Starts nginx serving `root` with the build's configuration, its upstream the server at `appBase` (a URL).
 * First checks (`nginx -t`) the configuration as README "Deploy" writes it, with the build's app-server.conf.
 * Throws when nginx is not installed, the build wrote no configuration, or nginx does not answer within 5 s.
 */
export async function startNginx({ root, appBase }: { root: string; appBase: string }): Promise<RunningNginx> {
  if (!nginxBinary) throw new Error("nginx is not installed (.ci/run installs Debian's nginx-light)");
  if (!existsSync(path.join(mainBuild, "nginx/discover-columbus.conf"))) throw new Error("run `npm run build` first");
  const withBrotli = existsSync(brotliModule);
  const prefix = mkdtempSync(path.join(tmpdir(), "dc-nginx-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const conf = (appServer: string) =>
    [
      withBrotli ? `load_module ${brotliModule};` : "",
      "daemon off;",
      workerUser,
      "worker_processes 1;",
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log warn;`,
      "events { worker_connections 64; }",
      "http {",
      "  access_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${prefix}/${kind};`),
      appServer,
      "  server {",
      `    listen 127.0.0.1:${port};`,
      `    root ${root};`,
      `    include ${mainBuild}/nginx/discover-columbus.conf;`,
      withBrotli ? `    include ${mainBuild}/nginx/brotli.conf;` : "",
      "  }",
      "}",
    ].join("\n");
  const checkConf = (file: string) => {
    const check = spawnSync(nginxBinary, ["-t", "-p", prefix, "-c", file, "-e", path.join(prefix, "error.log")], {
      encoding: "utf8",
    });
    if (check.status !== 0) throw new Error(`${file}: ${check.stderr}`);
  };
  // As README "Deploy" sets it up: the build's app-server.conf (npm start on 127.0.0.1:3000); only checked.
  writeFileSync(path.join(prefix, "as-documented.conf"), conf(`  include ${mainBuild}/nginx/app-server.conf;`));
  checkConf(path.join(prefix, "as-documented.conf"));
  // Run with an upstream of its own in its place: the server at appBase.
  const appServer = await listeningAddress(appBase);
  writeFileSync(path.join(prefix, "nginx.conf"), conf(`  upstream ${appUpstreamName} { server ${appServer}; }`));
  checkConf(path.join(prefix, "nginx.conf"));
  const args = ["-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-e", path.join(prefix, "error.log")];
  const nginx = spawn(nginxBinary, args, { stdio: "ignore" });
  const stop = () => {
    nginx.kill("SIGTERM");
    rmSync(prefix, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 50; attempt++) {
    const up = await new Promise<boolean>((resolve) =>
      http
        .get(`${base}/`, { agent: false }, (answer) => {
          answer.resume();
          resolve(true);
        })
        .on("error", () => resolve(false)),
    );
    if (up) return { base, withBrotli, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const log = readFileSync(path.join(prefix, "error.log"), "utf8");
  stop();
  throw new Error(`nginx did not start: ${log}`);
}
