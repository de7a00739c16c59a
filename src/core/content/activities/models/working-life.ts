import { incomeInBrackets, incomeTax } from "../../../calc/pay";
import { formatNZD, formatNumber } from "../../../format/money";
import type { SliderModel } from "../slider-model";

const MAX_INCOME = 200_000;

/** A year's income, filling the tax steps one after another, and the tax it pays. */
const incomeTaxSteps = {
  label: "Your income in a year",
  min: 5_000,
  max: MAX_INCOME,
  step: 5_000,
  start: 30_000,
  show: formatNZD,
  scale: Math.max(...incomeInBrackets(MAX_INCOME).map((step) => step.income)),
  read: (income) => {
    const steps = incomeInBrackets(income);
    const tax = incomeTax(income);
    const top = steps.findLast((step) => step.income > 0)!;
    const $ = formatNZD;
    return {
      bars: steps.map((step) => ({
        label: `Taxed at ${formatNumber(step.rate)}%`,
        value: step.income,
      })),
      says:
        top.from === 0
          ? `On ${$(income)} a year the tax is ${$(tax)}: all of it is in the first step, taxed at ${formatNumber(top.rate)}%.`
          : `On ${$(income)} a year the tax is ${$(tax)}, about ${Math.round((tax / income) * 100)} cents in each dollar: only the part over ${$(top.from)} is taxed at ${formatNumber(top.rate)}%.`,
    };
  },
  figures: [
    "taxRate1",
    "taxRate2",
    "taxRate3",
    "taxRate4",
    "taxRate5",
    "taxBracketTop1",
    "taxBracketTop2",
    "taxBracketTop3",
    "taxBracketTop4",
  ],
} as const satisfies SliderModel;

export const WORKING_LIFE_MODELS = {
  "income-tax-steps": incomeTaxSteps,
} as const satisfies Record<string, SliderModel>;
