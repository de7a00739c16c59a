import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import type { Config } from "../config";
import type { Db } from "../db/database";
import type { Mailer } from "../mail/mailer";
import { googleProvider } from "./google";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../core/api/passwords";
import { guessablePassword, passwordHasher } from "./passwords";
import { recentResetRequests } from "../db/repos/account";
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

/** Requests per window (seconds) per client address. A class shares one school address. */
export type RateLimits = Record<"signIn" | "signUp" | "reset", { window: number; max: number }>;
export const DEFAULT_RATE_LIMITS: RateLimits = {
  signIn: { window: 60, max: 90 },
  signUp: { window: 600, max: 90 },
  reset: { window: 600, max: 20 },
};

/**
 * Reset mails one address receives in an hour, however many addresses ask: a student who lost
 * the first mail can ask again, but nobody can flood an inbox.
 */
export const RESET_MAILS_PER_HOUR = 3;

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
      sendResetPassword: async ({ user, url }) => {
        // The answer is the same either way (no enumeration); only the mail is held back.
        if ((await recentResetRequests(db, user.id)) > RESET_MAILS_PER_HOUR) return;
        await mailer.send(resetPasswordMail(user, url));
      },
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
        const guessable = typeof password === "string" && guessablePassword(password, body);
        if (guessable) throw new APIError("BAD_REQUEST", guessable);
        // A changed password ends every other session, whatever the client asks: whoever
        // knew the old one must not stay signed in elsewhere.
        if (ctx.path === "/change-password") {
          return { context: { body: { ...body, revokeOtherSessions: true } } };
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
