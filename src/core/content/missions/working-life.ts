import {
  money,
  PAYSLIP,
  PAYSLIP_HEIGHT,
  PAYSLIP_PARTS,
  PAYSLIP_SAYS,
  PAYSLIP_STRIP,
  PAYSLIP_WIDTH,
} from "../examples/working-life-payslip";
import { formatFigure, type FigureKey } from "../figures";
import { fig, link, NAME, rich, w, type Hotspot, type MissionContent } from "../schema";

/**
 * Working life (m6): tax codes, how to pick yours on the IR330, one question, the tax rates in
 * force now, and a payslip to read part by part. Every rate and threshold is a figure; every
 * number on the payslip is worked out by the pay maths (examples/working-life-payslip.ts), so
 * the drawing, its alt text and the dialogs' pictures say the same numbers.
 */

const { week } = PAYSLIP;
const hours = String(PAYSLIP.hours);

/** A length in the payslip drawing as a percentage of its size, to one decimal place. */
const percent = (units: number, of: number) => Math.round((units / of) * 1000) / 10;
const MARGIN = 10;

/** Each part's hotspot covers the strip at its top, across the paper. */
const HOTSPOTS: Hotspot[] = PAYSLIP_PARTS.map((part) => ({
  label: part.label,
  dialog: part.dialog,
  x: percent(MARGIN, PAYSLIP_WIDTH),
  y: percent(part.top, PAYSLIP_HEIGHT),
  width: percent(PAYSLIP_WIDTH - 2 * MARGIN, PAYSLIP_WIDTH),
  height: percent(PAYSLIP_STRIP, PAYSLIP_HEIGHT),
}));

const MADE_UP = "The IRD number is made up.";
/** The dated figures the payslip's numbers are worked out from (examples/working-life-payslip). */
const PAYSLIP_FIGURES = [
  "minimumWageAdult",
  "taxRate1",
  "taxRate2",
  "accLevyPer100",
  "kiwiSaverDefaultRate",
] as const satisfies readonly FigureKey[];

export const content = {
  defaultName: "Ari",
  pages: [
    {
      kind: "animation",
      title: "Welcome to working life",
      image: {
        art: "first-job",
        alt: "A student in a space suit holding up a payslip beside a pile of gold coins, as three small stacks of coins slide off the pile for tax, ACC and KiwiSaver.",
      },
      body: [
        rich`Your first job is a big step: you swap your time for ${w("money")}. From age 16, the law says you must be paid at least the minimum wage, ${fig("minimumWageAdult")} an hour before ${w("tax")} (or ${fig("minimumWageStartingOut")} on the starting-out or training rate).`,
        rich`But less ${w("money")} lands in your ${w("bankAccount")} than you earned. Some is taken out first: ${w("tax")}, an ACC levy (a charge that pays for New Zealand's accident cover), and maybe ${w("kiwiSaver")} and ${w("studentLoan")} repayments.`,
        rich`In this mission you'll find out what a tax code is, how to pick yours, how ${w("taxRates")} work, and how to read a payslip.`,
      ],
    },
    {
      kind: "text",
      title: "What is a tax code?",
      image: {
        art: "tax-code-tags",
        alt: "Three name tags floating in space, showing the tax codes M, ME and M SL.",
      },
      activity: {
        kind: "choose",
        id: "m6-who-takes-tax",
        prompt: rich`Who takes the ${w("tax")} out of your wages?`,
        options: [
          {
            label: "You, once a year",
            explanation: "Not for wages: the tax is taken out every payday, before you're paid.",
          },
          {
            label: "Your employer, every payday",
            explanation:
              "This is PAYE, pay as you earn: your employer takes the tax out and sends it to Inland Revenue.",
          },
          {
            label: "Your bank",
            explanation:
              "A bank takes tax from the interest your savings earn, not from your wages.",
          },
        ],
        correct: 1,
      },
      body: [
        rich`In New Zealand, ${w("tax")} on your wages is taken out before you're paid. Your employer works it out every payday and sends it to Inland Revenue (IRD). This is called PAYE: pay as you earn.`,
        rich`Your tax code is a few letters, like M or ME, that tell your employer how much ${w("tax")} to take. It depends on whether this is your main job, about how much you'll earn in a year, and whether you have a ${w("studentLoan")}.`,
        rich`With the wrong code you might pay too little and owe IRD later, or pay too much and wait for a refund after the tax year ends on 31 March.`,
      ],
    },
    {
      kind: "text",
      title: "How do you find your tax code?",
      image: {
        art: "ir330-form",
        alt: "A tax code declaration form, the IR330, with three tick boxes, a line for the IRD number, and a pencil ticking a box.",
      },
      activity: {
        kind: "choose",
        id: "m6-no-ir330",
        prompt: rich`What happens if your employer never gets your tax code form?`,
        options: [
          {
            label: "No tax is taken",
            explanation: rich`No: without the form, your employer must take ${w("tax")} at ${fig("taxNonNotifiedRate")} of your ${w("pay")}.`,
          },
          {
            label: "Lots of tax is taken",
            explanation: rich`Your employer must take ${w("tax")} at ${fig("taxNonNotifiedRate")} of your ${w("pay")}, plus the ACC levy: far more than most people owe.`,
          },
          {
            label: "You can't be paid",
            explanation: rich`You still get paid, but your employer must take ${w("tax")} at ${fig("taxNonNotifiedRate")} of your ${w("pay")}.`,
          },
        ],
        correct: 1,
      },
      body: [
        rich`When you start a job, your employer asks you to fill in a tax code declaration form: the IR330. Its questions lead you to your code. Is this your main job (the one that pays you the most)? Will you earn between ${fig("ietcIncomeMin")} and ${fig("ietcIncomeMax")} this year? Do you have a ${w("studentLoan")}?`,
        rich`You also write your IRD number on it: your own ${w("tax")} number for life. Getting one from Inland Revenue is free.`,
        rich`Don't skip the form: without it, your employer must take ${w("tax")} at ${fig("taxNonNotifiedRate")}. Not sure which code is yours? ${link("Inland Revenue explains each one", "irdTaxCodes")}.`,
      ],
    },
    {
      kind: "text",
      title: "Common tax codes",
      activity: {
        kind: "sort",
        id: "m6-main-or-second",
        prompt: rich`Main job or second job? Sort each one.`,
        bins: ["Main job", "Second job"],
        cards: [
          {
            label: "Your only job",
            bin: 0,
            why: "Your only job is always your main job, so it gets a main-job code like M or ME.",
          },
          {
            label: "A weekend job, besides a job that pays more",
            bin: 1,
            why: "Your main job is the one that pays you the most. This one gets a secondary code.",
          },
          {
            label: "The one of your two jobs that pays more",
            bin: 0,
            why: "The job that pays you the most is your main job.",
          },
          {
            label: "Babysitting, besides a café job that pays more",
            bin: 1,
            why: "The café pays more, so it's the main job. Babysitting gets a secondary code, picked by your total income.",
          },
        ],
      },
      body: [
        rich`Most people use one of these:`,
        {
          list: [
            rich`M: your main job, when you can't get the independent earner tax credit. That's when you earn under ${fig("ietcIncomeMin")} or over ${fig("ietcIncomeMax")} a year, or you get Working for Families, a benefit or NZ Super.`,
            rich`ME: your main job, when you earn from ${fig("ietcIncomeMin")} to ${fig("ietcIncomeMax")} a year. The independent earner tax credit takes up to ${fig("ietcMaxCredit")} a year off your ${w("tax")}.`,
            rich`SL on the end (M SL, ME SL): you have a ${w("studentLoan")}, so your employer takes your repayments from your ${w("pay")}.`,
            rich`A second job has a secondary code, chosen by your total ${w("income")} from all your jobs: SB up to ${fig("taxBracketTop1")}, S up to ${fig("taxBracketTop2")}, then SH, ST and SA.`,
          ],
        },
      ],
    },
    {
      kind: "quiz-launcher",
      title: "Quiz time",
      body: [rich`One question: can you pick the right tax code for a student's first job?`],
    },
    {
      kind: "quiz",
      title: "Question 1",
      quiz: {
        id: "m6-q1",
        question: rich`${NAME} is at university and works part-time at a café. It's ${NAME}'s only job, paying about ${fig("exampleWlStudentJobIncome")} a year, and ${NAME} has no ${w("studentLoan")}. Which tax code should ${NAME} write on the IR330?`,
        layout: "compact",
        options: [
          {
            label: "ME",
            explanation: `ME is for a main job paying ${formatFigure("ietcIncomeMin")} to ${formatFigure("ietcIncomeMax")} a year, which gets the independent earner tax credit. About ${formatFigure("exampleWlStudentJobIncome")} is less than that.`,
          },
          {
            label: "SB",
            explanation:
              "SB is a secondary code, for a second job. The café is the only job, so it's the main job and needs a main-job code.",
          },
          {
            label: "M SL",
            explanation:
              "SL is added only when you have a student loan, so the repayments come out of your pay. There's no student loan here.",
          },
          {
            label: "M",
            explanation: `The café is the only job (a main-job code), there's no student loan (no SL), and about ${formatFigure("exampleWlStudentJobIncome")} is under ${formatFigure("ietcIncomeMin")}, too little for the independent earner tax credit (so not ME).`,
          },
        ],
        correct: 3,
        taughtOn: "Common tax codes",
        figures: ["ietcIncomeMin", "ietcIncomeMax"],
      },
    },
    {
      kind: "table",
      title: "Tax rates",
      activity: {
        kind: "slider",
        id: "m6-income-tax-steps",
        prompt: rich`Slide your ${w("income")} for a year. Which steps does it fill?`,
        model: "income-tax-steps",
      },
      body: [
        rich`Income ${w("tax")} goes up in steps. Each rate is charged only on the part of your ${w("income")} inside its step, not on all of it, so a pay rise never leaves you with less.`,
        rich`On top of ${w("tax")}, workers pay the ACC earners' levy: ${fig("accLevyPer100")} in every hundred dollars they earn. It helps pay for ACC's cover when you're hurt outside work.`,
      ],
      table: {
        caption: "Income tax rates for individuals, on a year's income",
        head: ["Income in a year", "Tax rate"],
        rows: [
          [rich`Up to ${fig("taxBracketTop1")}`, rich`${fig("taxRate1")}`],
          [
            rich`Over ${fig("taxBracketTop1")} up to ${fig("taxBracketTop2")}`,
            rich`${fig("taxRate2")}`,
          ],
          [
            rich`Over ${fig("taxBracketTop2")} up to ${fig("taxBracketTop3")}`,
            rich`${fig("taxRate3")}`,
          ],
          [
            rich`Over ${fig("taxBracketTop3")} up to ${fig("taxBracketTop4")}`,
            rich`${fig("taxRate4")}`,
          ],
          [rich`Over ${fig("taxBracketTop4")}`, rich`${fig("taxRate5")}`],
        ],
      },
    },
    {
      kind: "animation",
      title: "Your payslip",
      image: {
        art: "pay-split",
        alt: `A bar for ${PAYSLIP.employee}'s gross pay for one week, ${money(week.gross)}, splitting into take-home pay of ${money(week.net)} and smaller parts for PAYE (${money(week.paye)}), the ACC levy (${money(week.acc)}) and KiwiSaver (${money(week.kiwiSaver)}).`,
      },
      activity: {
        kind: "choose",
        id: "m6-take-home",
        prompt: rich`Which line of a payslip is the ${w("money")} you take home?`,
        options: [
          {
            label: "Gross pay",
            explanation: "Gross pay is everything you earned, before anything is taken out.",
          },
          {
            label: "PAYE",
            explanation: "PAYE is the income tax taken out. It goes to Inland Revenue, not to you.",
          },
          {
            label: "Net pay",
            explanation: rich`Net pay is what's left once everything is taken out. It's paid into your ${w("bankAccount")}.`,
          },
        ],
        correct: 2,
      },
      body: [
        rich`Most employers give you a payslip every payday, on paper, by email or in an app. It shows what you earned and everything taken out:`,
        {
          list: [
            rich`Gross pay: everything you earned, your hours times your hourly rate.`,
            rich`PAYE: income ${w("tax")}, worked out from your tax code.`,
            rich`ACC levy: ${fig("accLevyPer100")} in every hundred dollars. Many payslips include it in PAYE instead.`,
            rich`${w("kiwiSaver", true)}: if you're in it, usually ${fig("kiwiSaverDefaultRate")} of your gross pay.`,
            rich`${w("studentLoan", true)}: ${fig("studentLoanRepaymentRate")} of what you earn over the repayment threshold in your main job.`,
            rich`Net pay: what's left, paid into your ${w("bankAccount")}. It's your take-home ${w("pay")}.`,
          ],
        },
      ],
    },
    {
      kind: "hotspots",
      title: "Read a payslip",
      body: [
        rich`Here's ${PAYSLIP.employee}'s payslip. She's a university student working ${hours} hours a week at a café for the minimum wage. She's in ${w("kiwiSaver")} and has no ${w("studentLoan")}. Tap each part to see what it tells you.`,
      ],
      image: {
        art: "payslip",
        alt: `${PAYSLIP.employee}'s payslip. ${Object.values(PAYSLIP_SAYS).join(" ")} ${MADE_UP}`,
        figures: PAYSLIP_FIGURES,
      },
      hotspots: HOTSPOTS,
    },
    {
      kind: "takeaways",
      title: "Key takeaways",
      points: [
        rich`Your employer takes ${w("tax")} (PAYE) from each ${w("pay")}, and your tax code tells them how much.`,
        rich`Fill in an IR330 for every new job. Without it, ${w("tax")} is taken at ${fig("taxNonNotifiedRate")}.`,
        rich`M is for a main job paying under ${fig("ietcIncomeMin")} or over ${fig("ietcIncomeMax")} a year, ME for in between, SL is added with a ${w("studentLoan")}, and a second job has a secondary code.`,
        rich`${w("taxRates", true)} go up in steps, from ${fig("taxRate1")} to ${fig("taxRate5")}, each charged only on the ${w("income")} inside its step.`,
        rich`Check every payslip: gross pay, what's taken out, net pay, your tax code, the year-to-date totals and your leave.`,
      ],
    },
  ],
  dialogs: [
    {
      id: "wl-payslip-1",
      title: "Personal details",
      tag: "personal-details",
      pages: [
        {
          image: { art: "payslip-details", alt: PAYSLIP_SAYS["wl-payslip-1"] },
          body: [
            rich`The top of a payslip says who it's for and who it's from: your name, your employer, and often your employee number and the day you started.`,
            rich`Check your name is right. ${PAYSLIP.employee} started on ${PAYSLIP.started}: that date decides when her holidays and sick leave begin.`,
          ],
        },
      ],
    },
    {
      id: "wl-payslip-2",
      title: "Pay cycle",
      tag: "pay-cycle",
      pages: [
        {
          image: {
            art: "payslip-cycle",
            alt: PAYSLIP_SAYS["wl-payslip-2"],
            figures: PAYSLIP_FIGURES,
          },
          body: [
            rich`${PAYSLIP.employee} is paid weekly: every Wednesday, for the week from Monday to Sunday before it. Some jobs ${w("pay")} every fortnight or every month.`,
            rich`This week: ${hours} hours at ${fig("minimumWageAdult")} an hour is her gross ${w("pay")}. PAYE, the ACC levy and ${fig("kiwiSaverDefaultRate")} for ${w("kiwiSaver")} come off, and the rest goes into her ${w("bankAccount")}.`,
            rich`Her employer also puts at least ${fig("kiwiSaverDefaultRate")} of her gross ${w("pay")} into her ${w("kiwiSaver")} (less a ${w("tax")} on it), on top of her ${w("pay")}.`,
          ],
        },
      ],
    },
    {
      id: "wl-payslip-3",
      title: "Tax code and IRD number",
      tag: "tax-code",
      pages: [
        {
          image: { art: "payslip-tax", alt: `${PAYSLIP_SAYS["wl-payslip-3"]} ${MADE_UP}` },
          body: [
            rich`${PAYSLIP.employee}'s tax code is ${week.taxCode}: the café is her only job, she has no ${w("studentLoan")}, and a year of this ${w("pay")} comes to less than ${fig("ietcIncomeMin")}.`,
            rich`Her IRD number is there too, so the ${w("tax")} taken is counted as hers. (This one is made up.) Keep your real number private: give it only to those who need it, like your employer, your ${w("bank")}, your ${w("kiwiSaver")} provider and Inland Revenue.`,
            rich`If your code looks wrong, fill in a new IR330 and give it to your employer.`,
          ],
        },
      ],
    },
    {
      id: "wl-payslip-4",
      title: "Year-to-date summary",
      tag: "year-to-date",
      pages: [
        {
          image: {
            art: "payslip-ytd",
            alt: PAYSLIP_SAYS["wl-payslip-4"],
            figures: PAYSLIP_FIGURES,
          },
          body: [
            rich`Year to date means everything since the tax year began on 1 April. After ${String(PAYSLIP.paysToDate)} weekly pays, these totals show what ${PAYSLIP.employee} has earned, paid in ${w("tax")} and levy, and put into ${w("kiwiSaver")}.`,
            rich`After the tax year ends on 31 March, Inland Revenue checks whether the right ${w("tax")} was taken. If too much was, you get a refund.`,
          ],
        },
      ],
    },
    {
      id: "wl-payslip-5",
      title: "Leave entitlement",
      tag: "leave",
      pages: [
        {
          image: { art: "payslip-leave", alt: PAYSLIP_SAYS["wl-payslip-5"] },
          body: [
            rich`After ${fig("annualLeaveAfterMonths")} months with an employer, you get at least ${fig("annualLeaveWeeks")} weeks of paid holidays a year. For ${PAYSLIP.employee}, ${fig("annualLeaveWeeks")} of her usual weeks is ${String(PAYSLIP.annualLeaveHours)} hours.`,
            rich`After ${fig("sickLeaveAfterMonths")} months, you also get ${fig("sickLeaveDays")} days of paid sick leave a year. Part-time workers usually get these too.`,
            rich`The payslip shows how much leave is owed to you, so you can plan a break.`,
          ],
        },
      ],
    },
  ],
} satisfies MissionContent;
