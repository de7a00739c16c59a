// Builds the web app into a temporary folder for the web benchmarks.
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * `vite build` into a new temporary folder (never dist/web, which others may be serving), with
 * Vite's manifest (`.vite/manifest.json`), which tells which chunks are each mission's own; the
 * app, or the pages in folder `root`, built with none of the app's config.
 */
export function buildWeb(root?: string): string {
  const outDir = mkdtempSync(join(tmpdir(), "rocket-bench-web-"));
  const args = ["vite", "build", "--outDir", outDir, "--emptyOutDir", "--manifest"];
  const built = spawnSync("npx", args, {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (built.status !== 0) throw new Error("vite build failed");
  return outDir;
}
