import { describe, expect, it } from "vitest";
import { activitiesOf, doingsIn } from "./activities/of-mission";
import { longestRead, missionSteps } from "./doings";
import { openersOf } from "./mission-tags";
import { WRITTEN_MISSIONS } from "./written-missions";

/** Issue 21, point 2: the most words between two doings, and the fewest hands-on pieces. */
const MAX_WORDS_BETWEEN_DOINGS = 200;
const MIN_PIECES = 3;

describe("the words a student reads between two things they do", () => {
  it("counts the longest run of reading, across pages, up to the next doing", () => {
    const steps = [{ read: 50 }, { does: "a" }, { read: 120 }, { read: 90 }, { does: "b" }];
    expect(longestRead(steps)).toBe(210);
    expect(longestRead([{ read: 30 }, { does: "a" }, { read: 40 }])).toBe(40);
  });

  it("finds a doing for each dialog opened, question answered, card sorted, choice and slider", () => {
    for (const mission of WRITTEN_MISSIONS) {
      const openers = mission.pages.flatMap(openersOf);
      const quizzes = mission.pages.filter((p) => p.kind === "quiz");
      const pieces = activitiesOf(mission).reduce((n, { activity }) => n + doingsIn(activity), 0);
      const steps = missionSteps(mission);
      expect(steps.filter((s) => "does" in s)).toHaveLength(
        openers.length + quizzes.length + pieces,
      );
      expect(steps.some((s) => "read" in s && s.read > 0)).toBe(true);
    }
  });

  it.each(WRITTEN_MISSIONS.map((m) => [m.title, m] as const))(
    "%s has at least three hands-on pieces and at most 200 words between two doings",
    (_, mission) => {
      expect(activitiesOf(mission).length).toBeGreaterThanOrEqual(MIN_PIECES);
      expect(longestRead(missionSteps(mission))).toBeLessThanOrEqual(MAX_WORDS_BETWEEN_DOINGS);
    },
  );
});

describe("hands-on pieces", () => {
  it("have ids unique across all missions, and sorts' cards name bins that exist", () => {
    const all = WRITTEN_MISSIONS.flatMap((m) => activitiesOf(m).map((a) => a.activity));
    expect(new Set(all.map((a) => a.id)).size).toBe(all.length);
    for (const activity of all) {
      if (activity.kind === "sort") {
        expect(activity.bins.length).toBeGreaterThanOrEqual(2);
        for (const card of activity.cards) expect(activity.bins[card.bin]).toBeDefined();
      }
      if (activity.kind === "choose") expect(activity.options[activity.correct]).toBeDefined();
    }
  });
});
