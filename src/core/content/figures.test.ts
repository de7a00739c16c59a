import { describe, expect, it } from "vitest";
import { FIGURES, figuresChecked, formatFigure, type FigureKey } from "./figures";
import { BANKING_FIGURES } from "./figures-by-topic/banking";
import { CREDIT_FIGURES } from "./figures-by-topic/credit";
import { PAY_FIGURES } from "./figures-by-topic/pay";
import { SAVING_FIGURES } from "./figures-by-topic/saving";
import { SPENDING_FIGURES } from "./figures-by-topic/spending";
import { STUDENT_LOAN_FIGURES } from "./figures-by-topic/student-loans";

describe("money figures", () => {
  it("gives every figure a source, and a real date unless it is a worked example", () => {
    for (const [key, f] of Object.entries(FIGURES)) {
      expect(f.source.length, key).toBeGreaterThan(5);
      if (key.startsWith("example")) expect(f.asOf, key).toBeNull();
      else expect(new Date(`${f.asOf}T00:00:00Z`).getTime(), key).not.toBeNaN();
    }
  });

  it("names each figure in one topic file only, so none is hidden by another of its name", () => {
    const keys = [
      BANKING_FIGURES,
      SPENDING_FIGURES,
      SAVING_FIGURES,
      PAY_FIGURES,
      STUDENT_LOAN_FIGURES,
      CREDIT_FIGURES,
    ].flatMap((topic) => Object.keys(topic));
    expect(keys.length).toBe(new Set(keys).size);
    expect(keys.length).toBe(Object.keys(FIGURES).length);
  });

  it("works out the bank-profit example from its inputs: $20 earned, $60 charged, $40 profit", () => {
    expect(FIGURES.exampleDepositInterest.value).toBe(20);
    expect(FIGURES.exampleLoanInterest.value).toBe(60);
    expect(FIGURES.exampleBankProfit.value).toBe(40);
  });

  it("works out what is still owing on the card example", () => {
    expect(FIGURES.exampleCardOwing.value).toBe(
      FIGURES.exampleCardPurchase.value - FIGURES.exampleCardPaid.value,
    );
  });

  it("formats dollars, percentages and plain numbers as New Zealanders read them", () => {
    expect(formatFigure("dcsLimit")).toBe("$100,000");
    expect(formatFigure("kiwiSaverGovMax")).toBe("$260.72");
    expect(formatFigure("kiwiSaverDefaultRate")).toBe("3.5%");
    expect(formatFigure("creditCardMinAge")).toBe("18");
  });

  it("says 'Checked November 2026' under any dated figure, and nothing for worked examples only", () => {
    expect(figuresChecked(["dcsLimit", "eftposShare2023"])).toBe("Checked November 2026");
    expect(figuresChecked(["taxRate1"])).toBe("Checked November 2026");
    expect(
      figuresChecked(["exampleDeposit", "exampleBankProfit"] satisfies FigureKey[]),
    ).toBeNull();
    expect(figuresChecked([])).toBeNull();
  });

  it("says the same checked date under a rate that starts later as under one in force now", () => {
    expect(FIGURES.kiwiSaverFutureRate.asOf).toBe("2028-04-01");
    expect(figuresChecked(["kiwiSaverFutureRate"])).toBe("Checked November 2026");
  });

  it("names a figure not confirmed for now with its own date, as the facts file says", () => {
    expect(figuresChecked(["studentLoanLivingCostsMax", "studentLoanCourseRelatedMax"])).toBe(
      "Checked November 2026 (living costs as at April 2025)",
    );
    expect(figuresChecked(["studentLoanThreshold", "studentLoanThresholdWeekly"])).toBe(
      "Checked November 2026 (the repayment threshold as at April 2025)",
    );
  });

  it("splits the yearly repayment threshold into weeks as IRD does: $24,128 ÷ 52 = $464", () => {
    expect(FIGURES.studentLoanThresholdWeekly.value).toBe(464);
  });
});
