import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASES, startApp, type TestApp } from "./harness";

const TIMEOUT_MS = 1000;

/**
 * A client that sends a contact message's headers, then its body one byte every 100 ms, never
 * finishing in time; what the server wrote back, and how long until it closed the connection.
 */
function trickle(app: TestApp): Promise<{ answer: string; closedAfterMs: number }> {
  const { hostname, port } = new URL(app.url);
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let answer = "";
    const drip = setInterval(() => socket.writable && socket.write("x"), 100);
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(drip);
      resolve({ answer, closedAfterMs: performance.now() - started });
    });
    socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
        "Content-Type: application/json\r\nContent-Length: 5000\r\n\r\n",
    );
    // A test that fails leaves no socket behind.
    setTimeout(() => socket.destroy(), 10 * TIMEOUT_MS);
  });
}

describe.each(DATABASES)("a request body that trickles in on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp(kind, { requestTimeoutMs: TIMEOUT_MS });
  });
  afterAll(() => app.close());

  it("is answered 408 and its connection closed soon after the request timeout", async () => {
    const { answer, closedAfterMs } = await trickle(app);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(TIMEOUT_MS);
    expect(closedAfterMs).toBeLessThan(3 * TIMEOUT_MS);
  });

  it("leaves a request that arrives in time alone", async () => {
    const answer = await fetch(new URL("/api/health", app.url));
    expect(answer.status).toBe(200);
  });
});
