import type { SectionUid } from "../progress/sections";

/** The five topics of the route table, each with its missions in order (spec section 2). */
export const TOPICS = [
  {
    slug: "what-is-banking",
    title: "What is banking",
    missions: [
      { slug: "types-of-bank-accounts", uid: "m7" },
      { slug: "types-of-cards", uid: "m2" },
      { slug: "banking-fundamentals", uid: "m0" },
    ],
  },
  {
    slug: "budgeting",
    title: "Budgeting",
    missions: [
      { slug: "impact-of-savings", uid: "m1" },
      { slug: "awareness-of-unnecessary-spending", uid: "m8" },
    ],
  },
  {
    slug: "different-payment-options",
    title: "Payment options",
    missions: [{ slug: "buy-now-pay-later", uid: "m9" }],
  },
  {
    slug: "basics-of-credit",
    title: "Basics of credit",
    missions: [{ slug: "what-is-credit", uid: "m10" }],
  },
  {
    slug: "life-after-school",
    title: "Life after school",
    missions: [
      { slug: "student-loans", uid: "m3" },
      { slug: "working-life", uid: "m6" },
    ],
  },
] as const satisfies readonly {
  slug: string;
  title: string;
  missions: readonly { slug: string; uid: SectionUid }[];
}[];

export type Topic = (typeof TOPICS)[number];
