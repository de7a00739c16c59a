import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";

/** Environment variables, all optional for a local run (README, "Configuration"). */
const env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL")
    .optional(),
  PUBLIC_URL: z.url().optional(),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_HOSTED_DOMAIN: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.url().default("https://accounts.google.com"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must be an smtp:// URL")
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "REDIS_URL must be a redis:// URL")
    .optional(),
  MAIL_FROM: z.string().default("Rocket <no-reply@rocket.local>"),
  TRUST_PROXY: z.enum(["true", "false"]).default("false"),
  WEB_ROOT: z.string().default("dist/web"),
  NODE_ENV: z.string().default("development"),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  authSecret: string;
  google: { clientId: string; clientSecret: string; hostedDomain?: string; issuer: string } | null;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where rate-limit counters live when set; otherwise in the database. */
  redisUrl: string | undefined;
  trustProxy: boolean;
  webRoot: string;
  /** Every run but production checks the app's answers against the contract (http/route.ts). */
  checkAnswers: boolean;
};

/** For local runs the secret is generated once and kept in DATA_DIR, so sessions survive restarts. */
function localSecret(dataDir: string): string {
  const file = join(dataDir, "auth-secret");
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  return readFileSync(file, "utf8").trim();
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === "production" && !e.AUTH_SECRET) {
    throw new Error("Invalid configuration:\n  AUTH_SECRET is required in production");
  }
  const dataDir = resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const google =
    e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
      ? {
          clientId: e.GOOGLE_CLIENT_ID,
          clientSecret: e.GOOGLE_CLIENT_SECRET,
          hostedDomain: e.GOOGLE_HOSTED_DOMAIN,
          issuer: e.GOOGLE_ISSUER,
        }
      : null;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    authSecret: e.AUTH_SECRET ?? localSecret(dataDir),
    google,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY === "true",
    webRoot: resolve(e.WEB_ROOT),
    checkAnswers: e.NODE_ENV !== "production",
  };
}
