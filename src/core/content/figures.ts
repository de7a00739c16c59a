/**
 * Every money figure the app shows, each with the date it applies from and its source
 * (shared/facts/nz-money-facts.md). Mission text names figures by key (`fig("dcsLimit")`), so no
 * figure is typed twice and a slide that quotes one can say "Figures as at <month year>".
 * Worked examples use round illustrative numbers: their `asOf` is null, and what they derive is
 * computed here, not typed.
 */
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

const example = (value: number, format: FigureFormat): Figure => ({
  value,
  format,
  asOf: null,
  source: EXAMPLE,
});

export const FIGURES = {
  /** Protected per depositor per licensed deposit taker, from 1 July 2025. */
  dcsLimit: { value: 100_000, format: "nzd", asOf: "2025-07-01", source: RBNZ_DCS },
  creditCardMinAge: {
    value: 18,
    format: "number",
    asOf: "2025-07-01",
    source: "Credit Contracts and Consumer Finance Act 2003; NZ bank card terms",
  },
  eftposShare2006: {
    value: 70,
    format: "percent",
    asOf: "2006-01-01",
    source: "Payments NZ, share of retail card transactions",
  },
  eftposShare2023: {
    value: 20,
    format: "percent",
    asOf: "2023-01-01",
    source: "Payments NZ, share of retail card transactions",
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
  /** Legislated in Budget 2025 to apply from 1 April 2028. */
  kiwiSaverFutureRate: { value: 4, format: "percent", asOf: "2025-07-01", source: KIWISAVER },
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
  kiwiSaverFirstHomeYears: { value: 3, format: "number", asOf: "2025-07-01", source: KIWISAVER },
  kiwiSaverFirstHomeLeave: { value: 1000, format: "nzd", asOf: "2025-07-01", source: KIWISAVER },
  exampleDeposit: example(DEPOSIT, "nzd"),
  exampleDepositRate: example(DEPOSIT_RATE, "percent"),
  exampleDepositInterest: example(depositInterest, "nzd"),
  exampleLoan: example(LOAN, "nzd"),
  exampleLoanRate: example(LOAN_RATE, "percent"),
  exampleLoanInterest: example(loanInterest, "nzd"),
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
 * "Figures as at July 2025" for the newest dated figure among those quoted, or null when a slide
 * quotes only worked-example numbers (or none).
 */
export function figuresAsAt(keys: Iterable<FigureKey>): string | null {
  const dates = [...keys].map((k): string | null => FIGURES[k].asOf).filter((d) => d !== null);
  if (dates.length === 0) return null;
  const newest = dates.sort().at(-1)!;
  return `Figures as at ${monthYear.format(new Date(newest))}`;
}
