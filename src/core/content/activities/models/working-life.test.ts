import { describe, expect, it } from "vitest";
import { SLIDER_MODELS } from "../slider-models";

describe("Working life's sliders", () => {
  const model = SLIDER_MODELS["income-tax-steps"];

  it("income tax steps: $60,000 fills the first two steps and $6,500 of the 30% one", () => {
    const { bars, says } = model.read(60_000);
    expect(bars.map((bar) => bar.label)).toEqual([
      "Taxed at 10.5%",
      "Taxed at 17.5%",
      "Taxed at 30%",
      "Taxed at 33%",
      "Taxed at 39%",
    ]);
    expect(bars.map((bar) => bar.value)).toEqual([15_600, 37_900, 6_500, 0, 0]);
    expect(says).toBe(
      "On $60,000 a year the tax is $10,220.50, about 17 cents in each dollar: only the part over $53,500 is taxed at 30%.",
    );
  });

  it("income tax steps: $10,000 is all in the first step, at 10.5%", () => {
    expect(model.read(10_000).says).toBe(
      "On $10,000 a year the tax is $1,050: all of it is in the first step, taxed at 10.5%.",
    );
  });

  it("income tax steps: the bars' scale is the widest step the slider reaches, the 33% one", () => {
    expect(model.scale).toBe(180_000 - 78_100);
  });
});
