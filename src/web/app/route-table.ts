import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { TOPICS } from "../../core/content/topics";

type Loader = () => Promise<ComponentType>;

/**
 * A lazy page that can also start loading early (while the session is still being read, or
 * before a prerendered first screen is hydrated: src/web/main.tsx waits for it).
 */
type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

export type AppRoute = {
  path: string;
  title: string;
  page: LazyPage;
  /** Listed in the side menu (top-level routes except intro, auth, legal and game ones). */
  menu?: boolean;
  /** Where the planet button leads from here; Home when unset. */
  parent?: string;
};

/**
 * Once its code is loaded, a page renders without suspending: React's lazy reads a promise that
 * calls back at once as resolved. Hydrating a prerendered first screen (src/web/main.tsx waits
 * for the page's code) then takes the page over in the same pass as the rest, instead of
 * leaving it to a later pass that an early state change could cut short.
 */
const page = (load: Loader): LazyPage => {
  let loaded: { default: ComponentType } | undefined;
  const preload = () => load().then((Page) => (loaded = { default: Page }));
  const now = (module: { default: ComponentType }) =>
    Object.assign(Promise.resolve(module), {
      then: (resolve: (m: typeof module) => void) => resolve(module),
    });
  return Object.assign(
    lazy(() => (loaded ? now(loaded) : preload())),
    { preload },
  );
};

const missionControl = page(() =>
  import("../features/mission-list/mission-control-page").then((m) => m.MissionControlPage),
);
const topicPage = page(() =>
  import("../features/mission-list/topic-page").then((m) => m.TopicPage),
);
// The mission the address names loads with the page's code, so a prerendered mission page
// hydrates whole (src/web/main.tsx waits for this) and a new one suspends only once.
const missionPage = page(() =>
  import("../features/mission-player/mission-page").then(async (m) => {
    if (typeof window !== "undefined") await m.loadMissionAt(window.location.pathname);
    return m.MissionPage;
  }),
);

/** Every path of the specification's route table with its title: the one place for both. */
export const ROUTES: readonly AppRoute[] = [
  {
    path: "/",
    title: "Rocket",
    page: page(() => import("../features/explorer/intro-page").then((m) => m.IntroPage)),
  },
  {
    path: "/explorer",
    title: "Home",
    menu: true,
    page: page(() => import("../features/explorer/home-page").then((m) => m.HomePage)),
  },
  { path: "/missions", title: "Mission control", menu: true, page: missionControl },
  ...TOPICS.map((t) => ({
    path: `/missions/${t.slug}`,
    title: t.title,
    page: topicPage,
    parent: "/missions",
  })),
  // The mission page sets its own title (the mission's); its parent is its topic.
  { path: "/mission/:slug/:page?", title: "Mission", page: missionPage },
  {
    path: "/tools",
    title: "Tools",
    menu: true,
    page: page(() => import("../features/tools/tools-page").then((m) => m.ToolsPage)),
  },
  {
    path: "/tools/repayment-calculator",
    title: "Repayment calculator",
    page: page(() => import("../features/tools/repayment-page").then((m) => m.RepaymentPage)),
    parent: "/tools",
  },
  {
    path: "/tools/savings-calculator",
    title: "Savings calculator",
    page: page(() => import("../features/tools/savings-page").then((m) => m.SavingsPage)),
    parent: "/tools",
  },
  {
    path: "/profile",
    title: "Profile",
    menu: true,
    page: page(() => import("../features/account/profile-page").then((m) => m.ProfilePage)),
  },
  {
    path: "/settings",
    title: "Settings",
    menu: true,
    page: page(() => import("../features/settings/settings-page").then((m) => m.SettingsPage)),
  },
  {
    path: "/about-rocket",
    title: "About",
    menu: true,
    page: page(() => import("../features/info/about-page").then((m) => m.AboutPage)),
  },
  {
    path: "/contact",
    title: "Contact us",
    menu: true,
    page: page(() => import("../features/contact/contact-page").then((m) => m.ContactPage)),
  },
  {
    path: "/whoop",
    title: "Whoop-whoop",
    page: page(() => import("../features/info/whoop-page").then((m) => m.WhoopPage)),
  },
  {
    path: "/privacy-policy",
    title: "Privacy policy",
    page: page(() => import("../features/info/privacy-page").then((m) => m.PrivacyPage)),
  },
  {
    path: "/terms-and-conditions",
    title: "Terms and conditions",
    page: page(() => import("../features/info/terms-page").then((m) => m.TermsPage)),
  },
  {
    path: "/logout",
    title: "Logout",
    page: page(() => import("../features/account/logout-page").then((m) => m.LogoutPage)),
  },
  {
    path: "/reset-password",
    title: "Reset password",
    page: page(() =>
      import("../features/account/reset-password-page").then((m) => m.ResetPasswordPage),
    ),
  },
];

export const LOST_PAGE = page(() => import("../features/info/lost-page").then((m) => m.LostPage));

/** The old app's auth paths land on Home, opening the matching dialog (spec section 2). */
export const AUTH_REDIRECTS: Readonly<Record<string, string>> = {
  "/login": "login",
  "/signup": "register",
  "/register": "register",
  "/forgotPassword": "forgotPassword",
};

export const pageTitle = (title: string) => `${title} | Rocket`;

/** A route path as a pattern: ":name" matches one segment, ":name?" may be left out. */
const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/\/:\w+\?/g, "(?:/[^/]+)?").replace(/:\w+/g, "[^/]+")}$`);

/** Routes with parameters, their patterns made once. */
const PATTERNS = ROUTES.filter((r) => r.path.includes(":")).map((r) => ({
  route: r,
  pattern: patternOf(r.path),
}));

export function routeFor(path: string): AppRoute | undefined {
  return ROUTES.find((r) => r.path === path) ?? PATTERNS.find((p) => p.pattern.test(path))?.route;
}
