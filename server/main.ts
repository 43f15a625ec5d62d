/**
 * `npm start`: the whole process, top to bottom, in the order a request meets it (README "The server").
 * 1. Settings from the environment (config.ts): where the data lives, mail, the public origin, proxies in front.
 * 2. The database and the jobs around it (start.ts): SQLite in DATA_DIR (default data/) or PostgreSQL at
 *    DATABASE_URL, migrated; the outbox's delivery and the hourly pruning of what /privacy says is not kept.
 * 3. Each request (serve.ts): the request rules (static/request-rules.ts: 400, 405 with Allow, 404, 301, or the
 *    server's paths); the server's paths (the forms' posts, a listing's status page, the newsletter's steps, the
 *    desk) go to the Hono app (app.ts); everything else is a file of the pre-rendered site (static/files.ts), as
 *    nginx serves it with build/nginx/discover-columbus.conf.
 * 4. SIGTERM or SIGINT: no new request, the outbox hands back what it claimed, the process ends within 10 s.
 * PORT and HOST change where it listens (default http://localhost:3000).
 */
import path from "node:path";
import { readConfig } from "./config";
import { serve, stopOnSignals } from "./serve";

const config = readConfig();
const root = path.join(config.buildDir, "client");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "localhost";

let serving;
try {
  serving = await serve({ root, port, host, config });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
stopOnSignals(serving);
const storage =
  serving.backend.engine === "postgres"
    ? "PostgreSQL (DATABASE_URL)"
    : `SQLite in ${path.relative(process.cwd(), config.dataDir) || "."}/`;
const mail = config.smtpUrl
  ? "sent over SMTP_URL"
  : `not sent: written to ${path.relative(process.cwd(), path.join(config.dataDir, "outbox"))}/`;
console.log(`Discover Columbus is served at http://${host}:${serving.port} (submissions: ${storage}; mail ${mail})`);
