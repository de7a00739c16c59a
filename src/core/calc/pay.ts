/**
 * Pay worked out by New Zealand's rules (the figures in figures.ts): income tax over the five
 * brackets, the ACC earners' levy, KiwiSaver, student loan repayments and a week's payslip.
 * Dollars in and out, rounded to the cent. Inside, amounts are whole cents and each rate is a
 * whole number of thousandths of a percent, so every product is an exact integer and is
 * rounded (half up) only once, at the end.
 */
import { FIGURES } from "../content/figures";
import { MAX_YEARS } from "./cents";
import type { Repayment, ScheduleRow } from "./loan";

/** Rates are held as thousandths of a percent: 10.5% → 10,500. */
const RATE_SCALE = 1000;
/** cents × rate units ÷ WHOLE = cents. */
const WHOLE = 100 * RATE_SCALE;
const WEEKS_PER_YEAR = 52;

const toCents = (dollars: number) => Math.round(dollars * 100);
const toDollars = (cents: number) => cents / 100;
const rateUnits = (percent: number) => Math.round(percent * RATE_SCALE);

/** n ÷ d for integers, rounded half up; exact (the float quotient is corrected by its remainder). */
function divideRounded(n: number, d: number): number {
  let quotient = Math.floor(n / d);
  let remainder = n - quotient * d;
  if (remainder < 0) {
    quotient -= 1;
    remainder += d;
  } else if (remainder >= d) {
    quotient += 1;
    remainder -= d;
  }
  return 2 * remainder >= d ? quotient + 1 : quotient;
}

/** A percentage of an amount in cents, unrounded: in cents × WHOLE. */
const share = (cents: number, percent: number) => cents * rateUnits(percent);
/** A share (cents × WHOLE) split over `periods`, rounded to the cent. */
const toWholeCents = (scaled: number, periods = 1) => divideRounded(scaled, WHOLE * periods);

/** The five brackets, lowest first: each rate applies to income from the top below it to its top. */
const BRACKETS = [
  { top: FIGURES.taxBracketTop1.value, rate: FIGURES.taxRate1.value },
  { top: FIGURES.taxBracketTop2.value, rate: FIGURES.taxRate2.value },
  { top: FIGURES.taxBracketTop3.value, rate: FIGURES.taxRate3.value },
  { top: FIGURES.taxBracketTop4.value, rate: FIGURES.taxRate4.value },
  { top: Infinity, rate: FIGURES.taxRate5.value },
].map(({ top, rate }) => ({ topCents: Number.isFinite(top) ? toCents(top) : top, rate }));

/** The part of an annual income (cents) inside each bracket, lowest first, from its bottom. */
function bracketParts(incomeCents: number) {
  let bottom = 0;
  return BRACKETS.map(({ topCents, rate }) => {
    const part = {
      rate,
      fromCents: bottom,
      cents: Math.max(0, Math.min(incomeCents, topCents) - bottom),
    };
    bottom = topCents;
    return part;
  });
}

/** Tax on an annual income (cents), unrounded: in cents × WHOLE. */
function annualTax(incomeCents: number): number {
  return bracketParts(incomeCents).reduce((total, part) => total + share(part.cents, part.rate), 0);
}

/** How an annual income fills the five brackets, lowest first: each one's rate, bottom and part. */
export function incomeInBrackets(
  annualIncome: number,
): { rate: number; from: number; income: number }[] {
  return bracketParts(toCents(annualIncome)).map((part) => ({
    rate: part.rate,
    from: toDollars(part.fromCents),
    income: toDollars(part.cents),
  }));
}

/** The ACC earners' levy on annual earnings (cents), unrounded: in cents × WHOLE. */
function annualLevy(earningsCents: number): number {
  const liable = Math.min(Math.max(earningsCents, 0), toCents(FIGURES.accMaxEarnings.value));
  return share(liable, FIGURES.accLevyPer100.value);
}

/** Income tax on an annual taxable income over the five brackets (figures.ts), to the cent. */
export function incomeTax(annualIncome: number): number {
  return toDollars(toWholeCents(annualTax(toCents(annualIncome))));
}

/**
 * The ACC earners' levy on annual earnings: the rate per $100 (which is the same number as a
 * percentage) on earnings up to the maximum liable earnings (figures.ts), to the cent.
 */
export function accLevy(annualEarnings: number): number {
  return toDollars(toWholeCents(annualLevy(toCents(annualEarnings))));
}

/** Employee KiwiSaver deduction from gross pay at a rate (default: figures.ts default rate), to the cent. */
export function kiwiSaverDeduction(
  grossPay: number,
  ratePercent: number = FIGURES.kiwiSaverDefaultRate.value,
): number {
  return toDollars(toWholeCents(share(toCents(grossPay), ratePercent)));
}

function thresholdCents(periodsPerYear: number): number {
  if (!Number.isInteger(periodsPerYear) || periodsPerYear < 1) {
    throw new RangeError(`periodsPerYear must be a whole number from 1: ${periodsPerYear}`);
  }
  return divideRounded(toCents(FIGURES.studentLoanThreshold.value), periodsPerYear);
}

/**
 * The repayment threshold for one pay period, to the cent. IRD's published figures are the
 * annual threshold divided evenly: $24,128 ÷ 52 = $464 a week, $928 a fortnight, $1,856 four-
 * weekly. No published monthly figure is in the facts file, so a month (and any other period)
 * is the annual threshold ÷ periods rounded to the cent: $24,128 ÷ 12 = $2,010.67.
 */
export function repaymentThreshold(periodsPerYear: number): number {
  return toDollars(thresholdCents(periodsPerYear));
}

/** The student loan repayment from one pay (cents): see studentLoanDeduction. */
function repaymentCents(grossCents: number, periodsPerYear: number, job: "main" | "secondary") {
  const liable = job === "main" ? grossCents - thresholdCents(periodsPerYear) : grossCents;
  return toWholeCents(share(Math.max(liable, 0), FIGURES.studentLoanRepaymentRate.value));
}

/**
 * Student loan repayment from one pay: main job 12c per dollar over the pay-period threshold
 * (nothing at or under it), secondary job 12c per dollar; to the cent.
 */
export function studentLoanDeduction(pay: {
  gross: number;
  periodsPerYear: number;
  job: "main" | "secondary";
}): number {
  return toDollars(repaymentCents(toCents(pay.gross), pay.periodsPerYear, pay.job));
}

/**
 * Years (one decimal place) to repay a balance from a steady annual income in New Zealand, where
 * the loan is interest-free but Inland Revenue adds its administration fee ($40) each year:
 * balance ÷ (12% × (income − threshold) − fee). Null if a year's repayments don't cover the fee
 * (at or just over the threshold the loan never shrinks).
 */
export function yearsToRepay(loan: { balance: number; annualIncome: number }): number | null {
  const over = toCents(loan.annualIncome) - toCents(FIGURES.studentLoanThreshold.value);
  const net =
    share(Math.max(over, 0), FIGURES.studentLoanRepaymentRate.value) -
    toCents(FIGURES.studentLoanAdminFee.value) * WHOLE;
  if (net <= 0) return null;
  return divideRounded(Math.max(toCents(loan.balance), 0) * 10 * WHOLE, net) / 10;
}

/**
 * A student loan repaid from pay, row by row: each pay's repayment comes off (the last one cut to
 * what is left), and at the last pay of each year the administration fee is added if $20 or more
 * is still owed (it shows as the row's `interest`: there is no interest in New Zealand). So the
 * time matches yearsToRepay's, which takes a fee off each year's repayments.
 * "never" if the loan is not repaid within MAX_YEARS (or a year's repayments don't cover the fee).
 */
export function studentLoanSchedule(loan: {
  balance: number;
  payment: number;
  periodsPerYear: number;
}): Repayment {
  const fee = toCents(FIGURES.studentLoanAdminFee.value);
  const feeFrom = toCents(FIGURES.studentLoanAdminFeeMinOwed.value);
  const pay = toCents(loan.payment);
  const perYear = loan.periodsPerYear;
  const never: Repayment = { kind: "never", smallestPayment: 0, reason: "too-long" };
  if (pay * perYear <= fee) return never;
  const rows: ScheduleRow[] = [];
  let balance = Math.max(toCents(loan.balance), 0);
  let paid = 0;
  let fees = 0;
  for (let period = 1; balance > 0; period += 1) {
    if (period > MAX_YEARS * perYear) return never;
    const payment = Math.min(pay, balance);
    balance -= payment;
    const added = period % perYear === 0 && balance >= feeFrom ? fee : 0;
    balance += added;
    paid += payment;
    fees += added;
    rows.push({
      period,
      payment: toDollars(payment),
      interest: toDollars(added),
      principal: toDollars(payment),
      balance: toDollars(balance),
    });
  }
  return {
    kind: "repaid",
    rows,
    periods: rows.length,
    totalPaid: toDollars(paid),
    totalInterest: toDollars(fees),
    fee: 0,
  };
}

export type MainTaxCode = "M" | "ME" | "M SL" | "ME SL";

/**
 * The tax code for a main job: ME when the income can get the independent earner tax credit
 * ($24,000 to $70,000, figures.ts), else M; " SL" added with a student loan. Someone on Working
 * for Families, a benefit or NZ Super uses M whatever the income: that is not modelled here.
 */
export function mainTaxCode(annualIncome: number, studentLoan: boolean): MainTaxCode {
  const eligible =
    annualIncome >= FIGURES.ietcIncomeMin.value && annualIncome <= FIGURES.ietcIncomeMax.value;
  const code = eligible ? "ME" : "M";
  return studentLoan ? `${code} SL` : code;
}

export type Payslip = {
  gross: number;
  paye: number;
  acc: number;
  kiwiSaver: number;
  studentLoan: number;
  net: number;
  taxCode: string;
};

/**
 * One week's payslip for a main job, to the cent. Gross is hours × hourly rate. PAYE is the
 * income tax on 52 such weeks ÷ 52, and the ACC levy likewise (each rounded once, after the
 * division). IRD's PAYE tables and payroll software work differently and can differ by a few
 * cents; many payslips show the ACC levy inside PAYE. The tax code follows mainTaxCode, but the
 * PAYE here does not take off the independent earner tax credit that IRD's tables take off for
 * code ME. KiwiSaver is at `kiwiSaverPercent` (default: the default employee rate; 0 for someone
 * not in KiwiSaver); the student loan repayment is taken if `studentLoan`.
 */
export function weeklyPayslip(job: {
  hourlyRate: number;
  hoursPerWeek: number;
  kiwiSaverPercent?: number;
  studentLoan?: boolean;
}): Payslip {
  const { kiwiSaverPercent = FIGURES.kiwiSaverDefaultRate.value, studentLoan = false } = job;
  const gross = divideRounded(toCents(job.hourlyRate) * Math.round(job.hoursPerWeek * 100), 100);
  const annual = gross * WEEKS_PER_YEAR;
  const paye = toWholeCents(annualTax(annual), WEEKS_PER_YEAR);
  const acc = toWholeCents(annualLevy(annual), WEEKS_PER_YEAR);
  const kiwiSaver = toWholeCents(share(gross, kiwiSaverPercent));
  const loan = studentLoan ? repaymentCents(gross, WEEKS_PER_YEAR, "main") : 0;
  return {
    gross: toDollars(gross),
    paye: toDollars(paye),
    acc: toDollars(acc),
    kiwiSaver: toDollars(kiwiSaver),
    studentLoan: toDollars(loan),
    net: toDollars(gross - paye - acc - kiwiSaver - loan),
    taxCode: mainTaxCode(toDollars(annual), studentLoan),
  };
}
