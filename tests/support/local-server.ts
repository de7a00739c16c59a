// What the server tests, the browser tests and the benchmarks share to run the real app locally.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/** Debian's Chromium (never a downloaded one) and the switches this closed network needs. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** A loopback port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? done(address.port) : fail()));
    });
  });
}

/** stop() ends the server as an operator would (SIGTERM); kill() as a crash does (SIGKILL). */
export type WebServer = { url: string; stop: () => void; kill: () => Promise<void> };

/**
 * The real server (src/server/main.ts) on a free port and a fresh SQLite database, serving
 * webRoot, with any further settings in `env`: several servers given one DATABASE_URL (or one
 * DATA_DIR) and one AUTH_SECRET run as one app.
 */
export async function startWebServer(
  webRoot: string,
  env: Record<string, string> = {},
): Promise<WebServer> {
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
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  // The whole process group: tsx runs the server in a child process of its own.
  const running = () => child.exitCode === null && child.signalCode === null;
  const signal = (name: NodeJS.Signals) => {
    if (child.pid && running()) process.kill(-child.pid, name);
  };
  const stop = () => {
    signal("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  };
  const kill = async () => {
    if (!running()) return;
    const exited = once(child, "exit");
    signal("SIGKILL");
    await exited;
  };
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, stop, kill };
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error("the server did not start within 60 s");
}
