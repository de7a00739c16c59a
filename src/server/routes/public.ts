import type { FastifyInstance } from "fastify";
import rateLimit from "@fastify/rate-limit";
import { studentOrVisitor, type RequireUser } from "../auth/routes";
import type { Db } from "../db/database";
import { saveContactMessage, saveEvents } from "../db/repos/messages";
import { clientAddress } from "../http/client-address";
import { AppError } from "../http/errors";
import type { Route } from "../http/route";
import type { AppLimits, Limiter } from "../limits/limiter";
import { limiterStore } from "../limits/route-limits";

type PublicRouteOptions = { db: Db; limiter: Limiter; limits: AppLimits; requireUser: RequireUser };

/** Routes open to everyone, signed in or not. */
export async function registerPublicRoutes(
  app: FastifyInstance,
  route: Route,
  { db, limiter, limits, requireUser }: PublicRouteOptions,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    // Counted per client address in the store all servers share, not in this one's memory.
    store: limiterStore(limiter),
    keyGenerator: clientAddress,
    // Thrown to the app's error handler, which answers { error: { code, message } }.
    errorResponseBuilder: (_request, { after, statusCode }) =>
      new AppError(
        statusCode,
        "rate_limited",
        `Too many requests from here. Please try again in ${after}.`,
      ),
  });

  const senderOf = studentOrVisitor(requireUser);

  route("health", {}, async () => {
    await db.kysely.selectFrom("user").select("id").limit(1).execute();
    return { ok: true, db: db.kind };
  });

  route(
    "contact",
    {
      bodyLimit: 16 * 1024,
      config: {
        rateLimit: { max: limits.contactPerHour, timeWindow: "1 hour", groupId: "contact" },
      },
    },
    async (request, reply, body) => {
      // Linked to the account it is sent from, never to whoever has its address (decision 0033).
      const sender = await senderOf(request, reply);
      await saveContactMessage(db, body(), sender?.id ?? null);
      reply.status(201);
      return { ok: true };
    },
  );

  route(
    "events",
    {
      bodyLimit: 8 * 1024,
      config: {
        rateLimit: { max: limits.eventsPerMinute, timeWindow: "1 minute", groupId: "events" },
      },
    },
    async (_request, reply, body) => {
      await saveEvents(db, body().events);
      reply.status(202);
      return { ok: true };
    },
  );
}
