import { fig, NAME, rich, w, type MissionContent } from "../schema";

/**
 * Banking fundamentals (m0): what a bank is, who it works for, deposits, lending, where its
 * money comes from, how it makes a profit, two questions, takeaways. It uses every page kind the
 * player has (except tiles), so the player's tests can cover them.
 */
export const content = {
  defaultName: "Aroha",
  pages: [
    {
      kind: "animation",
      title: "What's a bank?",
      body: [
        rich`A ${w("bank")} is a business that looks after people's ${w("money")} and lends ${w("money")} to people who need it.`,
        rich`Keeping your ${w("money")} in a ${w("bank")} is safer than keeping cash in a drawer at home. Your ${w("pay")} from a part-time job can go straight in, you can ${w("pay")} by card or phone, and you can even earn a little extra, called ${w("interest")}.`,
        rich`In this mission you'll find out how a ${w("bank")} works, where its ${w("money")} comes from and how it makes a profit.`,
      ],
      image: {
        art: "comet",
        alt: "A bank building with tall columns standing on a small planet under a starry night sky, where a comet now and then streaks past.",
      },
    },
    {
      kind: "planets",
      title: "How does a bank work?",
      body: [
        rich`A ${w("bank")} sits between two groups of people. Depositors put ${w("money")} in. Borrowers get ${w("money")} as a ${w("loan")} and pay it back later.`,
        rich`Tap each ${w("planet")} to meet them.`,
      ],
      planets: [
        { planet: "green", label: "Depositors", dialog: "bf-1-1", x: 20, y: 35 },
        { planet: "gold", label: "The bank", dialog: "bf-1-2", x: 50, y: 65 },
        { planet: "blue", label: "Borrowers", dialog: "bf-1-3", x: 80, y: 35 },
      ],
    },
    {
      kind: "hotspots",
      title: "Deposits & savings",
      body: [
        rich`When you put ${w("money")} into your ${w("bankAccount")}, that's a deposit. Your banking app shows it straight away, along with everything you ${w("spend")}.`,
        rich`Tap the parts of this banking screen to see what they mean.`,
      ],
      image: {
        art: "bank-statement",
        alt: "A phone showing a banking app: a gold balance card at the top, a green deposit and a pink payment in the list of transactions, and a blue line for interest earned at the bottom.",
      },
      hotspots: [
        { label: "Balance", dialog: "bf-2-2", x: 20, y: 10, width: 60, height: 23.5 },
        { label: "Deposit", dialog: "bf-2-1", x: 20, y: 37.5, width: 60, height: 16.5 },
        { label: "Interest", dialog: "bf-2-3", x: 20, y: 72, width: 60, height: 16.5 },
      ],
    },
    {
      kind: "scenario",
      title: "Lending and borrowing",
      activity: {
        kind: "choose",
        id: "m0-loan-source",
        prompt: rich`Where does the ${w("money")} a ${w("bank")} lends come from, mostly?`,
        options: [
          {
            label: "People's savings",
            explanation: rich`It lends out ${w("money")} that depositors keep at the ${w("bank")}, and pays them ${w("interest")} for it.`,
          },
          {
            label: "The bank prints it",
            explanation: rich`Banks don't print ${w("money")}. New Zealand's notes and coins come from the Reserve Bank.`,
          },
          {
            label: "The government",
            explanation: rich`The government doesn't pay for a ${w("loan")}. The ${w("bank")} lends ${w("money")} that depositors keep there.`,
          },
        ],
        correct: 0,
      },
      body: [
        rich`${NAME} has just left ${w("school")} and started a job across town. The bus takes over an hour, so ${NAME} wants a small car, but ${NAME}'s ${w("savings")} won't cover it. ${NAME} asks the ${w("bank")} for a ${w("loan")}.`,
        rich`The ${w("bank")} checks that ${NAME} can afford the repayments, then lends the ${w("money")}. It comes from depositors: people who keep their ${w("savings")} at the ${w("bank")}.`,
        rich`${NAME} pays back a bit each month, plus ${w("interest")}. So ${NAME} pays back more than was borrowed. Until it's all paid, the ${w("loan")} is a ${w("debt")}.`,
      ],
      image: {
        art: "character",
        alt: "A smiling student in a space suit standing next to the small orange car they want to borrow money to buy.",
      },
    },
    {
      kind: "text",
      title: "How does a bank have money?",
      activity: {
        kind: "sort",
        id: "m0-dcs-protected",
        prompt: rich`If a ${w("bank")} fails, what is protected? Sort each one.`,
        bins: ["Protected", "Not protected"],
        cards: [
          {
            label: "Your savings account",
            bin: 0,
            why: rich`${w("money", true)} in a ${w("bankAccount")} is protected up to ${fig("dcsLimit")} per person at each ${w("bank")}.`,
          },
          {
            label: "Your KiwiSaver",
            bin: 1,
            why: rich`${w("kiwiSaver", true)} is invested in funds, not kept as a deposit, so it isn't covered.`,
          },
          {
            label: "A term deposit at a bank",
            bin: 0,
            why: "A term deposit is a bank deposit too, so it's protected.",
          },
          {
            label: "Money you sent to a scammer",
            bin: 1,
            why: "The scheme is for when a bank fails. It doesn't pay back money lost to scams.",
          },
        ],
      },
      body: [
        rich`A ${w("bank")}'s ${w("money")} comes from three places:`,
        {
          list: [
            rich`deposits: ${w("money")} its customers keep in their accounts`,
            rich`its own ${w("money")} (called capital), from its owners and past profits`,
            rich`borrowing from other banks and lenders.`,
          ],
        },
        rich`A ${w("bank")} keeps only part of it as cash and lends the rest out. If every depositor wanted their ${w("money")} back on the same day, it couldn't pay them all at once.`,
        rich`If a licensed deposit taker, such as a ${w("bank")}, fails, the Depositor Compensation Scheme protects your deposits there up to ${fig("dcsLimit")} per person. It doesn't cover ${w("kiwiSaver")}, shares or scams.`,
      ],
      image: {
        art: "bank-vault",
        alt: "A bank vault with three stacks of coins in front of it: green for deposits, gold for the bank's own money and blue for money it borrowed. Only a small pile of cash sits inside the vault.",
      },
    },
    {
      kind: "table",
      title: "How does a bank make a profit?",
      activity: {
        kind: "slider",
        id: "m0-loan-rate",
        prompt: rich`Slide the rate the ${w("bank")} charges a borrower. When is there a profit?`,
        model: "bank-loan-rate",
      },
      body: [
        rich`A ${w("bank")} pays ${w("interest")} to depositors and charges borrowers a higher ${w("interestRate")}. The difference is where most of its income comes from.`,
        rich`That difference isn't all profit. The ${w("bank")} still has to ${w("pay")} its staff, cover loans that never get paid back, and ${w("pay")} ${w("tax")}. So the table calls it profit before costs: what's left after those is the real profit.`,
        rich`The rates here are made-up round numbers to show the idea. Real rates are different and change often.`,
      ],
      table: {
        caption: "A bank's profit before costs on one deposit and one loan over a year",
        head: ["", "Amount", "Interest rate", "Interest for a year"],
        rows: [
          [
            rich`A depositor's ${w("savings")} (the ${w("bank")} pays)`,
            rich`${fig("exampleDeposit")}`,
            rich`${fig("exampleDepositRate")}`,
            rich`${fig("exampleDepositInterest")}`,
          ],
          [
            rich`A borrower's ${w("loan")} (the borrower pays)`,
            rich`${fig("exampleLoan")}`,
            rich`${fig("exampleLoanRate")}`,
            rich`${fig("exampleLoanInterest")}`,
          ],
          [
            rich`The ${w("bank")}'s profit before costs`,
            rich``,
            rich``,
            rich`${fig("exampleLoanInterest")} − ${fig("exampleDepositInterest")} = ${fig("exampleBankProfit")}`,
          ],
        ],
      },
    },
    {
      kind: "diagram",
      title: "Visualisation",
      activity: {
        kind: "choose",
        id: "m0-who-pays-interest",
        prompt: rich`In the end, who pays the ${w("interest")} depositors earn?`,
        options: [
          {
            label: "Borrowers",
            explanation: rich`Borrowers pay the ${w("bank")} ${w("interest")} on their loans, and part of it goes to depositors.`,
          },
          {
            label: "The government",
            explanation: rich`The government doesn't pay it. It comes from the ${w("interest")} borrowers pay the ${w("bank")}.`,
          },
          {
            label: "Other depositors",
            explanation: rich`A ${w("bank")} doesn't pay one saver with another's ${w("money")}. It comes from the ${w("interest")} borrowers pay.`,
          },
        ],
        correct: 0,
      },
      body: [
        rich`Here's the whole picture. ${w("money", true)} flows from depositors, through the ${w("bank")}, to borrowers, and ${w("interest")} flows back the other way.`,
      ],
      diagram: {
        caption:
          "Depositors put money into the bank and earn interest; the bank lends it to borrowers, who pay it back with interest.",
        nodes: [
          { id: "depositors", label: "Depositors", art: "icon-depositors" },
          { id: "bank", label: "The bank", art: "icon-bank" },
          { id: "borrowers", label: "Borrowers", art: "icon-borrowers" },
        ],
        links: [
          { from: "depositors", to: "bank", label: rich`deposit their ${w("money")}` },
          { from: "bank", to: "depositors", label: rich`pays ${w("interest")} on ${w("savings")}` },
          { from: "bank", to: "borrowers", label: rich`lends ${w("money")} as a ${w("loan")}` },
          {
            from: "borrowers",
            to: "bank",
            label: rich`pay back the ${w("loan")} with ${w("interest")}`,
          },
        ],
      },
    },
    {
      kind: "quiz-launcher",
      title: "Quiz time",
      body: [rich`Two quick questions about how a ${w("bank")} works. Ready for launch?`],
    },
    {
      kind: "quiz",
      title: "Question 1",
      quiz: {
        id: "m0-q1",
        question: rich`Who does a ${w("bank")} work for: people who deposit ${w("money")} or people who borrow it?`,
        layout: "compact",
        options: [
          {
            label: "Depositors",
            explanation:
              "Partly right: a bank looks after depositors' money and pays them interest, but it works for borrowers too.",
          },
          {
            label: "Borrowers",
            explanation:
              "Partly right: a bank lends to borrowers, but that money comes from depositors, and it works for them too.",
          },
          {
            label: "Both",
            explanation:
              "A bank keeps depositors' money safe and pays them interest, and lends money to borrowers.",
          },
          {
            label: "None",
            explanation:
              "A bank needs both groups: depositors bring the money, and borrowers pay interest to use it.",
          },
        ],
        correct: 2,
        taughtOn: "How does a bank work?",
      },
    },
    {
      kind: "quiz",
      title: "Question 2",
      quiz: {
        id: "m0-q2",
        question: rich`How does a ${w("bank")} make a profit?`,
        layout: "rows",
        options: [
          {
            label: "By paying more interest to deposits",
            explanation:
              "Interest paid to depositors is a cost for the bank, so paying more would shrink its profit.",
          },
          {
            label: "By charging more interest to borrowers",
            explanation:
              "A bank charges borrowers a higher interest rate than it pays depositors. The difference pays its costs, and what's left is its profit.",
          },
        ],
        correct: 1,
        taughtOn: "How does a bank make a profit?",
      },
    },
    {
      kind: "takeaways",
      title: "Key takeaways",
      points: [
        rich`A ${w("bank")} looks after depositors' ${w("money")} and lends it to borrowers.`,
        rich`Depositors earn ${w("interest")} on their ${w("savings")}. Borrowers pay ${w("interest")} on their ${w("loan")}, so they pay back more than they borrowed.`,
        rich`A ${w("bank")} charges borrowers more ${w("interest")} than it pays depositors. That difference pays its costs, like staff and loans that aren't paid back, and what's left is its profit.`,
        rich`Your balance is how much ${w("money")} is in your account right now: check it before you ${w("spend")}.`,
        rich`The Depositor Compensation Scheme protects deposits up to ${fig("dcsLimit")} per person at each ${w("bank")}.`,
      ],
    },
  ],
  dialogs: [
    {
      id: "bf-1-1",
      title: "Depositors",
      tag: "depositors",
      pages: [
        {
          title: "Depositors: the savers",
          body: [
            rich`A depositor is anyone who puts ${w("money")} into a ${w("bank")}. That's you, when your ${w("pay")} from a part-time job goes into your ${w("bankAccount")}.`,
            rich`The ${w("bank")} pays depositors ${w("interest")} on their ${w("savings")}: a thank-you for letting it use their ${w("money")}.`,
            rich`Depositors can take their ${w("money")} out when they need it, though some ${w("savings")} accounts ask for notice first.`,
          ],
        },
      ],
    },
    {
      id: "bf-1-2",
      title: "The bank",
      tag: "the-bank",
      pages: [
        {
          title: "In the middle",
          body: [
            rich`The ${w("bank")} collects ${w("money")} from lots of depositors and lends much of it to borrowers.`,
            rich`It keeps a careful record of who owns what, so the balance in your account is always yours, even while the ${w("money")} is lent out.`,
          ],
        },
        {
          title: "Keeping it safe",
          body: [
            rich`Before it lends, the ${w("bank")} checks that a borrower can afford to pay the ${w("loan")} back.`,
            rich`It keeps some cash ready so depositors can take their ${w("money")} out, and it follows rules set by the Reserve Bank of New Zealand, which help keep banks strong.`,
          ],
        },
      ],
    },
    {
      id: "bf-1-3",
      title: "Borrowers",
      tag: "borrowers",
      pages: [
        {
          title: "Borrowers: using money now",
          body: [
            rich`A borrower gets ${w("money")} from the ${w("bank")} now and pays it back over time. People borrow to buy a ${w("home")} or a car, or to start a business.`,
            rich`Borrowers pay back what they borrowed plus ${w("interest")}: the price of using the ${w("bank")}'s ${w("money")}. Until it's paid back, the ${w("loan")} is a ${w("debt")}.`,
          ],
        },
      ],
    },
    {
      id: "bf-2-1",
      title: "Deposit",
      tag: "deposit",
      pages: [
        {
          title: "What's a deposit?",
          body: [
            rich`A deposit is ${w("money")} you put into your ${w("bankAccount")}: ${w("pay")} from your part-time job, birthday ${w("money")} from ${w("family")}, or cash you pay in.`,
            rich`Each deposit adds to your balance. It shows up in your list of transactions, so you can always check where your ${w("money")} came from.`,
          ],
        },
      ],
    },
    {
      id: "bf-2-2",
      title: "Balance",
      tag: "balance",
      pages: [
        {
          title: "What's a balance?",
          body: [
            rich`Your balance is how much ${w("money")} is in your account right now. Deposits make it go up; spending and payments make it go down.`,
            rich`Checking your balance before you ${w("spend")} helps you stick to your ${w("budget")} and avoid spending ${w("money")} you don't have.`,
          ],
        },
      ],
    },
    {
      id: "bf-2-3",
      title: "Interest earned",
      tag: "interest-earned",
      pages: [
        {
          title: "Earning interest",
          body: [
            rich`${w("interest", true)} is ${w("money")} a savings account pays you for keeping your ${w("savings")} in it. It's worked out as a share of your balance, called the ${w("interestRate")}.`,
            rich`The more you ${w("save")} and the longer you leave it, the more ${w("interest")} you earn. ${w("savings", true)} accounts usually pay more ${w("interest")} than everyday accounts.`,
          ],
        },
      ],
    },
  ],
} satisfies MissionContent;
