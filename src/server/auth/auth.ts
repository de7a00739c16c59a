import { betterAuth } from "better-auth";
import type { FastifyBaseLogger } from "fastify";
import { APIError, createAuthMiddleware } from "better-auth/api";
import type { Config } from "../config";
import type { Db } from "../db/database";
import { loggable, loggableError } from "../http/log-safety";
import type { Mailer } from "../mail/mailer";
import { googleProvider } from "./google";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../core/api/passwords";
import { passwordOwner, RESET_PASSWORD_ENDPOINT } from "./password-owner";
import { guessablePassword, passwordHasher } from "./passwords";
import type { Limiter } from "../limits/limiter";
import {
  DEFAULT_ACCOUNT_LIMIT,
  clearSignInTries,
  countSignInTry,
  signInCounter,
  type AccountLimit,
} from "./account-limit";
import { DEVICE_COOKIE, knownDevice, newDeviceCookie } from "./device-cookie";
import { resetPasswordMail } from "./reset-mail";
import { mayMailReset } from "./reset-mail-limit";
import { endSessionPastLifetime } from "./session-lifetime";
import { existingAccountMail } from "./sign-up-mail";

/** Fastify puts the client address it trusts here; better-auth reads it for rate limits. */
export const CLIENT_IP_HEADER = "x-rocket-client-ip";

/** The same for the origin the request was sent to (http/security.ts, requestOrigin). */
export const REQUEST_ORIGIN_HEADER = "x-rocket-request-origin";

/** Spec section 5 and 8: the fields each form needs, and the message when one is missing. */
const REQUIRED: Record<string, { fields: string[]; message: string }> = {
  "/sign-up/email": {
    fields: ["name", "email", "password"],
    message: "Required: name, email and password",
  },
  "/sign-in/email": { fields: ["email", "password"], message: "Required: email and password" },
  "/request-password-reset": { fields: ["email"], message: "Required: email" },
};

/** Where a new password is chosen, and the field it comes in. */
const NEW_PASSWORD_FIELD: Record<string, string> = {
  "/sign-up/email": "password",
  [RESET_PASSWORD_ENDPOINT]: "newPassword",
  "/change-password": "newPassword",
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const present = (value: unknown) => typeof value === "string" && value.trim() !== "";

/** The register form's limit on a name. */
const NAME_MAX = 100;

/** Where an account's name can be set. Its photo is only ever set by uploading one. */
const PROFILE_PATHS = new Set(["/sign-up/email", "/update-user"]);

function profileProblem(body: Record<string, unknown>): { code: string; message: string } | null {
  if ("image" in body) {
    return { code: "IMAGE_NOT_ALLOWED", message: "Add a photo by uploading it on your profile." };
  }
  const { name } = body;
  if (name !== undefined && (!present(name) || String(name).length > NAME_MAX)) {
    return { code: "INVALID_NAME", message: `Please give a name of 1 to ${NAME_MAX} characters.` };
  }
  return null;
}

/**
 * Requests per window (seconds) per client address (a class shares one school address), and
 * password tries per account (account-limit.ts).
 */
export type RateLimits = Record<"signIn" | "signUp" | "reset", { window: number; max: number }> & {
  account?: AccountLimit;
};
export const DEFAULT_RATE_LIMITS: RateLimits = {
  signIn: { window: 60, max: 90 },
  signUp: { window: 600, max: 90 },
  reset: { window: 600, max: 20 },
  account: DEFAULT_ACCOUNT_LIMIT,
};

/** Mails telling an account's owner that someone tried to register it again, an hour. */
const EXISTING_ACCOUNT_MAILS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

type AuthOptions = {
  config: Config;
  db: Db;
  mailer: Mailer;
  /** Where every limit is counted: the database, or Redis with REDIS_URL (one for all servers). */
  limiter: Limiter;
  rateLimits?: RateLimits;
  /** The server's log, where better-auth's lines go too (made loggable: they quote requests). */
  log: FastifyBaseLogger;
};

export function createAuth({
  config,
  db,
  mailer,
  limiter,
  rateLimits = DEFAULT_RATE_LIMITS,
  log,
}: AuthOptions) {
  const accountLimit = rateLimits.account ?? DEFAULT_ACCOUNT_LIMIT;
  const https = config.publicUrl.startsWith("https:");
  /** The counter a sign-in for this address is on, from the browser's device cookie. */
  const counterOf = (ctx: { getCookie: (name: string) => string | null }, email: string) =>
    signInCounter(
      config.authSecret,
      email,
      knownDevice(config.authSecret, ctx.getCookie(DEVICE_COOKIE), email),
    );
  return betterAuth({
    appName: "Rocket",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    // The page may be the one the request was sent to, as for the app's routes
    // (docs/decisions/0032): a school opens the app at an address PUBLIC_URL does not name.
    trustedOrigins: (request) => [
      ...config.allowedOrigins,
      request?.headers.get(REQUEST_ORIGIN_HEADER),
    ],
    database: { db: db.kysely, type: db.kind },
    telemetry: { enabled: false },
    // Its info lines echo request values (an address tried at sign-up, a refused URL) to no use.
    logger: {
      level: "warn",
      log: (level, message, ...args) =>
        log[level](
          { details: args.map((a) => (a instanceof Error ? loggableError(a) : loggable(a))) },
          loggable(message),
        ),
    },
    emailAndPassword: {
      enabled: true,
      password: passwordHasher,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // Sign-up answers a taken address exactly as a new one, with no session either way
      // (docs/decisions/0021): the app then signs in with the password just chosen.
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }) => {
        const key = `existing-account-mail:${user.id}`;
        const { allowed } = await limiter.hit(key, {
          windowMs: HOUR_MS,
          max: EXISTING_ACCOUNT_MAILS_PER_HOUR,
        });
        if (allowed) await mailer.send(existingAccountMail(user, config.publicUrl));
      },
      onPasswordReset: ({ user }) =>
        clearSignInTries(limiter, signInCounter(config.authSecret, user.email, null)),
      sendResetPassword: async ({ user, url }, request) => {
        // The answer is the same either way (no enumeration); only the mail is held back.
        const limits = { secret: config.authSecret, clientIpHeader: CLIENT_IP_HEADER };
        if (!(await mayMailReset(limiter, limits, user, request))) return;
        await mailer.send(resetPasswordMail(user, url));
      },
    },
    plugins: config.google ? [googleProvider(config.google)] : [],
    rateLimit: {
      enabled: true,
      // better-auth's counters go in the app's shared store too, as one atomic count each.
      customStorage: {
        consume: async (key, rule) => {
          const hit = await limiter.hit(`auth:${key}`, {
            windowMs: rule.window * 1000,
            max: rule.max,
          });
          return { allowed: hit.allowed, retryAfter: Math.ceil(hit.retryAfterMs / 1000) };
        },
      },
      // better-auth's own defaults (3 per 10 s on any /sign-in/* or /sign-up/* path) would stop
      // a class behind one school address, so every such path the app serves gets a rule here.
      customRules: {
        "/sign-in/email": rateLimits.signIn,
        "/sign-in/social": rateLimits.signIn,
        "/sign-up/email": rateLimits.signUp,
        "/request-password-reset": rateLimits.reset,
        [RESET_PASSWORD_ENDPOINT]: rateLimits.reset,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth skips its Origin and redirect-target checks when NODE_ENV is "test"; keep
      // them on so the tests see what production does.
      disableOriginCheck: false,
      // Send the reset mail after answering: waiting for SMTP would make a known email answer
      // slower than an unknown one. The task is already running (and better-auth logs a failure);
      // a long-lived Node process has nothing more to do to keep it alive.
      backgroundTasks: { handler: () => {} },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        await endSessionPastLifetime(ctx);
        if (ctx.body !== undefined && !isRecord(ctx.body)) {
          throw new APIError("BAD_REQUEST", {
            code: "INVALID_BODY",
            message: "The request must be a JSON object.",
          });
        }
        const body = ctx.body ?? {};
        const required = REQUIRED[ctx.path];
        if (required && !required.fields.every((f) => present(body[f]))) {
          throw new APIError("BAD_REQUEST", { code: "REQUIRED_FIELDS", message: required.message });
        }
        const profile = PROFILE_PATHS.has(ctx.path) ? profileProblem(body) : null;
        if (profile) throw new APIError("BAD_REQUEST", profile);
        const passwordField = NEW_PASSWORD_FIELD[ctx.path];
        const password = passwordField && body[passwordField];
        const guessable =
          typeof password === "string" &&
          guessablePassword(password, await passwordOwner(ctx, body));
        if (guessable) throw new APIError("BAD_REQUEST", guessable);
        if (ctx.path === "/sign-in/email") {
          await countSignInTry(limiter, counterOf(ctx, String(body.email)), accountLimit);
        }
        // A changed password ends every other session, whatever the client asks: whoever
        // knew the old one must not stay signed in elsewhere.
        if (ctx.path === "/change-password") {
          return { context: { body: { ...body, revokeOtherSessions: true } } };
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-in/email" && ctx.context.newSession) {
          // The tries on this browser's counter were the student's own; this browser is now
          // one the account has signed in with (decision 0034).
          const { email } = ctx.context.newSession.user;
          await clearSignInTries(limiter, counterOf(ctx, email));
          const cookie = newDeviceCookie(config.authSecret, email, https);
          ctx.setCookie(DEVICE_COOKIE, cookie.value, cookie.options);
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
