import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";
import { errorBody } from "./errors";

/** Which prerendered first screen answers which path (written by scripts/prerender.ts). */
type FirstScreens = { file: string; pattern: RegExp }[];

function readFirstScreens(webRoot: string): FirstScreens {
  const listed = join(webRoot, "prerendered", "routes.json");
  if (!existsSync(listed)) return [];
  const rows: { file: string; pattern: string }[] = JSON.parse(readFileSync(listed, "utf8"));
  return rows.map((r) => ({ file: r.file, pattern: new RegExp(r.pattern) }));
}

/**
 * Serves the built SPA from webRoot: hashed assets cached for a year, everything else
 * revalidated. Unknown /api paths answer 404 JSON; any other GET gets its route's prerendered
 * first screen where the build made one (docs/decisions/0022), index.html otherwise, so the
 * client router can show the page (or its "lost in space" page).
 */
export async function registerSpa(app: FastifyInstance, webRoot: string): Promise<void> {
  const hasSpa = existsSync(join(webRoot, "index.html"));
  const firstScreens = hasSpa ? readFirstScreens(webRoot) : [];
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false, // "/" has a first screen of its own, sent below
      preCompressed: true,
      setHeaders: (res, path) => {
        const hashed = path.includes(`${join(webRoot, "assets")}`);
        res.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === "GET" || request.method === "HEAD") && !request.url.startsWith("/api/");
    if (hasSpa && isPage) {
      const path = request.url.split("?")[0]!;
      const file = firstScreens.find((s) => s.pattern.test(path))?.file ?? "index.html";
      return reply.header("cache-control", "no-cache").type("text/html").sendFile(file);
    }
    return reply
      .status(404)
      .send(errorBody("not_found", `Nothing at ${request.method} ${request.url.split("?")[0]}`));
  });
}
