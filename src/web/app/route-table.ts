import { lazy, type ComponentType } from "react";
import { isClassPath, PAGE_ROUTES, routeFor, type PageKey, type PageRoute } from "../../core/paths";
import type { LazyPage, PageMaker } from "./lazy-page";

export type AppRoute = PageRoute & { page: LazyPage };

/**
 * Once its code is loaded, a page renders without suspending: React's lazy reads a promise that
 * calls back at once as resolved. Hydrating a prerendered first screen (src/web/main.tsx waits
 * for the page's code) then takes the page over in the same pass as the rest, instead of
 * leaving it to a later pass that an early state change could cut short.
 */
const page: PageMaker = (load) => {
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

/** The page of an address the app does not have. */
const LOST_PAGE = page(() => import("../features/info/lost-page").then((m) => m.LostPage));

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
    const table = m.classRouteTable(page, LOST_PAGE);
    if (typeof window !== "undefined") await table.pageFor(window.location.pathname).preload();
    return table.ClassRoutes;
  }),
);

/** The code of the page an address shows: a class's, the lost page when none. */
export const pageFor = (path: string): LazyPage => {
  if (isClassPath(path)) return CLASS_PAGES;
  const key = routeFor(path)?.key;
  return key ? PAGES[key] : LOST_PAGE;
};
