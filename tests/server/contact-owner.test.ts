import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, uniqueEmail } from "./api-helpers";
import { Client, DATABASES, startApp, type TestApp } from "./harness";

const messageFrom = (email: string, message: string) => ({ name: "Someone", email, message });

describe.each(DATABASES)("whose contact messages they are on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp(kind, { appLimits: { contactPerHour: 1000 } });
  });
  afterAll(() => app.close());

  const stored = async (text: string) =>
    (
      await app.db.kysely
        .selectFrom("contact_message")
        .select("id")
        .where("message", "=", text)
        .execute()
    ).length;

  it("keeps a visitor's message out of the export of whoever later registers its address, and out of their deletion", async () => {
    const email = uniqueEmail("typed-by-a-visitor");
    const text = `A visitor's message ${email}`;
    const sent = await new Client(app.url).post("/api/contact", messageFrom(email, text));
    expect(sent.status).toBe(201);

    const { client } = await signedIn(app, "Later Owner", email);
    const data = (await client.get("/api/me/export")).json;
    expect(data.contactMessages).toEqual([]);

    expect((await client.request("DELETE", "/api/me")).status).toBe(200);
    expect(await stored(text)).toBe(1);
  });

  it("puts a message sent signed in, with any address typed, in the sender's export and deletes it with their account", async () => {
    const { client } = await signedIn(app);
    const text = "Sent from my account";
    const typed = uniqueEmail("another-address");
    expect((await client.post("/api/contact", messageFrom(typed, text))).status).toBe(201);

    const data = (await client.get("/api/me/export")).json;
    expect(data.contactMessages).toEqual([
      expect.objectContaining({ email: typed, message: text }),
    ]);

    expect((await client.request("DELETE", "/api/me")).status).toBe(200);
    expect(await stored(text)).toBe(0);
  });
});
