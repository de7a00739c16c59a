import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, DATABASES, startApp, type TestApp } from "./harness";

describe.each(DATABASES)("health and unknown paths on %s", (kind) => {
  let app: TestApp;
  let client: Client;
  beforeAll(async () => {
    app = await startApp(kind);
    client = new Client(app.url);
  });
  afterAll(() => app.close());

  it("answers ok with the database in use", async () => {
    const res = await client.get("/api/health");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true, db: kind });
  });

  it("answers 404 JSON for an unknown API path", async () => {
    const res = await client.get("/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe("not_found");
  });

  it("answers 400 JSON, not 500, for a malformed JSON body", async () => {
    const res = await client.post("/api/contact", "{not json");
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({ code: "bad_request" });
    expect(res.text).not.toContain("at ");
  });
});
