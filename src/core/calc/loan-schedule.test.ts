import { describe, expect, it } from "vitest";
import { MAX_YEARS, toCents } from "./cents";
import { generator } from "./generated-cases";
import { PERIODS_PER_YEAR, amortisedPayment, periodicRate, repaymentSchedule } from "./loan";
import {
  expectSound,
  formulaBalance,
  formulaPayment,
  phone,
  repaid,
  roundingBound,
} from "./loan-oracles";

describe("repaymentSchedule", () => {
  it("repays $1,000 at 10% with $32.27 a month in 36 months, the last payment cut to $32.16", () => {
    const result = repaid(repaymentSchedule({ ...phone, payment: 32.27 }));
    expect(result.periods).toBe(36);
    expect(result.rows[0]).toEqual({
      period: 1,
      payment: 32.27,
      interest: 8.33,
      principal: 23.94,
      balance: 976.06,
    });
    expect(result.rows[35]).toEqual({
      period: 36,
      payment: 32.16,
      interest: 0.27,
      principal: 31.89,
      balance: 0,
    });
    expectSound(result, 1000, 32.27);
  });

  it("charges $161.61 interest on the $1,000 phone, one cent under the formula's $161.62 (decision 0023)", () => {
    const formula = formulaPayment(1000, 0.1 / 12, 36);
    expect(formula).toBeCloseTo(32.2672, 4);
    expect(Math.round((36 * formula - 1000) * 100) / 100).toBe(161.62);
    const result = repaid(repaymentSchedule({ ...phone, payment: 32.27 }));
    expect(result.totalInterest).toBe(161.61);
    expect(result.totalPaid).toBe(1161.61);
    // The spec's whole dollars agree with both: $32 a month, $162 interest, $1,162 in all.
    expect([
      Math.round(32.27),
      Math.round(result.totalInterest),
      Math.round(result.totalPaid),
    ]).toEqual([32, 162, 1162]);
  });

  it("charges $259.51 interest on $2,000 over 24 months at 12% (the formula says $259.53)", () => {
    const result = repaid(
      repaymentSchedule({ principal: 2000, annualPercent: 12, periodsPerYear: 12, payment: 94.15 }),
    );
    expect([result.periods, result.totalInterest, result.rows[23]?.payment]).toEqual([
      24, 259.51, 94.06,
    ]);
    expect(24 * formulaPayment(2000, 0.01, 24) - 2000).toBeCloseTo(259.53, 2);
  });

  it("never repays a payment that only covers the interest, and names the first cent above it", () => {
    const never = repaymentSchedule({ ...phone, payment: 8.33 });
    expect(never).toEqual({ kind: "never", smallestPayment: 8.34, reason: "below-interest" });
    const result = repaid(repaymentSchedule({ ...phone, payment: 8.34 }));
    expect(result.periods).toBe(860);
    expectSound(result, 1000, 8.34);
  });

  it("calls a payment that would take over 100 years never, and names the smallest that repays in time", () => {
    const loan = { principal: 1000, annualPercent: 5, periodsPerYear: 12 };
    const slow = repaymentSchedule({ ...loan, payment: 4.18 });
    expect(slow).toEqual({ kind: "never", smallestPayment: 4.2, reason: "too-long" });
    expect(repaid(repaymentSchedule({ ...loan, payment: 4.2 })).periods).toBeLessThanOrEqual(1200);
    expect(repaymentSchedule({ ...loan, payment: 4.19 }).kind).toBe("never");
  });

  it("gives a smallest payment that repays and one cent less that does not, over many generated loans", () => {
    const gen = generator(12);
    for (let i = 0; i < 150; i += 1) {
      const loan = {
        principal: gen.dollars(1, 100_000),
        annualPercent: gen.percent(40),
        periodsPerYear: gen.pick(Object.values(PERIODS_PER_YEAR)),
        fee: gen.pick([0, gen.dollars(0, 500)]),
      };
      const never = repaymentSchedule({ ...loan, payment: gen.dollars(0, 10) });
      if (never.kind === "repaid") continue;
      const smallest = never.smallestPayment;
      expectSound(
        repaymentSchedule({ ...loan, payment: smallest }),
        loan.principal + loan.fee,
        smallest,
      );
      expect(repaymentSchedule({ ...loan, payment: smallest - 0.01 }).kind).toBe("never");
    }
  });

  it("repays a 0% loan with no interest, and says a zero payment never repays it", () => {
    const result = repaid(repaymentSchedule({ ...phone, annualPercent: 0, payment: 300 }));
    expect([result.periods, result.totalInterest, result.rows[3]?.payment]).toEqual([4, 0, 100]);
    expect(repaymentSchedule({ ...phone, annualPercent: 0, payment: 0 })).toEqual({
      kind: "never",
      smallestPayment: 0.84,
      reason: "below-interest",
    });
  });

  it("adds the fee to the amount owed and the extra to every payment", () => {
    const plain = repaid(repaymentSchedule({ ...phone, payment: 32.27 }));
    const withFee = repaid(repaymentSchedule({ ...phone, payment: 32.27, fee: 50 }));
    expect(withFee.fee).toBe(50);
    expect(withFee.rows[0]?.interest).toBe(8.75);
    expect(withFee.totalPaid).toBeGreaterThan(plain.totalPaid + 50);
    expectSound(withFee, 1050, 32.27);
    const withExtra = repaid(repaymentSchedule({ ...phone, payment: 32.27, extra: 10 }));
    expect(withExtra.rows[0]?.payment).toBe(42.27);
    expect(withExtra.periods).toBeLessThan(plain.periods);
    expect(withExtra.totalInterest).toBeLessThan(plain.totalInterest);
    expectSound(withExtra, 1000, 42.27);
  });

  it("answers blank inputs with nothing owed, and never NaN", () => {
    const blank = { principal: NaN, annualPercent: NaN, periodsPerYear: NaN, payment: NaN };
    expect(repaymentSchedule(blank)).toEqual({
      kind: "repaid",
      rows: [],
      periods: 0,
      totalPaid: 0,
      totalInterest: 0,
      fee: 0,
    });
  });

  it("answers a huge debt at a huge rate at once, with a finite smallest payment", () => {
    const huge = { principal: 1e15, annualPercent: 1e6, periodsPerYear: 1e6, payment: 1 };
    const result = repaymentSchedule(huge);
    expect(result.kind).toBe("never");
    expect(result.kind === "never" && Number.isFinite(result.smallestPayment)).toBe(true);
  });

  it("keeps a 600-row schedule exact to the cent, ending at exactly $0.00", () => {
    const loan = { principal: 500_000, annualPercent: 7, periodsPerYear: 12 };
    const payment = amortisedPayment({ ...loan, periods: 600 });
    expect(payment).toBe(3008.45);
    const result = repaid(repaymentSchedule({ ...loan, payment }));
    expect(result.periods).toBe(600);
    expect(result.rows[599]?.payment).toBe(2965.92);
    expectSound(result, 500_000, payment);
  });

  it("adds up, stays at or above zero and ends at 0, over many generated loans with fees and extras", () => {
    const gen = generator(42);
    for (let i = 0; i < 300; i += 1) {
      const periodsPerYear = gen.pick(Object.values(PERIODS_PER_YEAR));
      const loan = {
        principal: gen.dollars(1, 1_000_000),
        annualPercent: gen.percent(30),
        periodsPerYear,
        fee: gen.pick([0, gen.dollars(0, 1000)]),
        extra: gen.pick([0, gen.dollars(0, 100)]),
      };
      const term = gen.whole(1, Math.min(600, MAX_YEARS * periodsPerYear));
      const payment = amortisedPayment({
        ...loan,
        principal: loan.principal + loan.fee,
        periods: term,
      });
      const result = repaymentSchedule({ ...loan, payment });
      expectSound(result, loan.principal + loan.fee, toCents(payment + loan.extra) / 100);
      expect(repaid(result).periods).toBeLessThanOrEqual(term);
    }
  });

  it("agrees with the closed-form balance within 2 cents on the known loans", () => {
    for (const [principal, annualPercent, payment] of [
      [1000, 10, 32.27],
      [2000, 12, 94.15],
    ] as const) {
      const rate = periodicRate(annualPercent, 12);
      const loan = { principal, annualPercent, periodsPerYear: 12, payment };
      const far = repaid(repaymentSchedule(loan))
        .rows.slice(0, -1)
        .filter(
          (row) =>
            Math.abs(row.balance - formulaBalance(principal, rate, payment, row.period)) > 0.02,
        );
      expect(far.slice(0, 3)).toEqual([]);
    }
  });

  it("agrees with the closed-form balance within what rounding each interest can add, over many generated loans", () => {
    const gen = generator(7);
    for (let i = 0; i < 200; i += 1) {
      const periodsPerYear = gen.pick(Object.values(PERIODS_PER_YEAR));
      const loan = {
        principal: gen.dollars(1, 1_000_000),
        annualPercent: gen.percent(30),
        periodsPerYear,
      };
      const periods = gen.whole(1, Math.min(600, MAX_YEARS * periodsPerYear));
      const payment = amortisedPayment({ ...loan, periods });
      const rate = periodicRate(loan.annualPercent, periodsPerYear);
      const far = repaid(repaymentSchedule({ ...loan, payment }))
        .rows.slice(0, -1)
        .filter((row) => {
          const gap = Math.abs(
            row.balance - formulaBalance(loan.principal, rate, payment, row.period),
          );
          return gap > roundingBound(rate, row.period);
        });
      expect(far.slice(0, 3)).toEqual([]);
    }
  });
});
