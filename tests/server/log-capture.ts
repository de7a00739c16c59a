import { Writable } from "node:stream";
import type { DbKind } from "../../src/server/db/database";
import { startApp } from "./harness";

export type LogLine = { msg?: string; level: number; [key: string]: unknown };

/**
 * The app with its log lines (pino JSON, as main.ts writes them) kept at this level: `raw` as
 * written, `lines` parsed (a line that is not JSON fails the test that reads them).
 */
export async function appWithLogs(kind: DbKind, level: string, options = {}) {
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw.push(...chunk.toString().split("\n").filter(Boolean));
      done();
    },
  });
  const app = await startApp(kind, { ...options, logger: { level, stream } });
  const lines = () => raw.map((line): LogLine => JSON.parse(line));
  return { app, raw, lines };
}
