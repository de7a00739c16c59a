import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathOf } from "../../src/core/api/endpoints";
import { gridRow } from "../../src/core/classes/grid";
import { questionKeys } from "../../src/core/classes/questions";
import { loadMissions } from "../../src/server/missions";
import { expectError, signedIn } from "./api-helpers";
import { cellOf, gridOf, studentIn, teacherWithClass } from "./class-helpers";
import { Client, DATABASES, startApp, type TestApp } from "./harness";

const myRow = (id: string) => pathOf("myClassRow", { id });
const grid = (id: string) => pathOf("classGrid", { id });

describe.each(DATABASES)("a student's own row of the grid on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp(kind);
  });
  afterAll(() => app.close());

  /** Two pages of m7 and m2, one first answer right and one wrong, as a member. */
  async function play(client: Client, pages: number[]) {
    const keys = questionKeys(await loadMissions());
    const key = keys.get("m7-q1")!;
    const wrongOf = (question: string) => {
      const { correct, options } = keys.get(question)!;
      return (correct + 1) % options;
    };
    const saved = await client.post("/api/me/progress", {
      sections: { m7: { pages }, m2: { pages: [0] } },
    });
    expect(saved.status, saved.text).toBe(200);
    const answeredAt = new Date().toISOString();
    const sent = await client.post("/api/me/first-tries", {
      answers: [
        { question: "m7-q1", option: key.correct, answeredAt },
        { question: "m7-q2", option: wrongOf("m7-q2"), answeredAt },
      ],
    });
    expect(sent.status, sent.text).toBe(200);
  }

  it("is, for the same data, the very row the teacher's grid has for that student", async () => {
    const { teacher, id, code } = await teacherWithClass(app);
    const aroha = await studentIn(app, code, "Aroha Student");
    const tama = await studentIn(app, code, "Tama Student");
    await play(aroha.client, [0, 1, 2]);
    await play(tama.client, [0]);
    const teacherSees = (await teacher.client.get(grid(id))).json;
    for (const student of [aroha, tama]) {
      const own = await student.client.get(myRow(id));
      expect(own.status, own.text).toBe(200);
      expect(own.headers.get("cache-control")).toBe("no-store");
      expect(own.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(own.json.student).toEqual(
        teacherSees.students.find((s: { uid: string }) => s.uid === student.uid),
      );
      expect(own.json.missions).toEqual(teacherSees.missions);
      expect(own.json.curriculumChecked).toBe(teacherSees.curriculumChecked);
    }
    const own = (await aroha.client.get(myRow(id))).json;
    expect(own.student.name).toBe("Aroha Student");
    // Times as `toISOString` writes them, on either database, so the web compares them as text.
    const [pages, grew] = own.student.progress.m7;
    expect([pages, grew, own.student.joinedAt]).toEqual([
      3,
      new Date(grew).toISOString(),
      new Date(own.student.joinedAt).toISOString(),
    ]);
    expect(cellOf(gridRow(own.student, new Date(own.now)), "m7")).toMatchObject({
      label: "In progress (3 of 6 pages)",
      firstTry: { answered: 2, right: 1 },
    });
    expect(own.class).toMatchObject({ id, role: "member", joinCode: null, members: null });
  });

  it("counts each page once, in the teacher's grid, however often it is saved", async () => {
    const { teacher, id, code } = await teacherWithClass(app);
    const aroha = await studentIn(app, code, "Aroha Student");
    const m7 = async () => cellOf((await gridOf(teacher.client, id))[0]!, "m7");
    await play(aroha.client, [0, 0, 1]);
    expect(await m7()).toMatchObject({ seen: 2, label: "In progress (2 of 6 pages)" });
    const again = await aroha.client.post("/api/me/progress", {
      sections: { m7: { pages: [1, 2, 2], tags: ["everyday"] } },
    });
    expect(again.status, again.text).toBe(200);
    expect(await m7()).toMatchObject({ seen: 3, label: "In progress (3 of 6 pages)" });
  });

  it("names no other student in the answer", async () => {
    const { id, code } = await teacherWithClass(app);
    const aroha = await studentIn(app, code, "Aroha Student");
    const other = await studentIn(app, code, "Secret Other");
    const answer = await aroha.client.get(myRow(id));
    expect(answer.text).not.toContain("Secret Other");
    expect(answer.text).not.toContain(other.uid);
  });

  it("answers 404 alike to the class's teacher, a stranger, a student who left and a missing id", async () => {
    const { teacher, id, code } = await teacherWithClass(app);
    const stranger = await signedIn(app, "Stranger");
    const left = await studentIn(app, code, "Left Student");
    expect((await left.client.request("DELETE", pathOf("leaveClass", { id }))).status).toBe(200);
    for (const client of [teacher.client, stranger.client, left.client]) {
      expectError(await client.get(myRow(id)), 404, "not_found");
    }
    expectError(await stranger.client.get(myRow("no-such-class")), 404, "not_found");
    expectError(await new Client(app.url).get(myRow(id)), 401);
  });

  it("still shows the row of a class that has ended, with when it ended", async () => {
    const { teacher, id, code } = await teacherWithClass(app);
    const student = await studentIn(app, code);
    await teacher.client.post(pathOf("archiveClass", { id }));
    const own = await student.client.get(myRow(id));
    expect(own.status, own.text).toBe(200);
    expect(own.json.class.archivedAt).toEqual(expect.any(String));
  });
});
