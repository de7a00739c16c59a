import { PATHS, routeFinder, routeFor, type PageRoute } from "./paths";

/**
 * The classes' addresses (issue 24) and their pages' titles: the family that paths.ts's
 * isClassPath tells apart. Written here, not in paths.ts, so a student's first visit does not
 * carry them: the web loads this module with a class page (docs/decisions/0059).
 */

const CLASS_INVITE = "/classes/invite";

export const CLASS_PATHS = {
  /** A class's join link: the code is the only part. */
  classJoin: (code: string) => `/join/${encodeURIComponent(code)}`,
  /** A student's classes: joining one by its code, leaving, "What my teacher sees". */
  myClasses: "/my-classes",
  /** The classes an account teaches, and one of them (docs/decisions/0053). */
  classes: "/classes",
  classPage: (id: string) => `/classes/${encodeURIComponent(id)}`,
  classInvite: CLASS_INVITE,
  /** A co-teacher's invite link: the token after the #, so it never reaches a server's logs. */
  classInviteLink: (token: string) => `${CLASS_INVITE}#${encodeURIComponent(token)}`,
} as const;

/** The React page each class route shows: the web's class route table maps each to its code. */
export type ClassPageKey = "myClasses" | "classJoin" | "classes" | "classInvite" | "classPage";

/** Each class route by its key: a page takes its title from here. */
export const CLASS_ROUTE = {
  myClasses: {
    key: "myClasses",
    path: CLASS_PATHS.myClasses,
    title: "My classes",
    parent: PATHS.profile,
  },
  classJoin: {
    key: "classJoin",
    path: "/join/:code",
    title: "Join a class",
    parent: CLASS_PATHS.myClasses,
  },
  // A teacher's screens. The invite's exact address comes before the class pattern.
  classes: {
    key: "classes",
    path: CLASS_PATHS.classes,
    title: "Classes you teach",
    menu: true,
    account: true,
  },
  classInvite: {
    key: "classInvite",
    path: CLASS_PATHS.classInvite,
    title: "Teach a class",
    parent: CLASS_PATHS.classes,
  },
  // The class page sets its own title (the class's name) once the class is read.
  classPage: {
    key: "classPage",
    path: "/classes/:id",
    title: "Class",
    parent: CLASS_PATHS.classes,
  },
} as const satisfies { [K in ClassPageKey]: PageRoute<K> };

/** The class routes, in the menu's order (after PAGE_ROUTES'). */
export const CLASS_ROUTES: readonly PageRoute<ClassPageKey>[] = Object.values(CLASS_ROUTE);

/** The class route an address (without its query) shows, if any. */
export const classRouteFor = routeFinder(CLASS_ROUTES);

/** The route of any page, a class's or another (the planet button's parent, say). */
export const anyRouteFor = (path: string): PageRoute<string> | undefined =>
  classRouteFor(path) ?? routeFor(path);
