// Student loans (m3): what StudyLink lends for, the overseas rule, and a three-year degree
// borrowed for two ways (illustrative inputs; the totals are worked out from them here).
import { toCents, toDollars } from "../../calc/cents";
import { example, FIGURES_CHECKED, type Figure } from "./figure";

const STUDYLINK = "StudyLink, student loans: what you can borrow (Ministry of Social Development)";
const FEES_FREE = "StudyLink and Inland Revenue, final-year Fees Free (for study from 2025)";
const IRD_OVERSEAS = "Inland Revenue, what happens to my student loan when I go overseas";
const IRD_SL_FEES =
  "Inland Revenue, understanding my student loan statement (administration fee); StudyLink (establishment fee)";
const SL_COURSE_RELATED_MAX = 1000;
const SL_LIVING_COSTS_MAX = 323;
const SL_YEARS = 3;
const SL_FEES_PER_YEAR = 8000;
const SL_STUDY_WEEKS = 40;
const SL_ALLOWANCE = 150;
const slYearAtHome = SL_FEES_PER_YEAR + SL_COURSE_RELATED_MAX;
const slYearAway = slYearAtHome + SL_STUDY_WEEKS * SL_LIVING_COSTS_MAX;
const FEES_FREE_MAX = 12_000;
const SL_SALARY = 55_000;

export const STUDENT_LOAN_FIGURES = {
  studentLoanCourseRelatedMax: {
    value: SL_COURSE_RELATED_MAX,
    format: "nzd",
    asOf: "2025-01-01",
    source: STUDYLINK,
  },
  /** After the 2.2% rise in April 2025; the 2026 figure is NOT CONFIRMED: "about", as at then. */
  studentLoanLivingCostsMax: {
    value: SL_LIVING_COSTS_MAX,
    format: "nzd",
    asOf: "2025-04-01",
    source: STUDYLINK,
    unconfirmed: "living costs",
  },
  /** Exact transition dates NOT CONFIRMED: the text says "from 2025" only. */
  feesFreeFinalYearMax: {
    value: FEES_FREE_MAX,
    format: "nzd",
    asOf: "2025-01-01",
    source: FEES_FREE,
  },
  /**
   * Not interest: IRD adds this fee each year while $20 or more is owed, so an unpaid loan grows.
   * The facts file gives no start date: dated by when it was checked.
   */
  studentLoanAdminFee: { value: 40, format: "nzd", asOf: FIGURES_CHECKED, source: IRD_SL_FEES },
  studentLoanAdminFeeMinOwed: {
    value: 20,
    format: "nzd",
    asOf: FIGURES_CHECKED,
    source: IRD_SL_FEES,
  },
  /** StudyLink's fee for each new loan account (dated like the administration fee). */
  studentLoanEstablishmentFee: {
    value: 60,
    format: "nzd",
    asOf: FIGURES_CHECKED,
    source: IRD_SL_FEES,
  },
  /** Away this long, you become overseas-based (interest is charged)... */
  studentLoanOverseasDays: {
    value: 184,
    format: "number",
    asOf: "2025-04-01",
    source: IRD_OVERSEAS,
  },
  /** ...unless you are back in New Zealand this many days of them (the 32-day rule). */
  studentLoanNzDays: { value: 32, format: "number", asOf: "2025-04-01", source: IRD_OVERSEAS },
  exampleSlYears: example(SL_YEARS, "number"),
  exampleSlFeesPerYear: example(SL_FEES_PER_YEAR, "nzd"),
  exampleSlStudyWeeks: example(SL_STUDY_WEEKS, "number"),
  exampleSlLoanAway: example(SL_YEARS * slYearAway, "nzd"),
  exampleSlLoanAtHome: example(SL_YEARS * slYearAtHome, "nzd"),
  /** What final-year Fees Free (paid onto the loan) takes off: all the last year's fees, to the cap. */
  exampleSlFeesFree: example(Math.min(SL_FEES_PER_YEAR, FEES_FREE_MAX), "nzd"),
  exampleSlLoanAwayAfterFeesFree: example(
    SL_YEARS * slYearAway - Math.min(SL_FEES_PER_YEAR, FEES_FREE_MAX),
    "nzd",
  ),
  exampleSlSalary: example(SL_SALARY, "nzd"),
  /** The salary as weekly pay, for the calculator (which takes a pay, not a year). */
  exampleSlSalaryWeekly: example(toDollars(toCents(SL_SALARY / 52)), "nzd"),
  exampleSlAllowance: example(SL_ALLOWANCE, "nzd"),
  exampleSlLivingAfterAllowance: example(SL_LIVING_COSTS_MAX - SL_ALLOWANCE, "nzd"),
  exampleSlWeeklyPay: example(600, "nzd"),
  exampleSlSecondJobPay: example(100, "nzd"),
} as const satisfies Record<string, Figure>;
