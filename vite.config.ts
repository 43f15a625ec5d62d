import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  define: {
    // The site's public base URL (canonical links, Open Graph, sitemap). See README "Deploy".
    __SITE_URL__: JSON.stringify(process.env.SITE_URL ?? "https://discovercolumbus.guide"),
  },
});
