import { afterEach, describe, expect, it } from "vitest";
import type { TestApp } from "./harness";
import { appWithLogs } from "./log-capture";

describe("request logs", () => {
  let app: TestApp | undefined;
  afterEach(() => app?.close());

  it("writes no line per request at info (the default)", async () => {
    const started = await appWithLogs("sqlite", "info");
    app = started.app;
    expect((await fetch(`${app.url}/api/config`)).status).toBe(200);
    expect((await fetch(`${app.url}/api/me`)).status).toBe(401);
    const perRequest = started.lines().filter((l) => /request/.test(l.msg ?? ""));
    expect(perRequest).toEqual([]);
  });

  it("writes each request's lines at debug", async () => {
    const started = await appWithLogs("sqlite", "debug");
    app = started.app;
    expect((await fetch(`${app.url}/api/config`)).status).toBe(200);
    const messages = started.lines().map((l) => l.msg);
    expect(messages).toContain("incoming request");
    expect(messages).toContain("request completed");
  });
});
