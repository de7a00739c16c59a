import { fig, rich, w, type MissionContent } from "../schema";

/** Types of cards (m2): EFTPOS, debit and credit cards, what each does and what it costs. */
export const content = {
  pages: [
    {
      kind: "animation",
      title: "What is a bank card?",
      activity: {
        kind: "sort",
        id: "m2-which-card",
        prompt: rich`Which cards can do each one? Have a guess.`,
        bins: ["Any card", "Debit or credit"],
        cards: [
          {
            label: "Pay at the dairy with your PIN",
            bin: 0,
            why: "EFTPOS, debit and credit cards all work in a New Zealand shop's card machine.",
          },
          {
            label: "Tap to pay for a drink",
            bin: 1,
            why: "An EFTPOS card can't tap (contactless). Debit and credit cards can.",
          },
          {
            label: "Pay in a shop in Australia",
            bin: 1,
            why: "An EFTPOS card works only in New Zealand. Debit and credit cards work overseas too.",
          },
          {
            label: "Type card details into a website",
            bin: 1,
            why: "An EFTPOS card itself can't be used online. A debit or credit card has the number and code a website asks for.",
          },
        ],
      },
      image: {
        art: "card-fan",
        alt: "Three bank cards in gold, blue and pink fan out from a stack, showing there is more than one kind of card.",
      },
      body: [
        rich`A bank card lets you ${w("pay")} for things without cash. When you tap, swipe or insert it, the ${w("money")} comes out of your ${w("bankAccount")}, or, with a credit card, you borrow it from the ${w("bank")}.`,
        rich`Most cards are protected by a PIN, a secret number only you know. Pick one that is hard to guess, and never share your PIN with anyone, not even friends or ${w("family")}. Your ${w("bank")} will never ask you for it.`,
      ],
    },
    {
      kind: "tiles",
      title: "Types of bank cards",
      body: [
        rich`There are three main kinds of bank card in New Zealand. They look alike, but they work in different ways. Tap each card to find out what it does, its pros and cons, and how you might use it.`,
      ],
      tiles: [
        { label: "EFTPOS card", dialog: "toc-2-1", art: "eftpos-card" },
        { label: "Debit card", dialog: "toc-2-2", art: "debit-card" },
        { label: "Credit card", dialog: "toc-2-3", art: "credit-card" },
      ],
      activity: {
        kind: "sort",
        id: "m2-own-or-borrowed",
        prompt: rich`Whose ${w("money")} does each card spend?`,
        bins: ["Your own money", "Borrowed money"],
        cards: [
          {
            label: "EFTPOS card",
            bin: 0,
            why: rich`It takes ${w("money")} straight out of your everyday account, so you can only ${w("spend")} what you have.`,
          },
          {
            label: "Debit card",
            bin: 0,
            why: rich`Like EFTPOS, it spends the ${w("money")} in your account. It just works in more places.`,
          },
          {
            label: "Credit card",
            bin: 1,
            why: rich`You borrow from the ${w("bank")} and get a bill every month.`,
          },
        ],
      },
    },
    {
      kind: "quiz-launcher",
      title: "Quiz time",
      body: [rich`Three quick questions about cards. Ready?`],
    },
    {
      kind: "quiz",
      title: "Question 1",
      quiz: {
        id: "m2-q1",
        question: rich`Can you use an EFTPOS card to shop online?`,
        layout: "compact",
        options: [
          {
            label: "Yes",
            explanation:
              "An EFTPOS card itself works only in person at a shop's card machine in New Zealand, not online. You can still pay online without a card, with Online EFTPOS or a bank transfer.",
          },
          {
            label: "No",
            explanation:
              "An EFTPOS card itself can't be used online: it works in person in New Zealand only. But paying online doesn't need a card: Online EFTPOS and bank transfers take the money straight from your account.",
          },
        ],
        correct: 1,
        taughtOn: "Types of bank cards",
      },
    },
    {
      kind: "quiz",
      title: "Question 2",
      quiz: {
        id: "m2-q2",
        question: rich`Can you use a debit card to ${w("pay")} for a subscription, like a music streaming app?`,
        layout: "compact",
        options: [
          {
            label: "Yes",
            explanation:
              "A Visa or Mastercard debit card works online, so you can use it for subscriptions. Keep an eye on them, as they take money every month.",
          },
          {
            label: "No",
            explanation:
              "Good guess, but a debit card works online too, so it can pay for subscriptions. It's an EFTPOS-only card that can't.",
          },
        ],
        correct: 0,
        taughtOn: "Types of bank cards",
      },
    },
    {
      kind: "quiz",
      title: "Question 3",
      quiz: {
        id: "m2-q3",
        question: rich`What happens if you don't ${w("pay")} your credit card bill?`,
        layout: "rows",
        options: [
          {
            label: "Nothing, the bank forgets about it",
            explanation:
              "The bank keeps a record of what you owe, and it keeps asking until the bill is paid.",
          },
          {
            label: "Your credit limit goes up",
            explanation:
              "It's the other way round. Missing payments makes lenders trust you less, so they are less likely to let you borrow more.",
          },
          {
            label: "Credit rating decreases and extra interest charged",
            explanation:
              "You pay interest on what you still owe, there can be late fees, and the missed payment goes on your credit report.",
          },
          {
            label: "You pay a small fee once and that's it",
            explanation:
              "Close, as there can be a late fee, but that's not all. Interest keeps adding up on what you owe, and the missed payment shows on your credit report.",
          },
        ],
        correct: 2,
        taughtOn: "Types of bank cards",
      },
    },
    {
      kind: "takeaways",
      title: "Key takeaways",
      points: [
        rich`Never share your PIN with anyone. Your ${w("bank")} will never ask for it.`,
        rich`An EFTPOS card spends your own ${w("money")}, in person in New Zealand only. A debit card spends your own ${w("money")} too, and also works online, overseas and with a tap.`,
        rich`Online, you can also ${w("pay")} straight from your account without a card, with Online EFTPOS or a bank transfer.`,
        rich`A credit card is borrowed ${w("money")}: banks give them only to people ${fig("creditCardMinAge")} or over, and you get a bill every month.`,
        rich`${w("pay", true)} the whole credit card bill on time to avoid ${w("interest")} and keep a good ${w("creditScore")}. Paying less usually loses the interest-free days, and you must always pay at least the minimum payment.`,
      ],
      activity: {
        kind: "choose",
        id: "m2-pay-the-bill",
        prompt: rich`Your credit card bill arrives. Which payment means no ${w("interest")}?`,
        options: [
          {
            label: "The minimum payment",
            explanation: rich`You must pay at least the minimum, but ${w("interest")} is usually charged on the rest, from the day you bought things.`,
          },
          {
            label: "Half the bill",
            explanation: rich`Paying less than the whole bill usually loses the interest-free days.`,
          },
          {
            label: "The whole bill, by the due date",
            explanation: rich`Pay it all on time and many cards charge no ${w("interest")}. It keeps your ${w("creditScore")} good too.`,
          },
        ],
        correct: 2,
      },
    },
  ],
  dialogs: [
    {
      id: "toc-2-1",
      title: "EFTPOS card",
      tag: "eftpos",
      pages: [
        {
          title: "What is it?",
          body: [
            rich`An EFTPOS card is linked to your everyday ${w("bankAccount")}. When you ${w("pay")}, the ${w("money")} comes straight out of your account, so you can only ${w("spend")} what you have.`,
            rich`You use it in person at a shop's card machine in New Zealand, with your PIN. It doesn't work online, overseas or with a tap (contactless).`,
            rich`EFTPOS was once how most Kiwis paid: it was used for about ${fig("eftposShare2006")} of all shop purchases in 2006, but only about ${fig("eftposShare2023")} by 2023.`,
          ],
        },
        {
          title: "Pros and cons",
          body: [
            {
              list: [
                rich`Pro: you ${w("spend")} only your own ${w("money")}, so there's no ${w("debt")}.`,
                rich`Pro: it's accepted by almost every shop in New Zealand.`,
                rich`Con: the card doesn't work online, overseas or contactless.`,
                rich`Con: if you lose it, someone who learns your PIN could ${w("spend")} your ${w("money")}. Tell your ${w("bank")} straight away.`,
              ],
            },
          ],
        },
        {
          title: "Example",
          body: [
            rich`After school you buy lunch at the dairy: you insert your EFTPOS card, type your PIN, and the ${w("money")} comes out of your account.`,
            rich`That night you want a game online. Your EFTPOS card won't work, but you don't need a card: with Online EFTPOS you approve the payment in your banking app. Or ${w("pay")} by bank transfer.`,
          ],
        },
      ],
    },
    {
      id: "toc-2-2",
      title: "Debit card",
      tag: "debit",
      pages: [
        {
          title: "What is it?",
          body: [
            rich`A debit card (a Visa or Mastercard debit card) is also linked to your everyday ${w("bankAccount")}. Like EFTPOS, it spends your own ${w("money")}, not borrowed ${w("money")}.`,
            rich`But it works in more places: in shops with a tap (contactless), online, and overseas. It has a long card number, an expiry date and a security code on the back for shopping online.`,
          ],
        },
        {
          title: "Pros and cons",
          body: [
            {
              list: [
                rich`Pro: you ${w("spend")} your own ${w("money")}, so there's no ${w("debt")} and no ${w("interest")}.`,
                rich`Pro: it works online, overseas and with a quick tap.`,
                rich`Con: tapping is so easy that it's easy to ${w("spend")} more than you planned. A ${w("budget")} helps.`,
                rich`Con: scammers want your card details. Only type them into websites you trust, and never give them out over the phone or by text.`,
              ],
            },
          ],
        },
        {
          title: "Example",
          body: [
            rich`You sign up for a music streaming app and add your debit card. Each month the subscription comes out of your ${w("bankAccount")} automatically.`,
            rich`At the shop you tap your card to ${w("pay")} for a drink: for small amounts you usually don't need your PIN. Check your banking app every week to see where your ${w("money")} goes and spot any payment you don't recognise.`,
          ],
        },
      ],
    },
    {
      id: "toc-2-3",
      title: "Credit card",
      tag: "credit",
      pages: [
        {
          title: "What is it?",
          body: [
            rich`A credit card lets you borrow ${w("money")} from the ${w("bank")} to ${w("pay")} for things. Banks give them only to people ${fig("creditCardMinAge")} or over.`,
            rich`The ${w("bank")} sets a limit: the most you can owe. Every month you get a bill. ${w("pay", true)} it all by the due date and many cards charge no ${w("interest")} (the interest-free days).`,
            rich`${w("pay", true)} less and you usually lose those days: ${w("interest")} counts from the day you bought things. You must always ${w("pay")} at least the minimum payment.`,
          ],
        },
        {
          title: "Pros",
          body: [
            {
              list: [
                rich`Paid in full on time, it's a few weeks' ${w("loan")} with no ${w("interest")}.`,
                rich`Paying on time builds a good ${w("creditScore")}, which helps you borrow later.`,
              ],
            },
          ],
        },
        {
          title: "Cons",
          body: [
            {
              list: [
                rich`${w("interest", true)} is high, so an unpaid bill grows quickly.`,
                rich`Fees: a yearly card fee, and late fees if you miss a payment.`,
                rich`Missed payments go on your credit report and lower your ${w("creditScore")}.`,
              ],
            },
          ],
        },
        {
          title: "Example",
          body: [
            rich`You buy headphones for ${fig("exampleCardPurchase")} on your credit card and ${w("pay")} only ${fig("exampleCardPaid")} of the bill. You still owe ${fig("exampleCardOwing")}, and ${w("interest")} is added every month until it's all paid.`,
          ],
        },
      ],
    },
  ],
} satisfies MissionContent;
