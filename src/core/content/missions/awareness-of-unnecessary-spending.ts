import { fig, mi, NAME, rich, w, type MissionContent } from "../schema";

/**
 * Unnecessary spending (m8): what it is, noticing your own habits, one shopping trip that went
 * over its plan (spec section 2: each of three goals opens a part of the trip), two questions,
 * takeaways. The trip's totals are worked out in figures-by-topic/spending.ts from its lines.
 */
export const content = {
  defaultName: "Tama",
  pages: [
    {
      kind: "text",
      title: "What is unnecessary spending?",
      activity: {
        kind: "sort",
        id: "m8-need-or-want",
        prompt: rich`Need or want? Sort each one.`,
        bins: ["Need", "Want"],
        cards: [
          {
            label: "Lunch to take to school",
            bin: 0,
            why: "You have to eat, so it's a cost to plan for each week.",
          },
          {
            label: "A snack because you're bored",
            bin: 1,
            why: "You're not hungry, just bored. Small buys like this add up fast.",
          },
          {
            label: "A raincoat when yours has ripped",
            bin: 0,
            why: "You need to stay dry, and replacing what's worn out isn't an extra.",
          },
          {
            label: "The phone case all your friends have",
            bin: 1,
            why: "Buying things because friends have them is a common way money slips away.",
          },
        ],
      },
      body: [
        rich`Unnecessary spending is ${w("money")} you ${w("spend")} on things you don't really need and didn't plan to buy: a snack because you're bored, a "deal" because it's on sale, or the latest thing because your friends have it.`,
        rich`A few dollars here and there feels like nothing. But it adds up fast, and it's ${w("money")} that could have gone towards your ${w("goal")}.`,
        rich`In this mission you'll spot where ${w("money")} slips away, follow one shopping trip, and pick up tips to keep your spending on track.`,
      ],
      image: {
        art: "leaky-wallet",
        alt: "An open wallet floating in space, with gold coins drifting out of it towards a pink shopping bag.",
      },
    },
    {
      kind: "text",
      title: "Know your spending habits",
      activity: {
        kind: "choose",
        id: "m8-first-step",
        prompt: rich`What's the best first step to change a spending habit?`,
        options: [
          {
            label: "Stop buying anything fun",
            explanation:
              "Cutting out everything fun rarely lasts. Start by noticing where your money goes.",
          },
          {
            label: "Write down all you spend for a week",
            explanation:
              "Writing it all down, even small snacks, shows where your money really goes. Noticing comes first.",
          },
          {
            label: "Only shop when there's a sale",
            explanation:
              "A sale tempts you to buy things you didn't plan. It only saves money if you needed the thing anyway.",
          },
        ],
        correct: 1,
      },
      body: [
        rich`Before you can change a habit, you need to notice it. Be honest with yourself. Do you ever:`,
        {
          list: [
            rich`buy something, then wish you hadn't?`,
            rich`buy things because your friends have them?`,
            rich`shop or snack when you're bored, stressed or tired?`,
            rich`buy something just because it's on sale?`,
            rich`get to the end of the week and wonder where your ${w("money")} went?`,
          ],
        },
        rich`If you said yes to any of these, you're not alone: everyone does it sometimes. Noticing is the first step. Try writing down everything you ${w("spend")} for one week, even small snacks, and see where it goes.`,
      ],
      image: {
        art: "thinking",
        alt: "A student in a space suit with a thought bubble holding a question mark, thinking about where their money goes.",
      },
    },
    {
      kind: "scenario",
      title: "A trip to town",
      activity: {
        kind: "sort",
        id: "m8-trip-plan",
        prompt: rich`${NAME} went to town for a printer. Sort what came home: planned or extra?`,
        bins: ["Planned", "Extra"],
        cards: [
          { label: "A printer", bin: 0, why: rich`${NAME} needs it for ${w("school")}.` },
          { label: "Ink for the printer", bin: 0, why: "The printer is no use without it." },
          {
            label: "Bubble teas",
            bin: 1,
            why: "Nice, but not in the plan, and one was for a friend.",
          },
          {
            label: "Shoes on sale",
            bin: 1,
            why: rich`${NAME}'s shoes were fine. A sale only saves ${w("money")} if you were going to buy them anyway.`,
          },
          {
            label: "Lunch at the food court",
            bin: 1,
            why: rich`Not in the plan: ${NAME} could have eaten at ${w("home")}.`,
          },
        ],
      },
      body: [
        rich`${NAME} has a part-time job and is saving hard for three things: a PlayStation 5, a holiday with friends at the end of the year, and one day a first car.`,
        rich`On Saturday ${NAME} needs a new printer and ink for ${w("school")}. ${NAME} takes some cash out of ${w("savings")} and heads into town with a friend.`,
        rich`The plan is simple: buy the printer and ink, then go home. Let's see how it goes.`,
      ],
      image: {
        art: "character",
        alt: "A smiling student in a space suit walking into town past a row of shops, ready to buy a printer.",
      },
    },
    {
      kind: "tiles",
      title: "Three goals",
      body: [
        rich`Each of ${NAME}'s three goals needs ${w("money")}. Every dollar ${NAME} spends without a plan is a dollar less for them.`,
        rich`Tap each ${w("goal")} in turn to follow the shopping trip, see what it cost, and learn how ${NAME} could stay on track.`,
      ],
      tiles: [
        { label: "PlayStation 5", dialog: "aws-4-1", art: "console-tile" },
        { label: "Holiday", dialog: "aws-4-2", art: "holiday-tile" },
        { label: "Car", dialog: "aws-4-3", art: "car-tile" },
      ],
    },
    {
      kind: "quiz-launcher",
      title: "Quiz time",
      body: [rich`Two quick questions about spending. Think about what you would do.`],
    },
    {
      kind: "quiz",
      title: "Question 1",
      quiz: {
        id: "m8-q1",
        question: rich`You're saving for a new phone. Which of these is unnecessary spending?`,
        layout: "rows",
        options: [
          {
            label: "Topping up your bus card to get to school",
            explanation:
              "Getting to school is something you need, and you can plan for it every week. It's a cost to budget for, not an extra.",
          },
          {
            label: "Buying new Jordans when your shoes are still fine",
            explanation:
              "You might want them, but you don't need them: your shoes still do the job. That money could go towards your phone instead.",
          },
          {
            label: "Buying a school shirt because yours no longer fits",
            explanation:
              "A shirt that no longer fits has to be replaced for school, so it's a need. Buying it is sensible, not wasteful.",
          },
        ],
        correct: 1,
        taughtOn: "What is unnecessary spending?",
      },
    },
    {
      kind: "quiz",
      title: "Question 2",
      quiz: {
        id: "m8-q2",
        question: rich`You're off to the mall to buy a friend's birthday present. What's the best way not to ${w("spend")} more than you planned?`,
        layout: "rows",
        options: [
          {
            label: "Taking your bank card, just in case",
            explanation:
              "With a card you can buy anything you see, and 'just in case' easily turns into extras you never planned.",
          },
          {
            label: "Going when you're hungry and bored",
            explanation:
              "Hungry and bored is when snacks and impulse buys are most tempting, so you're likely to spend more, not less.",
          },
          {
            label: "Only carrying the money you intend to spend",
            explanation:
              "When you carry only what you planned to spend, you can't go over: once it's gone, you're done shopping.",
          },
        ],
        correct: 2,
        taughtOn: "Three goals",
      },
    },
    {
      kind: "takeaways",
      title: "Key takeaways",
      points: [
        rich`Unnecessary spending is ${w("money")} spent on things you don't need and didn't plan for. Small amounts add up fast.`,
        rich`Notice your habits: do you buy when you're bored, because your friends do, or because it's on sale?`,
        rich`A sale only helps you ${w("save")} ${w("money")} if you were going to buy the thing anyway.`,
        rich`Before you shop, make a list, carry only the ${w("money")} you mean to ${w("spend")}, and tell your ${mi("whānau")} and friends about your ${w("goal")}.`,
        rich`Every dollar you don't waste is a dollar towards your ${w("goal")}.`,
      ],
    },
  ],
  dialogs: [
    {
      id: "aws-4-1",
      title: "The shopping trip",
      tag: "shopping-trip",
      pages: [
        {
          body: [
            rich`In town, ${NAME} buys the printer and the ink. Job done? Not quite. Here's everything ${NAME} came home with:`,
            {
              list: [
                rich`a printer: ${fig("exampleTripPrinter")}`,
                rich`ink for the printer: ${fig("exampleTripInk")}`,
                rich`${fig("exampleTripTeaCount")} bubble teas at ${fig("exampleTripTea")} each, one for ${NAME} and one for a friend: ${fig("exampleTripTeas")}`,
                rich`new shoes: ${fig("exampleTripShoes")}, on sale from ${fig("exampleTripShoesWas")}`,
                rich`lunch at the food court: ${fig("exampleTripFood")}`,
              ],
            },
            rich`The shoes felt like a bargain, with ${fig("exampleTripShoesOff")} off! But ${NAME} didn't need new shoes, so the sale saved nothing: it cost ${fig("exampleTripShoes")}.`,
            rich`Every extra dollar here is a dollar that won't go towards the PlayStation 5.`,
          ],
          image: {
            art: "shopping-trip",
            alt: "What came home from town: a printer with its ink, two cups of bubble tea, a shoebox and a takeaway lunch box.",
          },
        },
      ],
    },
    {
      id: "aws-4-2",
      title: "How did it go?",
      tag: "evaluation",
      pages: [
        {
          body: [
            rich`${NAME} planned to ${w("spend")} ${fig("exampleTripPlanned")}: just the printer and the ink.`,
            rich`${NAME} actually spent ${fig("exampleTripSpent")}.`,
            rich`That's ${fig("exampleTripOver")} more than ${NAME} intended. Each extra seemed small at the time, but together they added up fast.`,
            rich`That ${fig("exampleTripOver")} could have gone into ${NAME}'s ${w("savings")} for the holiday with friends.`,
          ],
          image: {
            art: "planned-vs-spent",
            alt: "Two bars side by side: a short green bar for the money planned, and a much taller pink bar for the money spent.",
          },
        },
      ],
    },
    {
      id: "aws-4-3",
      title: "Tips to stay on track",
      tag: "tips",
      pages: [
        {
          body: [
            rich`Saving for something big, like a first car, takes months. These habits stop small extras eating into it:`,
            {
              list: [
                rich`Limit the cash you carry. Take only the ${w("money")} you mean to ${w("spend")}. When it's gone, you're done.`,
                rich`Make a list before you shop, and stick to it. If something isn't on the list, wait a day: if you still want it, plan for it.`,
                rich`Tell your ${mi("whānau")} and friends about your ${w("goal")}. They can help you stick to it, and they'll understand when you say no to extras.`,
              ],
            },
            rich`With these habits, ${NAME} would have come home with the printer and ink, and ${fig("exampleTripOver")} more in ${w("savings")} for the car.`,
          ],
          image: {
            art: "shopping-list",
            alt: "A short shopping list with two lines ticked off, printer and ink, and a single gold coin beside it.",
          },
        },
      ],
    },
  ],
} satisfies MissionContent;
