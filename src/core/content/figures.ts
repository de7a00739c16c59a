/**
 * Every money figure the app shows, each with the date it applies from and its source
 * (shared/facts/nz-money-facts.md). Mission text names figures by key (`fig("dcsLimit")`), so no
 * figure is typed twice and a slide that quotes one can say "Figures as at <month year>".
 * Worked examples use round illustrative numbers: their `asOf` is null, and what they derive is
 * computed here, not typed.
 */
import { lineCost, spendingSummary, type Purchase } from "../calc/spending";
import { formatNZD, formatNumber } from "../format/money";

export type FigureFormat = "nzd" | "percent" | "number";

export type Figure = {
  readonly value: number;
  readonly format: FigureFormat;
  /** ISO date the figure applies from; null for an illustrative worked-example number. */
  readonly asOf: string | null;
  readonly source: string;
};

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
  exampleBnplPayment: example(BNPL_ORDER / AFTERPAY_PAYMENTS, "nzd"),
  exampleBnplFeeCap: example(
    Math.min((BNPL_ORDER * AFTERPAY_FEE_CAP_PERCENT) / 100, AFTERPAY_FEE_CAP_MAX),
    "nzd",
  ),
  /** The spending limit in the third BNPL question's scenario (spec quiz table: "3,000"). */
  exampleBnplLimit: example(3000, "nzd"),
} as const satisfies Record<string, Figure>;

export type FigureKey = keyof typeof FIGURES;

/** A figure as students read it: "$100,000", "3.5%", "18". */
export function formatFigure(key: FigureKey): string {
  const { value, format }: Figure = FIGURES[key];
  if (format === "nzd") return formatNZD(value);
  if (format === "percent") return `${formatNumber(value)}%`;
  return formatNumber(value);
}

const monthYear = new Intl.DateTimeFormat("en-NZ", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * "Figures as at July 2025" for the newest dated figure among those quoted that is already in
 * force on `today`, or null when a slide quotes only worked-example numbers (or none). A figure
 * that starts later (the 4% KiwiSaver rate from 2028) is told with its own date in the text, and
 * would make "as at" a date still to come.
 */
export function figuresAsAt(keys: Iterable<FigureKey>, today = new Date()): string | null {
  const now = today.toISOString().slice(0, 10);
  const dates = [...keys]
    .map((k): string | null => FIGURES[k].asOf)
    .filter((d) => d !== null && d <= now);
  if (dates.length === 0) return null;
  const newest = dates.sort().at(-1)!;
  return `Figures as at ${monthYear.format(new Date(newest))}`;
}
