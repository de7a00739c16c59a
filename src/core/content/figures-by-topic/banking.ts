// Banking, accounts, KiwiSaver and cards: what the banking and payment missions quote.
import { example, type Figure } from "./figure";

const RBNZ_DCS = "Reserve Bank of New Zealand, Depositor Compensation Scheme";
const KIWISAVER = "Inland Revenue, kiwisaver.govt.nz";
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

export const BANKING_FIGURES = {
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
} as const satisfies Record<string, Figure>;
