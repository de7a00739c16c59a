import { expect, it } from "vitest";
import type { Rollup } from "vite";
import { onlineOnlyFiles } from "./online-only";

type Parts = Partial<Rollup.OutputChunk> & { css?: string[] };

/** A chunk as the bundle holds it, with only what onlineOnlyFiles reads. */
function chunk(fileName: string, parts: Parts): Rollup.OutputChunk {
  const { css = [], ...rest } = parts;
  return {
    type: "chunk",
    fileName,
    isEntry: false,
    facadeModuleId: null,
    imports: [],
    dynamicImports: [],
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
    ...rest,
  } as Rollup.OutputChunk;
}

/** The chunks and, as assets, the style sheets they import. */
function bundle(chunks: Rollup.OutputChunk[]): Rollup.OutputBundle {
  const sheets = chunks.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]);
  const assets = sheets.map((fileName) => ({ type: "asset", fileName }) as Rollup.OutputAsset);
  return Object.fromEntries([...chunks, ...assets].map((f) => [f.fileName, f]));
}

const CLASS_PAGES = /features\/teacher\//;

it("leaves out a page only its dynamic import reaches, with its own code and style sheet", () => {
  const files = onlineOnlyFiles(
    bundle([
      chunk("index.js", { isEntry: true, dynamicImports: ["class-page.js", "mission.js"] }),
      chunk("class-page.js", {
        facadeModuleId: "/app/src/web/features/teacher/class-page.tsx",
        imports: ["grid.js", "ui.js"],
        css: ["class-page.css"],
      }),
      chunk("grid.js", {}),
      chunk("mission.js", {
        facadeModuleId: "/app/src/web/features/mission.tsx",
        imports: ["ui.js"],
      }),
      chunk("ui.js", { css: ["ui.css"] }),
    ]),
    CLASS_PAGES,
  );
  expect([...files].sort()).toEqual(["class-page.css", "class-page.js", "grid.js"]);
});

it("keeps what another entry imports, even when an online-only page imports it too", () => {
  const files = onlineOnlyFiles(
    bundle([
      chunk("index.js", { isEntry: true, dynamicImports: ["class-page.js"] }),
      chunk("start.js", { isEntry: true, imports: ["grid.js"] }),
      chunk("class-page.js", {
        facadeModuleId: "/app/src/web/features/teacher/class-page.tsx",
        imports: ["grid.js"],
      }),
      chunk("grid.js", {}),
    ]),
    CLASS_PAGES,
  );
  expect([...files]).toEqual(["class-page.js"]);
});
