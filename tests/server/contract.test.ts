import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENDPOINTS, type EndpointName } from "../../src/core/api/endpoints";
import { AppError, registerErrorHandling } from "../../src/server/http/errors";
import { contractRoutes } from "../../src/server/http/route";
import { Client, DATABASES, startApp, type TestApp } from "./harness";

const names = Object.keys(ENDPOINTS).filter((name): name is EndpointName => name in ENDPOINTS);
const byBetterAuth = (name: EndpointName) => "by" in ENDPOINTS[name];

/** A bare Fastify with one contract route, health, whose handler answers `answer`. */
async function healthApp(checkAnswers: boolean, answer: object) {
  const app = Fastify();
  registerErrorHandling(app);
  const route = contractRoutes(app, { checkAnswers });
  // The handler's type refuses a wrong answer; a drift arrives through data (JSON.parse answers
  // `any`), as from a database row.
  route("health", {}, async () => JSON.parse(JSON.stringify(answer)));
  await app.ready();
  return app;
}

describe("a route registered from the contract", () => {
  it("answers 500 when the answer drifts from its schema, outside production", async () => {
    const app = await healthApp(true, { ok: true, db: "oracle" });
    const res = await app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: { code: "internal", message: "Something went wrong on our side. Please try again." },
    });
    await app.close();
  });

  it("sends an answer that fits its schema as it is", async () => {
    const app = await healthApp(true, { ok: true, db: "sqlite" });
    const res = await app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, db: "sqlite" });
    await app.close();
  });

  it("sends the answer unchecked in production", async () => {
    const app = await healthApp(false, { ok: true, db: "oracle" });
    const res = await app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, db: "oracle" });
    await app.close();
  });

  it("answers 400 with the schema's first problem, or with the route's own refusal", async () => {
    const app = Fastify();
    registerErrorHandling(app);
    const route = contractRoutes(app, { checkAnswers: true });
    route("contact", {}, async (_request, _reply, body) => (body(), { ok: true }));
    route(
      "saveAvatar",
      { refusal: () => new AppError(400, "bad_image", "Not a photo.") },
      async (_request, _reply, body) => ({ avatar: body().dataUrl }),
    );
    const contact = await app.inject({ method: "POST", url: "/api/contact", payload: {} });
    expect(contact.statusCode).toBe(400);
    expect(contact.json().error).toMatchObject({ code: "bad_request", message: /^name: / });
    const avatar = await app.inject({ method: "PUT", url: "/api/me/avatar", payload: {} });
    expect(avatar.json()).toEqual({ error: { code: "bad_image", message: "Not a photo." } });
    await app.close();
  });
});

describe.each(DATABASES)("the server's routes on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp(kind);
  });
  afterAll(() => app.close());

  it.each(names.filter((name) => !byBetterAuth(name)))("registers %s from the contract", (name) => {
    const { method, path } = ENDPOINTS[name];
    expect(app.server.hasRoute({ method, url: path })).toBe(true);
  });

  it.each(names.filter(byBetterAuth))("has better-auth answer %s", async (name) => {
    const { method, path } = ENDPOINTS[name];
    const client = new Client(app.url);
    const res = await client.request(method, path, method === "GET" ? undefined : {});
    expect(res.status, res.text).not.toBe(404);
  });
});
