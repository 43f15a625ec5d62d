import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { siteUrl } from "./scripts/site-url.mjs";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  define: {
    // The site's public base URL; set SITE_URL when building for a real domain (README "Deploy").
    __SITE_URL__: JSON.stringify(siteUrl()),
  },
});
