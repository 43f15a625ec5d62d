/**
 * `npm start`: the whole process, top to bottom, in the order a request meets it (README "The server").
 * 1. Settings from the environment (config.ts): where the data lives, mail, the public origin, proxies in front.
 * 2. The database and the jobs around it (start.ts): SQLite in DATA_DIR (default data/) or PostgreSQL at
 *    DATABASE_URL, migrated; the outbox's delivery and the hourly pruning of what /privacy says is not kept.
 * 3. Each request: the request rules (static/request-rules.ts: 400, 405 with Allow, 404, 301, or the server's
 *    paths); the server's paths (the forms' posts, a listing's status page, the newsletter's steps, the desk) go to
 *    the Hono app (app.ts); everything else is a file of the pre-rendered site (static/files.ts), as nginx serves
 *    it with build/nginx/discover-columbus.conf.
 * PORT and HOST change where it listens (default http://localhost:3000).
 */
import http from "node:http";
import path from "node:path";
import { readConfig } from "./config";
import { startServer } from "./start";
import { staticFiles } from "./static/files";
import { checkRequest } from "./static/request-rules";

const config = readConfig();
const root = path.join(config.buildDir, "client");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "localhost";

let files: ReturnType<typeof staticFiles>;
try {
  files = staticFiles(root);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const backend = await startServer(config, root);

const server = http.createServer((request, response) => {
  const check = checkRequest(request.method ?? "", request.url ?? "");
  if (check.kind === "server") return backend.handle(request, response);
  return files(request, response, check);
});

server.listen(port, host, () => {
  const storage =
    backend.engine === "postgres"
      ? "PostgreSQL (DATABASE_URL)"
      : `SQLite in ${path.relative(process.cwd(), config.dataDir) || "."}/`;
  const mail = config.smtpUrl
    ? "sent over SMTP_URL"
    : `not sent: written to ${path.relative(process.cwd(), path.join(config.dataDir, "outbox"))}/`;
  console.log(`Discover Columbus is served at http://${host}:${port} (submissions: ${storage}; mail ${mail})`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => void backend.close().finally(() => process.exit(0))));
}
