import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { fromNodeHeaders } from "better-auth/node";
import { z } from "zod";
import { clientAddress } from "../http/client-address";
import { AppError } from "../http/errors";
import type { Db } from "../db/database";
import { requestOrigin } from "../http/security";
import { CLIENT_IP_HEADER, REQUEST_ORIGIN_HEADER, type Auth } from "./auth";
import { createSessionCheck, type SessionUser } from "./session";

/**
 * Request headers for better-auth, with the client address and the origin the request reached
 * as Fastify trusts them (never the client's claim).
 */
export function authHeaders(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers);
  headers.set(CLIENT_IP_HEADER, clientAddress(request));
  headers.set(REQUEST_ORIGIN_HEADER, requestOrigin(request));
  return headers;
}

/**
 * A sign-up answers no sooner than this after it arrives. The answer is the same for a new and a
 * taken address (decision 0021), but a new one costs two inserts more, which a patient caller
 * could time. Well above a sign-up's own time on an idle server (one Argon2id hash, some 50 ms).
 */
export const SIGN_UP_ANSWER_MS = 200;

/**
 * The same for a reset request: a known address costs a reset link's insert more than an
 * unknown one (some 5 ms on PostgreSQL), well under this.
 */
export const RESET_REQUEST_ANSWER_MS = 100;

/** Paths whose answer must not tell, by its time, whether an address has an account. */
const ANSWER_FLOOR_MS: Record<string, number> = {
  "/api/auth/sign-up/email": SIGN_UP_ANSWER_MS,
  "/api/auth/request-password-reset": RESET_REQUEST_ANSWER_MS,
};

/** better-auth's own endpoints (sign-up/email, sign-in/email, sign-out, …) under /api/auth. */
export function registerAuthRoutes(app: FastifyInstance, auth: Auth): void {
  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    handler: async (request, reply) => {
      const started = performance.now();
      const url = new URL(request.url, auth.options.baseURL as string);
      const send = () =>
        auth.handler(
          new Request(url, {
            method: request.method,
            headers: authHeaders(request),
            ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
          }),
        );
      let response = await send();
      if (url.pathname === "/api/auth/sign-up/email") {
        // Two sign-ups for one new address at once: the second's insert meets the first's row.
        // Asked again, the address is taken, and it gets that case's answer (decision 0021).
        if (await lostInsertRace(response)) response = await send();
      }
      const wait = started + (ANSWER_FLOOR_MS[url.pathname] ?? 0) - performance.now();
      if (wait > 0) await sleep(wait);
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

const FAILED_INSERT = z.object({ code: z.literal("FAILED_TO_CREATE_USER") });

/** better-auth's answer to a sign-up whose user could not be inserted. */
async function lostInsertRace(response: Response): Promise<boolean> {
  if (response.status !== 422) return false;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  return FAILED_INSERT.safeParse(body).success;
}

/** The signed-in student for an app route, or a 401 AppError. */
export type RequireUser = (request: FastifyRequest, reply: FastifyReply) => Promise<SessionUser>;

/**
 * requireUser for the app routes: the direct session check (session.ts) answers the common
 * case; better-auth's getSession answers the rest. When it extends the session (once a day of
 * use) it sends a fresh cookie, which is passed on so the browser's copy lives as long as the
 * session.
 */
export async function userGuard(auth: Auth, db: Db): Promise<RequireUser> {
  const check = await createSessionCheck(auth, db);
  return async (request, reply) => {
    const found = await check(request.headers);
    if (found === "better-auth") return getSessionUser(auth, request, reply);
    if (!found) throw unauthorized();
    return found;
  };
}

async function getSessionUser(
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionUser> {
  const { headers, response: session } = await auth.api.getSession({
    headers: authHeaders(request),
    returnHeaders: true,
  });
  if (!session) throw unauthorized();
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  const { id, name, email, image } = session.user;
  return { id, name, email, image: image ?? null };
}

/** The signed-in student, or null for a visitor: for a route open to both. */
export const studentOrVisitor =
  (requireUser: RequireUser) =>
  (request: FastifyRequest, reply: FastifyReply): Promise<SessionUser | null> =>
    requireUser(request, reply).catch((error: unknown) => {
      if (error instanceof AppError && error.statusCode === 401) return null;
      throw error;
    });

/** The answer to an app route asked without a valid session. */
export const unauthorized = () => new AppError(401, "unauthorized", "Please log in first.");
