// Serves the production build (build/client) the way a static host or CDN would:
// compressed responses, long-lived caching for hashed assets, pre-rendered pages for clean URLs,
// and unknown paths answered with HTTP 404 and the app's fallback page (404.html).
// PORT and HOST change where it listens (default http://localhost:3000).
import compression from "compression";
import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import handler from "serve-handler";
import { serveHandlerHeaders } from "./headers.mjs";

const root = path.resolve(import.meta.dirname, "../build/client");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "localhost";

if (!existsSync(path.join(root, "404.html"))) {
  console.error("No production build in build/client: run `npm run build` first.");
  process.exit(1);
}

const compress = compression();

const config = {
  public: root,
  cleanUrls: true,
  directoryListing: false,
  etag: true,
  headers: serveHandlerHeaders(),
};

const server = http.createServer((request, response) => {
  compress(request, response, () => handler(request, response, config));
});

server.listen(port, host, () => {
  console.log(`Discover Columbus is served at http://${host}:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
