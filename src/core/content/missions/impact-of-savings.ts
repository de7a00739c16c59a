import { FIGURES, formatFigure } from "../figures";
import { fig, link, rich, tool, w, type MissionContent } from "../schema";

/**
 * Impact of savings (m1): what saving is, three places a bank keeps savings, why save (with
 * compound interest worked out in figures-by-topic/saving.ts by the savings maths), three ways to save, what
 * an investment is and three kinds, with their risk next to savings; three questions, takeaways.
 * Rates are round example rates, never a bank's quoted rate (they change every week).
 */

// The third question's scenario amount, said in its explanations too.
const START = formatFigure("exampleSavingsStart");
// The weeks of the goal the 'Set a savings goal' page works out, in one of its piece's options.
const GOAL_WEEKS = formatFigure("exampleSavingsGoalWeeks");

// The 'Why save?' table's savings, before tax, for the savings calculator.
const SAVINGS_EXAMPLE = {
  start: FIGURES.exampleSavingsStart.value,
  deposit: 0,
  rate: FIGURES.exampleSavingsRate.value,
  compound: "yearly",
  years: 10,
  tax: "0",
} as const;

export const content = {
  pages: [
    {
      kind: "animation",
      title: "Fuel for your plans",
      image: {
        art: "coin-rocket",
        alt: "Gold coins float up one by one into a spaceship's cargo hold, and the spaceship lifts off towards the stars.",
      },
      body: [
        rich`Every ${w("rocket")} needs fuel before it can launch. Your plans need fuel too: ${w("money")} you've put aside.`,
        rich`In this mission you'll find out what saving is, where to keep your ${w("savings")}, how ${w("interest")} makes them grow, and how saving is different from investing.`,
      ],
    },
    {
      kind: "animation",
      title: "What is saving?",
      image: {
        art: "put-away",
        alt: "A hand drops coins one at a time into a glass savings jar, and the pile inside grows taller.",
      },
      body: [
        rich`Saving means keeping some of your ${w("money")} now so you can use it later, instead of spending it all as soon as you get it.`,
        rich`You can ${w("save")} in a jar at ${w("home")}, but a ${w("bank")} is safer, and a savings account pays you ${w("interest")}: a small extra amount for keeping your ${w("money")} there.`,
        rich`Even small amounts count. Saving is a habit, and the earlier you start, the more it adds up.`,
      ],
    },
    {
      kind: "planets",
      title: "Types of savings",
      body: [
        rich`Banks have different accounts for ${w("savings")}. They differ in how easily you can take your ${w("money")} out and how much ${w("interest")} they pay. Tap each ${w("planet")} to find out more.`,
        rich`If a ${w("bank")} fails, the Depositor Compensation Scheme pays back ${w("savings")} up to ${fig("dcsLimit")} per person at each ${w("bank")}.`,
      ],
      planets: [
        { planet: "green", label: "Savings accounts", dialog: "imps-3-1", x: 20, y: 30 },
        { planet: "blue", label: "Call accounts", dialog: "imps-3-2", x: 50, y: 70 },
        { planet: "gold", label: "Term deposits", dialog: "imps-3-3", x: 80, y: 30 },
      ],
    },
    {
      kind: "table",
      title: "Why save?",
      activity: {
        kind: "choose",
        id: "m1-compound-guess",
        prompt: rich`${fig("exampleSavingsStart")} sits in a savings account for 20 years. Which ${w("interest")} makes it grow more?`,
        options: [
          {
            label: "Simple interest",
            explanation: rich`Simple ${w("interest")} is paid on the first amount only, so it adds the same each year: ${fig("exampleSimpleYear20")} after 20 years.`,
          },
          {
            label: "Compound interest",
            explanation: rich`Each year's ${w("interest")} is added to your ${w("savings")} and earns ${w("interest")} too, so it grows faster: ${fig("exampleCompoundYear20")} after 20 years.`,
          },
          {
            label: "They grow the same",
            explanation: rich`Compound ${w("interest")} pulls ahead, because it also earns ${w("interest")} on the ${w("interest")} already added.`,
          },
        ],
        correct: 1,
      },
      body: [
        {
          list: [
            rich`To be ready for surprises, like a cracked phone screen, without having to borrow.`,
            rich`To reach a ${w("goal")}: a new phone, a trip, a car, study, or one day a first ${w("home")}.`,
            rich`To pay no ${w("interest")}: ${w("save")} up instead of borrowing, and a savings account pays you.`,
          ],
        },
        rich`With compound ${w("interest")}, each year's ${w("interest")} is added to your ${w("savings")} and earns ${w("interest")} too. Here's ${fig("exampleSavingsStart")} left alone at an example rate of ${fig("exampleSavingsRate")} a year. Real rates change often.`,
        rich`${w("interest", true)} is ${w("income")}, so the ${w("bank")} takes resident withholding ${w("tax")} (RWT) at the rate you choose and tell it: ${fig("rwtDefaultRate")} if you haven't chosen, ${fig("rwtNoIrdRate")} without your IRD number. The table's amounts are before ${w("tax")}.`,
        rich`See it grow year by year, with your own amounts: ${tool("open it in the savings calculator", "savings", SAVINGS_EXAMPLE)}.`,
      ],
      table: {
        caption:
          "What the example savings grow to with simple interest (paid on the first amount only) and with compound interest",
        head: ["", "With simple interest", "With compound interest"],
        rows: [
          [
            rich`After 10 years`,
            rich`${fig("exampleSimpleYear10")}`,
            rich`${fig("exampleCompoundYear10")}`,
          ],
          [
            rich`After 20 years`,
            rich`${fig("exampleSimpleYear20")}`,
            rich`${fig("exampleCompoundYear20")}`,
          ],
        ],
      },
    },
    {
      kind: "text",
      title: "Ways to save: set a savings goal",
      image: {
        art: "goal-flag",
        alt: "A flag on a small planet at the top of a path of stepping stones, each stone a coin.",
      },
      activity: {
        kind: "choose",
        id: "m1-clear-goal",
        prompt: rich`Headphones cost ${fig("exampleSavingsGoal")}. Which is the clearest savings ${w("goal")}?`,
        options: [
          {
            label: "Save up for them some day",
            explanation:
              "Without a date, you can't tell how much to save each week or if you're on track.",
          },
          {
            label: `Save it all in ${GOAL_WEEKS} weeks`,
            explanation: rich`It says what, how much and by when, so you can work out what to ${w("save")} each week.`,
          },
          {
            label: "Save what's left each week",
            explanation: "What's left is often nothing. A goal needs an amount and a date.",
          },
        ],
        correct: 1,
      },
      body: [
        rich`A ${w("goal")} gives your saving a reason. Decide what you're saving for, how much it costs, and when you want it.`,
        rich`Then break it into small steps. For example, headphones that cost ${fig("exampleSavingsGoal")} in ${fig("exampleSavingsGoalWeeks")} weeks means saving ${fig("exampleSavingsGoalWeekly")} a week.`,
        rich`Write your ${w("goal")} down and check your progress. ${link("Sorted", "sorted")} has free tools to help you plan.`,
      ],
    },
    {
      kind: "text",
      title: "Ways to save: pay yourself first",
      image: {
        art: "pay-first",
        alt: "A pay packet splits in two: a small stack of coins goes into savings first, and the rest goes to spending.",
      },
      body: [
        rich`Most people ${w("spend")} first and ${w("save")} whatever is left, which is often nothing.`,
        rich`Paying yourself first turns that around: as soon as you're paid, put your ${w("savings")} aside, then ${w("spend")} what's left.`,
        rich`For example, if you earn ${fig("exampleWeeklyPay")} a week from a part-time job and ${w("save")} ${fig("examplePayFirstPercent")} first, that's ${fig("examplePayFirstSaved")} a week you never miss.`,
      ],
    },
    {
      kind: "text",
      title: "Ways to save: automatic payments",
      image: {
        art: "auto-payment",
        alt: "A calendar with a tick on each payday, and coins sliding along an arrow from an everyday account into a savings account.",
      },
      body: [
        rich`An ${w("automaticPayment")} moves ${w("money")} for you on the days you choose. Set one up in your banking app to move ${w("money")} from your everyday account into ${w("savings")} each payday.`,
        rich`You don't have to remember, and you're less tempted to ${w("spend")} it. For example, ${fig("exampleSavingsGoalWeekly")} a week for a year is ${fig("exampleAutoDeposits")} of your own, and at the example rate of ${fig("exampleSavingsRate")} it earns ${fig("exampleAutoInterest")} of ${w("interest")} before ${w("tax")}.`,
        rich`Make sure the ${w("money")} is in your account on payday, and change the amount if your ${w("income")} changes.`,
      ],
      activity: {
        kind: "slider",
        id: "m1-weekly-saving",
        prompt: rich`Slide to choose a weekly amount. What would it grow to in 10 years?`,
        model: "weekly-saving",
      },
    },
    {
      kind: "text",
      title: "What is an investment?",
      image: {
        art: "growing-coins",
        alt: "A small plant grows out of a stack of coins, with a line chart behind it that goes up and down but ends higher.",
      },
      activity: {
        kind: "sort",
        id: "m1-savings-or-investment",
        prompt: rich`${w("savings", true)} or an investment? Sort each one.`,
        bins: ["Savings", "Investment"],
        cards: [
          {
            label: "A term deposit",
            bin: 0,
            why: rich`The ${w("bank")} fixes the ${w("interestRate")}, and your ${w("money")} is protected up to ${fig("dcsLimit")}.`,
          },
          {
            label: "Shares in a company",
            bin: 1,
            why: "Share prices go up and down, so you could get back less than you put in.",
          },
          {
            label: "A call account",
            bin: 0,
            why: rich`You can take your ${w("money")} out any time, and it still earns ${w("interest")}.`,
          },
          {
            label: "A house to rent out",
            bin: 1,
            why: "It can earn rent and grow in value, but prices can fall and it's slow to sell.",
          },
        ],
      },
      body: [
        rich`An investment is something you buy because you expect it to grow in value or pay you ${w("income")} over time, like part of a company, a ${w("loan")} to a government, or a house.`,
        rich`Investments can earn more than ${w("savings")} over many years. But their value goes up and down, and you could get back less than you put in.`,
        rich`That's why people usually keep ${w("money")} they need soon in ${w("savings")}, and invest only ${w("money")} they won't need for years.`,
      ],
    },
    {
      kind: "tiles",
      title: "Types of investments",
      body: [
        rich`${w("savings", true)} in a ${w("bank")} are low risk: the ${w("bank")} tells you the ${w("interestRate")}, and if it fails, your ${w("savings")} are protected up to ${fig("dcsLimit")} per person. Investments are riskier: they can earn more, but they can also lose value, and that protection doesn't cover them.`,
        rich`Tap each type of investment to see how it works and what the risks are.`,
      ],
      tiles: [
        { label: "Stock", dialog: "imps-7-1", art: "stock-tile" },
        { label: "Bonds", dialog: "imps-7-2", art: "bonds-tile" },
        { label: "Real estate", dialog: "imps-7-3", art: "real-estate-tile" },
      ],
    },
    {
      kind: "quiz-launcher",
      title: "Quiz time",
      body: [
        rich`Three quick questions: for each one, pick the best place for the ${w("savings")}.`,
      ],
    },
    {
      kind: "quiz",
      title: "Question 1",
      quiz: {
        id: "m1-q1",
        question: rich`You're saving for a concert ticket you'll buy in 3 months, and you might need some of the ${w("money")} before then. Which account suits you best?`,
        layout: "rows",
        options: [
          {
            label: "Savings account",
            explanation:
              "A savings account often pays bonus interest only in months you take nothing out, so dipping into it costs you. You may need yours before the concert.",
          },
          {
            label: "Call account",
            explanation:
              "A call account lets you take money out whenever you need it, without losing interest, so it suits money you'll use soon.",
          },
          {
            label: "Term deposit",
            explanation:
              "A term deposit locks your money away for a set time, and taking it out early costs you. You might need yours within 3 months.",
          },
        ],
        correct: 1,
        taughtOn: "Types of savings",
      },
    },
    {
      kind: "quiz",
      title: "Question 2",
      quiz: {
        id: "m1-q2",
        question: rich`You want to put some of your pay aside every week for a trip next year, and earn bonus ${w("interest")} for not taking any out. Which account suits you best?`,
        layout: "rows",
        options: [
          {
            label: "Savings account",
            explanation:
              "Many savings accounts pay bonus interest in the months you add money and take none out, which is exactly what you plan to do.",
          },
          {
            label: "Call account",
            explanation:
              "A call account is handy for money you need soon, but it usually pays less interest and no bonus for leaving your savings alone.",
          },
          {
            label: "Term deposit",
            explanation:
              "A term deposit holds one sum for a fixed time: you usually can't keep adding a little every week.",
          },
        ],
        correct: 0,
        taughtOn: "Types of savings",
      },
    },
    {
      kind: "quiz",
      title: "Question 3",
      quiz: {
        id: "m1-q3",
        question: rich`You have ${fig("exampleSavingsStart")} you won't need for 12 months. You want a fixed ${w("interestRate")} that won't change. Which suits you best?`,
        layout: "rows",
        options: [
          {
            label: "Savings account",
            explanation: `A savings account's interest rate can change at any time. For ${START} you won't touch for a year, you can lock in a fixed rate instead.`,
          },
          {
            label: "Call account",
            explanation: `A call account keeps money ready to take out, but usually pays the least interest. You don't need your ${START} for a year.`,
          },
          {
            label: "Term deposit",
            explanation: `A term deposit locks in a fixed interest rate for a set time, like 12 months, so it suits ${START} you won't need until then.`,
          },
        ],
        correct: 2,
        taughtOn: "Types of savings",
      },
    },
    {
      kind: "takeaways",
      title: "Key takeaways",
      points: [
        rich`Saving is keeping some ${w("money")} now to use later. A ${w("bank")} keeps it safe, and a savings account pays you ${w("interest")}.`,
        rich`A call account is for ${w("money")} you may need soon, a savings account for saving regularly, and a term deposit locks a sum away at a fixed rate.`,
        rich`Compound ${w("interest")} earns ${w("interest")} on your ${w("interest")}, so the longer you ${w("save")}, the faster it grows. ${w("interest", true)} is taxed.`,
        rich`Set a ${w("goal")}, pay yourself first, and use an ${w("automaticPayment")} to make saving easy.`,
        rich`Investments like shares, bonds and property can earn more over many years, but they can also lose value. ${w("savings", true)} are safer.`,
      ],
    },
  ],
  dialogs: [
    {
      id: "imps-3-1",
      title: "Savings accounts",
      tag: "savings-accounts",
      pages: [
        {
          body: [
            rich`A savings account is for ${w("money")} you're putting aside bit by bit. It usually pays more ${w("interest")} than an everyday account.`,
            rich`Many pay bonus ${w("interest")} as a reward: usually in a month when you take no ${w("money")} out and also put some in (or your balance grows). Take ${w("money")} out, and you miss that month's bonus.`,
            rich`Each ${w("bank")} sets its own rules and rates, so compare them before you choose.`,
          ],
        },
      ],
    },
    {
      id: "imps-3-2",
      title: "Call accounts",
      tag: "call-accounts",
      pages: [
        {
          body: [
            rich`A call account keeps your ${w("money")} "on call": you can take it out whenever you need it, without losing ${w("interest")}.`,
            rich`It usually pays less ${w("interest")} than a savings account with bonus ${w("interest")} or a term deposit. That's the price of being able to get your ${w("money")} any time.`,
            rich`It's a good place for an emergency fund, or for ${w("money")} you'll need in the next few months.`,
          ],
        },
      ],
    },
    {
      id: "imps-3-3",
      title: "Term deposits",
      tag: "term-deposits",
      pages: [
        {
          body: [
            rich`With a term deposit, you put a sum of ${w("money")} away for a set time (the term), from a few months to a few years, at a fixed ${w("interestRate")}.`,
            rich`You know exactly how much ${w("interest")} you'll get, and the rate is usually higher than in a call account.`,
            rich`The catch: you usually can't add to it, and taking it out early may need notice and cost you some of the ${w("interest")}. Banks often ask for a minimum amount too.`,
          ],
        },
      ],
    },
    {
      id: "imps-7-1",
      title: "Stock",
      tag: "stock",
      pages: [
        {
          body: [
            rich`Stock (or shares) is a small part of a company. If you own shares, you own a tiny piece of that company.`,
            rich`You can make ${w("money")} if the share price goes up and you sell, and some companies ${w("pay")} their owners part of their profit, called dividends.`,
            rich`The risk: share prices go up and down every day, and if the company does badly, your shares can lose much of their value. Spreading your ${w("money")} over many companies, for example through a fund, lowers that risk.`,
          ],
        },
      ],
    },
    {
      id: "imps-7-2",
      title: "Bonds",
      tag: "bonds",
      pages: [
        {
          body: [
            rich`A bond is a ${w("loan")} you make to a government or a company. It pays you ${w("interest")} for a set time, then pays your ${w("money")} back at the end.`,
            rich`Bonds are usually less risky than shares, and usually earn less over time.`,
            rich`The risk: if the company gets into trouble, it may not ${w("pay")} you back. And if you sell a bond before the end, you could get less than you paid.`,
          ],
        },
      ],
    },
    {
      id: "imps-7-3",
      title: "Real estate",
      tag: "real-estate",
      pages: [
        {
          body: [
            rich`Real estate is property: houses, flats, land or buildings. People invest in it to rent it out, or to sell it later for more than they paid.`,
            rich`Property costs a lot, so most people need a big ${w("loan")} (a mortgage) and ${w("pay")} ${w("interest")} on it. Owners also ${w("pay")} council rates (a yearly charge from the local council), insurance and repairs.`,
            rich`The risk: prices can fall, tenants can leave, and selling a property can take months, so you can't get your ${w("money")} out quickly.`,
          ],
        },
      ],
    },
  ],
} satisfies MissionContent;
