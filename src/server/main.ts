import { buildApp } from "./app";
import { loadConfig } from "./config";
import { createDb } from "./db/database";
import { migrate } from "./db/migrate";

const config = loadConfig();
const db = createDb(config);
const applied = await migrate(db);
const app = await buildApp({ config, db, logger: { level: process.env.LOG_LEVEL ?? "info" } });
if (applied.length > 0) app.log.info(`Applied migrations: ${applied.join(", ")}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
await app.listen({ port: config.port, host: config.host });
app.log.info(`Rocket is ready at ${config.publicUrl} (${db.kind})`);
