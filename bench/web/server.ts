// Builds the web app into a temporary folder and serves it with the real server, as
// playwright.config.ts does, on a free port and a fresh SQLite database.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The same switches as playwright.config.ts. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? done(address.port) : fail()));
    });
  });
}

/** `vite build` into a new temporary folder (never dist/web, which others may be serving). */
export function buildWeb(): string {
  const outDir = mkdtempSync(join(tmpdir(), "rocket-bench-web-"));
  const built = spawnSync("npx", ["vite", "build", "--outDir", outDir, "--emptyOutDir"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (built.status !== 0) throw new Error("vite build failed");
  return outDir;
}

export type WebServer = { url: string; stop: () => void };

export async function startWebServer(webRoot: string): Promise<WebServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "rocket-bench-web-data-"));
  const child = spawn(resolve("node_modules/.bin/tsx"), ["src/server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_ROOT: webRoot,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, stop };
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error("the server did not start within 60 s");
}
