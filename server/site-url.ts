/**
 * The build-time constant `__SITE_URL__` (vite.config.ts defines it for the app) for code of app/ that the
 * server runs in plain Node (the desk reads app/lib/site-config.ts through the hours' code). Import it before
 * anything of app/ that reads the site's config.
 */
import { siteUrl } from "../scripts/site-url";

(globalThis as { __SITE_URL__?: string }).__SITE_URL__ ??= siteUrl();
