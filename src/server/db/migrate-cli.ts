import { loadConfig } from "../config";
import { createDb } from "./database";
import { migrate } from "./migrate";

const config = loadConfig();
const db = createDb(config);
const applied = await migrate(db);
console.log(applied.length ? `Applied: ${applied.join(", ")}` : `${db.kind}: already up to date`);
await db.close();
