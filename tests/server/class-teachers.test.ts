import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathOf } from "../../src/core/api/endpoints";
import { expectError, signedIn } from "./api-helpers";
import { join, studentIn, teacherWithClass } from "./class-helpers";
import { DATABASES, startApp, type Client, type TestApp } from "./harness";

const grid = (id: string) => pathOf("classGrid", { id });
const teachersOf = (client: Client, id: string) => client.get(pathOf("classTeachers", { id }));
const remove = (client: Client, id: string, userId: string) =>
  client.request("DELETE", pathOf("removeTeacher", { id, userId }));
const stop = (client: Client, id: string) =>
  client.request("DELETE", pathOf("stopTeaching", { id }));

describe.each(DATABASES)("a class's co-teachers on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp(kind);
  });
  afterAll(() => app.close());

  /** A class with a co-teacher who joined by invite, as the owner sent it. */
  async function classWithCoTeacher(name = "Mr Tane") {
    const made = await teacherWithClass(app);
    const co = await signedIn(app, name);
    expect((await accept(made.teacher.client, made.id, co.client)).status).toBe(200);
    return { ...made, co };
  }

  async function accept(owner: Client, id: string, client: Client) {
    const { token } = (await owner.post(pathOf("createInvite", { id }))).json;
    return client.post("/api/classes/invites/accept", { token });
  }

  it("lists a class's teachers by display name to its teachers, the owner first", async () => {
    const { teacher, id, co } = await classWithCoTeacher();
    const listed = await teachersOf(co.client, id);
    expect(listed.headers.get("cache-control")).toBe("no-store");
    expect(listed.json.teachers).toEqual([
      { uid: teacher.uid, name: "Ms Rangi", role: "owner", you: false },
      { uid: co.uid, name: "Mr Tane", role: "teacher", you: true },
    ]);
    expect((await teachersOf(teacher.client, id)).json.teachers[0].you).toBe(true);
    expect(listed.text).not.toContain("@");
  });

  it("lets the owner remove a co-teacher, whose next request for the class is 404", async () => {
    const { teacher, id, co } = await classWithCoTeacher();
    expect((await co.client.get(grid(id))).status).toBe(200);
    const removal = await remove(teacher.client, id, co.uid);
    expect(removal.status, removal.text).toBe(200);
    expectError(await co.client.get(grid(id)), 404, "not_found");
    expectError(await teachersOf(co.client, id), 404, "not_found");
    expect((await co.client.get("/api/classes")).json.classes).toEqual([]);
    expect((await teachersOf(teacher.client, id)).json.teachers).toHaveLength(1);
    expectError(await remove(teacher.client, id, co.uid), 404, "not_found");
  });

  it("lets a co-teacher stop teaching, losing the class at once while its students stay", async () => {
    const { teacher, id, code, co } = await classWithCoTeacher();
    await studentIn(app, code, "Aroha");
    expect((await stop(co.client, id)).status).toBe(200);
    expectError(await co.client.get(grid(id)), 404, "not_found");
    expectError(await stop(co.client, id), 404, "not_found");
    const kept = await teacher.client.get(grid(id));
    expect(kept.json.students.map((s: { name: string }) => s.name)).toEqual(["Aroha"]);
  });

  it("never takes a class from its owner: they cannot remove themselves or stop teaching it", async () => {
    const { teacher, id } = await classWithCoTeacher();
    const removed = await remove(teacher.client, id, teacher.uid);
    expectError(removed, 409, "owner");
    expect(removed.json.error.message).toMatch(/You own this class/);
    expectError(await stop(teacher.client, id), 409, "owner");
    expect((await teacher.client.get(grid(id))).status).toBe(200);
  });

  it("answers 404 to anyone else who removes a teacher: a co-teacher, a student, a stranger", async () => {
    const { teacher, id, code, co } = await classWithCoTeacher();
    const second = await signedIn(app, "Ms Second");
    await accept(teacher.client, id, second.client);
    const student = await studentIn(app, code);
    const stranger = await signedIn(app, "Stranger");
    for (const who of [second.client, student.client, stranger.client]) {
      expectError(await remove(who, id, co.uid), 404, "not_found");
      expectError(await remove(who, id, teacher.uid), 404, "not_found");
    }
    for (const who of [student.client, stranger.client]) {
      expectError(await stop(who, id), 404, "not_found");
      expectError(await teachersOf(who, id), 404, "not_found");
    }
    // A student is not a teacher to remove.
    expectError(await remove(teacher.client, id, student.uid), 404, "not_found");
    expect((await teachersOf(teacher.client, id)).json.teachers).toHaveLength(3);
  });

  it("lets an owner remove a co-teacher from a class that has ended", async () => {
    const { teacher, id, co } = await classWithCoTeacher();
    await teacher.client.post(pathOf("archiveClass", { id }));
    expect((await remove(teacher.client, id, co.uid)).status).toBe(200);
    expectError(await co.client.get(grid(id)), 404);
  });

  it("refuses a student of the class an invite to teach it, keeping the invite until they leave", async () => {
    const { teacher, id, code } = await teacherWithClass(app);
    const student = await studentIn(app, code, "Keen Student");
    const { token } = (await teacher.client.post(pathOf("createInvite", { id }))).json;
    const refused = await student.client.post("/api/classes/invites/accept", { token });
    expectError(refused, 409, "member");
    expect(refused.json.error.message).toMatch(/Leave the class first/);
    expectError(await student.client.get(grid(id)), 404);
    await student.client.request("DELETE", pathOf("leaveClass", { id }));
    const accepted = await student.client.post("/api/classes/invites/accept", { token });
    expect(accepted.json.class).toMatchObject({ id, role: "teacher" });
  });

  it("refuses the class's owner and co-teachers a place in it as students", async () => {
    const { teacher, id, code, co } = await classWithCoTeacher();
    for (const who of [teacher.client, co.client]) {
      const refused = await join(who, code);
      expectError(refused, 409, "teacher");
      expect(refused.json.error.message).toBe("You teach this class, so you cannot join it.");
    }
    const members = await app.db.kysely
      .selectFrom("class_members")
      .select("user_id")
      .where("class_id", "=", id)
      .execute();
    expect(members).toEqual([]);
  });
});
