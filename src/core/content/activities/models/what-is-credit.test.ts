import { describe, expect, it } from "vitest";
import { FIGURES } from "../../figures";
import { SLIDER_MODELS } from "../slider-models";

describe("What is credit's slider", () => {
  const model = SLIDER_MODELS["phone-plan-anyway"];

  it("phone plan anyway: on the deal's own plan, the deal saves just the loan's interest", () => {
    const { bars, says } = model.read(FIGURES.examplePhoneDealPlan.value);
    expect(bars[0]!.value).toBeCloseTo(
      FIGURES.examplePhoneTotal.value + FIGURES.examplePhoneDealPlanTotal.value,
      2,
    );
    expect(bars[1]!.value).toBe(FIGURES.examplePhoneDealTotal.value);
    expect(says).toBe("With a $60 plan, over 3 years the deal costs $161.61 less than the loan.");
  });

  it("phone plan anyway: with a $20 plan, the loan and that plan cost $1,278.39 less than the deal", () => {
    const { bars, says } = model.read(20);
    expect(bars.map((b) => b.value)).toEqual([1881.61, 3160]);
    expect(says).toBe("With a $20 plan, over 3 years the loan costs $1,278.39 less than the deal.");
  });
});
