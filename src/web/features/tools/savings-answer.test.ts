import { describe, expect, it } from "vitest";
import { parseInputs, type SavingsInputs } from "../../../core/tools/inputs";
import { savingsAnswer } from "./savings-answer";
import { monthsFromNow } from "./words";

const inputs = (given: Partial<SavingsInputs>): SavingsInputs => ({
  ...parseInputs("savings", ""),
  ...given,
});
const noDeposits = { deposit: 0, tax: "0", compound: "yearly" } as const;

describe("savingsAnswer", () => {
  it("grows $1,000 at 2% for 10 years, compounding yearly, to $1,218.99", () => {
    const answer = savingsAnswer(inputs({ ...noDeposits, start: 1000, rate: 2, years: 10 }));
    expect(answer.words[0]).toBe("In 10 years you'll have $1,218.99.");
    expect(answer.words[1]).toBe("That's $1,000 you put in and $218.99 in interest.");
    expect(answer.rows).toHaveLength(10);
    expect(answer.short).toBe("$1,218.99 in 10 years");
  });

  it("says the tax taken when RWT applies, and today's dollars when asked", () => {
    const answer = savingsAnswer(inputs({ real: "yes" }));
    expect(answer.words[1]).toMatch(
      /^That's \$5,700 you put in and \$[\d.,]+ in interest \(after \$[\d.]+ tax\)\.$/,
    );
    expect(answer.words[2]).toMatch(
      /^In today's dollars that's about \$[\d,.]+, if prices rise 2% a year\.$/,
    );
  });

  it("gives the deposit a goal needs by a date, rounded up to the cent", () => {
    const answer = savingsAnswer(
      inputs({ solve: "deposit", start: 0, rate: 0, goal: 520, years: 1 }),
    );
    expect(answer.words[0]).toBe(`To reach $520 by ${monthsFromNow(12)}, put away $10 a week.`);
    expect(answer.short).toBe(`$10 a week until ${monthsFromNow(12)}`);
  });

  it("says a goal is already reached, with no chart", () => {
    for (const solve of ["deposit", "time"] as const) {
      const answer = savingsAnswer(inputs({ solve, start: 6000, goal: 5000 }));
      expect(answer.words[0]).toMatch(/^You already have \$6,000, which reaches your \$5,000 goal/);
      expect(answer.rows).toEqual([]);
    }
  });

  it("gives the time to a goal, and says when it is never reached", () => {
    const weeks = savingsAnswer(
      inputs({ solve: "time", start: 0, deposit: 10, rate: 0, goal: 100 }),
    );
    expect(weeks.words[0]).toBe(
      `You'll reach $100 in 10 weeks, around ${monthsFromNow((10 / 52) * 12)}.`,
    );
    const never = savingsAnswer(inputs({ solve: "time", deposit: 0, rate: 0 }));
    expect(never.words[0]).toMatch(/never reach \$5,000/);
  });

  it("asks for an amount when there is nothing to grow, and never says NaN for huge ones", () => {
    expect(savingsAnswer(inputs({ start: 0, deposit: 0 })).words[0]).toMatch(
      /^Enter a starting amount/,
    );
    const huge = savingsAnswer(
      inputs({ start: 999_999_999, deposit: 999_999_999, rate: 99.99, years: 50 }),
    );
    expect(huge.words.join(" ")).not.toMatch(/NaN|Infinity/);
  });
});
