import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "src/**/*.test.ts",
      "tests/server/**/*.test.ts",
      "bench/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    // A style sheet asked for as text (`?raw`) is handed over as written, so a test can read it
    // (src/web/ui/held-animations.test.ts); any other CSS stays empty, as Vitest leaves it.
    css: { include: [/[?&]raw\b/] },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
