import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { onlineOnly } from "./scripts/online-only";
import { precompress } from "./scripts/precompress";
import { prerender } from "./scripts/prerender";
import { manifestIcons, pwaIcons, SKY } from "./scripts/pwa-icons";

// Lazy chunks as the spec names them: missions, tools and contact load only when visited (the
// mission player apart from the missions lists, docs/decisions/0027); everything else is the
// main entry or a small page chunk of its own.
const chunkGroups = [
  // The topic lists; the player apart, so a list does not load the player's code and stylesheets.
  { name: "missions", test: /src\/web\/features\/mission-list\// },
  // A mission's drawings (mission-player/art) stay with its content, in that mission's own chunk.
  { name: "player", test: /src\/web\/features\/mission-player\/(?!art\/)/ },
  // The calculators and their chart; the /tools list (its page, icons and list) stays apart.
  { name: "tools", test: /src\/web\/features\/tools\/(?!tools-page|tool-icon|tools\.)/ },
  { name: "contact", test: /src\/web\/features\/contact\// },
  // React DOM in a file of its own: a prerendered page's starter imports it apart from the
  // entry, so its evaluation is a task of its own rather than half of the entry's.
  { name: "react-dom", test: /node_modules\/(react-dom|scheduler)\/|src\/web\/react-dom-client/ },
  // What every visit loads of the app's lib and core (session, sync queue, settings, paths, the
  // catalogue) and of the small libraries they use, in one file rather than ten: fewer requests,
  // and less gzip, as each small file carries its own imports and exports and compresses apart
  // (issue 24's first-visit budget, docs/decisions/0059). $initial leaves out what only lazy
  // pages import (the first-try queue, say). None of these holds CSS: no stylesheet moves.
  {
    name: "app",
    tags: ["$initial" as const],
    test: /src\/(web\/lib|core)\/|node_modules\/(zustand|wouter|regexparam|idb-keyval|use-sync-external-store)\//,
  },
];

// Pages that need the network to do anything: a class's pages, joining one, sending a message.
const onlineOnlyPages = onlineOnly(
  /src\/web\/(features\/(teacher|my-classes|contact)\/|app\/class-route-table)/,
);

// Installable and offline (docs/decisions/0012): the service worker precaches the whole built
// app, lazy chunks included, so every page works offline after one visit, except the pages above
// (decision 0066). It never caches /api.
const pwa = VitePWA({
  registerType: "prompt",
  injectRegister: false, // src/web/features/pwa/register-sw.ts registers it once the page is idle
  manifest: {
    id: "/",
    name: "Rocket",
    short_name: "Rocket",
    description:
      "Money skills for New Zealand secondary-school students: banking, budgeting, paying, credit and life after school.",
    lang: "en-NZ",
    dir: "ltr",
    start_url: "/explorer",
    scope: "/",
    display: "standalone",
    background_color: SKY,
    theme_color: SKY,
    categories: ["education", "finance"],
    icons: manifestIcons,
  },
  // Icons are not precached: no page draws one, and the browser fetches them when installing.
  includeManifestIcons: false,
  workbox: {
    globPatterns: ["**/*.{js,css,html,woff2}"],
    // Offline, every page starts from index.html's boot screen: the prerendered first screens
    // (docs/decisions/0022) are for a first visit over the network, when no worker runs yet.
    // Nor is Fredoka's Hebrew subset, which no page uses.
    globIgnores: ["prerendered/**", "assets/fredoka-hebrew-*"],
    manifestTransforms: [onlineOnlyPages.leaveOut],
    navigateFallback: "index.html",
    navigateFallbackDenylist: [/^\/api\//],
    cleanupOutdatedCaches: true,
    // Take charge of the page on the first visit (so lazy chunks come from the cache at once);
    // a new version still waits for the student's Update (registerType "prompt").
    clientsClaim: true,
  },
});

// Every page's heading uses the display font: fetch it alongside the CSS rather than after it,
// so headings do not reflow when it arrives (a layout shift Lighthouse counted on /missions).
const preloadFont = (file: RegExp): Plugin => ({
  name: "rocket:preload-font",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler: (_html, { bundle }) =>
      Object.keys(bundle ?? {})
        .filter((name) => file.test(name))
        .map((name) => ({
          tag: "link",
          attrs: {
            rel: "preload",
            href: `/${name}`,
            as: "font",
            type: "font/woff2",
            crossorigin: "",
          },
          injectTo: "head" as const,
        })),
  },
});

// A lazy chunk's loader (Vite's preload helper) adds a <link rel="modulepreload"> for each module
// the chunk imports, unless a link already names it. The entry's own imports are loaded before any
// lazy chunk is asked for, and a prerendered page (docs/decisions/0022) has no links for them, so
// each was linked again on the main thread, 10–20 ms on a mission page. Leave them out.
const entryImports = new Set<string>();
const findEntryImports: Plugin = {
  name: "rocket:entry-imports",
  apply: "build",
  generateBundle: {
    order: "pre",
    handler(_options, bundle) {
      const visit = (file: string) => {
        const chunk = bundle[file];
        if (chunk?.type !== "chunk" || entryImports.has(file)) return;
        entryImports.add(file);
        chunk.imports.forEach(visit);
      };
      for (const chunk of Object.values(bundle))
        if (chunk.type === "chunk" && chunk.isEntry) visit(chunk.fileName);
    },
  },
};

export default defineConfig({
  root: "src/web",
  plugins: [
    react(),
    findEntryImports,
    pwaIcons(fileURLToPath(new URL("src/web/public/icon.svg", import.meta.url))),
    preloadFont(/fredoka-latin-600-normal-[\w-]+\.woff2$/),
    prerender(),
    onlineOnlyPages.plugin,
    pwa,
    precompress(),
  ],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    // Fonts stay files: a small one inlined as base64 would be in every page's stylesheet (and
    // every prerendered first screen), used or not, where its unicode-range fetches it only for
    // a page that needs it.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === "js" ? deps.filter((dep) => !entryImports.has(dep)) : deps,
    },
    rolldownOptions: {
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: chunkGroups } },
    },
  },
  server: { port: 3000, proxy: { "/api": "http://localhost:3001" } },
});
