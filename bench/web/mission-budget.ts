// (1b) Each mission's own chunks (its content and its drawings, JS and CSS), gzipped, against
// the 40 kB budget of issue 4, point 9; the shared player code is listed apart, for information.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipKb, type Row } from "./js-budget";

export const MISSION_BUDGET_KB = 40;

/**
 * The written missions: the player loads one per content file (mission-loaders.ts finds them with
 * import.meta.glob, which only Vite understands, so the bench lists the same folder).
 */
export const MISSION_SLUGS = readdirSync("src/core/content/missions")
  .filter((name) => /^[\w-]+\.ts$/.test(name) && !name.endsWith(".test.ts"))
  .map((name) => name.replace(/\.ts$/, ""));

export type MissionChunks = { slug: string; rows: Row[]; gzipKb: number };

/** How the chunks were found: from Vite's manifest, or by file name when the build has none. */
export type Method = "manifest" | "file names";

type ManifestChunk = { file: string; src?: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** The mission's two dynamic entries, as the manifest names them (relative to src/web). */
const entrySources = (slug: string) => [
  `../core/content/missions/${slug}.ts`,
  `features/mission-player/art/${slug}.tsx`,
];

function row(webRoot: string, file: string): Row {
  const body = readFileSync(join(webRoot, file));
  return { file, rawKb: body.length / 1000, gzipKb: gzipKb(body) };
}

/**
 * The mission's entries, their CSS, and every chunk they import that nothing outside the mission
 * imports (code split off for this mission alone). Chunks shared with anything else are not its.
 */
function ownFilesFromManifest(manifest: Manifest, slug: string): string[] {
  const own = new Set(entrySources(slug).filter((key) => manifest[key]));
  if (own.size === 0) throw new Error(`the build's manifest has no chunk for mission ${slug}`);
  for (let grew = true; grew;) {
    grew = false;
    for (const key of Object.keys(manifest)) {
      if (own.has(key) || !key.startsWith("_")) continue;
      const importers = Object.keys(manifest).filter((k) => manifest[k]!.imports?.includes(key));
      if (importers.length > 0 && importers.every((k) => own.has(k))) {
        own.add(key);
        grew = true;
      }
    }
  }
  const files = [...own].flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? [])]);
  return [...new Set(files)];
}

/** Vite names a chunk `<name>-<8-character hash>.<ext>`. */
const named = (name: string) => new RegExp(`^${name}-[\\w-]{8}\\.(js|css)$`);

function filesNamed(webRoot: string, name: string): string[] {
  return readdirSync(join(webRoot, "assets"))
    .filter((f) => named(name).test(f))
    .map((f) => `assets/${f}`);
}

export function missionChunks(webRoot: string): {
  method: Method;
  missions: MissionChunks[];
  shared: Row[];
  notes: string[];
} {
  const manifestPath = join(webRoot, ".vite", "manifest.json");
  const manifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest)
    : undefined;
  const notes: string[] = [];
  const missions = MISSION_SLUGS.map((slug) => {
    const byName = filesNamed(webRoot, slug);
    const files = manifest ? ownFilesFromManifest(manifest, slug) : byName;
    if (files.length === 0) throw new Error(`no chunk named ${slug}-<hash> in ${webRoot}/assets`);
    const differ = files.length !== byName.length || files.some((f) => !byName.includes(f));
    if (differ) notes.push(`${slug}: the manifest's chunks are not the files named ${slug}-*`);
    const rows = files.map((f) => row(webRoot, f)).sort((a, b) => b.gzipKb - a.gzipKb);
    return { slug, rows, gzipKb: rows.reduce((sum, r) => sum + r.gzipKb, 0) };
  });
  // The player every mission shares: the `player` group and the mission page's own small chunk.
  const shared = ["player", "mission-page"]
    .flatMap((name) => filesNamed(webRoot, name))
    .map((f) => row(webRoot, f))
    .sort((a, b) => b.gzipKb - a.gzipKb);
  return { method: manifest ? "manifest" : "file names", missions, shared, notes };
}
