import { formatNumber } from "../../format/money";
import { REPAYMENT_SUMS, STUDENT_LOAN_EXAMPLE as EX } from "../examples/student-loan";
import { FIGURES } from "../figures";
import { fig, link, NAME, rich, tool, w, type MissionContent } from "../schema";

/**
 * Student loans (m3): what a student loan is and pays for, interest (and going overseas), how
 * it is paid back from your pay, two ways to borrow for the same degree, three questions and
 * takeaways. The rules are today's (the spec's 2021 threshold and payoff times are recomputed):
 * the week's repayments and the years to repay come from the pay maths (examples/student-loan).
 */

const years = (n: number): string => formatNumber(n, 1);

// The first scenario in the student loan calculator: its loan, and its salary as weekly pay.
const STUDENT_LOAN_LINK = {
  mode: "student",
  pay: FIGURES.exampleSlSalaryWeekly.value,
  payFreq: "weekly",
  balance: FIGURES.exampleSlLoanAway.value,
} as const;

export const content = {
  defaultName: "Aroha",
  pages: [
    {
      kind: "animation",
      title: "What is a student loan?",
      image: {
        art: "loan-to-study",
        alt: "Gold coins float from a building with columns, a place of study, to a smiling student in a space suit.",
      },
      body: [
        rich`A ${w("studentLoan")} is ${w("money")} the government lends you to study after ${w("school")}: at a university, a polytechnic or another approved place of study. You apply through StudyLink.`,
        rich`It's a ${w("loan")}, so it's a ${w("debt")}: every dollar you borrow, you ${w("pay")} back later. Inland Revenue collects it, a little from each ${w("pay")} once you earn enough.`,
        rich`The good news: while you live in New Zealand, no ${w("interest")} is added to it.`,
      ],
      activity: {
        kind: "sort",
        id: "m3-who-is-paid",
        prompt: rich`Guess: who does a ${w("studentLoan")} pay for each cost?`,
        bins: ["Your place of study", "You", "No loan covers it"],
        cards: [
          {
            label: "Your course fees",
            bin: 0,
            why: "StudyLink pays compulsory course fees straight to your place of study.",
          },
          {
            label: "A laptop for class",
            bin: 1,
            why: rich`A course-related cost: up to ${fig("studentLoanCourseRelatedMax")} a year is paid to you, and you buy it.`,
          },
          {
            label: "Your power bill",
            bin: 1,
            why: "A living cost: paid to you each week, and you pay your bills from it.",
          },
          {
            label: "Pay you miss by studying",
            bin: 2,
            why: "That's an opportunity cost: the wages you give up to study. No loan covers it.",
          },
        ],
      },
    },
    {
      kind: "tiles",
      title: "What a student loan pays for",
      body: [
        rich`A ${w("studentLoan")} has three parts. You choose which ones you need, and you don't have to borrow the most you can. Tap each part to find out more.`,
        rich`Studying has one more cost that no ${w("loan")} covers: the wages you could have earned if you were working full-time instead. That's called an opportunity cost.`,
      ],
      tiles: [
        { label: "Compulsory course fees", dialog: "stl-2-1", art: "fees-tile" },
        { label: "Course-related costs", dialog: "stl-2-2", art: "course-costs-tile" },
        { label: "Living costs", dialog: "stl-2-3", art: "living-costs-tile" },
      ],
    },
    {
      kind: "text",
      title: "What about interest?",
      image: {
        art: "going-overseas",
        alt: "A rocket leaving a green planet for a far-off one, with a calendar counting the days away.",
      },
      body: [
        rich`While you live in New Zealand, your ${w("studentLoan")} is interest-free. But Inland Revenue adds a ${fig("studentLoanAdminFee")} fee each year you owe ${fig("studentLoanAdminFeeMinOwed")} or more, and StudyLink charges ${fig("studentLoanEstablishmentFee")} for each new ${w("loan")}.`,
        rich`That changes if you move overseas. If you're in New Zealand for fewer than ${fig("studentLoanNzDays")} days in any ${fig("studentLoanOverseasDays")}-day period, you count as overseas-based, and ${w("interest")} is charged from the day after you left.`,
        rich`Overseas-based borrowers are charged ${w("interest")}, so the ${w("debt")} can grow, and they must make repayments set by the size of the ${w("loan")}, not by their ${w("income")}. Planning a big trip? Read ${link("going overseas with a student loan", "irdStudentLoanOverseas")} on Inland Revenue's site first.`,
      ],
      activity: {
        kind: "choose",
        id: "m3-overseas",
        prompt: rich`${NAME} moves to London for two years. What happens to the ${w("loan")}?`,
        options: [
          {
            label: "Nothing changes",
            explanation: rich`Away that long, ${NAME} counts as overseas-based, so ${w("interest")} is charged.`,
          },
          {
            label: "Interest is added",
            explanation: rich`Overseas-based borrowers are charged ${w("interest")} from the day after they left.`,
          },
          {
            label: "The loan is wiped",
            explanation: rich`Moving away never wipes a ${w("loan")}: it must still be paid back, now with ${w("interest")}.`,
          },
        ],
        correct: 1,
      },
    },
    {
      kind: "text",
      title: "Paying back your loan",
      image: {
        art: "threshold",
        alt: "Four weeks of pay drawn as bars beside a dashed line for the repayment threshold; only the parts of the bars above the line are coloured gold.",
      },
      body: [
        rich`Repayments come out of each ${w("pay")} over the repayment threshold: ${fig("studentLoanThreshold")} a year, or ${fig("studentLoanThresholdWeekly")} a week. Any week over it has a repayment taken, even if your year's total ends up under it. Still studying and earning less? Ask Inland Revenue for a repayment deduction exemption.`,
        {
          list: [
            rich`In your main job, your employer takes ${fig("studentLoanRepaymentRate")} of every dollar you earn over the threshold from each ${w("pay")}.`,
            rich`In a second job, it's ${fig("studentLoanRepaymentRate")} of every dollar you earn there, because the threshold counts only in your main job.`,
          ],
        },
        rich`Your employer knows to do this from your tax code: with a ${w("studentLoan")} it ends in SL, like M SL. The repayment goes to Inland Revenue with your ${w("tax")}.`,
      ],
      activity: {
        kind: "choose",
        id: "m3-holiday-week",
        prompt: rich`Does a repayment come out of one week's holiday pay of ${fig("exampleSlWeeklyPay")}?`,
        options: [
          {
            label: "Yes",
            explanation: rich`Any week over ${fig("studentLoanThresholdWeekly")} has a repayment taken, even if the year's total ends up under the threshold.`,
          },
          {
            label: "No: the year's pay is low",
            explanation: rich`Repayments are worked out each ${w("pay")}: any week over ${fig("studentLoanThresholdWeekly")} has one taken, whatever the year's total.`,
          },
          {
            label: "Only at the end of the year",
            explanation: rich`Repayments come out of each ${w("pay")} as you're paid, not at the end of the year.`,
          },
        ],
        correct: 0,
      },
    },
    {
      kind: "text",
      title: "Paying back your loan: an example",
      image: {
        art: "repayment-sums",
        alt: `The sums for one week, each taken from that week's pay. ${REPAYMENT_SUMS.map((s) => `${s.job}: ${s.lines.join(", then ")}.`).join(" ")}`,
      },
      body: [
        rich`${NAME}'s main job pays ${fig("exampleSlWeeklyPay")} a week before ${w("tax")}. Only the part over the weekly threshold counts: the picture works it out.`,
        rich`Later ${NAME} takes a second job too, at ${fig("exampleSlSecondJobPay")} a week. There's no threshold in a second job, so ${fig("studentLoanRepaymentRate")} of all of it goes to the ${w("loan")}.`,
      ],
      activity: {
        kind: "slider",
        id: "m3-pay-to-repayment",
        prompt: rich`Slide to set a week's pay. What comes out for the ${w("loan")}?`,
        model: "pay-to-loan-repayment",
      },
    },
    {
      kind: "scenario",
      title: "Scenario: moving away to study",
      image: {
        art: "flatting",
        alt: "A student in a space suit with a suitcase outside a block of flats in a new city.",
      },
      body: [
        rich`${NAME} moves city for a ${fig("exampleSlYears")}-year degree. Each year ${NAME} borrows the fees (${fig("exampleSlFeesPerYear")}), course-related costs (${fig("studentLoanCourseRelatedMax")}) and living costs: ${fig("exampleSlStudyWeeks")} weeks at about ${fig("studentLoanLivingCostsMax")} a week.`,
        rich`${NAME} finishes owing ${fig("exampleSlLoanAway")}, then gets a job paying ${fig("exampleSlSalary")} a year and stays in New Zealand.`,
        rich`On that pay, less the yearly fee, the ${w("loan")} takes about ${years(EX.yearsAway)} years to pay off. Try your own: ${tool("open the student loan calculator", "repayment", STUDENT_LOAN_LINK)}.`,
        rich`If ${NAME} qualifies for final-year Fees Free, it pays all ${fig("exampleSlFeesFree")} of the last year's fees once ${NAME} finishes, straight off the ${w("loan")}: ${fig("exampleSlLoanAwayAfterFeesFree")} left, about ${years(EX.yearsAwayAfterFeesFree)} years to pay off.`,
      ],
    },
    {
      kind: "scenario",
      title: "Scenario: studying from home",
      image: {
        art: "at-home",
        alt: "A student in a space suit at a desk at home, with a laptop and a small stack of coins, next to the family house.",
      },
      body: [
        rich`Now picture ${NAME} studying the same degree from home with ${w("family")}, and working part-time for spending ${w("money")}. ${NAME} borrows only the course fees and course-related costs.`,
        rich`${NAME} finishes owing ${fig("exampleSlLoanAtHome")}. With the same job at ${fig("exampleSlSalary")} a year, the ${w("loan")} takes about ${years(EX.yearsAtHome)} years to pay off.`,
        rich`Same degree, same job, very different ${w("debt")}. Living at home isn't possible for everyone, but whatever you do, borrow only what you need.`,
      ],
      activity: {
        kind: "choose",
        id: "m3-years-at-home",
        prompt: rich`Same pay, but no living costs borrowed: how long to repay?`,
        options: [
          {
            label: "Sooner",
            explanation: rich`About ${years(EX.yearsAtHome)} years: ${NAME} owes ${fig("exampleSlLoanAtHome")}, not ${fig("exampleSlLoanAway")}, and the same repayments clear it far sooner.`,
          },
          {
            label: "Just as long",
            explanation:
              "The same pay means the same repayments each week, so a smaller loan is paid off sooner.",
          },
          {
            label: "Longer",
            explanation: "A smaller loan with the same repayments is paid off sooner, not later.",
          },
        ],
        correct: 0,
      },
    },
    {
      kind: "quiz-launcher",
      title: "Quiz time",
      body: [
        rich`Three quick questions about student loans: what each part pays for, ${w("interest")}, and the costs of study.`,
      ],
    },
    {
      kind: "quiz",
      title: "Question 1",
      quiz: {
        id: "m3-q1",
        question: rich`Which of these does your ${w("studentLoan")} pay straight to your place of study?`,
        layout: "rows",
        options: [
          {
            label: "Textbooks/stationery/transport",
            explanation:
              "These are course-related costs. That part of the loan is paid to you, and you buy them yourself.",
          },
          {
            label: "Rent",
            explanation:
              "Rent is a living cost. Living costs are paid to you each week, and you pay your rent from them.",
          },
          {
            label: "Your university fees",
            explanation:
              "The compulsory course fees part goes straight from StudyLink to your university or other place of study.",
          },
          {
            label: "Food",
            explanation:
              "Food is a living cost. Living costs are paid to you each week, not to your place of study.",
          },
        ],
        correct: 2,
        taughtOn: "What a student loan pays for",
      },
    },
    {
      kind: "quiz",
      title: "Question 2",
      quiz: {
        id: "m3-q2",
        question: rich`Mere finishes her degree and takes a job in Wellington. She lives and works in New Zealand. Is ${w("interest")} added to her ${w("studentLoan")}?`,
        layout: "compact",
        options: [
          {
            label: "Yes",
            explanation:
              "Interest is added only once you count as overseas-based. While Mere lives in New Zealand, her loan is interest-free.",
          },
          {
            label: "No",
            explanation:
              "While she lives in New Zealand her loan is interest-free: no interest is added, however long she takes to pay it back.",
          },
        ],
        correct: 1,
        taughtOn: "What about interest?",
      },
    },
    {
      kind: "quiz",
      title: "Question 3",
      quiz: {
        id: "m3-q3",
        question: rich`Which cost of studying can you NOT borrow for with a ${w("studentLoan")}?`,
        layout: "rows",
        options: [
          {
            label: "Compulsory course fees",
            explanation:
              "You can borrow for these: StudyLink pays them straight to your place of study.",
          },
          {
            label: "Living costs",
            explanation:
              "You can borrow for these, up to a weekly limit, less any Student Allowance you get.",
          },
          {
            label: "Opportunity costs",
            explanation:
              "An opportunity cost is the pay you give up by studying instead of working. No loan can cover it, so weigh it up when you choose.",
          },
          {
            label: "Course-related costs",
            explanation:
              "You can borrow for these each year, up to a limit, for things like books and transport.",
          },
        ],
        correct: 2,
        taughtOn: "What a student loan pays for",
      },
    },
    {
      kind: "takeaways",
      title: "Key takeaways",
      points: [
        rich`A ${w("studentLoan")} can pay your course fees, course-related costs and living costs. It's a ${w("debt")}: borrow only what you need.`,
        rich`It's interest-free while you live in New Zealand, but a ${fig("studentLoanAdminFee")} fee is added each year. In New Zealand fewer than ${fig("studentLoanNzDays")} days in any ${fig("studentLoanOverseasDays")}-day period? Then ${w("interest")} is added.`,
        rich`You repay ${fig("studentLoanRepaymentRate")} of every dollar over ${fig("studentLoanThresholdWeekly")} in each week's ${w("pay")} from your main job, and of every dollar in a second job. You can ${w("pay")} extra whenever you like.`,
        rich`Studying also costs the wages you don't earn while you study: an opportunity cost no ${w("loan")} can cover.`,
      ],
    },
  ],
  dialogs: [
    {
      id: "stl-2-1",
      title: "Compulsory course fees",
      tag: "course-fees",
      pages: [
        {
          body: [
            rich`These are the fees your place of study charges for your course. StudyLink pays them straight to your university or polytechnic, so the ${w("money")} never passes through your ${w("bankAccount")}.`,
            rich`From 2025, first-year Fees Free was replaced by final-year Fees Free: if you qualify, the government pays up to ${fig("feesFreeFinalYearMax")} of your final year's fees once you've finished your qualification.`,
            rich`Fees are usually the biggest part of a ${w("studentLoan")}, and they're different for every course, so check yours before you enrol.`,
          ],
        },
      ],
    },
    {
      id: "stl-2-2",
      title: "Course-related costs",
      tag: "course-related-costs",
      pages: [
        {
          body: [
            rich`You can borrow up to ${fig("studentLoanCourseRelatedMax")} a year for the things your course needs: textbooks, stationery, a laptop, or transport to get to class.`,
            rich`This part is paid to you, so you buy these things yourself. Keep the receipts and only borrow what you'll really use: every dollar is ${w("debt")} to ${w("pay")} back.`,
          ],
        },
      ],
    },
    {
      id: "stl-2-3",
      title: "Living costs",
      tag: "living-costs",
      pages: [
        {
          body: [
            rich`If you study full-time, you can borrow up to about ${fig("studentLoanLivingCostsMax")} a week for rent, food, power and getting around. It's paid into your ${w("bankAccount")} every week while you study.`,
            rich`If you get a Student Allowance (a payment you don't ${w("pay")} back), the most you can borrow goes down by that much. With an allowance of ${fig("exampleSlAllowance")} a week, you could borrow up to ${fig("exampleSlLivingAfterAllowance")} a week on top of it.`,
            rich`Living costs add up fast over a whole degree. Make a ${w("budget")} and borrow only what it needs.`,
          ],
        },
      ],
    },
  ],
} satisfies MissionContent;
