import { describe, expect, it } from "vitest";
import { FIGURES } from "../../figures";
import { SLIDER_MODELS } from "../slider-models";

describe("Buy now pay later's slider", () => {
  it("bnpl split: the example order's four payments and fee cap are the mission's figures", () => {
    const { bars, says } = SLIDER_MODELS["bnpl-split"].read(FIGURES.exampleBnplOrder.value);
    expect(bars[1]!.value).toBe(FIGURES.exampleBnplPayment.value);
    expect(bars[2]!.value).toBe(FIGURES.exampleBnplFeeCap.value);
    expect(says).toBe(
      "$200 becomes 4 payments of $50. Miss them and late fees can add $50: a whole extra payment.",
    );
  });

  it("bnpl split: $600 becomes four payments of $150, and late fees stop at $68", () => {
    const { bars, says } = SLIDER_MODELS["bnpl-split"].read(600);
    expect(bars.map((b) => b.value)).toEqual([600, 150, 68]);
    expect(says).toBe("$600 becomes 4 payments of $150. Miss them and late fees can add $68.");
  });
});
