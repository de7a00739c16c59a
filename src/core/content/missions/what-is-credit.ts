import { FIGURES, formatFigure } from "../figures";
import { fig, link, NAME, rich, tool, w, type MissionContent } from "../schema";

/**
 * What is credit (m10): what credit is, credit reports and scores (each bureau's free report),
 * what helps and hurts a score, what lenders do with a report, keeping a score high, what
 * borrowing costs, interest-free deals and their fees, a phone case study over two pages, one
 * question, takeaways. Every worked number is computed in figures-by-topic/credit.ts: the loan by the
 * calculators' own loan maths, the deals from their lines.
 */
// The cost-of-credit page's loan, for the repayment calculator.
const PHONE_LOAN = {
  amount: FIGURES.examplePhonePrice.value,
  rate: FIGURES.examplePhoneRate.value,
  years: FIGURES.examplePhoneYears.value,
  freq: "monthly",
} as const;

export const content = {
  defaultName: "Mere",
  pages: [
    {
      kind: "animation",
      title: "What is credit?",
      image: {
        art: "borrow-and-repay",
        alt: "A bank passes a stack of gold coins to a student now, and later the student passes back the same coins plus one extra coin: the interest.",
      },
      body: [
        rich`Credit is borrowing. You get ${w("money")}, or something you want, now, and promise to ${w("pay")} for it later. Usually you ${w("pay")} back more than you got: the extra is ${w("interest")}.`,
        rich`Credit comes in many forms: a ${w("loan")} from a ${w("bank")}, a credit card, buy now pay later, a phone paid off monthly, even a power bill you ${w("pay")} after you've used the power.`,
        rich`Until you've paid it back, it's ${w("debt")}. Used well, credit helps you buy big things and shows lenders you can be trusted. Used badly, it costs a lot and stays on your record.`,
      ],
    },
    {
      kind: "text",
      title: "Your credit score",
      image: {
        art: "score-gauge",
        alt: "A round dial like a speedometer, going from pink on the left to green on the right, with its needle pointing into the green.",
      },
      body: [
        rich`When you borrow, lenders usually tell credit bureaus how you repay. Credit bureaus are companies that keep records of how people borrow and repay. New Zealand has three: Centrix, Equifax and illion. Each keeps a credit report on you: the credit you've asked for, the accounts you have, and whether you paid on time. It shows your last two years of repayments, and most things stay on it for up to five years.`,
        rich`From your report, each bureau works out a ${w("creditScore")}: a number that tells lenders how likely you are to ${w("pay")} on time. Higher is better. Each bureau has its own scale, so your scores from the three won't match.`,
        rich`You can get your own report free from each bureau. It can take up to about ten working days.`,
        {
          list: [
            rich`${link("Centrix", "centrix")}`,
            rich`${link("Equifax", "equifax")}`,
            rich`${link("illion", "illion")}`,
          ],
        },
      ],
      activity: {
        kind: "sort",
        id: "m10-helps-or-hurts",
        prompt: rich`Guess: does each of these help or hurt your ${w("creditScore")}?`,
        bins: ["Helps", "Hurts", "Neither"],
        cards: [
          {
            label: "Paying your phone bill on time",
            bin: 0,
            why: "Lenders see that you pay on time, every time.",
          },
          {
            label: "Asking for five loans in a month",
            bin: 1,
            why: rich`Each application goes on your report. Many at once look like you're short of ${w("money")}.`,
          },
          {
            label: "Checking your own credit report",
            bin: 2,
            why: "Checking your own report is free and never lowers your score.",
          },
          {
            label: "A power bill left unpaid for months",
            bin: 1,
            why: "It can be listed as a default, which stays on your report for years.",
          },
        ],
      },
    },
    {
      kind: "planets",
      title: "What affects your score?",
      body: [
        rich`Some things you do push your ${w("creditScore")} up, and some pull it down. Tap each ${w("planet")} to see what helps your score and what hurts it.`,
      ],
      planets: [
        { planet: "green", label: "Helps", dialog: "bc-3-1", x: 28, y: 35 },
        { planet: "pink", label: "Hurts", dialog: "bc-3-2", x: 72, y: 65 },
      ],
    },
    {
      kind: "text",
      title: "What lenders do with your report",
      image: {
        art: "lender-check",
        alt: "A magnifying glass held over a credit report with rows of green ticks and one pink cross, next to a bank.",
      },
      body: [
        rich`When you apply for a ${w("loan")}, a credit card, buy now pay later, a phone on a monthly plan, a power account or even a flat to rent, the company or landlord will usually ask if they may check your credit report.`,
        rich`They use it to decide whether to say yes, how much to lend you, and what ${w("interestRate")} to charge. A good record can mean a yes and a lower rate.`,
        rich`The law also says lenders must check you can afford the repayments, so they'll ask about your ${w("income")} and what you ${w("spend")}. And every application you make goes on your report, so only apply when you need to.`,
      ],
      activity: {
        kind: "choose",
        id: "m10-lender-says",
        prompt: rich`${NAME} has missed three power bills, then asks a ${w("bank")} for a car ${w("loan")}. What might the ${w("bank")} do?`,
        options: [
          {
            label: "Say no, or charge a higher rate",
            explanation:
              "Missed bills on a credit report tell lenders you might not pay on time, so they may say no or charge more.",
          },
          {
            label: "Nothing: bills don't count",
            explanation:
              "Power and phone companies can report missed bills, and lenders read your credit report.",
          },
          {
            label: "Lend more, to help",
            explanation:
              "Lenders must check you can afford the repayments. Missed bills make a yes less likely, not a bigger loan.",
          },
        ],
        correct: 0,
      },
    },
    {
      kind: "hotspots",
      title: "Keeping your score high",
      body: [
        rich`A good ${w("creditScore")} is like fuel for your ${w("rocket")}: later on it makes it easier to get a ${w("loan")}, a phone plan or a flat, often at a lower rate. Tap the ${w("rocket")} for ways to keep your score high.`,
      ],
      image: {
        art: "score-rocket",
        alt: "A rocket flying up past a rising line of green ticks, with gold stars around it.",
      },
      hotspots: [
        { label: "Tips for a high score", dialog: "bc-5-1", x: 50, y: 4, width: 44, height: 88 },
      ],
    },
    {
      kind: "table",
      title: "The cost of credit",
      body: [
        rich`Borrowing costs ${w("money")}: the ${w("interest")}. Here's what a ${fig("examplePhonePrice")} phone really costs if you borrow the whole price at an example rate of ${fig("examplePhoneRate")} a year (store plans often charge ${fig("storeCardRateLow")} to ${fig("storeCardRateHigh")} after an interest-free time) and ${w("pay")} it back monthly. The calculators work it out the same way.`,
        rich`Over ${fig("examplePhoneYears")} years the phone costs ${fig("examplePhoneInterest")} more than its price tag. Paying it off sooner means bigger payments but less ${w("interest")}. (Payments are rounded to the cent, so the last of the ${fig("examplePhoneMonths")} is ${fig("examplePhoneLastPayment")}.)`,
        rich`Try other amounts, rates and times: ${tool("open this loan in the repayment calculator", "repayment", PHONE_LOAN)}.`,
      ],
      activity: {
        kind: "choose",
        id: "m10-shorter-loan",
        prompt: rich`Paying a ${fig("examplePhonePrice")} ${w("loan")} off over ${fig("examplePhoneShortYears")} year, not ${fig("examplePhoneYears")}: more ${w("interest")} or less?`,
        options: [
          {
            label: "Less interest",
            explanation: rich`Over ${fig("examplePhoneShortYears")} year it's ${fig("examplePhoneShortInterest")}, not ${fig("examplePhoneInterest")}. The catch: bigger payments each month.`,
          },
          {
            label: "More interest",
            explanation: rich`You owe the ${w("money")} for less time, so less ${w("interest")} builds up. Each payment is bigger, though.`,
          },
          {
            label: "The same",
            explanation: rich`${w("interest", true)} is charged each month on what you still owe: owe it for less time and you ${w("pay")} less.`,
          },
        ],
        correct: 0,
      },
      table: {
        caption: `Borrowing ${formatFigure("examplePhonePrice")} at ${formatFigure("examplePhoneRate")} a year, paid back monthly`,
        head: ["", "Each month", "Total interest", "Total paid back"],
        rows: [
          [
            rich`Over ${fig("examplePhoneShortYears")} year`,
            rich`${fig("examplePhoneShortPayment")}`,
            rich`${fig("examplePhoneShortInterest")}`,
            rich`${fig("examplePhoneShortTotal")}`,
          ],
          [
            rich`Over ${fig("examplePhoneYears")} years`,
            rich`${fig("examplePhonePayment")}`,
            rich`${fig("examplePhoneInterest")}`,
            rich`${fig("examplePhoneTotal")}`,
          ],
        ],
      },
    },
    {
      kind: "text",
      title: "Interest-free purchases",
      image: {
        art: "interest-free",
        alt: "A shopping bag with a price tag next to an hourglass running out; the last page of a calendar beside it is pink.",
      },
      body: [
        rich`Some shops let you take something home now and ${w("pay")} it off with no ${w("interest")} for a set time, often on a store card (a credit card for certain shops). It sounds free, but read the contract. It usually has costs the ads don't shout about:`,
        {
          list: [
            rich`an establishment fee when you open the account, for example ${fig("exampleStoreEstablishmentFee")}`,
            rich`an account fee every month or year, for example ${fig("exampleStoreAccountFee")} a month`,
            rich`${w("interest")} once the interest-free time ends: whatever you still owe is then charged a high rate, often ${fig("storeCardRateLow")} to ${fig("storeCardRateHigh")} a year.`,
          ],
        },
        rich`Say you bought the ${fig("examplePhonePrice")} phone with ${fig("examplePhoneMonths")} months interest-free. With those example fees you'd ${w("pay")} ${fig("exampleStoreFees")} in fees: more than the ${fig("examplePhoneInterest")} of ${w("interest")} on the ${w("loan")}. Each store sets its own fees, so check them before you sign.`,
      ],
      activity: {
        kind: "choose",
        id: "m10-interest-free-cost",
        prompt: rich`Can an interest-free deal cost you more than its price tag?`,
        options: [
          {
            label: "Yes",
            explanation: rich`Fees can be added, and a high ${w("interestRate")} on anything still owed when the interest-free time ends.`,
          },
          {
            label: "No: interest-free is free",
            explanation:
              "Interest-free only means no interest for a set time. Fees, and a high rate after it ends, can still cost you.",
          },
        ],
        correct: 0,
      },
    },
    {
      kind: "scenario",
      title: "Case study: a new phone",
      image: {
        art: "phone-shop",
        alt: "A smiling student in a space suit standing next to a big new phone on a stand, with a gold coin floating between them.",
      },
      body: [
        rich`${NAME}'s phone screen has cracked, and the new phone ${NAME} wants costs ${fig("examplePhonePrice")}. ${NAME} has a part-time job but no ${w("savings")} yet, and looks at two ways to ${w("pay")}.`,
        rich`Option 1: borrow the ${fig("examplePhonePrice")} at an example ${fig("examplePhoneRate")} a year and ${w("pay")} it back over ${fig("examplePhoneYears")} years, at ${fig("examplePhonePayment")} a month (that's the ${w("loan")} in the table).`,
        rich`Option 2: the phone company's interest-free deal. ${NAME} pays ${fig("examplePhoneDealDeposit")} up front, then ${fig("examplePhoneDealMonthly")} a month for ${fig("examplePhoneMonths")} months, with no ${w("interest")}. The catch: ${NAME} must stay on the company's ${fig("examplePhoneDealPlan")}-a-month plan for the same ${fig("examplePhoneMonths")} months.`,
        rich`Which would you choose? Go on to add it up.`,
      ],
      activity: {
        kind: "choose",
        id: "m10-deal-or-loan",
        prompt: rich`Guess: is a phone company's interest-free deal cheaper than a ${w("loan")} for the same phone?`,
        options: [
          {
            label: "Always",
            explanation:
              "It saves the interest, but it can tie you to a plan that costs more than you need.",
          },
          {
            label: "Never",
            explanation:
              "Sometimes it is: when the plan it comes with is one you'd pay for anyway.",
          },
          {
            label: "It depends on the plan",
            explanation:
              "The deal saves the interest but ties you to its plan. Whether it's cheaper depends on that plan.",
          },
        ],
        correct: 2,
      },
    },
    {
      kind: "text",
      title: "Case study: adding it up",
      image: {
        art: "phone-costs",
        alt: "Two bars side by side, each with the same gold part for the phone: the loan's bar has a thin orange part on top for interest, the deal's bar a much taller pink part for the plan.",
      },
      body: [
        rich`Over ${fig("examplePhoneYears")} years, the phone company's deal costs ${NAME}:`,
        {
          list: [
            rich`the deposit: ${fig("examplePhoneDealDeposit")}`,
            rich`${fig("examplePhoneMonths")} phone payments of ${fig("examplePhoneDealMonthly")}: ${fig("examplePhoneDealPayments")}`,
            rich`${fig("examplePhoneMonths")} months of the plan at ${fig("examplePhoneDealPlan")}: ${fig("examplePhoneDealPlanTotal")}`,
            rich`in all: ${fig("examplePhoneDealTotal")}.`,
          ],
        },
        rich`The phone part comes to ${fig("examplePhoneDealPhone")} with no ${w("interest")}: ${fig("examplePhoneInterest")} less than borrowing. But ${fig("examplePhoneDealPlanTotal")} of the ${fig("examplePhoneDealTotal")} is the plan. The deal is only good if ${NAME} would ${w("pay")} for that plan anyway. If a cheaper plan would do, the extra plan costs can be far more than the ${w("interest")} saved.`,
        rich`Before you sign, ask: do I need this plan? What if I want to leave early? Could I ${w("save")} up and buy it outright, with no ${w("debt")} at all?`,
      ],
      activity: {
        kind: "slider",
        id: "m10-plan-anyway",
        prompt: rich`Slide to what you'd pay a month for a phone plan anyway. Which costs less?`,
        model: "phone-plan-anyway",
      },
    },
    {
      kind: "quiz-launcher",
      title: "Quiz time",
      body: [rich`One quick question about what can happen to your ${w("creditScore")}.`],
    },
    {
      kind: "quiz",
      title: "Question 1",
      quiz: {
        id: "m10-q1",
        question: rich`Which of these can lower your ${w("creditScore")}?`,
        layout: "rows",
        options: [
          {
            label: "Paying your phone bill late",
            explanation:
              "Late bills can lower your score, but they're not the only thing here: the other two options can lower it too.",
          },
          {
            label: "Applying for several loans in one month",
            explanation:
              "Lots of credit applications close together can lower your score, but so can the other two options.",
          },
          {
            label: "Missing a buy now pay later payment",
            explanation:
              "A missed payment goes on your credit report and can lower your score, but so can the other two options.",
          },
          {
            label: "All of the above",
            explanation:
              "Each of them can lower your score: late bills, lots of applications in a short time and missed payments all tell lenders you might not pay on time.",
          },
        ],
        correct: 3,
        taughtOn: "What affects your score?",
      },
    },
    {
      kind: "takeaways",
      title: "Key takeaways",
      points: [
        rich`Credit is borrowing now and paying back later, usually with ${w("interest")}. Until it's paid back, it's ${w("debt")}.`,
        rich`Your credit report records how you borrow and repay, and your ${w("creditScore")} sums it up for lenders. Centrix, Equifax and illion each have their own scale, and you can check your report free.`,
        rich`Paying on time and repaying over the full term help your score. Late bills, lots of applications and a young credit file count against it.`,
        rich`${w("interest", true)} adds up: a ${fig("examplePhonePrice")} phone borrowed at an example ${fig("examplePhoneRate")} over ${fig("examplePhoneYears")} years costs ${fig("examplePhoneTotal")}.`,
        rich`Interest-free isn't always free: check the fees, the rate after the interest-free time, and any plan you're tied to.`,
      ],
    },
  ],
  dialogs: [
    {
      id: "bc-3-1",
      title: "What helps your score",
      tag: "score-positives",
      pages: [
        {
          body: [
            {
              list: [
                rich`Paying your bills on time, every time: your phone, your power and any ${w("loan")} or card. Lenders report how you repay, and your credit report shows your last two years of repayments.`,
                rich`Repaying a ${w("loan")} over its full term, as agreed: a long record of payments made on time shows lenders you keep your promises.`,
              ],
            },
            rich`Setting up an ${w("automaticPayment")} for each bill is an easy way never to be late.`,
          ],
        },
      ],
    },
    {
      id: "bc-3-2",
      title: "What hurts your score",
      tag: "score-negatives",
      pages: [
        {
          body: [
            {
              list: [
                rich`Late bills and missed repayments. A bill left unpaid for long enough can be listed as a default, which stays on your report for years.`,
                rich`Lots of credit applications. Each one goes on your report, and many in a short time can make lenders think you're short of ${w("money")}.`,
                rich`A young credit file. If you've hardly borrowed before, there's little to show lenders yet. It grows as you build a record of paying on time.`,
              ],
            },
          ],
        },
      ],
    },
    {
      id: "bc-5-1",
      title: "Tips for a high score",
      tag: "keep-score-high",
      pages: [
        {
          body: [
            {
              list: [
                rich`${w("pay", true)} every bill and repayment on time. An ${w("automaticPayment")} means you won't forget.`,
                rich`Only borrow what your ${w("budget")} can repay, and only apply for credit you need.`,
                rich`Check your credit report free once a year. If something is wrong, ask the bureau to correct it.`,
                rich`If you can't ${w("pay")}, talk to the lender before the payment is due. You can ask for hardship help, and the law says they must consider it.`,
                rich`If you think someone is using your details, ask the bureaus to freeze your credit report.`,
              ],
            },
          ],
        },
      ],
    },
  ],
} satisfies MissionContent;
