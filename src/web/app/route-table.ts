import { TOPICS } from "../../core/content/topics";

/**
 * Every path of the specification's route table, with its title: the one place for both.
 * The screens behind them arrive with the features; until then each shows its title.
 */
export type RouteEntry = {
  path: string;
  title: string;
  chunk: "main" | "missions" | "tools" | "contact";
};

export const ROUTES: readonly RouteEntry[] = [
  { path: "/", title: "Rocket", chunk: "main" },
  { path: "/explorer", title: "Home", chunk: "main" },
  { path: "/missions", title: "Mission control", chunk: "missions" },
  ...TOPICS.map((t) => ({
    path: `/missions/${t.slug}`,
    title: t.title,
    chunk: "missions" as const,
  })),
  { path: "/tools", title: "Tools", chunk: "tools" },
  { path: "/tools/repayment-calculator", title: "Repayment calculator", chunk: "tools" },
  { path: "/tools/savings-calculator", title: "Savings calculator", chunk: "tools" },
  { path: "/profile", title: "Profile", chunk: "main" },
  { path: "/about-rocket", title: "About", chunk: "main" },
  { path: "/settings", title: "Settings", chunk: "main" },
  { path: "/logout", title: "Logout", chunk: "main" },
  { path: "/whoop", title: "Whoop-whoop", chunk: "main" },
  { path: "/contact", title: "Contact us", chunk: "contact" },
  { path: "/privacy-policy", title: "Privacy policy", chunk: "main" },
  { path: "/terms-and-conditions", title: "Terms and conditions", chunk: "main" },
];

/** Auth paths of the old app: all land on Home (spec section 2). */
export const AUTH_REDIRECTS = ["/login", "/signup", "/register", "/forgotPassword"] as const;

export const pageTitle = (title: string) => `${title} | Rocket`;
