import { isClassPath, PAGE_ROUTES, routeFor, type PageKey, type PageRoute } from "../../core/paths";
import { LOST_PAGE, page, type LazyPage } from "./lazy-page";

export type AppRoute = PageRoute & { page: LazyPage };

// The mission the address names loads with the page's code, so a prerendered mission page
// hydrates whole (src/web/main.tsx waits for this) and a new one suspends only once.
const missionPage = page(() =>
  import("../features/mission-player/mission-page").then(async (m) => {
    if (typeof window !== "undefined") await m.loadMissionAt(window.location.pathname);
    return m.MissionPage;
  }),
);

/** Each page's code, by the key its route has in the paths module. */
const PAGES: Record<PageKey, LazyPage> = {
  intro: page(() => import("../features/explorer/intro-page").then((m) => m.IntroPage)),
  home: page(() => import("../features/explorer/home-page").then((m) => m.HomePage)),
  missions: page(() =>
    import("../features/mission-list/mission-control-page").then((m) => m.MissionControlPage),
  ),
  topic: page(() => import("../features/mission-list/topic-page").then((m) => m.TopicPage)),
  mission: missionPage,
  tools: page(() => import("../features/tools/tools-page").then((m) => m.ToolsPage)),
  repayment: page(() => import("../features/tools/repayment-page").then((m) => m.RepaymentPage)),
  savings: page(() => import("../features/tools/savings-page").then((m) => m.SavingsPage)),
  profile: page(() => import("../features/account/profile-page").then((m) => m.ProfilePage)),
  settings: page(() => import("../features/settings/settings-page").then((m) => m.SettingsPage)),
  about: page(() => import("../features/info/about-page").then((m) => m.AboutPage)),
  contact: page(() => import("../features/contact/contact-page").then((m) => m.ContactPage)),
  whoop: page(() => import("../features/info/whoop-page").then((m) => m.WhoopPage)),
  privacy: page(() => import("../features/info/privacy-page").then((m) => m.PrivacyPage)),
  terms: page(() => import("../features/info/terms-page").then((m) => m.TermsPage)),
  logout: page(() => import("../features/account/logout-page").then((m) => m.LogoutPage)),
  resetPassword: page(() =>
    import("../features/account/reset-password-page").then((m) => m.ResetPasswordPage),
  ),
};

/** The paths module's routes, each with its page's code. */
export const ROUTES: readonly AppRoute[] = PAGE_ROUTES.map((r) => ({ ...r, page: PAGES[r.key] }));

/**
 * The classes' pages (issue 24), loaded with their own route table when a class address is
 * opened (docs/decisions/0059). As with a mission, the page the address names loads with the
 * table, so it renders without suspending twice.
 */
const CLASS_PAGES = page(() =>
  import("./class-route-table").then(async (m) => {
    if (typeof window !== "undefined") await m.classPageFor(window.location.pathname).preload();
    return m.ClassRoutes;
  }),
);

/** The code of the page an address shows: a class's, the lost page when none. */
export const pageFor = (path: string): LazyPage => {
  if (isClassPath(path)) return CLASS_PAGES;
  const key = routeFor(path)?.key;
  return key ? PAGES[key] : LOST_PAGE;
};
