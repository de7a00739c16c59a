import { repaymentThreshold, studentLoanDeduction } from "../../../calc/pay";
import { formatNZD } from "../../../format/money";
import { FIGURES } from "../../figures";
import type { SliderModel } from "../slider-model";

export const STUDENT_LOANS_MODELS = {
  /** A week's pay before tax, and what comes out of it for the loan. */
  "pay-to-loan-repayment": {
    label: "Your pay this week",
    min: 200,
    max: 1500,
    step: 50,
    start: 400,
    show: formatNZD,
    scale: 1500,
    read: (pay) => {
      const repayment = studentLoanDeduction({ gross: pay, periodsPerYear: 52, job: "main" });
      const threshold = repaymentThreshold(52);
      const $ = formatNZD;
      return {
        bars: [
          { label: "Your pay", value: pay },
          { label: "Kept from the loan", value: Math.min(pay, threshold) },
          { label: "Loan repayment", value: repayment },
        ],
        says:
          repayment === 0
            ? `On ${$(pay)} a week nothing comes out for the loan: the first ${$(threshold)} of a week's pay is yours.`
            : `On ${$(pay)} a week, ${$(repayment)} comes out for the loan: ${FIGURES.studentLoanRepaymentRate.value} cents of each dollar over ${$(threshold)}.`,
      };
    },
    figures: ["studentLoanThreshold", "studentLoanRepaymentRate"],
  },
} as const satisfies Record<string, SliderModel>;
