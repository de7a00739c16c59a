import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, signedIn } from "./api-helpers";
import { DATABASES, startApp, type TestApp } from "./harness";

const EVIL = { origin: "https://evil.example" };

describe.each(DATABASES)("security headers and cross-site requests on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp(kind);
  });
  afterAll(() => app.close());

  it("sends a strict content security policy that allows no inline script and no framing", async () => {
    const res = await fetch(new URL("/api/health", app.url));
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("permissions-policy")).toContain("camera=()");
  });

  it("sends no HSTS when the public URL is plain http", async () => {
    const res = await fetch(new URL("/api/health", app.url));
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("sends the headers on unknown paths too", async () => {
    const res = await fetch(new URL("/api/no-such-thing", app.url));
    expect(res.status).toBe(404);
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("marks personal API answers no-store", async () => {
    const { client } = await signedIn(app);
    const me = await client.get("/api/me");
    expect(me.status).toBe(200);
    expect(me.headers.get("cache-control")).toBe("no-store");
  });

  it("refuses a progress save, a settings change and an account deletion from another site with 403, changing nothing", async () => {
    const { client } = await signedIn(app);
    const before = await client.get("/api/me");

    const save = await client.request(
      "POST",
      "/api/me/progress",
      { sections: { m7: { pages: [0, 1], tags: [] } } },
      EVIL,
    );
    expectError(save, 403, "cross_site");
    const settings = await client.request("PATCH", "/api/me/settings", { sound: true }, EVIL);
    expectError(settings, 403, "cross_site");
    const remove = await client.request("DELETE", "/api/me", undefined, EVIL);
    expectError(remove, 403, "cross_site");

    const after = await client.get("/api/me");
    expect(after.status).toBe(200);
    expect(after.json).toEqual(before.json);
  });

  it("refuses an account deletion from another site whose path is percent-encoded, keeping the account", async () => {
    const { client } = await signedIn(app);
    const remove = await client.request("DELETE", "/%61pi/me", undefined, EVIL);
    expectError(remove, 403, "cross_site");
    expect((await client.get("/api/me")).status).toBe(200);
  });

  it("marks a personal answer no-store when its path is percent-encoded", async () => {
    const { client } = await signedIn(app);
    const me = await client.get("/%61pi/me");
    expect(me.status).toBe(200);
    expect(me.headers.get("cache-control")).toBe("no-store");
  });

  it("refuses a state-changing request that the browser marks cross-site even without Origin", async () => {
    const { client } = await signedIn(app);
    const res = await client.request(
      "PATCH",
      "/api/me/settings",
      { sound: true },
      { origin: app.url, "sec-fetch-site": "cross-site" },
    );
    expectError(res, 403, "cross_site");
  });

  it("accepts the same requests from the app's own pages", async () => {
    const { client } = await signedIn(app);
    const res = await client.request(
      "PATCH",
      "/api/me/settings",
      { sound: true },
      { "sec-fetch-site": "same-origin" },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.json.settings.sound).toBe(true);
  });
});

describe("security headers behind https", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp("sqlite", { env: { PUBLIC_URL: "https://rocket.example.nz" } });
  });
  afterAll(() => app.close());

  it("sends HSTS and asks the browser to upgrade insecure requests", async () => {
    const res = await fetch(new URL("/api/health", app.url));
    expect(res.headers.get("strict-transport-security")).toBe(
      "max-age=31536000; includeSubDomains",
    );
    expect(res.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });
});
