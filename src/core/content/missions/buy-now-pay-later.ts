import { formatNZD } from "../../format/money";
import { FIGURES, formatFigure } from "../figures";
import { fig, link, rich, w, type MissionContent } from "../schema";

/**
 * Buy now pay later (m9): what it is, signing up, spending limits, paying in store and online,
 * missed payments, pros and cons, three questions, takeaways. The rules are the ones in force
 * since 2 September 2024, when BNPL came under the Credit Contracts and Consumer Finance Act.
 */

// The third question's wrong options are parts of the scenario's limit, worked out here.
const LIMIT = FIGURES.exampleBnplLimit.value;

export const content = {
  pages: [
    {
      kind: "animation",
      title: "What is buy now pay later?",
      image: {
        art: "split-payments",
        alt: "A pair of sneakers with their price split into four equal stacks of coins, paid one after another.",
      },
      body: [
        rich`Buy now pay later (BNPL) lets you take something home today and ${w("pay")} for it in smaller parts over the next few weeks. With Afterpay, for example, you ${w("pay")} in ${fig("bnplPayments")} equal parts over ${fig("bnplWeeks")} weeks: the first when you buy, then one every two weeks.`,
        rich`If every payment is on time, there's no ${w("interest")}. But it is still borrowing: until the last payment, you owe the rest. That's a ${w("debt")}.`,
        rich`In New Zealand, Afterpay, Zip and Klarna are some of the providers. Since 2 September 2024, New Zealand's ${link("credit law", "mbieCreditLaw")} covers them too.`,
      ],
      activity: {
        kind: "slider",
        id: "m9-split-price",
        prompt: rich`Slide the price. What does each payment come to?`,
        model: "bnpl-split",
      },
    },
    {
      kind: "hotspots",
      title: "Signing up",
      body: [
        rich`You sign up in the provider's app or website with your details and a bank card for the payments. Not everyone can join: tap the magnifying glass to see who can.`,
      ],
      image: {
        art: "sign-up-form",
        alt: "A phone showing a sign-up form with four fields and a tick, and a magnifying glass moving over the form to check it.",
      },
      hotspots: [
        { label: "Who can sign up?", dialog: "dpo-2-1", x: 52, y: 42, width: 36, height: 48 },
      ],
    },
    {
      kind: "text",
      title: "How is your spending limit set?",
      image: {
        art: "limit-bar",
        alt: "A spending limit bar that grows taller step by step, with a gold tick for each payment made on time.",
      },
      body: [
        rich`A spending limit is the most you can owe the provider at one time. The provider sets it after checking your credit report, and it's different for each person.`,
        rich`New customers usually start with a small limit. It can grow as you make your payments on time, and it can go down if you miss them.`,
        rich`A high limit is not ${w("money")} you have. Each purchase is ${w("debt")} you must ${w("pay")} back from your own ${w("income")}, so plan it in your ${w("budget")}.`,
      ],
      activity: {
        kind: "choose",
        id: "m9-limit-change",
        prompt: rich`You make every payment on time for months. What can happen to your spending limit?`,
        options: [
          {
            label: "It can grow",
            explanation:
              "Providers can raise your limit as you pay on time, and lower it if you miss payments.",
          },
          {
            label: "It never changes",
            explanation:
              "Limits change: they can grow as you pay on time, and go down if you miss payments.",
          },
          {
            label: "It becomes money you have",
            explanation: rich`A limit is never ${w("money")} you have: it's how much ${w("debt")} you can take on.`,
          },
        ],
        correct: 0,
      },
    },
    {
      kind: "text",
      title: "In store and online",
      image: {
        art: "store-and-online",
        alt: "A shop with an awning on one side and a laptop showing a checkout button on the other, with a phone tapping to pay in the middle.",
      },
      body: [
        rich`Online: at the checkout, choose the BNPL provider as the way to ${w("pay")}, log in, and check the payment plan it shows you before you agree.`,
        rich`In store: in shops that take it, you open the provider's app and tap your phone to ${w("pay")}, like a card.`,
        rich`Either way, the first payment is usually taken straight away and the rest come out of your card on set dates. For example, sneakers that cost ${fig("exampleBnplOrder")} become ${fig("bnplPayments")} payments of ${fig("exampleBnplPayment")}. Make sure the ${w("money")} is in your ${w("bankAccount")} on each date.`,
      ],
      activity: {
        kind: "choose",
        id: "m9-empty-account",
        prompt: rich`A payment is due today, but your ${w("bankAccount")} is empty. What happens?`,
        options: [
          {
            label: "The payment fails: a late fee",
            explanation: rich`With Afterpay that's a ${fig("bnplLateFee")} late fee, and you can't buy anything new until you ${w("pay")}.`,
          },
          {
            label: "They wait until payday",
            explanation:
              "Payments come out on set dates. If the money isn't there, the payment fails and a late fee is charged.",
          },
          {
            label: "Nothing: there's no interest",
            explanation:
              "No interest doesn't mean no cost: a missed payment is charged a late fee.",
          },
        ],
        correct: 0,
      },
    },
    {
      kind: "planets",
      title: "What if you miss a payment?",
      body: [
        rich`Missing a payment costs more than you might think. Tap each ${w("planet")} to find out what happens.`,
      ],
      planets: [
        { planet: "pink", label: "Late fees", dialog: "dpo-5-1", x: 20, y: 30 },
        { planet: "blue", label: "Credit report", dialog: "dpo-5-2", x: 50, y: 70 },
        { planet: "orange", label: "No new purchases", dialog: "dpo-5-3", x: 80, y: 30 },
      ],
    },
    {
      kind: "tiles",
      title: "Pros and cons",
      body: [
        rich`Buy now pay later can help, or it can get you into trouble. Tap each side to weigh it up.`,
      ],
      tiles: [
        { label: "Pros", dialog: "dpo-6-1", art: "pros" },
        { label: "Cons", dialog: "dpo-6-2", art: "cons" },
      ],
    },
    {
      kind: "quiz-launcher",
      title: "Quiz time",
      body: [
        rich`Three quick questions about buy now pay later: signing up, missed payments and spending limits.`,
      ],
    },
    {
      kind: "quiz",
      title: "Question 1",
      quiz: {
        id: "m9-q1",
        question: rich`Does a buy now pay later provider check your credit report when you sign up?`,
        layout: "compact",
        options: [
          {
            label: "Yes",
            explanation:
              "Since 2 September 2024 the law says BNPL providers must check your credit report before they let you borrow.",
          },
          {
            label: "No",
            explanation:
              "That used to be true for some providers, but since 2 September 2024 the law says they must check your credit report at sign-up.",
          },
        ],
        correct: 0,
        taughtOn: "Signing up",
      },
    },
    {
      kind: "quiz",
      title: "Question 2",
      quiz: {
        id: "m9-q2",
        question: rich`You miss a buy now pay later payment. Can it show up on your credit report?`,
        layout: "compact",
        options: [
          {
            label: "Yes",
            explanation:
              "Providers report your repayments to credit bureaus, so a missed payment goes on your record and can make it harder to borrow later.",
          },
          {
            label: "No",
            explanation:
              "It can. Providers report repayments to credit bureaus, and a missed one can make it harder to borrow for a long time.",
          },
        ],
        correct: 0,
        taughtOn: "What if you miss a payment?",
      },
    },
    {
      kind: "quiz",
      title: "Question 3",
      quiz: {
        id: "m9-q3",
        question: rich`Tama's buy now pay later provider checks his credit report and gives him a spending limit of ${fig("exampleBnplLimit")}. He owes nothing yet. What is the most he can owe the provider at one time?`,
        layout: "rows",
        options: [
          {
            label: formatNZD(LIMIT / 4),
            explanation:
              "That's a quarter of his limit: the size of each of four payments if he used it all. The limit is the whole amount he can owe at once.",
          },
          {
            label: formatNZD(LIMIT / 2),
            explanation:
              "That's half his limit. Nothing stops him using more: the limit is the whole amount he can owe at once (whether he should is another question).",
          },
          {
            label: formatFigure("exampleBnplLimit"),
            explanation:
              "His limit is the most he can owe at one time. He doesn't have to use it all, and every dollar he spends must be paid back.",
          },
          {
            label: "As much as he likes",
            explanation:
              "Every account has a spending limit, set by the provider for each person. Tama's is in the question.",
          },
        ],
        correct: 2,
        taughtOn: "How is your spending limit set?",
      },
    },
    {
      kind: "takeaways",
      title: "Key takeaways",
      points: [
        rich`Buy now pay later splits a price into smaller payments. It's borrowing: until the last payment, you owe the rest.`,
        rich`You must be ${fig("bnplMinAge")} or over, and since 2 September 2024 the provider checks your credit report when you sign up.`,
        rich`Your spending limit is set for you and can change. It's ${w("debt")} you can take on, not ${w("money")} you have.`,
        rich`Missed payments cost late fees, pause your account and go on your credit report. Only buy what your ${w("budget")} can ${w("pay")} for on time.`,
      ],
    },
  ],
  dialogs: [
    {
      id: "dpo-2-1",
      title: "Who can sign up?",
      tag: "sign-up-criteria",
      pages: [
        {
          body: [
            rich`To sign up for buy now pay later in New Zealand you must:`,
            {
              list: [
                rich`live in New Zealand`,
                rich`be ${fig("bnplMinAge")} or over`,
                rich`have an email address and a mobile number that can be checked (the provider sends you a code)`,
                rich`have a New Zealand debit or credit card for the payments`,
                rich`have valid New Zealand ID, like a driver licence or passport`,
                rich`be able to agree to a binding contract: a promise to ${w("pay")} that the law holds you to.`,
              ],
            },
            rich`Then the provider checks your credit report. Since 2 September 2024 the law says it must. It can say no, or give you a small limit to start.`,
          ],
        },
      ],
    },
    {
      id: "dpo-5-1",
      title: "Late fees",
      tag: "late-fees",
      pages: [
        {
          body: [
            rich`If a payment fails, you're charged a late fee. With Afterpay it's ${fig("bnplLateFee")}, then another ${fig("bnplSecondLateFee")} if the payment is still not made ${fig("bnplSecondLateFeeDays")} days later.`,
            rich`Late fees on one order stop at ${fig("bnplFeeCapPercent")} of its price, and never more than ${fig("bnplFeeCapMax")}. On ${fig("exampleBnplOrder")} sneakers that's up to ${fig("exampleBnplFeeCap")}: as much as a whole extra payment.`,
            rich`Other providers charge late fees too, with their own amounts. The law says each purchase must show you its payment dates and late fees before you agree, so read them.`,
          ],
        },
      ],
    },
    {
      id: "dpo-5-2",
      title: "Your credit report",
      tag: "credit-report",
      pages: [
        {
          body: [
            rich`Buy now pay later providers report your repayments to credit bureaus. Payments made on time help your record. A missed payment goes on it.`,
            rich`Lenders look at your credit report when you ask for a phone plan, a car ${w("loan")} or a flat. Missed payments lower your ${w("creditScore")} and can make them say no, or charge you more.`,
          ],
        },
      ],
    },
    {
      id: "dpo-5-3",
      title: "No new purchases",
      tag: "account-paused",
      pages: [
        {
          body: [
            rich`While a payment is missed, your account is paused: you can't buy anything new with buy now pay later until you ${w("pay")} what's overdue.`,
            rich`If you can't ${w("pay")}, contact the provider straight away. The law says every provider must have a hardship process to help, and a free, independent disputes scheme if you can't agree.`,
          ],
        },
      ],
    },
    {
      id: "dpo-6-1",
      title: "Pros",
      tag: "pros",
      pages: [
        {
          body: [
            {
              list: [
                rich`No ${w("interest")} when every payment is on time.`,
                rich`You can spread the cost of something you need over a few weeks.`,
                rich`Each purchase shows its payment dates and late fees.`,
                rich`Payments made on time can help build a good ${w("creditScore")}.`,
              ],
            },
          ],
        },
      ],
    },
    {
      id: "dpo-6-2",
      title: "Cons",
      tag: "cons",
      pages: [
        {
          body: [
            {
              list: [
                rich`It's easy to ${w("spend")} more than you planned, because each payment looks small.`,
                rich`Several purchases, or several providers, add up to payments that are hard to keep track of.`,
                rich`Late fees add to what you ${w("pay")}.`,
                rich`Missed payments go on your credit report and pause your account.`,
                rich`The credit check when you sign up can lower your ${w("creditScore")}.`,
                rich`Payments come out automatically, so the ${w("money")} must be in your ${w("bankAccount")} on each date.`,
              ],
            },
          ],
        },
      ],
    },
  ],
} satisfies MissionContent;
