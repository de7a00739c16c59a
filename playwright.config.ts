import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM, CHROMIUM_ARGS } from "./tests/support/local-server";

// The built app on a fresh SQLite database, driven in Debian's Chromium (never a downloaded one).
const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "rocket-e2e-"));
// Workers load this file again: they share the server's data dir (tests read its mail outbox).
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? "list" : "line",
  use: {
    baseURL: `http://localhost:${port}`,
    ...devices["Pixel 7"],
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: "npx tsx src/server/main.ts",
    url: `http://localhost:${port}/api/health`,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_ROOT: process.env.WEB_ROOT ?? "dist/web",
      LOG_LEVEL: "warn",
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
