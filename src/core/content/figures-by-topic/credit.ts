// What is credit (m10): a phone on a loan, on a phone company's deal, and a store card's fees.
import { amortisedPayment, PERIODS_PER_YEAR, repaymentSchedule } from "../../calc/loan";
import { lineCost, spendingSummary, type Purchase } from "../../calc/spending";
import { example, type Figure } from "./figure";

// The phone bought on a loan, repaid monthly and worked out by the calculators' own loan maths
// (each payment and each month's interest rounded to the cent, the last payment cut to what is
// left), so the table shows the schedule's own totals. Over the spec's 3 years, and over 1 year
// to show that borrowing for longer costs more interest.
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

export const CREDIT_FIGURES = {
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
