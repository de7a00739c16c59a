import { describe, expect, it } from "vitest";
import type { ScheduleRow } from "../../../core/calc/loan";
import { repaymentColumns, savingsColumns } from "./chart-columns";

/** `count` payments of $100, each with `interest` of it interest. */
const payments = (count: number, interest: number): ScheduleRow[] =>
  Array.from({ length: count }, (_, i) => ({
    period: i + 1,
    payment: 100,
    interest,
    principal: 100 - interest,
    balance: 0,
  }));

describe("repaymentColumns", () => {
  it("adds up two years of monthly payments into two yearly bars, interest on top", () => {
    const { unit, columns } = repaymentColumns(payments(24, 10.1), 12, "Interest");
    expect(unit).toBe("Year");
    expect(columns).toHaveLength(2);
    expect(columns[0]!.parts).toEqual([1078.8, 121.2]);
    expect(columns[1]!.say).toBe("Year 2: $1,200 paid, $121.20 of it interest");
  });

  it("gives a bar a month to a loan of under two years, weekly payments counted by month", () => {
    const { unit, columns } = repaymentColumns(payments(52, 1), 52, "Interest");
    expect(unit).toBe("Month");
    expect(columns).toHaveLength(12);
    expect(columns[0]!.say).toBe("Month 1: $400 paid, $4 of it interest");
  });

  it("names a student loan's fee, and never draws a part below zero", () => {
    const rows = payments(2, 0).concat({
      ...payments(1, 0)[0]!,
      period: 3,
      payment: 10,
      interest: 40,
    });
    const { columns } = repaymentColumns(rows, 1, "Fee");
    expect(columns[2]!.parts).toEqual([0, 40]);
    expect(columns[2]!.say).toBe("Year 3: $10 paid, $40 of it fee");
  });
});

describe("savingsColumns", () => {
  it("stacks interest on what was put in, year by year", () => {
    const columns = savingsColumns([
      { year: 2.5, deposits: 1000, interest: 50.5, balance: 1050.5 },
    ]);
    expect(columns).toEqual([
      {
        label: "2.5",
        parts: [1000, 50.5],
        say: "Year 2.5: $1,050.50 saved, $50.50 of it interest",
      },
    ]);
  });
});
