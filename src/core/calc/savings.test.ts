import { describe, expect, it } from "vitest";
import { MAX_YEARS, toCents } from "./cents";
import { generator } from "./generated-cases";
import {
  depositForGoal,
  futureValue,
  inTodaysDollars,
  periodsToGoal,
  type SavingsPlan,
} from "./savings";

const nestEgg: SavingsPlan = {
  start: 1000,
  deposit: 0,
  depositsPerYear: 1,
  annualPercent: 2,
  compoundsPerYear: 1,
  years: 10,
  timing: "end",
};

const weekly: SavingsPlan = {
  start: 0,
  deposit: 50,
  depositsPerYear: 52,
  annualPercent: 4,
  compoundsPerYear: 12,
  years: 3,
  timing: "end",
};

/** Oracle (tests only): the closed-form future value of a start and level deposits, and the tax. */
function formula(plan: SavingsPlan) {
  const t = (plan.taxPercent ?? 0) / 100;
  const { compoundsPerYear: c, depositsPerYear: p } = plan;
  const j = (1 + ((plan.annualPercent / 100) * (1 - t)) / c) ** (c / p) - 1;
  const n = Math.round(plan.years * p);
  const level = j === 0 ? n : (((1 + j) ** n - 1) / j) * (plan.timing === "start" ? 1 + j : 1);
  const balance = plan.start * (1 + j) ** n + plan.deposit * level;
  const interest = balance - plan.start - plan.deposit * n;
  return { balance, tax: (interest * t) / (1 - t) };
}

/** A generated plan within everyday ranges. */
function plans(seed: number, count: number): SavingsPlan[] {
  const gen = generator(seed);
  return Array.from({ length: count }, () => ({
    start: gen.pick([0, gen.dollars(0, 50_000)]),
    deposit: gen.pick([0, gen.dollars(0, 500)]),
    depositsPerYear: gen.pick([52, 26, 12, 1]),
    annualPercent: gen.percent(12),
    compoundsPerYear: gen.pick([365, 12, 4, 1]),
    years: gen.whole(1, 50),
    timing: gen.pick(["start", "end"] as const),
    taxPercent: gen.pick([0, 10.5, 17.5, 30, 33, 39]),
  }));
}

describe("futureValue", () => {
  it("grows $1,000 at 2% for 10 years compounding yearly to $1,218.99", () => {
    expect(futureValue(nestEgg)).toMatchObject({
      balance: 1218.99,
      deposits: 1000,
      interest: 218.99,
      tax: 0,
    });
  });

  it("gives the formula's $1,218.99, not the $1,218.98 of rounding each yearly credit (decision 0023)", () => {
    let credited = 100_000;
    for (let year = 0; year < 10; year += 1) credited += Math.round(credited * 0.02);
    expect(credited).toBe(121_898);
    expect(formula(nestEgg).balance).toBeCloseTo(1218.9944, 4);
    expect(futureValue({ ...nestEgg, depositsPerYear: 12 }).balance).toBe(1218.99);
  });

  it("gives one cumulative row a year, a last part-year row, and deposits plus interest = balance", () => {
    const { rows, balance, deposits, interest } = futureValue({
      ...nestEgg,
      years: 2.5,
      depositsPerYear: 12,
    });
    expect(rows.map((row) => row.year)).toEqual([1, 2, 2.5]);
    expect(rows[0]).toEqual({ year: 1, deposits: 1000, interest: 20, balance: 1020 });
    expect(rows[2]).toEqual({ year: 2.5, deposits, interest, balance });
    for (const row of futureValue(weekly).rows) {
      expect(toCents(row.deposits) + toCents(row.interest)).toBe(toCents(row.balance));
    }
  });

  it("adds deposits exactly to the cent at 0%, the same at the start or end of each period", () => {
    const plan = { ...weekly, deposit: 10.1, annualPercent: 0 };
    expect(futureValue(plan)).toEqual(futureValue({ ...plan, timing: "start" }));
    expect(futureValue(plan)).toMatchObject({ balance: 1575.6, deposits: 1575.6, interest: 0 });
  });

  it("earns more with deposits at the start of each period than at the end", () => {
    expect(futureValue({ ...weekly, timing: "start" }).interest).toBeGreaterThan(
      futureValue(weekly).interest,
    );
  });

  it("takes RWT from each interest credit: $20 interest at 30% leaves $14 and $6 tax", () => {
    const result = futureValue({ ...nestEgg, years: 1, taxPercent: 30 });
    expect(result).toMatchObject({ balance: 1014, interest: 14, tax: 6 });
    expect(futureValue({ ...nestEgg, years: 1, taxPercent: 100 })).toMatchObject({
      interest: 0,
      tax: 20,
    });
  });

  it("answers blank inputs with zeros and huge inputs with finite amounts", () => {
    const blank = { ...weekly, start: NaN, deposit: NaN, annualPercent: NaN, years: NaN };
    expect(futureValue(blank)).toEqual({ balance: 0, deposits: 0, interest: 0, tax: 0, rows: [] });
    const huge = {
      ...weekly,
      start: 1e20,
      deposit: -5,
      annualPercent: 1e9,
      years: 1e9,
      taxPercent: 1e9,
    };
    const result = futureValue(huge);
    expect(result.rows).toHaveLength(MAX_YEARS);
    expect([result.balance, result.tax].every(Number.isFinite)).toBe(true);
  });

  it("agrees with the closed-form formula within a cent, over many generated plans", () => {
    const far = plans(1, 300).filter((plan) => {
      const { balance, tax } = futureValue(plan);
      const oracle = formula(plan);
      return Math.abs(balance - oracle.balance) > 0.01 || Math.abs(tax - oracle.tax) > 0.01;
    });
    expect(far.slice(0, 3)).toEqual([]);
  });

  it("never earns less with more frequent compounding, over many generated plans", () => {
    for (const plan of plans(2, 200)) {
      const balances = [1, 4, 12, 365].map(
        (c) => futureValue({ ...plan, compoundsPerYear: c }).balance,
      );
      expect(balances).toEqual([...balances].sort((a, b) => a - b));
    }
  });
});

describe("depositForGoal", () => {
  it("needs $60.37 a week to save $10,000 in 3 years at 4% compounding monthly", () => {
    expect(depositForGoal(weekly, 10_000)).toBe(60.37);
    expect(futureValue({ ...weekly, deposit: 60.37 }).balance).toBeGreaterThanOrEqual(10_000);
    expect(futureValue({ ...weekly, deposit: 60.36 }).balance).toBeLessThan(10_000);
  });

  it("is 0 when the goal is already reached, or will be by interest alone", () => {
    expect(depositForGoal({ ...weekly, start: 10_000 }, 10_000)).toBe(0);
    expect(depositForGoal(nestEgg, 1218.99)).toBe(0);
    expect(depositForGoal(weekly, NaN)).toBe(0);
  });

  it("asks for the whole shortfall when there is no time left to deposit", () => {
    expect(depositForGoal({ ...weekly, start: 400, years: 0 }, 1000)).toBe(600);
  });

  it("reaches the goal, and one cent less does not, over many generated plans", () => {
    const gen = generator(3);
    for (const plan of plans(4, 200)) {
      const goal = gen.dollars(1, 200_000);
      const deposit = depositForGoal(plan, goal);
      if (deposit === 0) {
        expect(futureValue(plan).balance).toBeGreaterThanOrEqual(goal);
        continue;
      }
      expect(futureValue({ ...plan, deposit }).balance).toBeGreaterThanOrEqual(goal);
      expect(futureValue({ ...plan, deposit: deposit - 0.01 }).balance).toBeLessThan(goal);
    }
  });
});

describe("periodsToGoal", () => {
  it("takes 187 weeks of $50 to reach $10,000 at 4% compounding monthly", () => {
    expect(periodsToGoal(weekly, 10_000)).toBe(187);
  });

  it("is 0 when the goal is already reached", () => {
    expect(periodsToGoal({ ...weekly, start: 20 }, 10)).toBe(0);
    expect(periodsToGoal(weekly, 0)).toBe(0);
  });

  it("is null with no deposit and no interest, or when the goal is more than 100 years away", () => {
    expect(periodsToGoal({ ...weekly, start: 5, deposit: 0, annualPercent: 0 }, 10)).toBeNull();
    expect(periodsToGoal({ ...weekly, deposit: 0 }, 10)).toBeNull();
    expect(periodsToGoal({ ...weekly, deposit: 1, annualPercent: 0 }, 1_000_000)).toBeNull();
  });

  it("agrees with futureValue: reached at that period and not one period before, over many generated plans", () => {
    const gen = generator(5);
    for (const plan of plans(6, 200)) {
      const goal = gen.dollars(1, 200_000);
      const periods = periodsToGoal(plan, goal);
      const at = (n: number) => futureValue({ ...plan, years: n / plan.depositsPerYear }).balance;
      if (periods === null) {
        expect(at(MAX_YEARS * plan.depositsPerYear)).toBeLessThan(goal);
      } else if (periods > 0) {
        expect(at(periods)).toBeGreaterThanOrEqual(goal);
        expect(at(periods - 1)).toBeLessThan(goal);
      } else {
        expect(plan.start).toBeGreaterThanOrEqual(goal);
      }
    }
  });
});

describe("inTodaysDollars", () => {
  it("makes $1,000 in 10 years at 2% inflation worth $820.35 today", () => {
    expect(inTodaysDollars(1000, 2, 10)).toBe(820.35);
  });

  it("leaves the amount as it is at 0% inflation or 0 years", () => {
    expect(inTodaysDollars(1234.56, 0, 10)).toBe(1234.56);
    expect(inTodaysDollars(1234.56, 3, 0)).toBe(1234.56);
  });

  it("answers blank, negative and huge inputs with finite amounts", () => {
    expect(inTodaysDollars(NaN, NaN, NaN)).toBe(0);
    expect(inTodaysDollars(-50, 2, 1)).toBe(0);
    expect(inTodaysDollars(1000, -2, 10)).toBe(1000);
    expect(Number.isFinite(inTodaysDollars(1e20, 1e9, 1e9))).toBe(true);
  });
});
