import { describe, expect, it } from "vitest";
import { missionStates } from "../progress/progress";
import { DEFAULT_SETTINGS } from "./default-settings";
import type { MeResponse } from "./schemas";
import { parseMe, parseSettings } from "./stored";

const ME: MeResponse = {
  user: { uid: "u1", name: "Aroha", email: "aroha@example.nz", avatar: null },
  settings: { ...DEFAULT_SETTINGS, sound: true, school: 64 },
  missions: missionStates({ m7: { pages: [0, 1], tags: ["everyday"] } }),
  teaches: true,
};

describe("settings read back from the device", () => {
  it("returns the defaults for anything that is not an object", () => {
    for (const value of [null, 3, "x", [true]])
      expect(parseSettings(value)).toEqual(DEFAULT_SETTINGS);
  });

  it("keeps each setting of the right type and defaults the others", () => {
    expect(parseSettings({ animation: false, sound: 1, school: "64" })).toEqual({
      ...DEFAULT_SETTINGS,
      animation: false,
    });
  });
});

describe("the cached account", () => {
  it("reads back an account as it was cached", () => {
    expect(parseMe(structuredClone(ME))).toEqual(ME);
  });

  it("is not used when its user is missing or malformed", () => {
    expect(parseMe(undefined)).toBeUndefined();
    expect(parseMe({ ...ME, user: { ...ME.user, uid: 7 } })).toBeUndefined();
    expect(parseMe({ ...ME, user: { ...ME.user, avatar: 1 } })).toBeUndefined();
    expect(parseMe({ ...ME, missions: "all of them" })).toBeUndefined();
  });

  it("reads an account cached before it said whether it teaches as one that does not", () => {
    expect(parseMe({ ...ME, teaches: undefined })?.teaches).toBe(false);
    expect(parseMe({ ...ME, teaches: "yes" })?.teaches).toBe(false);
  });

  it("derives its missions again from their pages and tags, leaving out what is not one", () => {
    const missions = [{ uid: "m7", pages: [0, 1], tags: ["everyday"], complete: true }, "junk"];
    expect(parseMe({ ...ME, missions })?.missions).toEqual(ME.missions);
  });
});
