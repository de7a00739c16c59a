import { describe, expect, it } from "vitest";
import { memoryDb, memoryStorage } from "../../../tests/support/device-fakes";
import { createLocalProgress } from "./local-progress";

describe("progress on the device", () => {
  it("reads stores left in another shape as empty and keeps the entries that fit", async () => {
    const db = memoryDb({
      "rocket.progress": "not progress",
      "rocket.pending": { m7: { pages: [0, "1"], tags: ["everyday", 3] }, m99: { pages: [0] } },
    });
    const storage = memoryStorage({ "rocket.unstored": "{half a write" });
    const local = createLocalProgress({ db, storage: () => storage });
    await local.load();
    expect(local.useLocalProgress.getState()).toMatchObject({
      progress: {},
      pending: { m7: { pages: [0], tags: ["everyday"] } },
      loaded: true,
    });
  });

  it("merges a visit kept in localStorage back in when IndexedDB lost it, and clears it once stored", async () => {
    const db = memoryDb();
    const storage = memoryStorage({ "rocket.unstored": '{"m7":{"pages":[3],"tags":[]}}' });
    const local = createLocalProgress({ db, storage: () => storage });
    await local.load();
    expect(local.useLocalProgress.getState().pending).toEqual({ m7: { pages: [3], tags: [] } });

    await local.record({ m7: { pages: [4], tags: [] } });
    expect(db.items.get("rocket.pending")).toEqual({ m7: { pages: [3, 4], tags: [] } });
    expect(storage.getItem("rocket.unstored")).toBeNull();
  });

  it("keeps working in memory when storage is blocked", async () => {
    const blocked = () => Promise.reject(new Error("blocked"));
    const local = createLocalProgress({
      db: { getMany: blocked, setMany: blocked, delMany: blocked },
      storage: () => {
        throw new Error("blocked");
      },
    });
    await local.record({ m7: { pages: [0], tags: [] } });
    expect(local.useLocalProgress.getState().progress).toEqual({ m7: { pages: [0], tags: [] } });
  });
});
