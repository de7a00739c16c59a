// Builds the SPA when dist/web is missing or older than its sources, so `npm start` on a fresh
// clone serves the app without a separate build step.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const built = "dist/web/index.html";
const sources = ["src/web", "src/core", "scripts", "vite.config.ts", "package-lock.json"];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

if (!existsSync(built) || sources.some((s) => newest(s) > statSync(built).mtimeMs)) {
  console.log("Building the web app…");
  execFileSync("npx", ["vite", "build"], { stdio: "inherit" });
}
