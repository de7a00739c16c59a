import { describe, expect, it } from "vitest";
import { FIGURES } from "../content/figures";
import {
  accLevy,
  incomeInBrackets,
  incomeTax,
  kiwiSaverDeduction,
  mainTaxCode,
  repaymentThreshold,
  studentLoanDeduction,
  studentLoanSchedule,
  weeklyPayslip,
  yearsToRepay,
} from "./pay";

/** Incomes from $0 to $250,000 in uneven steps (with cents), and each bracket top. */
const INCOMES = [
  ...Array.from({ length: 6000 }, (_, i) => Math.round(i * 41.67 * 100) / 100),
  15_600,
  53_500,
  78_100,
  180_000,
];

describe("income tax over the five brackets", () => {
  it("taxes $15,600 at 10.5%: $1,638", () => {
    // 15,600 × 10.5% = 1,638.00
    expect(incomeTax(15_600)).toBe(1638);
  });

  it("taxes $53,500 at 10.5% then 17.5%: $8,270.50", () => {
    // 15,600 × 10.5% = 1,638.00; (53,500 − 15,600) = 37,900 × 17.5% = 6,632.50; total 8,270.50
    expect(incomeTax(53_500)).toBe(8270.5);
  });

  it("taxes $60,000 with its top $6,500 at 30%: $10,220.50", () => {
    // 8,270.50 on the first 53,500; (60,000 − 53,500) = 6,500 × 30% = 1,950.00; total 10,220.50
    expect(incomeTax(60_000)).toBe(10_220.5);
  });

  it("taxes $78,100, $180,000 and $200,000 through the 33% and 39% brackets", () => {
    // 78,100: 8,270.50 + 24,600 × 30% (7,380.00) = 15,650.50
    expect(incomeTax(78_100)).toBe(15_650.5);
    // 180,000: 15,650.50 + 101,900 × 33% (33,627.00) = 49,277.50
    expect(incomeTax(180_000)).toBe(49_277.5);
    // 200,000: 49,277.50 + 20,000 × 39% (7,800.00) = 57,077.50
    expect(incomeTax(200_000)).toBe(57_077.5);
  });

  it("rounds to the cent only at the end, and taxes nothing on nothing", () => {
    // 15,600.50: 1,638 + 0.50 × 17.5% (0.0875) = 1,638.0875 → 1,638.09
    expect(incomeTax(15_600.5)).toBe(1638.09);
    expect(incomeTax(0)).toBe(0);
  });

  it("takes its brackets from figures.ts: the five rates and four tops in force now", () => {
    const rates = [1, 2, 3, 4, 5].map((n) => FIGURES[`taxRate${n}` as "taxRate1"].value);
    const tops = [1, 2, 3, 4].map((n) => FIGURES[`taxBracketTop${n}` as "taxBracketTop1"].value);
    expect(rates).toEqual([10.5, 17.5, 30, 33, 39]);
    expect(tops).toEqual([15_600, 53_500, 78_100, 180_000]);
  });

  it("splits $60,000 over the brackets: $15,600, $37,900 and the top $6,500, none above", () => {
    expect(incomeInBrackets(60_000)).toEqual([
      { rate: 10.5, from: 0, income: 15_600 },
      { rate: 17.5, from: 15_600, income: 37_900 },
      { rate: 30, from: 53_500, income: 6_500 },
      { rate: 33, from: 78_100, income: 0 },
      { rate: 39, from: 180_000, income: 0 },
    ]);
  });

  it("never falls as income rises, across thousands of incomes", () => {
    const taxes = [...INCOMES].sort((a, b) => a - b).map(incomeTax);
    taxes.slice(1).forEach((tax, i) => expect(tax).toBeGreaterThanOrEqual(taxes[i]!));
  });

  it("never takes more than 39c of an extra dollar (allowing a cent of rounding)", () => {
    for (const income of INCOMES) {
      const extra = incomeTax(income + 1) - incomeTax(income);
      expect(extra, `at ${income}`).toBeLessThanOrEqual(0.39 + 0.01 + 1e-9);
    }
    // Over $180,000 each extra $100 costs exactly $39.
    expect(incomeTax(250_100) - incomeTax(250_000)).toBeCloseTo(39, 10);
  });
});

describe("ACC earners' levy", () => {
  it("takes $1.75 per $100: $875 on $50,000", () => {
    // 50,000 ÷ 100 × 1.75 = 875.00
    expect(accLevy(50_000)).toBe(875);
  });

  it("stops at the maximum liable earnings: at most $2,741.22 however much is earned", () => {
    // 156,641 ÷ 100 × 1.75 = 2,741.2175 → 2,741.22 (the facts file's "at most $2,741.22")
    expect(accLevy(156_641)).toBe(2741.22);
    expect(accLevy(400_000)).toBe(2741.22);
  });

  it("rounds to the cent: $24,908 → $435.89", () => {
    // 24,908 × 1.75% = 435.89
    expect(accLevy(24_908)).toBe(435.89);
  });
});

describe("KiwiSaver employee deduction", () => {
  it("takes the default 3.5% from gross pay, rounded to the cent: $479 → $16.77", () => {
    // 479 × 3.5% = 16.765 → 16.77 (half a cent rounds up, with no floating-point slip)
    expect(kiwiSaverDeduction(479)).toBe(16.77);
  });

  it("takes a chosen rate: 6% of $1,000 is $60, and 0% takes nothing", () => {
    expect(kiwiSaverDeduction(1000, 6)).toBe(60);
    expect(kiwiSaverDeduction(1000, 0)).toBe(0);
  });
});

describe("student loan repayment threshold per pay", () => {
  it("is $464 a week and $928 a fortnight, as IRD publishes ($24,128 ÷ 52, ÷ 26)", () => {
    expect(repaymentThreshold(52)).toBe(464);
    expect(repaymentThreshold(26)).toBe(928);
    expect(repaymentThreshold(13)).toBe(1856);
    expect(repaymentThreshold(1)).toBe(24_128);
  });

  it("is $2,010.67 a month: 24,128 ÷ 12 = 2,010.666… rounded to the cent", () => {
    expect(repaymentThreshold(12)).toBe(2010.67);
  });

  it("refuses a pay period count that is not a whole number from 1", () => {
    expect(() => repaymentThreshold(0)).toThrow(RangeError);
    expect(() => repaymentThreshold(2.5)).toThrow(RangeError);
  });
});

describe("student loan deduction from a pay", () => {
  it("takes $16.32 from $600 a week in a main job: (600 − 464) × 12%", () => {
    expect(studentLoanDeduction({ gross: 600, periodsPerYear: 52, job: "main" })).toBe(16.32);
  });

  it("takes $32.64 from $1,200 a fortnight: (1,200 − 928) × 12%", () => {
    expect(studentLoanDeduction({ gross: 1200, periodsPerYear: 26, job: "main" })).toBe(32.64);
  });

  it("takes 12c of every dollar in a secondary job: $300 → $36", () => {
    expect(studentLoanDeduction({ gross: 300, periodsPerYear: 52, job: "secondary" })).toBe(36);
  });

  it("takes nothing at or under the threshold in a main job, for every cent up to it", () => {
    for (const periodsPerYear of [52, 26, 12]) {
      const threshold = repaymentThreshold(periodsPerYear);
      for (let cents = 0; cents <= threshold * 100; cents += 7) {
        const pay = { gross: cents / 100, periodsPerYear, job: "main" as const };
        expect(studentLoanDeduction(pay)).toBe(0);
      }
      expect(studentLoanDeduction({ gross: threshold, periodsPerYear, job: "main" })).toBe(0);
    }
  });

  it("is never negative, and never more than 12c per dollar of gross", () => {
    for (const gross of INCOMES.map((income) => Math.round((income / 26) * 100) / 100)) {
      for (const job of ["main", "secondary"] as const) {
        const repayment = studentLoanDeduction({ gross, periodsPerYear: 26, job });
        expect(repayment).toBeGreaterThanOrEqual(0);
        expect(repayment).toBeLessThanOrEqual(gross * 0.12 + 0.005);
      }
    }
  });
});

describe("years to repay a student loan from a salary, with the $40 fee each year", () => {
  // About $45,900 a year: (45,900 − 24,128) = 21,772 × 12% = $2,612.64 repaid a year, less the
  // $40 administration fee: $2,572.64 off the loan.
  it("repays $52,770 in 20.5 years on $45,900 a year: 52,770 ÷ 2,572.64 = 20.51…", () => {
    expect(yearsToRepay({ balance: 52_770, annualIncome: 45_900 })).toBe(20.5);
  });

  it("repays $28,000 in 10.9 years on $45,900 a year: 28,000 ÷ 2,572.64 = 10.88…", () => {
    expect(yearsToRepay({ balance: 28_000, annualIncome: 45_900 })).toBe(10.9);
  });

  it("takes 17.9 years, not 17.8, for $65,760 on $55,000: 65,760 ÷ (3,704.64 − 40) = 17.94…", () => {
    expect(yearsToRepay({ balance: 65_760, annualIncome: 55_000 })).toBe(17.9);
  });

  it("takes 81.3 years, not 77.5, for $65,760 on $600 a week: 65,760 ÷ (848.64 − 40) = 81.32…", () => {
    expect(yearsToRepay({ balance: 65_760, annualIncome: 600 * 52 })).toBe(81.3);
  });

  it("never repays when a year's repayments don't cover the fee, at or just over the threshold", () => {
    expect(yearsToRepay({ balance: 10_000, annualIncome: 24_128 })).toBeNull();
    expect(yearsToRepay({ balance: 10_000, annualIncome: 15_000 })).toBeNull();
    // $333.33 over repays $40.00 a year: exactly the fee.
    expect(yearsToRepay({ balance: 10_000, annualIncome: 24_461.33 })).toBeNull();
    expect(yearsToRepay({ balance: 10_000, annualIncome: 24_500 })).not.toBeNull();
  });
});

describe("a student loan's schedule from pay", () => {
  const weekly = (balance: number, gross: number) =>
    studentLoanSchedule({
      balance,
      payment: studentLoanDeduction({ gross, periodsPerYear: 52, job: "main" }),
      periodsPerYear: 52,
    });

  it("adds $40 at the end of each year while $20 or more is owed, ending at $0 when yearsToRepay says", () => {
    const result = weekly(65_760, 600);
    if (result.kind !== "repaid") throw new Error("not repaid");
    expect(result.rows[51]!.interest).toBe(40);
    expect(result.rows[50]!.interest).toBe(0);
    expect(result.totalInterest).toBe(81 * 40);
    expect(result.rows.at(-1)!.balance).toBe(0);
    expect(Math.round((result.periods / 52) * 10) / 10).toBe(81.3);
    expect(result.totalPaid).toBe(65_760 + 81 * 40);
  });

  it("never repays when the year's repayments are no more than the fee", () => {
    expect(weekly(1000, 470).kind).toBe("never");
  });
});

describe("tax code for a main job", () => {
  it("is M under $24,000 or over $70,000, where the independent earner tax credit can't apply", () => {
    expect(mainTaxCode(15_000, false)).toBe("M");
    expect(mainTaxCode(23_999.99, false)).toBe("M");
    expect(mainTaxCode(70_000.01, false)).toBe("M");
  });

  it("is ME from $24,000 to $70,000, and adds SL with a student loan", () => {
    expect(mainTaxCode(24_000, false)).toBe("ME");
    expect(mainTaxCode(70_000, false)).toBe("ME");
    expect(mainTaxCode(45_900, true)).toBe("ME SL");
    expect(mainTaxCode(15_000, true)).toBe("M SL");
  });
});

describe("a week's payslip", () => {
  it("works out 20 hours at $23.95 with KiwiSaver and a student loan, line by line", () => {
    // Gross 20 × 23.95 = 479.00; a year of it 479 × 52 = 24,908.
    // PAYE: tax on 24,908 = 1,638 + (24,908 − 15,600) × 17.5% (1,628.90) = 3,266.90; ÷ 52 = 62.825 → 62.83
    // ACC: 24,908 × 1.75% = 435.89; ÷ 52 = 8.3825 → 8.38
    // KiwiSaver: 479 × 3.5% = 16.765 → 16.77
    // Student loan: (479 − 464) × 12% = 1.80
    // Net: 479 − 62.83 − 8.38 − 16.77 − 1.80 = 389.22; 24,908 is in $24,000–$70,000: ME SL
    expect(weeklyPayslip({ hourlyRate: 23.95, hoursPerWeek: 20, studentLoan: true })).toEqual({
      gross: 479,
      paye: 62.83,
      acc: 8.38,
      kiwiSaver: 16.77,
      studentLoan: 1.8,
      net: 389.22,
      taxCode: "ME SL",
    });
  });

  it("takes no student loan without one, and no KiwiSaver at 0%: 15 hours gives code M", () => {
    // Gross 15 × 23.95 = 359.25; a year 18,681.
    // PAYE: 1,638 + (18,681 − 15,600) × 17.5% (539.175) = 2,177.175; ÷ 52 = 41.868… → 41.87
    // ACC: 18,681 × 1.75% = 326.9175; ÷ 52 = 6.286… → 6.29
    // Net: 359.25 − 41.87 − 6.29 = 311.09; 18,681 is under $24,000: M
    expect(weeklyPayslip({ hourlyRate: 23.95, hoursPerWeek: 15, kiwiSaverPercent: 0 })).toEqual({
      gross: 359.25,
      paye: 41.87,
      acc: 6.29,
      kiwiSaver: 0,
      studentLoan: 0,
      net: 311.09,
      taxCode: "M",
    });
  });

  it("adds up: net is gross less every deduction, to the cent, for many jobs", () => {
    for (let hours = 1; hours <= 60; hours += 1.5) {
      for (const hourlyRate of [FIGURES.minimumWageStartingOut.value, 23.95, 31.4, 87.65]) {
        const slip = weeklyPayslip({ hourlyRate, hoursPerWeek: hours, studentLoan: true });
        const deductions = slip.paye + slip.acc + slip.kiwiSaver + slip.studentLoan;
        expect(Math.round((slip.gross - deductions) * 100)).toBe(Math.round(slip.net * 100));
        expect(slip.net).toBeGreaterThan(0);
      }
    }
  });
});
