import type { ComponentType, LazyExoticComponent } from "react";

/**
 * A lazy page that can also start loading early (while the session is still being read, or
 * before a prerendered first screen is hydrated: src/web/main.tsx waits for it).
 */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/** Makes a lazy page of a loader of its component (route-table.ts's `page`). */
export type PageMaker = (load: () => Promise<ComponentType>) => LazyPage;
