import { describe, expect, it } from "vitest";
import { cometTiming } from "./banking-fundamentals";

describe("cometTiming", () => {
  it("waits 1 s and crosses in 4 s at the low end", () => {
    expect(cometTiming(() => 0)).toEqual({ delay: 1, duration: 4 });
  });

  it("stays within 3 s and 4.3 s at the high end", () => {
    const { delay, duration } = cometTiming(() => 0.999999);
    expect(delay).toBeGreaterThan(2.9);
    expect(delay).toBeLessThanOrEqual(3);
    expect(duration).toBeGreaterThan(4.2);
    expect(duration).toBeLessThanOrEqual(4.3);
  });
});
