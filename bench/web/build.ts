// Builds the web app into a temporary folder for the web benchmarks.
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** `vite build` into a new temporary folder (never dist/web, which others may be serving). */
export function buildWeb(): string {
  const outDir = mkdtempSync(join(tmpdir(), "rocket-bench-web-"));
  const built = spawnSync("npx", ["vite", "build", "--outDir", outDir, "--emptyOutDir"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (built.status !== 0) throw new Error("vite build failed");
  return outDir;
}
