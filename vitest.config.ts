import { defineConfig } from "vitest/config";

// Unit tests only: pure rules (search, filters, hours, schemas). Browser behaviour lives in tests/e2e.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
  },
});
