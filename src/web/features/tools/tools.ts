import { PATHS } from "../../../core/paths";

/** The two calculators, as the Tools page lists them. */
export const TOOLS = [
  {
    path: PATHS.tool("repayment"),
    kind: "repayment",
    title: "Repayment calculator",
    blurb: "See how long a loan takes to pay off, and how much interest it costs.",
  },
  {
    path: PATHS.tool("savings"),
    kind: "savings",
    title: "Savings calculator",
    blurb: "See how your savings grow when you put money away regularly.",
  },
] as const;
