import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "./harness";

/** The app's log lines (pino JSON), as main.ts would write them, at this level. */
async function logsAt(level: string) {
  const lines: { msg?: string; level: number }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = await startApp("sqlite", { logger: { level, stream } });
  return { app, lines };
}

describe("request logs", () => {
  let app: TestApp | undefined;
  afterEach(() => app?.close());

  it("writes no line per request at info (the default)", async () => {
    const started = await logsAt("info");
    app = started.app;
    expect((await fetch(`${app.url}/api/config`)).status).toBe(200);
    expect((await fetch(`${app.url}/api/me`)).status).toBe(401);
    const perRequest = started.lines.filter((l) => /request/.test(l.msg ?? ""));
    expect(perRequest).toEqual([]);
  });

  it("writes each request's lines at debug", async () => {
    const started = await logsAt("debug");
    app = started.app;
    expect((await fetch(`${app.url}/api/config`)).status).toBe(200);
    const messages = started.lines.map((l) => l.msg);
    expect(messages).toContain("incoming request");
    expect(messages).toContain("request completed");
  });
});
