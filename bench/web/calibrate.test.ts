import { describe, expect, it } from "vitest";
import { slowdownFor, TIERS } from "./calibrate";

describe("the CPU slowdown calibrated to the host", () => {
  it("brings a host's benchmark score down to the tier's, to one decimal", () => {
    expect(slowdownFor(1500, "mid")).toBe(1.5);
    expect(slowdownFor(1500, "low")).toBe(5.7);
    expect(slowdownFor(TIERS.low, "low")).toBe(1);
  });

  it("never speeds a host slower than the tier up", () => {
    expect(slowdownFor(800, "mid")).toBe(1);
  });
});
