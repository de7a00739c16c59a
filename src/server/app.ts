import { resolve } from "node:path";
import Fastify, { type FastifyServerOptions } from "fastify";
import { createAuth, type RateLimits } from "./auth/auth";
import { registerAuthRoutes, userGuard } from "./auth/routes";
import type { Config } from "./config";
import type { Db } from "./db/database";
import { registerErrorHandling } from "./http/errors";
import { QuietRequestLogs } from "./http/request-logs";
import { registerSpa } from "./http/spa";
import { createMailer, type Mailer } from "./mail/mailer";
import { registerAccountRoutes } from "./routes/account";
import { registerAvatarRoutes } from "./routes/avatar";
import { registerMeRoutes } from "./routes/me";
import { registerPublicRoutes, type PublicLimits } from "./routes/public";

export type AppOptions = {
  config: Config;
  db: Db;
  logger?: FastifyServerOptions["logger"];
  mailer?: Mailer;
  rateLimits?: RateLimits;
  publicLimits?: PublicLimits;
};

/** Builds the whole server: auth, the app API and the SPA. main.ts starts it; tests inject into it. */
export async function buildApp(options: AppOptions) {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new QuietRequestLogs(),
    trustProxy: config.trustProxy,
  });
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outbox: resolve(config.dataDir, "outbox"),
      log: (msg) => app.log.info(msg),
    });
  const auth = createAuth({ config, db, mailer, rateLimits: options.rateLimits });

  registerErrorHandling(app);
  registerAuthRoutes(app, auth);
  await registerPublicRoutes(app, { db, limits: options.publicLimits });
  const requireUser = await userGuard(auth, db);
  registerMeRoutes(app, { db, requireUser });
  registerAvatarRoutes(app, { db, requireUser });
  registerAccountRoutes(app, { auth, db, requireUser });
  app.get("/api/config", async () => ({ google: config.google !== null }));
  await registerSpa(app, config.webRoot);
  app.addHook("onClose", () => db.close());
  return app;
}
