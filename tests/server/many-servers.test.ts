import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SECTIONS } from "../../src/core/progress/sections";
import { loadProgress } from "../../src/server/db/repos/progress";
import type { WebServer } from "../support/local-server";
import { expectError, uniqueEmail } from "./api-helpers";
import { Client } from "./harness";
import { VARIANTS, onServer, startTwoServers, type Shared } from "./two-servers";

/**
 * Issue 13, item 11: app servers hold no state, so two of them on one database (and one Redis,
 * when set) behave as one app (two-servers.ts says how they are started).
 */
async function student(server: WebServer, name: string) {
  const client = new Client(server.url);
  const answer = await client.signUp(name, uniqueEmail("two-servers"));
  expect(answer.status, answer.text).toBe(200);
  const me = await client.get("/api/me");
  expect(me.status, me.text).toBe(200);
  return { client, uid: String(me.json.user.uid) };
}

const save = (pages: number[]) => ({ sections: { m7: { pages } } });
const m7Of = (missions: { uid: string; pages: number[] }[]) => missions.find((m) => m.uid === "m7");

describe.each(VARIANTS)("two app servers on one $name", ({ kind, redisUrl }) => {
  let shared: Shared;
  let a: WebServer;
  let b: WebServer;
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ a, b, shared, stop } = await startTwoServers({ kind, redisUrl }));
  }, 120_000);
  afterAll(() => stop?.());

  it("takes a session made on one server on the other", async () => {
    const { client } = await student(a, "Session Student");
    const onB = onServer(b, client);
    const me = await onB("GET", "/api/me");
    expect(me.status, me.text).toBe(200);
    expect(me.json.user.name).toBe("Session Student");
  });

  it("reads on one server a save made on the other, both ways", async () => {
    const { client } = await student(a, "Save Student");
    const onB = onServer(b, client);
    expect((await client.post("/api/me/progress", save([0, 1]))).status).toBe(200);
    expect(m7Of((await onB("GET", "/api/me")).json.missions)?.pages).toEqual([0, 1]);
    expect((await onB("POST", "/api/me/progress", save([2]))).status).toBe(200);
    expect(m7Of((await client.get("/api/me")).json.missions)?.pages).toEqual([0, 1, 2]);
  });

  it("holds an account's save limit reached through both servers on each of them", async () => {
    const { client, uid } = await student(a, "Limit Student");
    const onB = onServer(b, client);
    // 120 a minute per account (DEFAULT_APP_LIMITS), half through each server.
    for (let i = 0; i < 60; i++) {
      const [viaA, viaB] = await Promise.all([
        client.post("/api/me/progress", save([i % 6])),
        onB("POST", "/api/me/progress", save([i % 6])),
      ]);
      expect([viaA.status, viaB.status]).toEqual([200, 200]);
    }
    expectError(await client.post("/api/me/progress", save([0])), 429, "rate_limited");
    expectError(await onB("POST", "/api/me/progress", save([0])), 429, "rate_limited");
    // The counter is where the servers were told to keep it: Redis when set, else the database.
    const rows = await sql<{ count: number }>`
      select "count" from "rateLimit" where "key" = ${`app:save:${uid}`}`.execute(shared.db.kysely);
    expect(rows.rows.map((r) => Number(r.count))).toEqual(redisUrl ? [] : [122]);
  });

  it("holds an account's password-try lock reached through both servers on each of them", async () => {
    const email = uniqueEmail("two-servers-lock");
    expect((await new Client(a.url).signUp("Lock Student", email)).status).toBe(200);
    const wrong = (server: WebServer) =>
      new Client(server.url).post("/api/auth/sign-in/email", { email, password: "not it at all" });
    // Ten tries an account in 15 minutes (DEFAULT_ACCOUNT_LIMIT): five through each server.
    const tries = await Promise.all([...Array(5)].flatMap(() => [wrong(a), wrong(b)]));
    expect(tries.map((t) => t.status)).toEqual(Array(10).fill(401));
    for (const server of [a, b]) {
      const locked = await wrong(server);
      expect(locked.status, locked.text).toBe(429);
      expect(locked.json.code).toBe("ACCOUNT_LOCKED");
    }
    // better-auth's counters and the app's share the store the servers were told to use.
    const rows = await sql<{ key: string }>`
      select "key" from "rateLimit" where "key" like ${"app:%sign-in%"}`.execute(shared.db.kysely);
    expect(rows.rows.length > 0).toBe(!redisUrl);
  });

  // Counted per address, which Redis keeps for an hour between runs: the database variants only.
  if (!redisUrl) {
    it("holds the contact limit of one address reached through both servers", async () => {
      const message = { name: "Mere", email: "mere@example.com", message: "Kia ora" };
      // 20 an hour per address (DEFAULT_APP_LIMITS): ten through each server.
      for (let i = 0; i < 10; i++) {
        expect((await new Client(a.url).post("/api/contact", message)).status).toBe(201);
        expect((await new Client(b.url).post("/api/contact", message)).status).toBe(201);
      }
      expectError(await new Client(a.url).post("/api/contact", message), 429, "rate_limited");
      expectError(await new Client(b.url).post("/api/contact", message), 429, "rate_limited");
    });
  }

  it("loses no acknowledged save when one server is killed with saves in flight", async () => {
    const students = await Promise.all(
      Array.from({ length: 8 }, (_, i) => student(b, `Crash Student ${i}`)),
    );
    const visits = SECTIONS.flatMap(({ uid, total }) =>
      Array.from({ length: total }, (_, page) => ({ uid, page })),
    );
    const acknowledged = students.map(() => [] as { uid: string; page: number }[]);
    const refused: number[] = [];
    let cutOff = 0;
    const loops = students.map(async ({ client }, n) => {
      const onA = onServer(a, client);
      for (const visit of visits) {
        const answer = await onA("POST", "/api/me/progress", {
          sections: { [visit.uid]: { pages: [visit.page] } },
        }).catch(() => null);
        if (!answer) return void cutOff++;
        if (answer.status === 200) acknowledged[n]!.push(visit);
        else refused.push(answer.status);
      }
    });
    while (acknowledged.flat().length < 100) await new Promise((r) => setTimeout(r, 5));
    await a.kill();
    await Promise.all(loops);

    expect(refused).toEqual([]);
    expect(cutOff).toBeGreaterThan(0);
    for (const [n, { uid }] of students.entries()) {
      const stored = await loadProgress(shared.db, uid);
      const missing = acknowledged[n]!.filter(
        (v) => !stored[v.uid as keyof typeof stored]?.pages.includes(v.page),
      );
      expect(missing).toEqual([]);
    }
    // The other server carries on.
    const me = await onServer(b, students[0]!.client)("GET", "/api/me");
    expect(me.status).toBe(200);
  }, 60_000);
});
