// Pay (issue 11): income tax, ACC, student loan repayments and the minimum wage; and Working
// life's (m6) tax credit, holidays and student job.
import { toCents, toDollars } from "../../calc/cents";
import { example, type Figure, type FigureFormat } from "./figure";

const IRD_TAX =
  "Inland Revenue, tax rates for individuals (in force from 31 July 2024; first full tax year from 1 April 2025)";
const IRD_TAX_CODES = "Inland Revenue, tax codes for individuals (IR330 tax code declaration)";
const IRD_IETC = "Inland Revenue, independent earner tax credit (IETC)";
const ACC_LEVY = "ACC, earners' levy for 2026–27 (confirmed)";
const IRD_STUDENT_LOAN =
  "Inland Revenue, student loan repayments (threshold frozen by Budget 2025)";
const MBIE_MIN_WAGE = "MBIE, employment.govt.nz: minimum wage rates from 1 April 2026";
const tax = (value: number, format: FigureFormat): Figure => ({
  value,
  format,
  asOf: "2024-07-31",
  source: IRD_TAX,
});

const SL_THRESHOLD = 24_128;

export const PAY_FIGURES = {
  /** Income tax rates, lowest bracket first; taxBracketTopN is where rate N stops. */
  taxRate1: tax(10.5, "percent"),
  taxRate2: tax(17.5, "percent"),
  taxRate3: tax(30, "percent"),
  taxRate4: tax(33, "percent"),
  taxRate5: tax(39, "percent"),
  taxBracketTop1: tax(15_600, "nzd"),
  taxBracketTop2: tax(53_500, "nzd"),
  taxBracketTop3: tax(78_100, "nzd"),
  taxBracketTop4: tax(180_000, "nzd"),
  /** Tax taken when no IR330 is given to the employer (plus the ACC earners' levy). */
  taxNonNotifiedRate: { value: 45, format: "percent", asOf: "2025-04-01", source: IRD_TAX_CODES },
  /** Main-job income range (inclusive) that can get the IETC: tax code ME rather than M. */
  ietcIncomeMin: { value: 24_000, format: "nzd", asOf: "2024-07-31", source: IRD_IETC },
  ietcIncomeMax: { value: 70_000, format: "nzd", asOf: "2024-07-31", source: IRD_IETC },
  /** ACC earners' levy: dollars per $100 of earnings, on earnings up to accMaxEarnings. */
  accLevyPer100: { value: 1.75, format: "nzd", asOf: "2026-04-01", source: ACC_LEVY },
  accMaxEarnings: { value: 156_641, format: "nzd", asOf: "2026-04-01", source: ACC_LEVY },
  /** 2026–27 figure NOT CONFIRMED (the freeze implies the same): dated by the last confirmed. */
  studentLoanThreshold: {
    value: SL_THRESHOLD,
    format: "nzd",
    asOf: "2025-04-01",
    source: IRD_STUDENT_LOAN,
    unconfirmed: "the repayment threshold",
  },
  /** The threshold for one weekly pay: the yearly one ÷ 52 ($464), as IRD publishes it. */
  studentLoanThresholdWeekly: {
    value: toDollars(toCents(SL_THRESHOLD / 52)),
    format: "nzd",
    asOf: "2025-04-01",
    source: IRD_STUDENT_LOAN,
    unconfirmed: "the repayment threshold",
  },
  /** Cents per dollar over the threshold (main job), or per dollar (secondary job). */
  studentLoanRepaymentRate: {
    value: 12,
    format: "percent",
    asOf: "2025-04-01",
    source: IRD_STUDENT_LOAN,
  },
  minimumWageAdult: { value: 23.95, format: "nzd", asOf: "2026-04-01", source: MBIE_MIN_WAGE },
  /** Starting-out and training rate (80% of the adult rate). */
  minimumWageStartingOut: {
    value: 19.16,
    format: "nzd",
    asOf: "2026-04-01",
    source: MBIE_MIN_WAGE,
  },
  // Working life (m6): the tax credit behind code ME, holidays, and the quiz's student job
  /** The most the independent earner tax credit takes off a year's tax. */
  ietcMaxCredit: { value: 520, format: "nzd", asOf: "2024-07-31", source: IRD_IETC },
  annualLeaveWeeks: {
    value: 4,
    format: "number",
    asOf: "2007-04-01",
    source: "Employment New Zealand, annual holidays (Holidays Act 2003)",
  },
  annualLeaveAfterMonths: {
    value: 12,
    format: "number",
    asOf: "2007-04-01",
    source: "Employment New Zealand, annual holidays (Holidays Act 2003)",
  },
  sickLeaveDays: {
    value: 10,
    format: "number",
    asOf: "2021-07-24",
    source: "Employment New Zealand, sick leave (Holidays Act 2003, from 24 July 2021)",
  },
  sickLeaveAfterMonths: {
    value: 6,
    format: "number",
    asOf: "2021-07-24",
    source: "Employment New Zealand, sick leave (Holidays Act 2003, from 24 July 2021)",
  },
  /** A part-time student job's year of pay, under the IETC range, so its tax code is M. */
  exampleWlStudentJobIncome: example(15_000, "nzd"),
} as const satisfies Record<string, Figure>;
