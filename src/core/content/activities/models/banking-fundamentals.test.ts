import { describe, expect, it } from "vitest";
import { FIGURES } from "../../figures";
import { SLIDER_MODELS } from "../slider-models";

describe("Banking fundamentals' sliders", () => {
  const model = SLIDER_MODELS["bank-loan-rate"];

  it("bank loan rate: starts at the table's rate and gives the table's interest and profit", () => {
    expect(model.start).toBe(FIGURES.exampleLoanRate.value);
    expect(model.read(model.start).bars.map((b) => b.value)).toEqual([
      FIGURES.exampleDepositInterest.value,
      FIGURES.exampleLoanInterest.value,
      FIGURES.exampleBankProfit.value,
    ]);
    expect(model.read(model.start).says).toBe(
      "At 6%, the bank gets $60 and pays the saver $20, so $40 is left to pay its costs and make a profit.",
    );
  });

  it("bank loan rate: at the saver's rate nothing is left, so there is no profit", () => {
    const { bars, says } = model.read(FIGURES.exampleDepositRate.value);
    expect(bars[2]!.value).toBe(0);
    expect(says).toContain("no profit");
  });
});
