import type { FastifyInstance } from "fastify";
import rateLimit from "@fastify/rate-limit";
import { contactRequest, eventsRequest, type HealthResponse } from "../../core/api/schemas";
import type { Db } from "../db/database";
import { saveContactMessage, saveEvents } from "../db/repos/messages";
import { AppError, parse } from "../http/errors";
import type { AppLimits, Limiter } from "../limits/limiter";
import { limiterStore } from "../limits/route-limits";

type PublicRouteOptions = { db: Db; limiter: Limiter; limits: AppLimits };

/** Routes open to everyone, signed in or not. */
export async function registerPublicRoutes(
  app: FastifyInstance,
  { db, limiter, limits }: PublicRouteOptions,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    // Counted per client address in the store all servers share, not in this one's memory.
    store: limiterStore(limiter),
    // Thrown to the app's error handler, which answers { error: { code, message } }.
    errorResponseBuilder: (_request, { after, statusCode }) =>
      new AppError(
        statusCode,
        "rate_limited",
        `Too many requests from here. Please try again in ${after}.`,
      ),
  });

  app.get("/api/health", async (): Promise<HealthResponse> => {
    await db.kysely.selectFrom("user").select("id").limit(1).execute();
    return { ok: true, db: db.kind };
  });

  app.post(
    "/api/contact",
    {
      bodyLimit: 16 * 1024,
      config: {
        rateLimit: { max: limits.contactPerHour, timeWindow: "1 hour", groupId: "contact" },
      },
    },
    async (request, reply) => {
      await saveContactMessage(db, parse(contactRequest, request.body));
      return reply.status(201).send({ ok: true });
    },
  );

  app.post(
    "/api/events",
    {
      bodyLimit: 8 * 1024,
      config: {
        rateLimit: { max: limits.eventsPerMinute, timeWindow: "1 minute", groupId: "events" },
      },
    },
    async (request, reply) => {
      const { events } = parse(eventsRequest, request.body);
      await saveEvents(db, events);
      return reply.status(202).send({ ok: true });
    },
  );
}
