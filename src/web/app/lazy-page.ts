import { lazy, type ComponentType, type LazyExoticComponent } from "react";

type Loader = () => Promise<ComponentType>;

/**
 * A lazy page that can also start loading early (while the session is still being read, or
 * before a prerendered first screen is hydrated: src/web/main.tsx waits for it).
 */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * Once its code is loaded, a page renders without suspending: React's lazy reads a promise that
 * calls back at once as resolved. Hydrating a prerendered first screen (src/web/main.tsx waits
 * for the page's code) then takes the page over in the same pass as the rest, instead of
 * leaving it to a later pass that an early state change could cut short.
 */
export const page = (load: Loader): LazyPage => {
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
export const LOST_PAGE = page(() => import("../features/info/lost-page").then((m) => m.LostPage));
