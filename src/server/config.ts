import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import { join, resolve } from "node:path";
import { z } from "zod";

/** An IPv4 or IPv6 address, or one with a /prefix (a network). */
const isAddressOrNetwork = (entry: string) => {
  const [address = "", prefix, ...rest] = entry.split("/");
  const bits = isIP(address) === 6 ? 128 : 32;
  const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= bits);
  return isIP(address) !== 0 && prefixOk && rest.length === 0;
};

/**
 * Which proxies' X-Forwarded-For to believe (docs/decisions/0032): none, a number of hops, or
 * the proxies' addresses and networks. "true" would believe any client's own claim, so it is
 * refused rather than guessed at.
 */
const trustProxy = z
  .string()
  .default("false")
  .transform((value, ctx): false | number | string[] => {
    const text = value.trim();
    if (text === "false" || text === "0" || text === "") return false;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(",").map((e) => e.trim());
    if (text !== "true" && entries.every(isAddressOrNetwork)) return entries;
    ctx.addIssue({
      code: "custom",
      message:
        "TRUST_PROXY must be false, the number of proxies in front of the server (e.g. 1), or " +
        "their addresses or networks (e.g. 10.0.0.0/8); true would let any client choose its " +
        "own address",
    });
    return z.NEVER;
  });

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
  ALLOWED_ORIGINS: z
    .string()
    .default("")
    .transform((list) =>
      list
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url("ALLOWED_ORIGINS must list URLs such as https://rocket.school.nz"))),
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
  TRUST_PROXY: trustProxy,
  WEB_ROOT: z.string().default("dist/web"),
  HOSTED_IN: z.string().trim().min(1).max(200).optional(),
  NODE_ENV: z.string().default("development"),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  /**
   * Page origins whose requests are the app's own besides the one a request was sent to:
   * PUBLIC_URL's and ALLOWED_ORIGINS (docs/decisions/0032).
   */
  allowedOrigins: string[];
  authSecret: string;
  google: { clientId: string; clientSecret: string; hostedDomain?: string; issuer: string } | null;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where rate-limit counters live when set; otherwise in the database. */
  redisUrl: string | undefined;
  /** Fastify's trustProxy: false, a number of proxy hops, or the proxies' addresses. */
  trustProxy: false | number | string[];
  webRoot: string;
  /** Every run but production checks the app's answers against the contract (http/route.ts). */
  checkAnswers: boolean;
  /** Where the server and its data are, in the privacy policy's words (docs/decisions/0054). */
  hostedIn: string | undefined;
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
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    allowedOrigins: [publicUrl, ...e.ALLOWED_ORIGINS].map((url) => new URL(url).origin),
    authSecret: e.AUTH_SECRET ?? localSecret(dataDir),
    google,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    webRoot: resolve(e.WEB_ROOT),
    checkAnswers: e.NODE_ENV !== "production",
    hostedIn: e.HOSTED_IN,
  };
}
