import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { fromNodeHeaders } from "better-auth/node";
import { AppError } from "../http/errors";
import { CLIENT_IP_HEADER, type Auth } from "./auth";

/** Request headers for better-auth, with the client address Fastify trusts (never the client's claim). */
export function authHeaders(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers);
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/** better-auth's own endpoints (sign-up/email, sign-in/email, sign-out, …) under /api/auth. */
export function registerAuthRoutes(app: FastifyInstance, auth: Auth): void {
  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    handler: async (request, reply) => {
      const url = new URL(request.url, auth.options.baseURL as string);
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers: authHeaders(request),
          ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
        }),
      );
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== "set-cookie") reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}

export type SessionUser = { id: string; name: string; email: string; image?: string | null };

/**
 * The signed-in student, or 401. When better-auth extends the session (once a day of use) it
 * sends a fresh cookie, which is passed on so the browser's copy lives as long as the session.
 */
export async function requireUser(
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionUser> {
  const { headers, response: session } = await auth.api.getSession({
    headers: authHeaders(request),
    returnHeaders: true,
  });
  if (!session) throw new AppError(401, "unauthorized", "Please log in first.");
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  return session.user;
}
