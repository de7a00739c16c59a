import { createServer } from "node:http";
import { resolve } from "node:path";
import Fastify, { type FastifyServerOptions } from "fastify";
import { knownTags } from "../core/content/mission-tags";
import { createAuth, type RateLimits } from "./auth/auth";
import { registerAuthRoutes, userGuard } from "./auth/routes";
import type { Config } from "./config";
import type { Db } from "./db/database";
import { registerBodyGuard } from "./http/body-guard";
import { loggableError, loggableRequest } from "./http/log-safety";
import { trustedProxies } from "./http/client-address";
import { registerErrorHandling } from "./http/errors";
import { contractRoutes } from "./http/route";
import { QuietRequestLogs } from "./http/request-logs";
import { registerSecurity } from "./http/security";
import { registerSpa } from "./http/spa";
import { createMailer, type Mailer } from "./mail/mailer";
import { scheduleDailyPurge } from "./db/daily-purge";
import { expireRateLimits } from "./db/repos/rate-limits";
import { registerAccountRoutes } from "./routes/account";
import { registerAvatarRoutes } from "./routes/avatar";
import { registerClassRoutes } from "./routes/classes/register";
import { registerMeRoutes } from "./routes/me";
import { registerPublicRoutes } from "./routes/public";
import { createLimiter, DEFAULT_APP_LIMITS, type AppLimits } from "./limits/limiter";
import { loadMissions } from "./missions";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export type AppOptions = {
  config: Config;
  db: Db;
  /** pino's options (main.ts gives the level; tests a stream too); none: no logging. */
  logger?: Exclude<FastifyServerOptions["logger"], boolean>;
  mailer?: Mailer;
  rateLimits?: RateLimits;
  /** The app's own limits (tests lower or raise them); better-auth's are `rateLimits`. */
  appLimits?: Partial<AppLimits>;
  /** How long a whole request may take to arrive (tests shorten it). */
  requestTimeoutMs?: number;
};

/**
 * A request whose headers and body have not all arrived by then is answered 408 and its
 * connection closed: a client trickling a body a byte at a time would otherwise hold a
 * connection (and its memory) for ever. A photo is about 100 kB after the app crops it, seconds
 * on a slow school network.
 */
const REQUEST_TIMEOUT_MS = 60_000;

/** Builds the whole server: auth, the app API and the SPA. main.ts starts it; tests inject into it. */
export async function buildApp(options: AppOptions) {
  const { config, db, requestTimeoutMs = REQUEST_TIMEOUT_MS } = options;
  const app = Fastify({
    // Whatever a request brings is logged bounded and escaped, never an address (log-safety.ts).
    logger: options.logger
      ? { ...options.logger, serializers: { err: loggableError, req: loggableRequest } }
      : false,
    logController: new QuietRequestLogs(),
    trustProxy: trustedProxies(config.trustProxy),
    // Fastify's own requestTimeout leaves Node looking for late requests every 30 s.
    serverFactory: (handler) =>
      createServer(
        {
          requestTimeout: requestTimeoutMs,
          connectionsCheckingInterval: Math.min(5000, requestTimeoutMs / 4),
          // Fastify's default: longer than a load balancer's idle timeout (often 60 s).
          keepAliveTimeout: 72_000,
        },
        handler,
      ),
  });
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outbox: resolve(config.dataDir, "outbox"),
      log: (msg) => app.log.info(msg),
    });
  const limiter = createLimiter(config, db, (error) => app.log.warn(`Redis: ${error.message}`));
  const auth = createAuth({
    config,
    db,
    mailer,
    limiter,
    rateLimits: options.rateLimits,
    log: app.log,
  });
  const limits = { ...DEFAULT_APP_LIMITS, ...options.appLimits };

  registerErrorHandling(app);
  await registerSecurity(app, config);
  registerBodyGuard(app);
  registerAuthRoutes(app, auth);
  const route = contractRoutes(app, { checkAnswers: config.checkAnswers });
  const requireUser = await userGuard(auth, db);
  await registerPublicRoutes(app, route, { db, limiter, limits, requireUser });
  const missions = await loadMissions();
  const tags = knownTags(missions);
  registerMeRoutes(route, { db, requireUser, knownTags: tags, limiter, limits });
  registerAvatarRoutes(app, route, { db, requireUser, limiter, limits });
  registerAccountRoutes(route, { auth, db, mailer, requireUser });
  registerClassRoutes(route, { db, requireUser, limiter, limits, missions });
  route("config", {}, async () => ({
    google: config.google !== null,
    ...(config.hostedIn ? { hostedIn: config.hostedIn } : {}),
  }));
  await registerSpa(app, config.webRoot);
  // Once an hour, counters untouched for a day (long past any window) go.
  const sweep = setInterval(() => void expireRateLimits(db, DAY_MS).catch(() => {}), HOUR_MS);
  sweep.unref();
  // Once a day for all servers: classes archived a year ago go, then deleted rows are made
  // unreadable in PostgreSQL's files (db/daily-purge.ts).
  const stopPurge = scheduleDailyPurge(db, limiter, {
    error: (error) => app.log.error({ err: error }, "purging deleted rows failed"),
    warn: (gap) => app.log.warn(gap),
  });
  app.addHook("onClose", async () => {
    clearInterval(sweep);
    stopPurge();
    await limiter.close();
    await db.close();
  });
  return app;
}
