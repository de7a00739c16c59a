import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import type { Config } from "../config";
import type { Db } from "../db/database";
import type { Mailer } from "../mail/mailer";
import { googleProvider } from "./google";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../core/api/passwords";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword, passwordHasher } from "./passwords";
import { resetPasswordMail } from "./reset-mail";

/** Fastify puts the client address it trusts here; better-auth reads it for rate limits. */
export const CLIENT_IP_HEADER = "x-rocket-client-ip";

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
  "/reset-password": "newPassword",
};

const present = (value: unknown) => typeof value === "string" && value.trim() !== "";

/** Requests per window (seconds) per client address. A class shares one school address. */
export type RateLimits = Record<"signIn" | "signUp" | "reset", { window: number; max: number }>;
export const DEFAULT_RATE_LIMITS: RateLimits = {
  signIn: { window: 60, max: 90 },
  signUp: { window: 600, max: 90 },
  reset: { window: 600, max: 20 },
};

type AuthOptions = { config: Config; db: Db; mailer: Mailer; rateLimits?: RateLimits };

export function createAuth({ config, db, mailer, rateLimits = DEFAULT_RATE_LIMITS }: AuthOptions) {
  return betterAuth({
    appName: "Rocket",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl],
    database: { db: db.kysely, type: db.kind },
    telemetry: { enabled: false },
    emailAndPassword: {
      enabled: true,
      password: passwordHasher,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => mailer.send(resetPasswordMail(user, url)),
    },
    plugins: config.google ? [googleProvider(config.google)] : [],
    rateLimit: {
      enabled: true,
      storage: "database",
      // better-auth's own defaults (3 per 10 s on any /sign-in/* or /sign-up/* path) would stop
      // a class behind one school address, so every such path the app serves gets a rule here.
      customRules: {
        "/sign-in/email": rateLimits.signIn,
        "/sign-in/social": rateLimits.signIn,
        "/sign-up/email": rateLimits.signUp,
        "/request-password-reset": rateLimits.reset,
        "/reset-password": rateLimits.reset,
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
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const required = REQUIRED[ctx.path];
        if (required && !required.fields.every((f) => present(body[f]))) {
          throw new APIError("BAD_REQUEST", { code: "REQUIRED_FIELDS", message: required.message });
        }
        const passwordField = NEW_PASSWORD_FIELD[ctx.path];
        const password = passwordField && body[passwordField];
        if (typeof password === "string" && isCommonPassword(password)) {
          throw new APIError("BAD_REQUEST", {
            code: "COMMON_PASSWORD",
            message: COMMON_PASSWORD_MESSAGE,
          });
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
