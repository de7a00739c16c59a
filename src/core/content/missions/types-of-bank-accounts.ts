import { fig, link, mi, rich, w, type MissionContent } from "../schema";

/** Types of bank accounts (m7): what an account is, the four kinds, two questions, takeaways. */
export const content = {
  pages: [
    {
      kind: "text",
      title: "What is a bank account?",
      activity: {
        kind: "sort",
        id: "m7-account-for-goal",
        prompt: rich`Which account fits each goal? Have a guess.`,
        bins: ["Everyday", "Savings", "KiwiSaver"],
        cards: [
          {
            label: "Bus fares this week",
            bin: 0,
            why: rich`${w("money", true)} you ${w("spend")} day to day goes in an everyday account.`,
          },
          {
            label: "A new phone by next summer",
            bin: 1,
            why: rich`A savings account pays more ${w("interest")} on ${w("money")} you leave alone for a while.`,
          },
          {
            label: "Money to live on when you're old",
            bin: 2,
            why: rich`${w("kiwiSaver", true)} is long-term saving, locked until you're ${fig("nzSuperAge")}.`,
          },
          {
            label: "An emergency fund",
            bin: 1,
            why: rich`Keep it in ${w("savings")}, apart from your spending ${w("money")}, so it's there when you need it.`,
          },
        ],
      },
      body: [
        rich`A ${w("bankAccount")} is a safe place at a ${w("bank")} where your ${w("money")} is kept for you. It has your name on it, and your banking app shows every dollar that goes in and out.`,
        {
          list: [
            rich`It's safer than keeping cash at home.`,
            rich`You can ${w("pay")} by card or app, in shops and online.`,
            rich`Your employer can ${w("pay")} your wages straight into it.`,
            rich`Some accounts pay you ${w("interest")}.`,
          ],
        },
        rich`If a ${w("bank")} fails, the Depositor Compensation Scheme protects up to ${fig("dcsLimit")} per person at each bank.`,
      ],
      image: {
        art: "bank-app",
        alt: "A phone showing a banking app, with gold coins dropping into it: your money kept safe in an account you can check on your phone.",
      },
    },
    {
      kind: "tiles",
      title: "Four kinds of account",
      body: [
        rich`Banks offer different accounts for different jobs: one for spending, one for ${w("savings")}, one for students and one for the long term.`,
        rich`Tap each account to find out what it's for.`,
      ],
      tiles: [
        { label: "Everyday", dialog: "tyoac-2-1", art: "everyday-tile" },
        { label: "Savings", dialog: "tyoac-2-2", art: "savings-tile" },
        { label: "Tertiary", dialog: "tyoac-2-3", art: "tertiary-tile" },
        { label: "KiwiSaver", dialog: "tyoac-2-4", art: "kiwisaver-tile" },
      ],
      activity: {
        kind: "choose",
        id: "m7-overdraft",
        prompt: rich`A student account's overdraft is often interest-free. Is it free ${w("money")}?`,
        options: [
          {
            label: "Yes, you never pay it back",
            explanation: rich`An overdraft is ${w("money")} you owe the ${w("bank")}. Interest-free means no ${w("interest")} for now, not that it's a gift.`,
          },
          {
            label: "No, it's debt you must pay back",
            explanation: rich`An overdraft is still ${w("debt")}: every dollar of it must be paid back, and ${w("interest")} may start once you finish studying.`,
          },
        ],
        correct: 1,
      },
    },
    {
      kind: "quiz-launcher",
      title: "Quiz time",
      body: [rich`Two quick questions: pick the account that fits each person best.`],
    },
    {
      kind: "quiz",
      title: "Question 1",
      quiz: {
        id: "m7-q1",
        question: rich`You get paid from your part-time job and use the ${w("money")} for bus fares and lunch. Which account should your ${w("pay")} go into?`,
        layout: "compact",
        options: [
          {
            label: "Everyday",
            explanation:
              "An everyday account is made for money you use day to day: your pay goes in, and you pay for things with your card or app.",
          },
          {
            label: "Tertiary",
            explanation: rich`A tertiary account is for students at university, polytech or ${mi("wānanga")}. For a part-time job while you're at school, an everyday account does the job.`,
          },
          {
            label: "Savings",
            explanation:
              "A savings account is for money you want to leave alone so it grows. Taking money out for bus fares every day could cost you its bonus interest.",
          },
          {
            label: "My friend's account",
            explanation:
              "It's your money, so keep it in an account in your own name. In someone else's account you can't control it, and it isn't safe if they spend it or you fall out.",
          },
        ],
        correct: 0,
        taughtOn: "Four kinds of account",
      },
    },
    {
      kind: "quiz",
      title: "Question 2",
      quiz: {
        id: "m7-q2",
        question: rich`You want to ${w("save")} for when you retire, and you'd like your employer and the government to add ${w("money")} too. Which account is that?`,
        layout: "compact",
        options: [
          {
            label: "Everyday",
            explanation:
              "An everyday account is for spending now. It pays little or no interest, and nobody adds money to it for you.",
          },
          {
            label: "Tertiary",
            explanation:
              "A tertiary account is a day-to-day account for students, not a way to save for retirement.",
          },
          {
            label: "Savings",
            explanation:
              "A savings account is great for shorter goals, but your employer and the government don't pay into it.",
          },
          {
            label: "KiwiSaver",
            explanation:
              "KiwiSaver is long-term saving for retirement. Once you're 16 or over and put in money yourself, the government adds some each year, and if you work and save from your pay, your employer must add some too.",
          },
        ],
        correct: 3,
        taughtOn: "Four kinds of account",
      },
    },
    {
      kind: "takeaways",
      title: "Key takeaways",
      points: [
        rich`A ${w("bankAccount")} in your own name keeps your ${w("money")} safe and lets you ${w("pay")} and get paid without cash.`,
        rich`Use an everyday account for day-to-day spending, and a savings account to grow ${w("money")} you don't need yet.`,
        rich`A tertiary account usually has no monthly fees and often an interest-free overdraft, but an overdraft is still ${w("debt")} you must pay back.`,
        rich`${w("kiwiSaver", true)} is long-term saving, locked until ${fig("nzSuperAge")} except for your first ${w("home")}. Once you're 16 and putting in ${w("money")} yourself, the government adds some, and so does your employer when you save from your ${w("pay")}.`,
      ],
      activity: {
        kind: "choose",
        id: "m7-bonus-interest",
        prompt: rich`Your savings account pays bonus ${w("interest")}. What usually earns it this month?`,
        options: [
          {
            label: "Taking a little out each week",
            explanation: rich`Taking ${w("money")} out usually loses the bonus for that month.`,
          },
          {
            label: "Putting some in and taking nothing out",
            explanation: rich`That's the usual rule: leave your ${w("savings")} alone and add to them. Each ${w("bank")} sets its own rules, so check yours.`,
          },
          {
            label: "Paying for things with its card",
            explanation: rich`Spending from ${w("savings")} takes ${w("money")} out, which usually loses the bonus.`,
          },
        ],
        correct: 1,
      },
    },
  ],
  dialogs: [
    {
      id: "tyoac-2-1",
      title: "Everyday account",
      tag: "everyday",
      pages: [
        {
          title: "For day-to-day money",
          body: [
            rich`An everyday account (also called a transaction account) is for the ${w("money")} you use day to day. Your ${w("pay")} goes in, and you ${w("spend")} it with an EFTPOS or debit card, your banking app or online banking.`,
            {
              list: [
                rich`It pays little or no ${w("interest")}, so it's not the place to grow your ${w("savings")}.`,
                rich`Some banks charge fees, so check before you open one.`,
                rich`Don't ${w("spend")} more than you have. The ${w("bank")} may charge a fee, or put you into an overdraft: ${w("money")} you owe it, often at a high ${w("interestRate")}.`,
              ],
            },
          ],
        },
      ],
    },
    {
      id: "tyoac-2-2",
      title: "Savings account",
      tag: "savings",
      pages: [
        {
          title: "What is a savings account?",
          body: [
            rich`A savings account is for ${w("money")} you don't need right now: ${w("savings")} for a new phone, a car, or an emergency. It pays more ${w("interest")} than an everyday account.`,
            rich`Many savings accounts pay bonus ${w("interest")} as a reward for leaving your ${w("savings")} alone. You usually get it for a month when you take no money out and also put some in (or your balance grows). Each ${w("bank")} sets its own rules, so check them.`,
            rich`Keeping ${w("savings")} apart from your everyday account also makes them harder to ${w("spend")} by accident.`,
          ],
        },
        {
          title: "Other ways to save",
          body: [
            rich`Sure you won't need the ${w("money")} for a while? Banks have other choices that can pay more.`,
            {
              list: [
                rich`Notice saver: you tell the ${w("bank")} ahead of time before you take money out, for example ${fig("noticeSaverShortDays")} or ${fig("noticeSaverLongDays")} days' notice. A longer wait usually earns a higher ${w("interestRate")}.`,
                rich`Term deposit: you put in a sum for a set time, like 6 months or a year, at a fixed ${w("interestRate")}. Taking it out early usually costs you some ${w("interest")}.`,
              ],
            },
          ],
        },
      ],
    },
    {
      id: "tyoac-2-3",
      title: "Tertiary account",
      tag: "tertiary",
      pages: [
        {
          title: "What is a tertiary account?",
          body: [
            rich`When you go on to tertiary study, such as university, polytech or ${mi("wānanga")}, most banks offer an account made for students like you.`,
            rich`It works like an everyday account, with a card and a banking app. But it usually has no monthly account fees, so more of your ${w("money")} stays yours.`,
            rich`You'll need to show the ${w("bank")} that you're enrolled in tertiary study.`,
          ],
        },
        {
          title: "Interest-free overdraft",
          body: [
            rich`An overdraft lets you take your account below zero, up to a limit the ${w("bank")} sets. Anything below zero is borrowed ${w("money")}: it's a ${w("debt")}, and you must pay it back.`,
            rich`Tertiary accounts often come with an interest-free overdraft, so you pay no ${w("interest")} on it while you study. The interest-free time ends a while after you finish studying, so plan to pay it off. Keep it for emergencies, not treats.`,
            rich`StudyLink can ${w("pay")} your student allowance or living costs straight into this account.`,
          ],
        },
      ],
    },
    {
      id: "tyoac-2-4",
      title: "KiwiSaver",
      tag: "kiwisaver",
      pages: [
        {
          title: "What is KiwiSaver?",
          body: [
            rich`${w("kiwiSaver", true)} is long-term ${w("savings")}, locked until you're ${fig("nzSuperAge")}, though after ${fig("kiwiSaverFirstHomeYears")} years in it you can use it for your first ${w("home")}, leaving ${fig("kiwiSaverFirstHomeLeave")} in. Under 18, you join with a guardian's signature.`,
            rich`Who puts ${w("money")} in:`,
            {
              list: [
                rich`You: ${fig("kiwiSaverDefaultRate")} of your ${w("pay")} by default when you work, ${fig("kiwiSaverFutureRate")} from 1 April 2028.`,
                rich`Your employer: once you're 16 and save from your ${w("pay")}, it must add ${w("money")} too, usually another ${fig("kiwiSaverDefaultRate")}, less some ${w("tax")}.`,
                rich`The government: if you're 16 or over, live mainly in New Zealand and put in ${w("money")} yourself, it adds ${fig("kiwiSaverGovCentsPerDollar")} cents a dollar, up to ${fig("kiwiSaverGovMax")} a year (not if you earn over ${fig("kiwiSaverGovIncomeLimit")}).`,
              ],
            },
          ],
        },
        {
          title: "What is superannuation?",
          body: [
            rich`Superannuation is ${w("money")} to live on when you retire. Most New Zealanders get NZ Super from ${fig("nzSuperAge")}, and ${w("kiwiSaver")} comes on top.`,
            rich`Start early: returns earn returns, so ${w("money")} put in as a teenager has decades to grow (the balance can rise and fall).`,
            rich`Compare funds on ${link("Sorted", "sorted")}.`,
          ],
          image: {
            art: "compound-growth",
            alt: "Bars for each year that grow taller faster and faster: the gold part, the money put in, grows steadily, while the green part, the returns, grows quicker as returns earn returns.",
          },
        },
      ],
    },
  ],
} satisfies MissionContent;
