import { describe, expect, it } from "vitest";
import { STUDENT_LOAN_EXAMPLE } from "../../../core/content/examples/student-loan";
import { pageTexts } from "../../../core/content/texts";
import { writtenMission } from "../../../core/content/written-missions";
import { parseInputs, type RepaymentInputs } from "../../../core/tools/inputs";
import { periodsIn, repaymentAnswer, repaymentAssumptions } from "./repayment-answer";
import { duration, money } from "./words";

const inputs = (given: Partial<RepaymentInputs>): RepaymentInputs => ({
  ...parseInputs("repayment", ""),
  ...given,
});

describe("repaymentAnswer for a loan", () => {
  it("says the $1,000 phone at 10% over 3 years costs $32.27 a month, with the schedule's interest", () => {
    const answer = repaymentAnswer(inputs({}));
    const interest = answer.rows.reduce((sum, row) => sum + row.interest * 100, 0) / 100;
    expect(answer.words[0]).toBe(
      `You'll pay $32.27 a month for 3 years, and ${money(interest)} in interest.`,
    );
    expect(answer.words[1]).toMatch(
      /^That's \$1,161\.\d\d in all; the last payment is \$32\.\d\d\.$/,
    );
    expect(answer.rows).toHaveLength(36);
    expect(answer.rows.at(-1)!.balance).toBe(0);
  });

  it("pins the payment and the time in a few words: $32.27 a month for 3 years", () => {
    expect(repaymentAnswer(inputs({})).short).toBe("$32.27 a month for 3 years");
  });

  it("pins the reason when there is nothing to pay back", () => {
    expect(repaymentAnswer(inputs({ amount: 0 })).short).toBe(
      "There's nothing to pay back: enter how much you borrow.",
    );
  });

  it("says $2,000 over 24 months at 12% is $94.15 a month", () => {
    const answer = repaymentAnswer(inputs({ amount: 2000, rate: 12, years: 2 }));
    expect(answer.words[0]).toMatch(/^You'll pay \$94.15 a month for 2 years, and \$/);
  });

  it("says a 0% loan costs only what was borrowed", () => {
    const answer = repaymentAnswer(inputs({ rate: 0, years: 1, amount: 1200 }));
    expect(answer.words[0]).toBe(
      "With 0% interest you pay back only what you borrowed. You'll pay $100 a month for 1 year, and $0 in interest.",
    );
    expect(answer.whatIf).toBeNull();
  });

  it("says a payment under the interest never repays, and gives the smallest that does", () => {
    const answer = repaymentAnswer(inputs({ solve: "time", payment: 5, amount: 1000 }));
    expect(answer.words).toEqual([
      "At $5 a month, this loan would never be paid off: the interest added each month is more than you pay.",
      expect.stringMatching(/^The smallest payment that pays it off is \$8\.\d\d a month\.$/),
    ]);
    expect(answer.rows).toEqual([]);
  });

  it("answers a time for a payment, and what an extra payment saves", () => {
    const answer = repaymentAnswer(inputs({ solve: "time", payment: 50, extra: 10 }));
    expect(answer.words[0]).toMatch(
      /^You'll pay \$60 a month \(\$50 plus \$10 extra\) for 1 year 7 months/,
    );
    expect(answer.whatIf).toMatch(
      /^Paying \$10 extra each month, you're debt-free \d+ months? sooner and save \$[\d.]+ in interest\.$/,
    );
  });

  it("suggests an extra payment when none is given", () => {
    expect(repaymentAnswer(inputs({})).whatIf).toMatch(/^What if you paid \$5 more each month\?/);
  });

  it("counts the fee in what is owed and says so", () => {
    expect(repaymentAnswer(inputs({ fee: 50 })).words[1]).toMatch(/including the \$50 fee/);
  });

  it("answers nothing owed and no time in words, without a schedule", () => {
    expect(repaymentAnswer(inputs({ amount: 0 })).words).toEqual([
      "There's nothing to pay back: enter how much you borrow.",
    ]);
    expect(repaymentAnswer(inputs({ years: 0, months: 0 })).words[0]).toMatch(/at least one month/);
  });

  it("never gives NaN for huge inputs", () => {
    const answer = repaymentAnswer(inputs({ amount: 999_999_999, rate: 99.99, years: 50 }));
    expect(answer.words.join(" ")).not.toMatch(/NaN|Infinity/);
  });
});

describe("repaymentAnswer for a student loan", () => {
  it("takes 12c a dollar over the $464 weekly threshold: $600 a week gives $16.32", () => {
    const answer = repaymentAnswer(inputs({ mode: "student", pay: 600, balance: 10000 }));
    expect(answer.words[0]).toBe(
      "From pay of $600 a week, $16.32 a week goes to your student loan: 12c for every dollar over the $464 threshold.",
    );
    expect(answer.words[1]).toMatch(/^At that rate you'll pay off \$10,000 in about 12\.4 years/);
    expect(answer.short).toBe("$16.32 a week, paid off in about 12.4 years");
  });

  it("counts the $40 fee each year: $65,760 from $600 a week takes 81.3 years, not 77.5, and says so", () => {
    // 65,760 ÷ (848.64 − 40) = 81.32…
    const answer = repaymentAnswer(inputs({ mode: "student", pay: 600, balance: 65_760 }));
    expect(answer.words[1]).toBe(
      "At that rate you'll pay off $65,760 in about 81.3 years: no interest while you live in New Zealand, but a $40 fee each year.",
    );
    expect(answer.rows.filter((r) => r.interest === 40)).toHaveLength(81);
    expect(answer.rows.at(-1)!.balance).toBe(0);
  });

  it("says a loan paid off within the year goes 'in less than a year', not 'in about 0 years'", () => {
    // $848.64 a year repays $300 and its fee in 0.4 of a year.
    const answer = repaymentAnswer(inputs({ mode: "student", pay: 600, balance: 300 }));
    expect(answer.words[1]).toMatch(/^At that rate you'll pay off \$300 in less than a year:/);
  });

  it("says the loan never goes down when a year's repayments are no more than the $40 fee", () => {
    const answer = repaymentAnswer(inputs({ mode: "student", pay: 470, balance: 1000 }));
    expect(answer.words[1]).toMatch(/the \$40 fee .* each year is as much as you repay/);
    expect(answer.rows).toEqual([]);
  });

  it("gives the weekly deduction for a fortnightly pay too", () => {
    const answer = repaymentAnswer(inputs({ mode: "student", pay: 1200, payFreq: "fortnightly" }));
    expect(answer.words[0]).toMatch(
      /^From pay of \$1,200 a fortnight, \$32.64 a fortnight \(about \$16.32 a week\)/,
    );
  });

  it("says nothing is taken at or under the threshold", () => {
    const answer = repaymentAnswer(inputs({ mode: "student", pay: 464 }));
    expect(answer.words[0]).toMatch(/is not over the \$464 a week threshold, so nothing is taken/);
    expect(answer.words[1]).toMatch(
      /no interest, but Inland Revenue adds a \$40 fee each year, so the loan grows/,
    );
    expect(answer.words.join(" ")).not.toMatch(/doesn't grow/);
    expect(answer.rows).toEqual([]);
  });
});

describe("the Student loans mission's calculator link", () => {
  it("opens on the scenario's own loan and pay, and gives the page's 17.9 years", () => {
    const link = writtenMission("student-loans")
      .pages.flatMap(pageTexts)
      .flat()
      .find((s) => typeof s === "object" && "tool" in s);
    if (!link || typeof link !== "object" || !("tool" in link) || link.calculator !== "repayment")
      throw new Error("no calculator link");
    const answer = repaymentAnswer(inputs(link.prefill));
    expect(answer.words[1]).toContain(
      `pay off $65,760 in about ${STUDENT_LOAN_EXAMPLE.yearsAway} years`,
    );
    expect(STUDENT_LOAN_EXAMPLE.yearsAway).toBe(17.9);
  });
});

describe("the student loan calculator's assumptions", () => {
  it("say there's no interest but a $40 fee each year (counted) and a $60 fee per new loan", () => {
    const text = repaymentAssumptions(inputs({ mode: "student" })).join(" ");
    expect(text).toContain("Inland Revenue adds a $40 fee each year while you owe $20 or more");
    expect(text).toContain("StudyLink also charges $60 for each new loan");
    expect(text).not.toMatch(/loan has no interest|doesn't grow/);
  });
});

describe("periods and durations", () => {
  it("turns a term into payments at each frequency", () => {
    expect(periodsIn(3, 0, "monthly")).toBe(36);
    expect(periodsIn(3, 0, "weekly")).toBe(156);
    expect(periodsIn(1, 6, "fortnightly")).toBe(39);
  });

  it("says a number of payments as years and months or weeks", () => {
    expect(duration(36, "monthly")).toBe("3 years");
    expect(duration(14, "monthly")).toBe("1 year 2 months");
    expect(duration(1, "monthly")).toBe("1 month");
    expect(duration(62, "weekly")).toBe("1 year 10 weeks");
    expect(duration(27, "fortnightly")).toBe("1 year 2 weeks");
  });
});
