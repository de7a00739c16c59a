import { futureValue } from "../../../calc/savings";
import { formatNZD, formatNumber } from "../../../format/money";
import { FIGURES } from "../../figures";
import type { SliderModel } from "../slider-model";

/** A year's interest on an amount at a rate, by the savings calculator (credited once a year). */
const yearsInterest = (amount: number, annualPercent: number) =>
  futureValue({
    start: amount,
    deposit: 0,
    depositsPerYear: 1,
    annualPercent,
    compoundsPerYear: 1,
    years: 1,
    timing: "end",
  }).interest;

const DEPOSIT = FIGURES.exampleDeposit.value;
const DEPOSIT_RATE = FIGURES.exampleDepositRate.value;
const LOAN = FIGURES.exampleLoan.value;
const HIGHEST_LOAN_RATE = 12;
const percent = (value: number) => `${formatNumber(value)}%`;

export const BANKING_FUNDAMENTALS_MODELS = {
  /**
   * The table's deposit and loan, with the rate the bank charges the borrower on a slider: from
   * the rate it pays the saver (nothing left over) up.
   */
  "bank-loan-rate": {
    label: "Rate the borrower pays",
    min: DEPOSIT_RATE,
    max: HIGHEST_LOAN_RATE,
    step: 1,
    start: FIGURES.exampleLoanRate.value,
    show: percent,
    showBar: formatNZD,
    scale: yearsInterest(LOAN, HIGHEST_LOAN_RATE),
    read: (rate) => {
      const paid = yearsInterest(DEPOSIT, DEPOSIT_RATE);
      const earned = yearsInterest(LOAN, rate);
      const left = earned - paid;
      const $ = formatNZD;
      return {
        bars: [
          { label: "Interest paid to the saver", value: paid },
          { label: "Interest the borrower pays", value: earned },
          { label: "Left before costs", value: left },
        ],
        says:
          left === 0
            ? `At ${percent(rate)}, the bank gets ${$(earned)} and pays out ${$(paid)}: nothing is left to pay its staff, so no profit.`
            : `At ${percent(rate)}, the bank gets ${$(earned)} and pays the saver ${$(paid)}, so ${$(left)} is left to pay its costs and make a profit.`,
      };
    },
    figures: ["exampleDeposit", "exampleDepositRate", "exampleLoan"],
  },
} as const satisfies Record<string, SliderModel>;
