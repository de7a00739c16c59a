import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathOf } from "../../src/core/api/endpoints";
import { expectError, signedIn } from "./api-helpers";
import { join, studentIn, teacherWithClass } from "./class-helpers";
import { DATABASES, startApp, type TestApp } from "./harness";

const grid = (id: string) => pathOf("classGrid", { id });

describe.each(DATABASES)("classes on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp(kind);
  });
  afterAll(() => app.close());

  it("makes a class with an 8-character code, listed for its owner with the code", async () => {
    const { teacher, id, code } = await teacherWithClass(app);
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    const listed = await teacher.client.get("/api/classes");
    expect(listed.json.classes).toEqual([
      expect.objectContaining({ id, role: "owner", name: "10MAT Money", members: 0 }),
    ]);
  });

  it("joins by code whatever its case and spaces, storing the consent version", async () => {
    const { id, code } = await teacherWithClass(app);
    const student = await signedIn(app, "Tama Student");
    const typed = ` ${code.slice(0, 4).toLowerCase()} ${code.slice(4)} `;
    const preview = await student.client.post("/api/classes/preview", { code: typed });
    expect(preview.json).toMatchObject({
      name: "10MAT Money",
      ownerName: "Ms Rangi",
      ownerDomain: "example.com",
    });
    const joined = await join(student.client, typed);
    expect(joined.status, joined.text).toBe(200);
    expect(joined.json.class).toMatchObject({ id, role: "member", joinCode: null, members: null });
    const row = await app.db.kysely
      .selectFrom("class_members")
      .select("consent_version")
      .where("user_id", "=", student.uid)
      .executeTakeFirstOrThrow();
    expect(row.consent_version).toBe(1);
  });

  it("refuses a join without the consent text in force", async () => {
    const { code } = await teacherWithClass(app);
    const student = await signedIn(app);
    expectError(await join(student.client, code, 0), 400);
    expectError(await join(student.client, code, 99), 409, "consent_outdated");
  });

  it("stops an old code once a new one is made, and a closed class takes no joins", async () => {
    const { teacher, id, code } = await teacherWithClass(app);
    const fresh = await teacher.client.post(pathOf("newJoinCode", { id }));
    const newCode = String(fresh.json.class.joinCode);
    expect(newCode).not.toBe(code);
    expectError(await join((await signedIn(app)).client, code), 404, "not_found");
    await teacher.client.patch(pathOf("updateClass", { id }), { joiningOpen: false });
    expectError(await join((await signedIn(app)).client, newCode), 404, "not_found");
  });

  it("makes an archived class read-only and refuses joins to it", async () => {
    const { teacher, id, code } = await teacherWithClass(app);
    const archived = await teacher.client.post(pathOf("archiveClass", { id }));
    expect(archived.json.class.archivedAt).not.toBeNull();
    expectError(await join((await signedIn(app)).client, code), 404, "not_found");
    expectError(
      await teacher.client.patch(pathOf("updateClass", { id }), { name: "New" }),
      409,
      "class_ended",
    );
    expect((await teacher.client.get(grid(id))).status).toBe(200);
  });

  it("lets a member leave, and a teacher remove a member, who vanishes from the grid at once", async () => {
    const { teacher, id, code } = await teacherWithClass(app);
    const leaver = await studentIn(app, code, "Leaver");
    const removed = await studentIn(app, code, "Removed");
    expect((await leaver.client.request("DELETE", pathOf("leaveClass", { id }))).status).toBe(200);
    const removal = await teacher.client.request(
      "DELETE",
      pathOf("removeMember", { id, userId: removed.uid }),
    );
    expect(removal.status).toBe(200);
    expect((await teacher.client.get(grid(id))).json.students).toEqual([]);
    expect((await removed.client.get("/api/classes")).json.classes).toEqual([]);
  });

  it("adds a co-teacher by invite link, once; they see the grid but cannot delete the class", async () => {
    const { teacher, id } = await teacherWithClass(app);
    const invite = await teacher.client.post(pathOf("createInvite", { id }));
    expect(invite.status).toBe(201);
    const co = await signedIn(app, "Mr Co");
    const accepted = await co.client.post("/api/classes/invites/accept", {
      token: invite.json.token,
    });
    expect(accepted.json.class).toMatchObject({ id, role: "teacher" });
    expect((await co.client.get(grid(id))).status).toBe(200);
    expectError(await co.client.request("DELETE", pathOf("deleteClass", { id })), 404, "not_found");
    const other = await signedIn(app, "Not Invited");
    expectError(
      await other.client.post("/api/classes/invites/accept", { token: invite.json.token }),
      404,
    );
  });

  it("deletes a class with its members' rows", async () => {
    const { teacher, id, code } = await teacherWithClass(app);
    const student = await studentIn(app, code);
    expect((await teacher.client.request("DELETE", pathOf("deleteClass", { id }))).json).toEqual({
      deleted: true,
    });
    expect((await student.client.get("/api/classes")).json.classes).toEqual([]);
    expectError(await teacher.client.get(grid(id)), 404);
  });
});
