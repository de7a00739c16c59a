import { existsSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";
import { errorBody } from "./errors";

/**
 * Serves the built SPA from webRoot: hashed assets cached for a year, everything else
 * revalidated. Unknown /api paths answer 404 JSON; any other GET gets index.html, so the
 * client router can show the page (or its "lost in space" page).
 */
export async function registerSpa(app: FastifyInstance, webRoot: string): Promise<void> {
  const hasSpa = existsSync(join(webRoot, "index.html"));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      preCompressed: true,
      setHeaders: (res, path) => {
        const hashed = path.includes(`${join(webRoot, "assets")}`);
        res.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === "GET" && !request.url.startsWith("/api/");
    if (hasSpa && isPage) {
      return reply.header("cache-control", "no-cache").type("text/html").sendFile("index.html");
    }
    return reply
      .status(404)
      .send(errorBody("not_found", `Nothing at ${request.method} ${request.url.split("?")[0]}`));
  });
}
