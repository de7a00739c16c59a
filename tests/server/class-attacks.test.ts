import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENDPOINTS, pathOf, type EndpointName } from "../../src/core/api/endpoints";
import { expectError, signedIn } from "./api-helpers";
import { join, studentIn, teacherWithClass } from "./class-helpers";
import { Client, DATABASES, startApp, type TestApp } from "./harness";

/** Every class route that takes a class id, with a body it would accept from its owner. */
const BY_ID: [EndpointName, unknown][] = [
  ["updateClass", { name: "Taken over" }],
  ["deleteClass", undefined],
  ["archiveClass", {}],
  ["newJoinCode", {}],
  ["classGrid", undefined],
  ["createInvite", {}],
  ["leaveClass", undefined],
  ["classQuestions", undefined],
  ["classTeachers", undefined],
  ["stopTeaching", undefined],
];

describe.each(DATABASES)("classes attacked on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp(kind, { appLimits: { classJoinsPerHour: 3 } });
  });
  afterAll(() => app.close());

  it("answers another teacher's class id and a missing id alike: 404 on every route", async () => {
    const { id, code } = await teacherWithClass(app);
    const member = await studentIn(app, code);
    const stranger = await signedIn(app, "Other Teacher");
    await stranger.client.post("/api/classes", { name: "Mine" });
    for (const [name, body] of BY_ID) {
      const { method } = ENDPOINTS[name];
      for (const target of [id, "no-such-class"]) {
        const answer = await stranger.client.request(method, pathOf(name, { id: target }), body);
        expectError(answer, 404, "not_found");
        expect(answer.json.error.message).toBe("There is no class here.");
      }
    }
    for (const name of ["removeMember", "removeTeacher"] as const) {
      const removal = pathOf(name, { id, userId: member.uid });
      expectError(await stranger.client.request("DELETE", removal), 404, "not_found");
    }
    expect(
      (
        await app.db.kysely
          .selectFrom("class_members")
          .select("user_id")
          .where("class_id", "=", id)
          .execute()
      ).length,
    ).toBe(1);
  });

  it("never shows a student another student: no grid, no roster, no code", async () => {
    const { id, code } = await teacherWithClass(app);
    const aroha = await studentIn(app, code, "Aroha");
    await studentIn(app, code, "Tama");
    expectError(await aroha.client.get(pathOf("classGrid", { id })), 404);
    const listed = await aroha.client.get("/api/classes");
    expect(listed.text).not.toContain("Tama");
    expect(listed.json.classes[0]).toMatchObject({ joinCode: null, members: null });
    const removal = pathOf("removeMember", { id, userId: aroha.uid });
    expectError(await aroha.client.request("DELETE", removal), 404);
  });

  it("lists for a teacher only the classes they own or teach", async () => {
    const mine = await teacherWithClass(app, "Mine");
    await teacherWithClass(app, "Theirs");
    const names = (await mine.teacher.client.get("/api/classes")).json.classes.map(
      (c: { name: string }) => c.name,
    );
    expect(names).toEqual(["Mine"]);
  });

  it("limits codes tried per account, so guessing stops after a few", async () => {
    const guesser = await signedIn(app, "Guesser");
    for (const guess of ["AAAAAAAA", "BBBBBBBB", "CCCCCCCC"]) {
      expectError(await join(guesser.client, guess), 404, "not_found");
    }
    const { code } = await teacherWithClass(app);
    const blocked = await join(guesser.client, code);
    expectError(blocked, 429, "rate_limited");
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("refuses a class to a signed-out visitor", async () => {
    const { code } = await teacherWithClass(app);
    const visitor = new Client(app.url);
    expectError(await join(visitor, code), 401, "unauthorized");
    expectError(await visitor.get("/api/classes"), 401);
  });
});
