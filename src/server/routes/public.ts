import type { FastifyInstance } from "fastify";
import rateLimit from "@fastify/rate-limit";
import { contactRequest, eventsRequest, type HealthResponse } from "../../core/api/schemas";
import type { Db } from "../db/database";
import { saveContactMessage, saveEvents } from "../db/repos/messages";
import { AppError, parse } from "../http/errors";

export type PublicLimits = { contactPerHour: number; eventsPerMinute: number };
export const DEFAULT_PUBLIC_LIMITS: PublicLimits = { contactPerHour: 20, eventsPerMinute: 600 };

/** Routes open to everyone, signed in or not. */
export async function registerPublicRoutes(
  app: FastifyInstance,
  { db, limits = DEFAULT_PUBLIC_LIMITS }: { db: Db; limits?: PublicLimits },
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
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
      config: { rateLimit: { max: limits.contactPerHour, timeWindow: "1 hour" } },
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
      config: { rateLimit: { max: limits.eventsPerMinute, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const { events } = parse(eventsRequest, request.body);
      await saveEvents(db, events);
      return reply.status(202).send({ ok: true });
    },
  );
}
