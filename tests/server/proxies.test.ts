import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config";
import { Client, DATABASES, startApp, type TestApp } from "./harness";

const MAX = 3;
const message = { name: "Hemi", email: "hemi@example.com", message: "Kia ora" };

/** MAX + 1 contact messages, each with its own X-Forwarded-For, and the statuses they got. */
async function contactStatuses(app: TestApp, forwardedFor: (i: number) => string) {
  const statuses = [];
  for (let i = 0; i <= MAX; i++) {
    const answer = await new Client(app.url).post("/api/contact", message, {
      "x-forwarded-for": forwardedFor(i),
    });
    statuses.push(answer.status);
  }
  return statuses;
}

/** The same for sign-in tries (better-auth's per-address limit). */
async function signInStatuses(app: TestApp, forwardedFor: (i: number) => string) {
  const statuses = [];
  for (let i = 0; i <= MAX; i++) {
    const answer = await new Client(app.url).post(
      "/api/auth/sign-in/email",
      { email: `nobody-${i}@example.com`, password: "not the password" },
      { "x-forwarded-for": forwardedFor(i) },
    );
    statuses.push(answer.status);
  }
  return statuses;
}

const LIMITED = [201, 201, 201, 429];
const SIGN_INS_LIMITED = [401, 401, 401, 429];

describe("TRUST_PROXY", () => {
  it("refuses true at startup, saying what to give instead", () => {
    expect(() => loadConfig({ TRUST_PROXY: "true", DATA_DIR: "/tmp/rocket-config" })).toThrow(
      /TRUST_PROXY must be false, the number of proxies in front of the server/,
    );
  });

  it("refuses an entry that is neither an address nor a network", () => {
    expect(() =>
      loadConfig({ TRUST_PROXY: "10.0.0.1, proxy.local", DATA_DIR: "/tmp/rocket-config" }),
    ).toThrow(/TRUST_PROXY must be/);
  });

  it("reads a number of hops and a list of proxy addresses", () => {
    const dir = { DATA_DIR: "/tmp/rocket-config" };
    expect(loadConfig({ ...dir, TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ ...dir, TRUST_PROXY: "10.0.0.0/8, ::1" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "::1",
    ]);
    expect(loadConfig(dir).trustProxy).toBe(false);
  });
});

describe.each(DATABASES)("client addresses behind proxies on %s", (kind) => {
  let app: TestApp;
  const start = (trustProxy: string) =>
    startApp(kind, {
      env: { TRUST_PROXY: trustProxy },
      appLimits: { contactPerHour: MAX },
      rateLimits: {
        signIn: { window: 60, max: MAX },
        signUp: { window: 600, max: 90 },
        reset: { window: 600, max: 20 },
      },
    });
  afterEach(() => app.close());

  it("counts the address the one trusted proxy added, whatever the client wrote before it", async () => {
    app = await start("1");
    const spoofed = (i: number) => `198.51.100.${i}, 203.0.113.7`;
    expect(await contactStatuses(app, spoofed)).toEqual(LIMITED);
    expect(await signInStatuses(app, spoofed)).toEqual(SIGN_INS_LIMITED);
  });

  it("counts the address the listed proxy added, whatever the client wrote before it", async () => {
    app = await start("127.0.0.1");
    const spoofed = (i: number) => `198.51.100.${i}, 203.0.113.8`;
    expect(await contactStatuses(app, spoofed)).toEqual(LIMITED);
    expect(await signInStatuses(app, spoofed)).toEqual(SIGN_INS_LIMITED);
  });

  it("tells clients the trusted proxy names apart", async () => {
    app = await start("1");
    const own = (i: number) => `203.0.113.${i}`;
    expect(await contactStatuses(app, own)).toEqual([201, 201, 201, 201]);
  });

  it("counts a forwarded value that is no IP address as the proxy's own address", async () => {
    app = await start("1");
    const madeUp = (i: number) => `not-an-address-${i}`;
    expect(await contactStatuses(app, madeUp)).toEqual(LIMITED);
    expect(await signInStatuses(app, madeUp)).toEqual(SIGN_INS_LIMITED);
  });
});
