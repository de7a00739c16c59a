import { describe, expect, it } from "vitest";
import { FIGURES } from "./figures";

/**
 * What is credit (m10): its worked examples come out of the calculators' loan maths and the
 * deals' own lines, and the claims its pages make about them hold.
 */
const value = (key: keyof typeof FIGURES) => FIGURES[key].value;

describe("What is credit's worked examples", () => {
  it("borrows $1,000 at 10% over 3 years for $32.27 a month, the schedule's $161.61 interest and $1,161.61 in all", () => {
    expect(value("examplePhonePayment")).toBe(32.27);
    expect(value("examplePhoneMonths")).toBe(36);
    expect(value("examplePhoneInterest")).toBe(161.61);
    expect(value("examplePhoneTotal")).toBe(1161.61);
  });

  it("cuts the last payment to what is left, so the payments add up to the total paid", () => {
    const months = value("examplePhoneMonths");
    const paid = (months - 1) * value("examplePhonePayment") + value("examplePhoneLastPayment");
    expect(paid).toBeCloseTo(value("examplePhoneTotal"), 2);
    expect(value("examplePhoneLastPayment")).toBeLessThan(value("examplePhonePayment"));
  });

  it("shows that paying off sooner means bigger payments but less interest", () => {
    expect(value("examplePhoneShortPayment")).toBeGreaterThan(value("examplePhonePayment"));
    expect(value("examplePhoneShortInterest")).toBeLessThan(value("examplePhoneInterest"));
  });

  it("adds the phone deal up to the spec's $3,160: $1,000 for the phone and $2,160 for the plan", () => {
    expect(value("examplePhoneDealPhone")).toBe(value("examplePhonePrice"));
    expect(value("examplePhoneDealPlanTotal")).toBe(2160);
    expect(value("examplePhoneDealTotal")).toBe(3160);
  });

  it("makes the example store card fees cost more than the loan's interest, as the page says", () => {
    expect(value("exampleStoreFees")).toBe(230);
    expect(value("exampleStoreFees")).toBeGreaterThan(value("examplePhoneInterest"));
  });
});
