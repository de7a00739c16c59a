// Writes .br and .gz beside each text file of the build, once, at build time, so the server
// sends them compressed without spending CPU per request (@fastify/static `preCompressed`).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

const TEXT = /\.(js|css|html|svg|json|webmanifest)$/;
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "rocket:precompress",
    apply: "build",
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After everything else, the service worker included (vite-plugin-pwa writes it here too).
    closeBundle: {
      order: "post",
      sequential: true,
      handler() {
        for (const path of files(outDir)) {
          if (!TEXT.test(path)) continue;
          const body = readFileSync(path);
          if (body.length < MIN_BYTES) continue;
          writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
          writeFileSync(
            `${path}.br`,
            brotliCompressSync(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
          );
        }
      },
    },
  };
}
