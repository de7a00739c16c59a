import { Suspense, useEffect } from "react";
import { Redirect, Route, Switch, useLocation, useSearch } from "wouter";
import { AuthDialogs } from "../features/account/auth-dialogs";
import { MainNav } from "../features/menu/main-nav";
import { SideMenu } from "../features/menu/side-menu";
import { RefreshBanner } from "../features/pwa/refresh-banner";
import { Splash } from "../features/pwa/splash";
import { SettingsEffects } from "../features/settings/settings-effects";
import { AUTH_REDIRECTS, PATHS } from "../../core/paths";
import { useDialogs } from "../lib/dialogs";
import { startFirstTriesWhenNeeded } from "../lib/first-tries-start";
import { inTurns } from "../lib/in-turns";
import { loadLocalProgress } from "../lib/local-progress";
import { useSession } from "../lib/session";
import { startSettings, stopSettings } from "../lib/settings";
import { startSync, stopSync } from "../lib/sync";
import { ErrorBoundary } from "../ui/error-boundary";
import { Failure } from "../ui/failure";
import { Preloader } from "../ui/preloader";
import { StarField } from "../ui/star-field";
import { pageFor, ROUTES } from "./route-table";
import styles from "./app.module.css";

/** Arriving on Home or Mission control clears any dialog, unless ?modal= names one to open. */
function useDialogFromUrl() {
  const [location] = useLocation();
  const search = useSearch();
  useEffect(() => {
    if (location !== PATHS.home && location !== PATHS.missions) return;
    const modal = new URLSearchParams(search).get("modal");
    if (modal) useDialogs.getState().show(modal);
    else useDialogs.getState().close();
  }, [location, search]);
}

type AppProps = {
  /**
   * The page arrived as a visitor's first screen (docs/decisions/0022), so it shows that view
   * while the session is read rather than the full-screen preloader, and hydrates.
   */
  prerendered?: boolean;
};

/** The app, and what the student sees instead if its frame itself fails (docs/decisions/0029). */
export function App(props: AppProps) {
  return (
    <ErrorBoundary fallback={(error) => <Failure error={error} whole />}>
      <Shell {...props} />
    </ErrorBoundary>
  );
}

function Shell({ prerendered = false }: AppProps) {
  // Only what the app's frame shows is read here, so the session arriving does not draw every
  // page again: a prerendered page never waits for it.
  const booting = useSession((s) => !prerendered && s.status === "loading");
  const [location] = useLocation();
  useDialogFromUrl();
  useEffect(
    () =>
      // Each in a task of its own (decision 0064), what goes to the network or storage first.
      inTurns([
        () => {
          // Fetch the first page's code while the session is read, not after. Should it fail,
          // the page's boundary says so when it renders.
          pageFor(window.location.pathname)
            .preload()
            .catch(() => undefined);
          void useSession.getState().refresh();
        },
        () => void loadLocalProgress(),
        () => {
          startSettings();
          return stopSettings;
        },
        () => {
          startSync();
          return stopSync;
        },
        startFirstTriesWhenNeeded,
      ]),
    [],
  );

  if (booting)
    return (
      <>
        <StarField />
        <Preloader />
      </>
    );
  // Main navigation is hidden on the intro (and while loading, above).
  const onIntro = location === PATHS.intro;
  return (
    <div className={styles.shell}>
      <StarField />
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <SettingsEffects />
      <Splash />
      {!onIntro && (
        <header className={styles.header}>
          <MainNav />
          <SideMenu />
        </header>
      )}
      <main id="main" tabIndex={-1} className={styles.main}>
        {/* A page that fails shows why in its place; the header and menu keep working, and the
            next address gets its chance (resetKey, not key: a key would redraw every page). */}
        <ErrorBoundary resetKey={location} fallback={(error) => <Failure error={error} />}>
          <Suspense fallback={<Preloader inline />}>
            <Switch>
              {ROUTES.map(({ path, page: Page }) => (
                <Route key={path} path={path} component={Page} />
              ))}
              {Object.entries(AUTH_REDIRECTS).map(([path, dialog]) => (
                <Route key={path} path={path}>
                  <AuthRedirect dialog={dialog} />
                </Route>
              ))}
              {/* Any other address: a class's (their own table, loaded then), or the lost page. */}
              <Route component={pageFor(location)} />
            </Switch>
          </Suspense>
        </ErrorBoundary>
      </main>
      <AuthDialogs />
      <RefreshBanner />
    </div>
  );
}

/** An old sign-in or sign-up address: Home, with that dialog open unless already signed in. */
function AuthRedirect({ dialog }: { dialog: string }) {
  const signedIn = useSession((s) => s.status === "signed-in");
  return <Redirect to={signedIn ? PATHS.home : PATHS.homeWith(dialog)} replace />;
}
