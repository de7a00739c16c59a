// (1c) Each calculator's own chunks (its page, the tools code, the chart and the maths, JS and
// CSS), gzipped, against the 60 kB budget of issue 12, point 9.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipKb, type Row } from "./js-budget";

export const TOOL_BUDGET_KB = 60;

/** Each calculator's page, as Vite's manifest names its dynamic entry (relative to src/web). */
export const TOOL_ENTRIES = {
  "/tools/repayment-calculator": "features/tools/repayment-page.tsx",
  "/tools/savings-calculator": "features/tools/savings-page.tsx",
} as const;

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** A chunk and everything it imports statically (what loads with it), as manifest keys. */
function withImports(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const next of manifest[key]?.imports ?? []) withImports(manifest, next, into);
  return into;
}

export type ToolChunks = { path: string; rows: Row[]; gzipKb: number };

/**
 * What opening a calculator downloads on top of the app's first load: its entry and every chunk
 * it imports, JS and CSS, less what index.html already loaded. Shared code the tool pulls in
 * (the figures, the pay maths) counts against the tool, so the budget errs on the strict side.
 */
export function toolChunks(webRoot: string): ToolChunks[] {
  const manifestPath = join(webRoot, ".vite", "manifest.json");
  if (!existsSync(manifestPath))
    throw new Error(`${manifestPath} is missing: build with --manifest`);
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
  const app = withImports(manifest, "index.html");
  return Object.entries(TOOL_ENTRIES).map(([path, entry]) => {
    if (!manifest[entry]) throw new Error(`the build's manifest has no chunk for ${entry}`);
    const own = [...withImports(manifest, entry)].filter((key) => !app.has(key));
    const files = [
      ...new Set(own.flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? [])])),
    ];
    const rows = files
      .map((file) => {
        const body = readFileSync(join(webRoot, file));
        return { file, rawKb: body.length / 1000, gzipKb: gzipKb(body) };
      })
      .sort((a, b) => b.gzipKb - a.gzipKb);
    return { path, rows, gzipKb: rows.reduce((sum, r) => sum + r.gzipKb, 0) };
  });
}
