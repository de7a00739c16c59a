// Prerendered first screens (docs/decisions/0022): after `vite build` has written the browser
// app, this builds scripts/first-screen.tsx for Node, renders each fixed route as a first-time
// visitor sees it, and writes it into the built index.html as prerendered/<name>.html
// (first-screen-html.ts). src/server/http/spa.ts serves them (prerendered/routes.json says
// which file answers which path); src/web/main.tsx hydrates them.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { build, type Plugin } from "vite";
import type { FirstScreen } from "./first-screen";
import { firstScreenHtml, readStylesheets, writeStarter } from "./first-screen-html";

const ENTRY = fileURLToPath(new URL("first-screen.tsx", import.meta.url));
const PRERENDERED_DIR = "prerendered";

type ServerEntry = {
  firstScreens: () => Promise<FirstScreen[]>;
  renderFirstScreen: (path: string) => Promise<string>;
};

/** Builds the server entry into a temporary folder, bundled whole so it runs from anywhere. */
async function buildServerEntry(root: string, dir: string): Promise<ServerEntry> {
  await build({
    configFile: false,
    root,
    logLevel: "warn",
    // The service worker's registration is only ever imported in the browser.
    plugins: [react(), stub("virtual:pwa-register", "export const registerSW = () => () => {};")],
    ssr: { noExternal: true },
    build: { ssr: ENTRY, outDir: dir, emptyOutDir: true, copyPublicDir: false },
  });
  const entry: ServerEntry = await import(pathToFileURL(join(dir, "first-screen.js")).href);
  return entry;
}

function stub(id: string, code: string): Plugin {
  return {
    name: `rocket:stub-${id}`,
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (loaded) => (loaded === `\0${id}` ? code : undefined),
  };
}

export function prerender(): Plugin {
  let root = "";
  let outDir = "";
  let ssr = false;
  return {
    name: "rocket:prerender",
    apply: "build",
    configResolved: (config) => {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    // Before the service worker is generated (it leaves these pages out, see vite.config.ts)
    // and before precompress, which then compresses them too.
    closeBundle: {
      order: "pre",
      sequential: true,
      async handler() {
        if (ssr) return;
        const dir = mkdtempSync(join(tmpdir(), "rocket-prerender-"));
        try {
          const { firstScreens, renderFirstScreen } = await buildServerEntry(root, dir);
          const screens = await firstScreens();
          const template = readFileSync(join(outDir, "index.html"), "utf8");
          const sheets = readStylesheets(outDir, template);
          const starter = writeStarter(outDir, template);
          mkdirSync(join(outDir, PRERENDERED_DIR), { recursive: true });
          for (const { path, file, title } of screens) {
            const markup = await renderFirstScreen(path);
            const html = firstScreenHtml(template, { markup, title, sheets, starter });
            writeFileSync(join(outDir, PRERENDERED_DIR, file), html);
          }
          const routes = screens.map(({ file, pattern }) => ({
            file: `${PRERENDERED_DIR}/${file}`,
            pattern,
          }));
          writeFileSync(join(outDir, PRERENDERED_DIR, "routes.json"), JSON.stringify(routes));
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
    },
  };
}
