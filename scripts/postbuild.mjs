// Post-build steps on build/client, run by `npm run build` after `react-router build`.
import { copyFileSync, existsSync } from "node:fs";
import path from "node:path";

const client = path.resolve(import.meta.dirname, "../build/client");

// The fallback page (root HydrateFallback: the not-found view) is what the server sends, with
// HTTP 404, for any path without a page of its own.
const fallback = path.join(client, "__spa-fallback.html");
if (!existsSync(fallback)) throw new Error(`Expected ${fallback}: is "/" still pre-rendered?`);
copyFileSync(fallback, path.join(client, "404.html"));
console.log("postbuild: wrote 404.html from the fallback page");
