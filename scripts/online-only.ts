// Pages that need the network to do anything at all (a class's grid, joining a class, sending a
// message) are left out of the service worker's precache, with the code only they load: every
// precached file is data and CPU a phone spends on its first visit (decision 0066).
// Offline, such a page says so (ui/failure-kind.ts), as any page does whose code is not here.
import type { Plugin, Rollup } from "vite";

type OutputChunk = Rollup.OutputChunk;

/**
 * The JS and CSS files that only the dynamic imports of `pages` (matched against each lazy
 * chunk's module id) lead to: what no entry reaches through its static imports and its other
 * dynamic imports.
 */
export function onlineOnlyFiles(bundle: Rollup.OutputBundle, pages: RegExp): Set<string> {
  const chunks = Object.values(bundle).filter((f): f is OutputChunk => f.type === "chunk");
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const kept = new Set<string>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || kept.has(chunk.fileName)) return;
    kept.add(chunk.fileName);
    chunk.viteMetadata?.importedCss.forEach((css) => kept.add(css));
    chunk.imports.forEach((file) => visit(byFile.get(file)));
    for (const file of chunk.dynamicImports) {
      const target = byFile.get(file);
      if (!pages.test(target?.facadeModuleId ?? "")) visit(target);
    }
  };
  chunks.filter((c) => c.isEntry).forEach(visit);
  return new Set(Object.keys(bundle).filter((file) => /\.(js|css)$/.test(file) && !kept.has(file)));
}

/** A plugin that finds those files, and the precache manifest's transform that leaves them out. */
export function onlineOnly(pages: RegExp) {
  let files = new Set<string>();
  const plugin: Plugin = {
    name: "rocket:online-only",
    apply: "build",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        files = onlineOnlyFiles(bundle, pages);
      },
    },
  };
  const leaveOut = <Entry extends { url: string }>(entries: Entry[]) => ({
    manifest: entries.filter((e) => !files.has(e.url)),
  });
  return { plugin, leaveOut };
}
