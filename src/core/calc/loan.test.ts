import { describe, expect, it } from "vitest";
import { MAX_YEARS } from "./cents";
import { generator } from "./generated-cases";
import { PERIODS_PER_YEAR, amortisedPayment, periodicRate, repaymentSchedule } from "./loan";
import { formulaPayment, phone, repaid } from "./loan-oracles";

describe("periodicRate", () => {
  it("divides the yearly rate by the payments a year when interest compounds each payment", () => {
    expect(periodicRate(10, 12)).toBe(0.1 / 12);
    expect(periodicRate(12, PERIODS_PER_YEAR.monthly)).toBe(0.01);
  });

  it("gives weekly payments the rate that compounds to the same year as monthly compounding", () => {
    const weekly = periodicRate(10, 52, 12);
    expect((1 + weekly) ** 52).toBeCloseTo((1 + 0.1 / 12) ** 12, 14);
  });

  it("is 0 for 0%, blank or negative rates, and never NaN for blank counts", () => {
    expect(periodicRate(0, 12)).toBe(0);
    expect(periodicRate(NaN, 12, 365)).toBe(0);
    expect(periodicRate(-5, 12)).toBe(0);
    expect(periodicRate(10, NaN, NaN)).toBe(0.1);
  });
});

describe("amortisedPayment", () => {
  it("pays $32.27 a month for $1,000 over 36 months at 10%", () => {
    expect(amortisedPayment({ ...phone, periods: 36 })).toBe(32.27);
  });

  it("pays $94.15 a month for $2,000 over 24 months at 12%", () => {
    const loan = { principal: 2000, annualPercent: 12, periods: 24, periodsPerYear: 12 };
    expect(amortisedPayment(loan)).toBe(94.15);
  });

  it("splits a 0% loan evenly, rounded up to the cent", () => {
    expect(amortisedPayment({ ...phone, annualPercent: 0, periods: 36 })).toBe(27.78);
    expect(amortisedPayment({ ...phone, annualPercent: 0, periods: 4 })).toBe(250);
  });

  it("is 0 when nothing is owed or the term is blank, zero or negative", () => {
    expect(amortisedPayment({ ...phone, principal: NaN, periods: 36 })).toBe(0);
    expect(amortisedPayment({ ...phone, principal: -5, periods: 36 })).toBe(0);
    expect(amortisedPayment({ ...phone, periods: 0 })).toBe(0);
    expect(amortisedPayment({ ...phone, periods: NaN })).toBe(0);
  });

  it("treats a huge amount and term as the largest allowed and still repays within the term", () => {
    const loan = { principal: 1e20, annualPercent: 1e9, periods: 1e9, periodsPerYear: 12 };
    const payment = amortisedPayment(loan);
    expect(Number.isFinite(payment)).toBe(true);
    const result = repaid(repaymentSchedule({ ...loan, payment }));
    expect(result.periods).toBeLessThanOrEqual(MAX_YEARS * 12);
  });

  it("is the smallest cent that repays within the term, over many generated loans", () => {
    const gen = generator(20261125);
    for (let i = 0; i < 300; i += 1) {
      const periodsPerYear = gen.pick(Object.values(PERIODS_PER_YEAR));
      const loan = {
        principal: gen.dollars(1, 1_000_000),
        annualPercent: gen.percent(30),
        periodsPerYear,
        periods: gen.whole(1, Math.min(600, MAX_YEARS * periodsPerYear)),
      };
      const payment = amortisedPayment(loan);
      const result = repaid(repaymentSchedule({ ...loan, payment }));
      expect(result.periods).toBeLessThanOrEqual(loan.periods);
      const oneCentLess = repaymentSchedule({ ...loan, payment: payment - 0.01 });
      expect(oneCentLess.kind === "never" || oneCentLess.periods > loan.periods).toBe(true);
      const formula = formulaPayment(
        loan.principal,
        periodicRate(loan.annualPercent, periodsPerYear),
        loan.periods,
      );
      expect(Math.abs(payment - formula)).toBeLessThanOrEqual(0.02);
    }
  });
});
