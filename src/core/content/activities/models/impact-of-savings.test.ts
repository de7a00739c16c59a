import { describe, expect, it } from "vitest";
import { SLIDER_MODELS } from "../slider-models";

describe("Impact of savings' sliders", () => {
  it("weekly saving: $20 a week for 10 years is $10,400 put in, plus interest at the example rate", () => {
    const { bars, says } = SLIDER_MODELS["weekly-saving"].read(20);
    expect(bars[0]).toEqual({ label: "You put in", value: 10_400 });
    expect(bars[1]!.value).toBeGreaterThan(0);
    expect(bars[2]!.value).toBeCloseTo(bars[0]!.value + bars[1]!.value, 2);
    expect(says).toMatch(
      /^\$20 a week for 10 years grows to \$[\d,]+(\.\d\d)?: \$10,400 you put in/,
    );
  });
});
