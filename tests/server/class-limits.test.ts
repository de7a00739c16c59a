import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathOf } from "../../src/core/api/endpoints";
import { MAX_MEMBERS } from "../../src/server/routes/classes/joining";
import { MAX_CO_TEACHERS, tokenHash } from "../../src/server/routes/classes/co-teachers";
import { MAX_OWNED_CLASSES } from "../../src/server/routes/classes/teaching";
import { expectError, signedIn } from "./api-helpers";
import { fillClass, join, teacherWithClass } from "./class-helpers";
import { DATABASES, startApp, type Client, type TestApp } from "./harness";
import { withInsertsHeld } from "./held-inserts";

const accept = (client: Client, token: string) =>
  client.post("/api/classes/invites/accept", { token });

describe.each(DATABASES)("class limits on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp(kind);
  });
  afterAll(() => app.close());

  const membersOf = async (classId: string) =>
    (
      await app.db.kysely
        .selectFrom("class_members")
        .select("user_id")
        .where("class_id", "=", classId)
        .execute()
    ).length;

  it(`refuses the ${MAX_MEMBERS + 1}st member`, async () => {
    const { teacher, id, code } = await teacherWithClass(app);
    await fillClass(app, id, MAX_MEMBERS);
    expect((await teacher.client.get(pathOf("classGrid", { id }))).json.students).toHaveLength(200);
    expectError(await join((await signedIn(app)).client, code), 409, "class_full");
  });

  it(`lets in only one of five joins sent at once to a class of ${MAX_MEMBERS - 1}`, async () => {
    const { id, code } = await teacherWithClass(app);
    await fillClass(app, id, MAX_MEMBERS - 1);
    const students = [];
    for (let i = 0; i < 5; i++) students.push(await signedIn(app, `Racer ${i}`));
    const answers = await Promise.all(students.map((s) => join(s.client, code)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expectError(refused, 409, "class_full");
    }
    expect(await membersOf(id)).toBe(MAX_MEMBERS);
  });

  it(`refuses an owner's ${MAX_OWNED_CLASSES + 1}th running class, but not once one has ended`, async () => {
    const teacher = await signedIn(app, "Busy Teacher");
    const ids: string[] = [];
    for (let i = 0; i < MAX_OWNED_CLASSES; i++) {
      const made = await teacher.client.post("/api/classes", { name: `Class ${i}` });
      expect(made.status).toBe(201);
      ids.push(made.json.class.id);
    }
    const oneMore = () => teacher.client.post("/api/classes", { name: "Next year" });
    expectError(await oneMore(), 409, "too_many_classes");
    await teacher.client.post(pathOf("archiveClass", { id: ids[0]! }));
    expect((await oneMore()).status).toBe(201);
    expectError(await oneMore(), 409, "too_many_classes");
  });

  it(`makes only one of two classes asked for at once by an owner of ${MAX_OWNED_CLASSES - 1}`, async () => {
    const teacher = await signedIn(app, "Quick Teacher");
    for (let i = 0; i < MAX_OWNED_CLASSES - 1; i++) {
      expect((await teacher.client.post("/api/classes", { name: `Class ${i}` })).status).toBe(201);
    }
    const both = await withInsertsHeld(app, 2, () =>
      Promise.all(
        ["Last A", "Last B"].map((name) => teacher.client.post("/api/classes", { name })),
      ),
    );
    expect(both.map((a) => a.status).sort()).toEqual([201, 409]);
    expectError(
      both.find((a) => a.status === 409)!,
      409,
      "too_many_classes",
    );
    const owned = await app.db.kysely
      .selectFrom("classes")
      .select("id")
      .where("owner_id", "=", teacher.uid)
      .execute();
    expect(owned).toHaveLength(MAX_OWNED_CLASSES);
  });

  it(`takes ${MAX_CO_TEACHERS} co-teachers and refuses one more, keeping that invite`, async () => {
    const { teacher, id } = await teacherWithClass(app);
    const tokens: string[] = [];
    for (let i = 0; i <= MAX_CO_TEACHERS; i++) {
      tokens.push((await teacher.client.post(pathOf("createInvite", { id }))).json.token);
    }
    for (const token of tokens.slice(0, MAX_CO_TEACHERS)) {
      const co = await signedIn(app, "Co Teacher");
      expect((await accept(co.client, token)).status).toBe(200);
    }
    const last = await signedIn(app, "One Too Many");
    expectError(await accept(last.client, tokens.at(-1)!), 409, "too_many_teachers");
    const kept = await app.db.kysely
      .selectFrom("class_invites")
      .select("class_id")
      .where("token_hash", "=", tokenHash(tokens.at(-1)!))
      .execute();
    expect(kept).toEqual([{ class_id: id }]);
    expectError(await last.client.get(pathOf("classGrid", { id })), 404);
  });

  it("refuses an owner their own invite, which still works for the teacher it was made for", async () => {
    const { teacher, id } = await teacherWithClass(app);
    const { token } = (await teacher.client.post(pathOf("createInvite", { id }))).json;
    const own = await accept(teacher.client, token);
    expectError(own, 409, "owner");
    expect(own.json.error.message).toMatch(/your own class/);
    const co = await signedIn(app, "Mr Co");
    expect((await accept(co.client, token)).json.class).toMatchObject({ id, role: "teacher" });
  });

  it("lets one of two teachers accepting one invite at once in, and tells the other it is used", async () => {
    const { teacher, id } = await teacherWithClass(app);
    const { token } = (await teacher.client.post(pathOf("createInvite", { id }))).json;
    const both = [await signedIn(app, "Ms A"), await signedIn(app, "Mr B")];
    const answers = await Promise.all(both.map((t) => accept(t.client, token)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
    const teachers = await app.db.kysely
      .selectFrom("class_teachers")
      .select("user_id")
      .where("class_id", "=", id)
      .execute();
    expect(teachers).toHaveLength(1);
  });
});
