import { describe, expect, it } from "vitest";
import { SLIDER_MODELS } from "../slider-models";

describe("Student loans' sliders", () => {
  it("pay to loan repayment: nothing at $400 a week; 12c a dollar over $464 at $1,000 ($64.32)", () => {
    const model = SLIDER_MODELS["pay-to-loan-repayment"];
    expect(model.read(400).bars[2]!.value).toBe(0);
    expect(model.read(400).says).toContain("nothing comes out");
    expect(model.read(1000).bars[2]!.value).toBe(64.32);
    expect(model.read(1000).says).toContain(
      "$64.32 comes out for the loan: 12 cents of each dollar over $464",
    );
  });
});
