import { describe, expect, it } from "vitest";
import { mainTaxCode } from "../../calc/pay";
import { FIGURES } from "../figures";
import { writtenMission } from "../written-missions";
import {
  PAYSLIP,
  PAYSLIP_HEIGHT,
  PAYSLIP_PARTS,
  PAYSLIP_SAYS,
  PAYSLIP_STRIP,
} from "./working-life-payslip";

const mission = writtenMission("working-life");

describe("Kiri's payslip (Working life)", () => {
  it("pays 15 hours at the adult minimum wage of $23.95: $359.25 gross", () => {
    expect(PAYSLIP.week.gross).toBe(359.25);
  });

  it("takes PAYE as a year's tax on 52 such weeks ÷ 52: (15,600 × 10.5% + 3,081 × 17.5%) ÷ 52 = $41.87", () => {
    // 359.25 × 52 = 18,681; 1,638 + 539.175 = 2,177.175; ÷ 52 = 41.8688…
    expect(PAYSLIP.yearly).toBe(18_681);
    expect(PAYSLIP.week.paye).toBe(41.87);
  });

  it("takes the ACC levy at $1.75 per $100 ($6.29) and KiwiSaver at 3.5% ($12.57), leaving $298.52", () => {
    // 18,681 × 1.75% ÷ 52 = 6.2869…; 359.25 × 3.5% = 12.57375
    expect(PAYSLIP.week.acc).toBe(6.29);
    expect(PAYSLIP.week.kiwiSaver).toBe(12.57);
    expect(PAYSLIP.week.studentLoan).toBe(0);
    expect(PAYSLIP.week.net).toBe(298.52);
  });

  it("gives tax code M: one job, no student loan, a year's pay under the IETC range", () => {
    expect(PAYSLIP.yearly).toBeLessThan(FIGURES.ietcIncomeMin.value);
    expect(PAYSLIP.week.taxCode).toBe("M");
  });

  it("counts 34 weekly pays from Wednesday 1 April to Wednesday 18 November, year-to-date totals adding up", () => {
    expect(PAYSLIP.paysToDate).toBe(34);
    const { gross, paye, acc, kiwiSaver, net } = PAYSLIP.yearToDate;
    expect(gross).toBe(12_214.5);
    expect(net).toBe(10_149.68);
    expect(Math.round((gross - paye - acc - kiwiSaver) * 100) / 100).toBe(net);
  });

  it("has Kiri employed past the 12 months that earn annual leave: 4 of her 15-hour weeks owed", () => {
    expect(PAYSLIP.monthsEmployed).toBeGreaterThanOrEqual(FIGURES.annualLeaveAfterMonths.value);
    expect(PAYSLIP.annualLeaveHours).toBe(60);
  });

  it("says each part's numbers in words, the same ones the drawing shows", () => {
    expect(PAYSLIP_SAYS["wl-payslip-2"]).toContain("Net pay: $298.52.");
    expect(PAYSLIP_SAYS["wl-payslip-3"]).toBe("Tax code: M. IRD number: 123-456-789.");
    expect(PAYSLIP_SAYS["wl-payslip-4"]).toContain("Since 1 Apr 2026: 34 pays.");
  });

  it("lays the five parts out top to bottom without overlapping, inside the drawing", () => {
    expect(PAYSLIP_PARTS.map((p) => p.dialog)).toEqual(
      [1, 2, 3, 4, 5].map((n) => `wl-payslip-${n}`),
    );
    PAYSLIP_PARTS.forEach((part, i) => {
      expect(part.bottom - part.top).toBeGreaterThan(PAYSLIP_STRIP);
      if (i > 0) expect(part.top).toBeGreaterThan(PAYSLIP_PARTS[i - 1]!.bottom);
    });
    expect(PAYSLIP_HEIGHT).toBeGreaterThan(PAYSLIP_PARTS.at(-1)!.bottom);
  });
});

describe("Working life's question", () => {
  it("has M right by today's rule for its scenario: one job, no student loan, about $15,000", () => {
    const page = mission.pages.find((p) => p.kind === "quiz");
    if (page?.kind !== "quiz") throw new Error("no question");
    const { options, correct } = page.quiz;
    expect(options[correct]?.label).toBe(
      mainTaxCode(FIGURES.exampleWlStudentJobIncome.value, false),
    );
  });
});
