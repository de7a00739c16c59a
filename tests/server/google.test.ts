import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGoogleMock, type GoogleMock } from "./auth-mocks";
import { Client, DATABASES, startApp, type TestApp } from "./harness";

const CLIENT_ID = "rocket-test-client";

type Flow = { authUrl: URL; callback: Awaited<ReturnType<Client["get"]>> };

/** The browser's side of "Sign in with Google": app → Google → back to the app's callback. */
async function signInWithGoogle(client: Client): Promise<Flow> {
  const start = await client.post("/api/auth/sign-in/social", {
    provider: "google",
    callbackURL: "/explorer",
  });
  expect(start.status).toBe(200);
  const authUrl = new URL(start.json.url);
  // The mock signs the student in at once and sends the browser back with code and state.
  const consent = await fetch(authUrl, { redirect: "manual" });
  expect(consent.status).toBe(302);
  const back = new URL(consent.headers.get("location") ?? "");
  expect(back.origin).toBe(client.baseUrl);
  const callback = await client.get(back.pathname + back.search);
  return { authUrl, callback };
}

const claims = (email: string, extra: Record<string, unknown> = {}) => ({
  sub: `google-${email}`,
  email,
  email_verified: true,
  name: "Aroha Ngata",
  ...extra,
});

/** The app's Google settings, pointed at the mock. */
const googleEnv = (google: GoogleMock, extra: Record<string, string> = {}) => ({
  GOOGLE_CLIENT_ID: CLIENT_ID,
  GOOGLE_CLIENT_SECRET: "test-secret",
  GOOGLE_ISSUER: google.issuer,
  ...extra,
});

describe.each(DATABASES)("Google sign-in on %s", (kind) => {
  let google: GoogleMock;
  let app: TestApp;
  beforeAll(async () => {
    google = await startGoogleMock();
    app = await startApp(kind, { env: googleEnv(google) });
  });
  afterAll(async () => {
    await app.close();
    await google.close();
  });

  it("says Google sign-in is available in /api/config", async () => {
    const res = await new Client(app.url).get("/api/config");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ google: true });
  });

  it("sends the browser to the issuer with PKCE (S256), a state and the app's callback", async () => {
    google.claims = claims("pkce@example.com");
    const { authUrl } = await signInWithGoogle(new Client(app.url));
    expect(authUrl.origin).toBe(new URL(google.issuer).origin);
    const params = authUrl.searchParams;
    expect(params.get("client_id")).toBe(CLIENT_ID);
    expect(params.get("response_type")).toBe("code");
    expect(params.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get("code_challenge_method")).toBe("S256");
    expect(params.get("state")).toBeTruthy();
    expect(params.get("nonce")).toBeTruthy();
    expect(params.get("scope")?.split(" ")).toEqual(
      expect.arrayContaining(["openid", "email", "profile"]),
    );
    expect(params.get("redirect_uri")).toBe(`${app.url}/api/auth/callback/google`);
    expect(params.has("hd")).toBe(false);
  });

  it("signs the student in: the callback goes to /explorer and /api/me has the token's email", async () => {
    google.claims = claims("aroha@example.com");
    const client = new Client(app.url);
    const { callback } = await signInWithGoogle(client);
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toMatch(/\/explorer$/);
    const me = await client.get("/api/me");
    expect(me.status).toBe(200);
    expect(me.json.user).toMatchObject({ email: "aroha@example.com", name: "Aroha Ngata" });
  });

  it("signs the same Google account into the same user the next time", async () => {
    google.claims = claims("again@example.com");
    const first = new Client(app.url);
    await signInWithGoogle(first);
    const second = new Client(app.url);
    await signInWithGoogle(second);
    const [a, b] = await Promise.all([first.get("/api/me"), second.get("/api/me")]);
    expect(a.status).toBe(200);
    expect(b.json.user.uid).toBe(a.json.user.uid);
  });

  const hourAgo = Math.floor(Date.now() / 1000) - 3600;
  it.each([
    ["issued to another app (aud)", { aud: "another-client" }],
    ["from another issuer (iss)", { iss: "https://accounts.example.org" }],
    ["that has expired (exp)", { iat: hourAgo - 60, nbf: hourAgo - 60, exp: hourAgo }],
  ])("refuses an ID token %s: error redirect and no session", async (_what, bad) => {
    google.claims = claims("forged@example.com", bad);
    const client = new Client(app.url);
    const { callback } = await signInWithGoogle(client);
    expect(callback.headers.get("location")).toMatch(/[?&]error=/);
    expect((await client.get("/api/me")).status).toBe(401);
  });

  it("does not sign a Google account into an unverified password account with its email", async () => {
    // Otherwise whoever registered the address first (without owning it) would share the account.
    const email = "shared@example.com";
    expect((await new Client(app.url).signUp("First", email)).status).toBe(200);
    google.claims = claims(email);
    const client = new Client(app.url);
    const { callback } = await signInWithGoogle(client);
    expect(callback.headers.get("location")).toMatch(/[?&]error=account_not_linked/);
    expect((await client.get("/api/me")).status).toBe(401);
  });

  it("refuses to start a sign-in that would end on another site with 403", async () => {
    const res = await new Client(app.url).post("/api/auth/sign-in/social", {
      provider: "google",
      callbackURL: "https://evil.example/explorer",
    });
    expect(res.status).toBe(403);
  });

  it("refuses a callback brought back by another browser: no session", async () => {
    google.claims = claims("csrf@example.com");
    const victim = new Client(app.url);
    const start = await new Client(app.url).post("/api/auth/sign-in/social", {
      provider: "google",
      callbackURL: "/explorer",
    });
    const consent = await fetch(start.json.url, { redirect: "manual" });
    const back = new URL(consent.headers.get("location") ?? "");
    const callback = await victim.get(back.pathname + back.search);
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toMatch(/[?&]error=/);
    expect((await victim.get("/api/me")).status).toBe(401);
  });
});

describe.each(DATABASES)("Google sign-in restricted to a school domain on %s", (kind) => {
  let google: GoogleMock;
  let app: TestApp;
  beforeAll(async () => {
    google = await startGoogleMock();
    app = await startApp(kind, { env: googleEnv(google, { GOOGLE_HOSTED_DOMAIN: "school.nz" }) });
  });
  afterAll(async () => {
    await app.close();
    await google.close();
  });

  it("asks the issuer for the school's domain (hd=school.nz)", async () => {
    google.claims = claims("kahu@school.nz", { hd: "school.nz" });
    const { authUrl } = await signInWithGoogle(new Client(app.url));
    expect(authUrl.searchParams.get("hd")).toBe("school.nz");
  });

  it("signs in an account whose token says hd=school.nz", async () => {
    google.claims = claims("tane@school.nz", { hd: "school.nz" });
    const client = new Client(app.url);
    const { callback } = await signInWithGoogle(client);
    expect(callback.headers.get("location")).toMatch(/\/explorer$/);
    const me = await client.get("/api/me");
    expect(me.status).toBe(200);
    expect(me.json.user.email).toBe("tane@school.nz");
  });

  it.each([
    ["another domain (hd=other.nz)", claims("mallory@other.nz", { hd: "other.nz" })],
    ["no hd at all (a personal account)", claims("mallory@gmail.com")],
    ["an email at the school but hd=other.nz", claims("mallory@school.nz", { hd: "other.nz" })],
  ])("refuses a token from %s: error redirect and no session", async (_what, tokenClaims) => {
    google.claims = tokenClaims;
    const client = new Client(app.url);
    const { callback } = await signInWithGoogle(client);
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toMatch(/[?&]error=/);
    expect(callback.headers.get("location")).not.toMatch(/\/explorer/);
    expect((await client.get("/api/me")).status).toBe(401);
    const users = await app.db.kysely
      .selectFrom("user")
      .select("email")
      .where("email", "=", String(tokenClaims.email))
      .execute();
    expect(users).toEqual([]);
  });
});

describe.each(DATABASES)("without Google configured on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp(kind);
  });
  afterAll(() => app.close());

  it("says Google sign-in is not available in /api/config", async () => {
    const res = await new Client(app.url).get("/api/config");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ google: false });
  });

  it("answers a Google sign-in request with an error, not a redirect", async () => {
    const res = await new Client(app.url).post("/api/auth/sign-in/social", {
      provider: "google",
      callbackURL: "/explorer",
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.json?.url).toBeUndefined();
  });
});
