import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, uniqueEmail } from "./api-helpers";
import { Client, DATABASES, startApp, type TestApp } from "./harness";

const PROXIED = "https://rocket.school.example.nz";

/**
 * The app as a school runs it without PUBLIC_URL (so it names http://localhost:3000), opened at
 * the server's own address, which the harness's clients use as their Origin.
 */
describe.each(DATABASES)("opened at the server's address with no PUBLIC_URL on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp(kind, {
      env: { PUBLIC_URL: "http://localhost:3000", ALLOWED_ORIGINS: PROXIED },
    });
  });
  afterAll(() => app.close());

  it("signs a student up and in, and saves their settings", async () => {
    const client = new Client(app.url);
    const signUp = await client.signUp("Ana", uniqueEmail());
    expect(signUp.status, signUp.text).toBe(200);
    const settings = await client.patch("/api/me/settings", { sound: true });
    expect(settings.status, settings.text).toBe(200);
    expect(settings.json.settings.sound).toBe(true);
  });

  it("accepts a save from a page at an allowed origin", async () => {
    const client = new Client(app.url);
    expect((await client.signUp("Rua", uniqueEmail())).status).toBe(200);
    const save = await client.request(
      "PATCH",
      "/api/me/settings",
      { sound: true },
      {
        origin: PROXIED,
      },
    );
    expect(save.status, save.text).toBe(200);
  });

  it("still refuses a settings change and a sign-in from another site", async () => {
    const client = new Client(app.url);
    const email = uniqueEmail();
    expect((await client.signUp("Mere", email)).status).toBe(200);
    const evil = { origin: "http://evil.example:3000" };
    const save = await client.request("PATCH", "/api/me/settings", { sound: true }, evil);
    expectError(save, 403, "cross_site");
    const signIn = await new Client(app.url).post(
      "/api/auth/sign-in/email",
      { email, password: "correct horse battery staple" },
      evil,
    );
    expect(signIn.status).toBe(403);
  });
});
