/**
 * Every money figure the app shows, each with the date it applies from and its source
 * (shared/facts/nz-money-facts.md). Mission text names figures by key (`fig("dcsLimit")`), so no
 * figure is typed twice and a slide that quotes one can say when the figures were last checked.
 * Worked examples use round illustrative numbers: their `asOf` is null, and what they derive is
 * computed here, not typed.
 */
import { bnplOrder } from "../calc/bnpl";
import { amortisedPayment, PERIODS_PER_YEAR, repaymentSchedule } from "../calc/loan";
import { futureValue } from "../calc/savings";
import { lineCost, spendingSummary, type Purchase } from "../calc/spending";
import { monthYear } from "../format/dates";
import { formatNZD, formatNumber } from "../format/money";

export type FigureFormat = "nzd" | "percent" | "number";

export type Figure = {
  readonly value: number;
  readonly format: FigureFormat;
  /** ISO date the figure applies from; null for an illustrative worked-example number. */
  readonly asOf: string | null;
  readonly source: string;
  /**
   * Set when the facts file marks the figure NOT CONFIRMED for now: its last confirmed value is
   * used and said to be "as at" its date, under this name ("the repayment threshold").
   */
  readonly unconfirmed?: string;
};

/**
 * When every dated figure here was last checked against its source: one reviewed date for the
 * whole content (shared/facts/nz-money-facts.md, "Dates on screen"). A figure's `asOf` is when it
 * came into force; shown as "as at", readers took an old start date for stale figures.
 */
export const FIGURES_CHECKED = "2026-11-26";

const RBNZ_DCS = "Reserve Bank of New Zealand, Depositor Compensation Scheme";
const KIWISAVER = "Inland Revenue, kiwisaver.govt.nz";
const EXAMPLE = "Worked example (round numbers to show the idea)";
const AFTERPAY =
  "Afterpay New Zealand terms, under the Credit Contracts and Consumer Finance Act (BNPL rules from 2 September 2024)";
const EFTPOS_SHARE = "RNZ Checkpoint, 11 August 2023: share of retail transactions";

// The bank-profit worked example (spec section 9), recomputed from its inputs.
const DEPOSIT = 1000;
const DEPOSIT_RATE = 2;
const LOAN = 1000;
const LOAN_RATE = 6;
const depositInterest = (DEPOSIT * DEPOSIT_RATE) / 100;
const loanInterest = (LOAN * LOAN_RATE) / 100;
// The credit card worked example (Types of cards): a purchase, part paid, the rest owing.
const CARD_PURCHASE = 200;
const CARD_PAID = 50;
// The shopping trip of Unnecessary spending (aws-4-1, aws-4-2): only the printer and its ink
// were planned. What was planned, spent and spent beyond the plan is worked out from the lines.
const TRIP = {
  printer: { price: 90, quantity: 1, planned: true },
  ink: { price: 40, quantity: 1, planned: true },
  tea: { price: 7, quantity: 2, planned: false },
  shoes: { price: 250, quantity: 1, planned: false },
  food: { price: 30, quantity: 1, planned: false },
} as const satisfies Record<string, Purchase>;
const TRIP_SHOES_WAS = 300;
const trip = spendingSummary(Object.values(TRIP));
// Buy now pay later (Afterpay's terms): an order split into equal payments, and how far late
// fees on it can go (a share of the order, never past a cap).
const AFTERPAY_PAYMENTS = 4;
const AFTERPAY_FEE_CAP_PERCENT = 25;
const AFTERPAY_FEE_CAP_MAX = 68;
const BNPL_ORDER = 200;
const bnplExample = bnplOrder(BNPL_ORDER, {
  payments: AFTERPAY_PAYMENTS,
  feeCapPercent: AFTERPAY_FEE_CAP_PERCENT,
  feeCapMax: AFTERPAY_FEE_CAP_MAX,
});
// Impact of savings (m1): a goal split into weekly amounts, and a share of each pay saved first.
const SAVINGS_GOAL = 300;
const SAVINGS_GOAL_WEEKS = 15;
const WEEKLY_PAY = 150;
const PAY_FIRST_PERCENT = 10;
// Savings left alone at an example rate; simple interest pays on the start only.
const SAVINGS_START = 1000;
const SAVINGS_RATE = 2;
const simpleBalance = (years: number) => SAVINGS_START * (1 + (SAVINGS_RATE * years) / 100);
// Compound interest on it, added once a year, before tax: a balance at the end of each year.
const compound = futureValue({
  start: SAVINGS_START,
  deposit: 0,
  depositsPerYear: 1,
  annualPercent: SAVINGS_RATE,
  compoundsPerYear: 1,
  years: 20,
  timing: "end",
});
const compoundBalance = (years: number) => compound.rows[years - 1]!.balance;
// The goal's weekly amount by automatic payment for a year, interest added monthly, before tax.
const autoSaved = futureValue({
  start: 0,
  deposit: SAVINGS_GOAL / SAVINGS_GOAL_WEEKS,
  depositsPerYear: 52,
  annualPercent: SAVINGS_RATE,
  compoundsPerYear: 12,
  years: 1,
  timing: "end",
});

// Pay: income tax, ACC, KiwiSaver, student loan repayment (issue 11).
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

// Student loans (m3): what StudyLink lends for, the overseas rule, and a three-year degree
// borrowed for two ways (illustrative inputs; the totals are worked out from them here).
const STUDYLINK = "StudyLink, student loans: what you can borrow (Ministry of Social Development)";
const FEES_FREE = "StudyLink and Inland Revenue, final-year Fees Free (for study from 2025)";
const IRD_OVERSEAS = "Inland Revenue, what happens to my student loan when I go overseas";
const IRD_SL_FEES =
  "Inland Revenue, understanding my student loan statement (administration fee); StudyLink (establishment fee)";
const SL_THRESHOLD = 24_128;
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
/** Dollars to the cent, as a yearly figure split into pays is rounded. */
const cents = (dollars: number) => Math.round(dollars * 100) / 100;

// What is credit (m10): a phone bought on a loan, repaid monthly and worked out by the
// calculators' own loan maths (each payment and each month's interest rounded to the cent, the
// last payment cut to what is left), so the table shows the schedule's own totals. Over the
// spec's 3 years, and over 1 year to show that borrowing for longer costs more interest.
const PHONE = 1000;
const PHONE_RATE = 10;
const PHONE_YEARS = 3;
const PHONE_SHORT_YEARS = 1;
const MONTHLY = PERIODS_PER_YEAR.monthly;
const PHONE_MONTHS = PHONE_YEARS * MONTHLY;
function phoneLoanOver(years: number) {
  const loan = { principal: PHONE, annualPercent: PHONE_RATE, periodsPerYear: MONTHLY };
  const payment = amortisedPayment({ ...loan, periods: years * MONTHLY });
  const schedule = repaymentSchedule({ ...loan, payment });
  if (schedule.kind !== "repaid") throw new Error("The phone loan example must be repaid");
  return { payment, ...schedule };
}
const phoneLoan = phoneLoanOver(PHONE_YEARS);
const phoneShortLoan = phoneLoanOver(PHONE_SHORT_YEARS);
// The same phone on a phone company's interest-free deal: the phone is what was wanted (planned);
// the monthly plan it is tied to comes on top. And a store card's fees over the same months.
const PHONE_DEAL = {
  deposit: { price: 100, quantity: 1, planned: true },
  phone: { price: 25, quantity: PHONE_MONTHS, planned: true },
  plan: { price: 60, quantity: PHONE_MONTHS, planned: false },
} as const satisfies Record<string, Purchase>;
const phoneDeal = spendingSummary(Object.values(PHONE_DEAL));
const STORE_FEES = {
  establishment: { price: 50, quantity: 1, planned: true },
  account: { price: 5, quantity: PHONE_MONTHS, planned: true },
} as const satisfies Record<string, Purchase>;
const STORE_CARD_RATES =
  "NZ interest-free store card terms: the interest rate on what is still owed after the interest-free time";

const example = (value: number, format: FigureFormat): Figure => ({
  value,
  format,
  asOf: null,
  source: EXAMPLE,
});

export const FIGURES = {
  /** Protected per depositor per licensed deposit taker, from 1 July 2025. */
  dcsLimit: { value: 100_000, format: "nzd", asOf: "2025-07-01", source: RBNZ_DCS },
  /**
   * Bank policy, not a CCCFA rule: banks lend on a card only to adults because a contract with a
   * minor generally can't be enforced (Contract and Commercial Law Act 2017).
   */
  creditCardMinAge: {
    value: 18,
    format: "number",
    asOf: "2025-07-01",
    source: "NZ bank credit card terms (bank policy; Contract and Commercial Law Act 2017)",
  },
  /** Shares of all retail transactions (not of card payments), as RNZ reported them. */
  eftposShare2006: {
    value: 70,
    format: "percent",
    asOf: "2006-01-01",
    source: EFTPOS_SHARE,
  },
  eftposShare2023: {
    value: 20,
    format: "percent",
    asOf: "2023-08-11",
    source: EFTPOS_SHARE,
  },
  noticeSaverShortDays: {
    value: 32,
    format: "number",
    asOf: "2025-07-01",
    source: "NZ bank notice saver accounts",
  },
  noticeSaverLongDays: {
    value: 90,
    format: "number",
    asOf: "2025-07-01",
    source: "NZ bank notice saver accounts",
  },
  kiwiSaverDefaultRate: { value: 3.5, format: "percent", asOf: "2026-04-01", source: KIWISAVER },
  /** Legislated in Budget 2025; it applies from 1 April 2028. */
  kiwiSaverFutureRate: { value: 4, format: "percent", asOf: "2028-04-01", source: KIWISAVER },
  kiwiSaverGovCentsPerDollar: {
    value: 25,
    format: "number",
    asOf: "2025-07-01",
    source: KIWISAVER,
  },
  kiwiSaverGovMax: { value: 260.72, format: "nzd", asOf: "2025-07-01", source: KIWISAVER },
  kiwiSaverGovQualifyingAmount: {
    value: 1042.86,
    format: "nzd",
    asOf: "2025-07-01",
    source: KIWISAVER,
  },
  /** No government contribution with income above this (year 1 July to 30 June). */
  kiwiSaverGovIncomeLimit: { value: 180_000, format: "nzd", asOf: "2025-07-01", source: KIWISAVER },
  kiwiSaverFirstHomeYears: { value: 3, format: "number", asOf: "2025-07-01", source: KIWISAVER },
  kiwiSaverFirstHomeLeave: { value: 1000, format: "nzd", asOf: "2025-07-01", source: KIWISAVER },
  exampleDeposit: example(DEPOSIT, "nzd"),
  exampleDepositRate: example(DEPOSIT_RATE, "percent"),
  exampleDepositInterest: example(depositInterest, "nzd"),
  exampleLoan: example(LOAN, "nzd"),
  exampleLoanRate: example(LOAN_RATE, "percent"),
  exampleLoanInterest: example(loanInterest, "nzd"),
  /** Profit before staff costs, bad loans and tax, not profit. */
  exampleBankProfit: example(loanInterest - depositInterest, "nzd"),
  /** Age NZ Superannuation starts (65 since 1 April 2001). */
  nzSuperAge: {
    value: 65,
    format: "number",
    asOf: "2025-07-01",
    source: "Work and Income, NZ Superannuation",
  },
  exampleCardPurchase: example(CARD_PURCHASE, "nzd"),
  exampleCardPaid: example(CARD_PAID, "nzd"),
  exampleCardOwing: example(CARD_PURCHASE - CARD_PAID, "nzd"),
  exampleTripPrinter: example(TRIP.printer.price, "nzd"),
  exampleTripInk: example(TRIP.ink.price, "nzd"),
  exampleTripTea: example(TRIP.tea.price, "nzd"),
  exampleTripTeaCount: example(TRIP.tea.quantity, "number"),
  exampleTripTeas: example(lineCost(TRIP.tea), "nzd"),
  exampleTripShoes: example(TRIP.shoes.price, "nzd"),
  exampleTripShoesWas: example(TRIP_SHOES_WAS, "nzd"),
  exampleTripShoesOff: example(TRIP_SHOES_WAS - TRIP.shoes.price, "nzd"),
  exampleTripFood: example(TRIP.food.price, "nzd"),
  exampleTripPlanned: example(trip.planned, "nzd"),
  exampleTripSpent: example(trip.spent, "nzd"),
  exampleTripOver: example(trip.unplanned, "nzd"),
  /** Sign-up age for buy now pay later (Afterpay's terms; the spec's sign-up criteria agree). */
  bnplMinAge: { value: 18, format: "number", asOf: "2024-09-02", source: AFTERPAY },
  bnplPayments: {
    value: AFTERPAY_PAYMENTS,
    format: "number",
    asOf: "2024-09-02",
    source: AFTERPAY,
  },
  bnplWeeks: { value: 6, format: "number", asOf: "2024-09-02", source: AFTERPAY },
  bnplLateFee: { value: 10, format: "nzd", asOf: "2024-09-02", source: AFTERPAY },
  bnplSecondLateFee: { value: 7, format: "nzd", asOf: "2024-09-02", source: AFTERPAY },
  bnplSecondLateFeeDays: { value: 7, format: "number", asOf: "2024-09-02", source: AFTERPAY },
  bnplFeeCapPercent: {
    value: AFTERPAY_FEE_CAP_PERCENT,
    format: "percent",
    asOf: "2024-09-02",
    source: AFTERPAY,
  },
  bnplFeeCapMax: {
    value: AFTERPAY_FEE_CAP_MAX,
    format: "nzd",
    asOf: "2024-09-02",
    source: AFTERPAY,
  },
  exampleBnplOrder: example(BNPL_ORDER, "nzd"),
  exampleBnplPayment: example(bnplExample.payment, "nzd"),
  exampleBnplFeeCap: example(bnplExample.lateFeeCap, "nzd"),
  /** The spending limit in the third BNPL question's scenario (spec quiz table: "3,000"). */
  exampleBnplLimit: example(3000, "nzd"),
  // Impact of savings (m1)
  /**
   * RWT on interest when the saver hasn't given the bank an IRD number: 45% since 1 April 2020,
   * dated like the other tax figures by the tax year it is confirmed for (not "as at 2020").
   */
  /** RWT when the bank has the saver's IRD number but no rate chosen by the saver. */
  rwtDefaultRate: {
    value: 33,
    format: "percent",
    asOf: "2025-04-01",
    source: "Inland Revenue, how much RWT to deduct (the default rate with an IRD number)",
  },
  rwtNoIrdRate: {
    value: 45,
    format: "percent",
    asOf: "2025-04-01",
    source: "Inland Revenue, resident withholding tax on interest (non-declaration rate)",
  },
  exampleSavingsGoal: example(SAVINGS_GOAL, "nzd"),
  exampleSavingsGoalWeeks: example(SAVINGS_GOAL_WEEKS, "number"),
  exampleSavingsGoalWeekly: example(SAVINGS_GOAL / SAVINGS_GOAL_WEEKS, "nzd"),
  exampleWeeklyPay: example(WEEKLY_PAY, "nzd"),
  examplePayFirstPercent: example(PAY_FIRST_PERCENT, "percent"),
  examplePayFirstSaved: example((WEEKLY_PAY * PAY_FIRST_PERCENT) / 100, "nzd"),
  exampleSavingsStart: example(SAVINGS_START, "nzd"),
  exampleSavingsRate: example(SAVINGS_RATE, "percent"),
  exampleSimpleYear10: example(simpleBalance(10), "nzd"),
  exampleSimpleYear20: example(simpleBalance(20), "nzd"),
  exampleCompoundYear10: example(compoundBalance(10), "nzd"),
  exampleCompoundYear20: example(compoundBalance(20), "nzd"),
  exampleAutoDeposits: example(autoSaved.deposits, "nzd"),
  exampleAutoInterest: example(autoSaved.interest, "nzd"),
  // Pay: income tax, ACC, KiwiSaver, student loan repayment (issue 11)
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
    value: cents(SL_THRESHOLD / 52),
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
  // Student loans (m3)
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
  exampleSlSalaryWeekly: example(cents(SL_SALARY / 52), "nzd"),
  exampleSlAllowance: example(SL_ALLOWANCE, "nzd"),
  exampleSlLivingAfterAllowance: example(SL_LIVING_COSTS_MAX - SL_ALLOWANCE, "nzd"),
  exampleSlWeeklyPay: example(600, "nzd"),
  exampleSlSecondJobPay: example(100, "nzd"),
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
  // What is credit (m10)
  examplePhonePrice: example(PHONE, "nzd"),
  examplePhoneRate: example(PHONE_RATE, "percent"),
  examplePhoneYears: example(PHONE_YEARS, "number"),
  examplePhoneMonths: example(phoneLoan.periods, "number"),
  examplePhonePayment: example(phoneLoan.payment, "nzd"),
  /** The schedule's last payment: what is left, so the balance ends at exactly $0. */
  examplePhoneLastPayment: example(phoneLoan.rows.at(-1)!.payment, "nzd"),
  examplePhoneInterest: example(phoneLoan.totalInterest, "nzd"),
  examplePhoneTotal: example(phoneLoan.totalPaid, "nzd"),
  examplePhoneShortYears: example(PHONE_SHORT_YEARS, "number"),
  examplePhoneShortPayment: example(phoneShortLoan.payment, "nzd"),
  examplePhoneShortInterest: example(phoneShortLoan.totalInterest, "nzd"),
  examplePhoneShortTotal: example(phoneShortLoan.totalPaid, "nzd"),
  examplePhoneDealDeposit: example(PHONE_DEAL.deposit.price, "nzd"),
  examplePhoneDealMonthly: example(PHONE_DEAL.phone.price, "nzd"),
  examplePhoneDealPayments: example(lineCost(PHONE_DEAL.phone), "nzd"),
  examplePhoneDealPlan: example(PHONE_DEAL.plan.price, "nzd"),
  examplePhoneDealPlanTotal: example(lineCost(PHONE_DEAL.plan), "nzd"),
  /** The deposit and the phone payments: what the phone itself costs on the deal. */
  examplePhoneDealPhone: example(phoneDeal.planned, "nzd"),
  examplePhoneDealTotal: example(phoneDeal.spent, "nzd"),
  exampleStoreEstablishmentFee: example(STORE_FEES.establishment.price, "nzd"),
  exampleStoreAccountFee: example(STORE_FEES.account.price, "nzd"),
  exampleStoreFees: example(spendingSummary(Object.values(STORE_FEES)).spent, "nzd"),
  /** "Often 25–30%": the usual range, not a rule; each store sets its own rate. */
  storeCardRateLow: { value: 25, format: "percent", asOf: "2025-07-01", source: STORE_CARD_RATES },
  storeCardRateHigh: { value: 30, format: "percent", asOf: "2025-07-01", source: STORE_CARD_RATES },
} as const satisfies Record<string, Figure>;

export type FigureKey = keyof typeof FIGURES;

/** A figure as students read it: "$100,000", "3.5%", "18". */
export function formatFigure(key: FigureKey): string {
  const { value, format }: Figure = FIGURES[key];
  if (format === "nzd") return formatNZD(value);
  if (format === "percent") return `${formatNumber(value)}%`;
  return formatNumber(value);
}

const monthOf = (iso: string) => {
  const date = new Date(`${iso}T00:00:00Z`);
  return monthYear(date.getUTCFullYear(), date.getUTCMonth());
};

/**
 * "Checked November 2026" under anything that quotes a dated figure (one in force, or one that
 * starts later), or null when it quotes only worked-example numbers (or none). A figure not
 * confirmed for now is named with its own date: "(living costs as at April 2025)".
 */
export function figuresChecked(keys: Iterable<FigureKey>): string | null {
  const figures: Figure[] = [...new Set(keys)].map((k) => FIGURES[k]);
  if (!figures.some((f) => f.asOf !== null)) return null;
  const asAt = new Set(
    figures.flatMap((f) =>
      f.unconfirmed && f.asOf ? [`${f.unconfirmed} as at ${monthOf(f.asOf)}`] : [],
    ),
  );
  const note = asAt.size > 0 ? ` (${[...asAt].join("; ")})` : "";
  return `Checked ${monthOf(FIGURES_CHECKED)}${note}`;
}
