import { describe, expect, it } from "vitest";
import { REPAYMENT_SUMS, STUDENT_LOAN_EXAMPLE as EX } from "./student-loan";

/** Student loans (m3): the worked numbers, checked against sums worked by hand. */
describe("the Student loans worked example", () => {
  it("takes (600 − 464) × 12% = $16.32 from a $600 week in a main job", () => {
    expect(EX.weeklyPay).toBe(600);
    expect(EX.weeklyThreshold).toBe(464); // $24,128 ÷ 52
    expect(EX.overThreshold).toBe(136);
    expect(EX.repayment).toBe(16.32);
  });

  it("takes 12% of all of a $100 week in a second job: $12", () => {
    expect(EX.secondJobRepayment).toBe(12);
  });

  it("repays $65,760 in 17.9 years and $27,000 in 7.4 years on $55,000 a year, the $40 fee each year counted", () => {
    // 3 × ($8,000 + $1,000 + 40 × $323) = $65,760; 3 × ($8,000 + $1,000) = $27,000.
    // Each year (55,000 − 24,128) × 12% = $3,704.64, less the $40 fee = $3,664.64:
    // 65,760 ÷ 3,664.64 = 17.94; 27,000 ÷ 3,664.64 = 7.37.
    expect(EX.yearsAway).toBe(17.9);
    expect(EX.yearsAtHome).toBe(7.4);
  });

  it("writes the week's sums out as the picture shows them", () => {
    expect(REPAYMENT_SUMS.map((s) => s.lines)).toEqual([
      ["$600 − $464 = $136", "12% of $136 = $16.32"],
      ["12% of $100 = $12"],
    ]);
  });
});
