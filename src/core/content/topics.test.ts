import { describe, expect, it } from "vitest";
import { missionAfter, topicOf, TOPICS } from "./topics";

describe("the journey through the topics", () => {
  it("goes from a mission to the next in its topic", () => {
    const [first, second] = TOPICS[0]!.missions;
    expect(missionAfter(first!.uid)).toEqual(second);
  });

  it("goes from a topic's last mission to the next topic's first", () => {
    const last = TOPICS[0]!.missions.at(-1)!;
    expect(missionAfter(last.uid)).toEqual(TOPICS[1]!.missions[0]);
    expect(topicOf(last.uid)).toBe(TOPICS[0]);
  });

  it("ends after the last topic's last mission, and knows no mission it does not hold", () => {
    expect(missionAfter(TOPICS.at(-1)!.missions.at(-1)!.uid)).toBeUndefined();
    expect(missionAfter("m99")).toBeUndefined();
    expect(topicOf("m99")).toBeUndefined();
  });
});
