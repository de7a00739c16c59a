import { TOPICS } from "./content/topics";

/**
 * Every address of the app's pages, and each page's title: the one place both are written
 * (spec section 2's route table), with class-paths.ts for the classes' family of addresses
 * (docs/decisions/0059). The web's route table, every link, the server's mail links and the
 * prerender script build addresses here; a route-shaped string anywhere else fails lint.
 */

/** The calculators by the name the content and inputs use, each with its address's last part. */
const TOOL_SLUGS = { repayment: "repayment-calculator", savings: "savings-calculator" } as const;
export type ToolName = keyof typeof TOOL_SLUGS;

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

export const PATHS = {
  intro: "/",
  home: "/explorer",
  missions: "/missions",
  tools: "/tools",
  profile: "/profile",
  settings: "/settings",
  about: "/about-rocket",
  contact: "/contact",
  whoop: "/whoop",
  privacy: "/privacy-policy",
  terms: "/terms-and-conditions",
  logout: "/logout",
  resetPassword: "/reset-password",
  /** The old app's auth paths, kept for old links and mails (spec section 2): Home opens the dialog. */
  login: "/login",
  signup: "/signup",
  register: "/register",
  forgotPassword: "/forgotPassword",
  /** Home with a dialog open, e.g. after a failed Google sign-in. */
  homeWith: (modal: string) => `/explorer?modal=${encodeURIComponent(modal)}`,
  topic: (slug: string) => `/missions/${slug}`,
  /** Mission control's topic with a note that a mission is still locked. */
  topicLocked: (slug: string, uid: string) => `/missions/${slug}?locked=${uid}`,
  /** A mission's page, or with no page the mission where the student left off (decision 0017). */
  mission: (slug: string, page?: number) =>
    page === undefined ? `/mission/${slug}` : `/mission/${slug}/${page}`,
  /** A calculator, with its inputs as a query string ("" for none). */
  tool: (name: ToolName, query = "") => withQuery(`/tools/${TOOL_SLUGS[name]}`, query),
} as const;

/** Route patterns (wouter's syntax) for the pages whose address has a part that varies. */
export const PATTERNS = {
  mission: "/mission/:slug/:page?",
} as const;

/** The React page each route shows: the web's route table maps each to its lazy code. */
export type PageKey =
  | "intro"
  | "home"
  | "missions"
  | "topic"
  | "mission"
  | "tools"
  | "repayment"
  | "savings"
  | "profile"
  | "settings"
  | "about"
  | "contact"
  | "whoop"
  | "privacy"
  | "terms"
  | "logout"
  | "resetPassword";

export type PageRoute<Key extends string = PageKey> = {
  key: Key;
  path: string;
  title: string;
  /** Listed in the side menu (top-level routes except intro, auth, legal and game ones). */
  menu?: boolean;
  /** Listed in the menu only for a signed-in account. */
  account?: boolean;
  /** Where the planet button leads from here; Home when unset. */
  parent?: string;
};

/** Every path of the specification's route table with its title, in the menu's order. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { key: "intro", path: PATHS.intro, title: "Rocket" },
  { key: "home", path: PATHS.home, title: "Home", menu: true },
  { key: "missions", path: PATHS.missions, title: "Mission control", menu: true },
  ...TOPICS.map((t) => ({
    key: "topic" as const,
    path: PATHS.topic(t.slug),
    title: t.title,
    parent: PATHS.missions,
  })),
  // The mission page sets its own title (the mission's); its parent is its topic.
  { key: "mission", path: PATTERNS.mission, title: "Mission" },
  { key: "tools", path: PATHS.tools, title: "Tools", menu: true },
  {
    key: "repayment",
    path: PATHS.tool("repayment"),
    title: "Repayment calculator",
    parent: PATHS.tools,
  },
  { key: "savings", path: PATHS.tool("savings"), title: "Savings calculator", parent: PATHS.tools },
  { key: "profile", path: PATHS.profile, title: "Profile", menu: true },
  { key: "settings", path: PATHS.settings, title: "Settings", menu: true },
  { key: "about", path: PATHS.about, title: "About", menu: true },
  { key: "contact", path: PATHS.contact, title: "Contact us", menu: true },
  { key: "whoop", path: PATHS.whoop, title: "Whoop-whoop" },
  { key: "privacy", path: PATHS.privacy, title: "Privacy policy" },
  { key: "terms", path: PATHS.terms, title: "Terms and conditions" },
  { key: "logout", path: PATHS.logout, title: "Logout" },
  { key: "resetPassword", path: PATHS.resetPassword, title: "Reset password" },
];

/** The old app's auth paths land on Home, opening the matching dialog (spec section 2). */
export const AUTH_REDIRECTS: Readonly<Record<string, string>> = {
  [PATHS.login]: "login",
  [PATHS.signup]: "register",
  [PATHS.register]: "register",
  [PATHS.forgotPassword]: "forgotPassword",
};

export const pageTitle = (title: string) => `${title} | Rocket`;

/** A route path as a pattern: ":name" matches one segment, ":name?" may be left out. */
const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/\/:\w+\?/g, "(?:/[^/]+)?").replace(/:\w+/g, "[^/]+")}$`);

/** The lookup of the route an address (without its query) shows among `routes`, if any. */
export function routeFinder<R extends { path: string }>(routes: readonly R[]) {
  // Routes with parameters, their patterns made once.
  const parametrised = routes
    .filter((r) => r.path.includes(":"))
    .map((r) => ({ route: r, pattern: patternOf(r.path) }));
  return (path: string): R | undefined =>
    routes.find((r) => r.path === path) ?? parametrised.find((p) => p.pattern.test(path))?.route;
}

/** The route among PAGE_ROUTES an address shows, if any (a class address: class-paths.ts). */
export const routeFor = routeFinder(PAGE_ROUTES);

/**
 * Whether an address is one of the classes' (class-paths.ts): the web loads their routes and
 * pages only then, so a student's first visit carries this test and not the class routes
 * (issue 24: the students' first-visit JavaScript does not grow; docs/decisions/0059).
 */
export const isClassPath = (path: string) => /^\/(classes|my-classes|join)(\/|$)/.test(path);

/** Whether an address is a mission's page (the planet button asks before leaving one). */
export const isMissionPath = (path: string) => path.startsWith("/mission/");
