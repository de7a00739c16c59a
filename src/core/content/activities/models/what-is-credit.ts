import { toCents, toDollars } from "../../../calc/cents";
import { spendingSummary } from "../../../calc/spending";
import { formatNZD } from "../../../format/money";
import { FIGURES } from "../../figures";
import type { SliderModel } from "../slider-model";

const MONTHS = FIGURES.examplePhoneMonths.value;
const YEARS = FIGURES.examplePhoneYears.value;
const DEAL_PLAN = FIGURES.examplePhoneDealPlan.value;

/** The phone on the loan, plus a plan of your own choosing over the same months. */
const loanWithPlan = (plan: number) =>
  spendingSummary([
    { price: FIGURES.examplePhoneTotal.value, quantity: 1, planned: true },
    { price: plan, quantity: MONTHS, planned: true },
  ]).spent;

export const WHAT_IS_CREDIT_MODELS = {
  /** The case study's choice: the loan and the plan you'd pay anyway, or the deal and its plan. */
  "phone-plan-anyway": {
    label: "Plan a month",
    min: 10,
    max: DEAL_PLAN,
    step: 5,
    start: 20,
    show: formatNZD,
    scale: Math.max(loanWithPlan(DEAL_PLAN), FIGURES.examplePhoneDealTotal.value),
    read: (plan) => {
      const loan = loanWithPlan(plan);
      const deal = FIGURES.examplePhoneDealTotal.value;
      const $ = formatNZD;
      const saved = $(toDollars(Math.abs(toCents(deal) - toCents(loan))));
      const cheaper =
        loan <= deal
          ? `the loan costs ${saved} less than the deal`
          : `the deal costs ${saved} less than the loan`;
      return {
        bars: [
          { label: "Loan, plus your plan", value: loan },
          { label: "Deal, with its plan", value: deal },
        ],
        says: `With a ${$(plan)} plan, over ${YEARS} years ${cheaper}.`,
      };
    },
    figures: ["examplePhoneRate", "examplePhoneDealPlan"],
  },
} as const satisfies Record<string, SliderModel>;
