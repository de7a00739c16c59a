// How a prerendered page is made from the built index.html (docs/decisions/0022): the markup in
// #root, the stylesheets it uses inline, and the app's script started once the page has painted.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

type Sheet = { href: string; css: string; classes: Set<string> };
export type Stylesheets = { linked: Sheet[]; chunks: Sheet[] };

const classesIn = (css: string) => css.match(/(?<=\.)-?[_a-zA-Z][\w-]*/g) ?? [];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const linkTag = (href: string) =>
  new RegExp(`<link rel="stylesheet"[^>]*href="${escape(href)}"[^>]*>`);

/**
 * The build's stylesheets: those index.html links itself, and each lazy chunk's with the class
 * names it styles that the linked ones do not (a chunk may also style a shared class, such as
 * a button's, in its own context: that alone does not make the chunk's sheet needed).
 */
export function readStylesheets(outDir: string, template: string): Stylesheets {
  const sheets = readdirSync(join(outDir, "assets"))
    .filter((name) => name.endsWith(".css"))
    .map((name) => {
      const css = readFileSync(join(outDir, "assets", name), "utf8");
      return { href: `/assets/${name}`, css, classes: new Set(classesIn(css)) };
    });
  const linked = sheets.filter((s) => linkTag(s.href).test(template));
  const shared = new Set(linked.flatMap((s) => [...s.classes]));
  const chunks = sheets
    .filter((s) => !linked.includes(s))
    .map((s) => ({ ...s, classes: new Set([...s.classes].filter((c) => !shared.has(c))) }));
  return { linked, chunks };
}

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The module each prerendered page loads instead of the app: it starts the app (its entry and
 * the chunks index.html preloads) once the first paint is shown, so the app's script does not
 * take bandwidth or main thread from the page and its font. A tap on a button that React has
 * not taken over yet would be lost (server markup has no handlers): it is held until React has
 * hydrated that button, then replayed. So is a key pressed on such an element (the arrow keys of a mission's
 * pages), except Enter and Space, which reach a button as a click, and Tab, which only moves
 * focus. React marks the elements it has hydrated with a "__reactFiber$…" key.
 */
const starterCode = (modules: string[]) => `// Prerendered first screens: docs/decisions/0022.
const hydrated = (element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
const whenHydrated = (element, act, frames = 600) => {
  if (hydrated(element) || frames === 0) act();
  else requestAnimationFrame(() => whenHydrated(element, act, frames - 1));
};
const hold = (event, element, act) => {
  event.preventDefault();
  event.stopPropagation();
  whenHydrated(element, act);
};
addEventListener(
  "click",
  (event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (button && !hydrated(button)) hold(event, button, () => button.click());
  },
  true,
);
const root = document.getElementById("root");
addEventListener(
  "keydown",
  (event) => {
    const { target, key, code, shiftKey, altKey, ctrlKey, metaKey } = event;
    if (!event.isTrusted || ["Enter", " ", "Tab"].includes(key)) return;
    if (!(target instanceof Element) || target === root || !root.contains(target)) return;
    if (hydrated(target)) return;
    const again = { key, code, shiftKey, altKey, ctrlKey, metaKey, bubbles: true, cancelable: true };
    hold(event, target, () => target.dispatchEvent(new KeyboardEvent("keydown", again)));
  },
  true,
);
// Started once the first contentful paint is on screen (the browser reports it once shown, not
// when drawn), so the page's text never waits for the app's script; within 2 s in any case, for
// a page not on screen (a tab opened behind others reports no paint). A task for each module,
// so that starting them is never one long task.
let started = false;
const start = () => {
  if (started) return;
  started = true;
  ${JSON.stringify(modules)}.forEach((m) => setTimeout(() => import(m)));
};
new PerformanceObserver((list) => {
  if (list.getEntriesByName("first-contentful-paint").length > 0) start();
}).observe({ type: "paint", buffered: true });
setTimeout(start, 2000);
`;

/** Writes the starter into assets/ under a hash of its text; its URL. */
export function writeStarter(outDir: string, template: string): string {
  const entry = ENTRY.exec(template)?.[1];
  if (!entry) throw new Error("index.html has no module script");
  const code = starterCode([...[...template.matchAll(MODULE_PRELOAD)].map((m) => m[1]!), entry]);
  const name = `start-${createHash("sha256").update(code).digest("base64url").slice(0, 8)}.js`;
  writeFileSync(join(outDir, "assets", name), code);
  return `/assets/${name}`;
}

const ROOT = /<div id="root">\s*<!--app-->[\s\S]*<!--\/app-->\s*<\/div>/;
/**
 * A stylesheet inline, named by a disabled link (which the browser does not fetch): the app's
 * lazy chunks load their stylesheets through Vite's preload helper, which adds a link for any
 * sheet no link names, and a sheet loaded again would restyle the whole page as it arrives.
 */
const style = ({ href, css }: Sheet) =>
  `<link rel="stylesheet" href="${href}" disabled><style>${css}</style>`;

type Screen = { markup: string; title?: string; sheets: Stylesheets; starter: string };

/** index.html with the markup in #root (nothing else there, not even a space: React hydrates it). */
export function firstScreenHtml(template: string, { markup, title, sheets, starter }: Screen) {
  if (!ROOT.test(template)) throw new Error("index.html has no <!--app--> … <!--/app--> in #root");
  const used = new Set([...markup.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)));
  const chunks = sheets.chunks.filter((s) => [...used].some((name) => s.classes.has(name)));
  let html = template
    .replace(ROOT, () => `<div id="root" data-prerendered="">${markup}</div>`)
    .replace(ENTRY, () => `<script type="module" src="${starter}"></script>`)
    .replace(MODULE_PRELOAD, "")
    .replace("</head>", () => `${chunks.map(style).join("")}</head>`);
  for (const sheet of sheets.linked) html = html.replace(linkTag(sheet.href), () => style(sheet));
  return title ? html.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`) : html;
}
