import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { PAGE_ROUTES, routeFor, type PageKey, type PageRoute } from "../../core/paths";

type Loader = () => Promise<ComponentType>;

/**
 * A lazy page that can also start loading early (while the session is still being read, or
 * before a prerendered first screen is hydrated: src/web/main.tsx waits for it).
 */
type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

export type AppRoute = PageRoute & { page: LazyPage };

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
  myClasses: page(() =>
    import("../features/my-classes/my-classes-page").then((m) => m.MyClassesPage),
  ),
  classJoin: page(() => import("../features/my-classes/join-page").then((m) => m.JoinPage)),
  classes: page(() => import("../features/teacher/classes-page").then((m) => m.ClassesPage)),
  classInvite: page(() => import("../features/teacher/invite-page").then((m) => m.InvitePage)),
  classPage: page(() => import("../features/teacher/class-page").then((m) => m.ClassPage)),
};

/** The paths module's routes, each with its page's code. */
export const ROUTES: readonly AppRoute[] = PAGE_ROUTES.map((r) => ({ ...r, page: PAGES[r.key] }));

export const LOST_PAGE = page(() => import("../features/info/lost-page").then((m) => m.LostPage));

/** The code of the page an address shows (the lost page when none). */
export const pageFor = (path: string): LazyPage => {
  const key = routeFor(path)?.key;
  return key ? PAGES[key] : LOST_PAGE;
};
