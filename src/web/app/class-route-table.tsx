import { Route, Switch } from "wouter";
import { CLASS_ROUTES, classRouteFor, type ClassPageKey } from "../../core/class-paths";
import type { LazyPage, PageMaker } from "./lazy-page";

/**
 * The classes' route table (issue 24): loaded by route-table.ts when a class address is opened,
 * so a student's first visit does not carry it (docs/decisions/0059). A student's pages and a
 * teacher's are chunks of their own: a student joining a class loads no teacher screen.
 * route-table.ts hands over its `page` and lost page: importing them would make the bundler put
 * them in a chunk of their own, one more file on every first visit.
 */
export function classRouteTable(page: PageMaker, lost: LazyPage) {
  const pages: Record<ClassPageKey, LazyPage> = {
    myClasses: page(() =>
      import("../features/my-classes/my-classes-page").then((m) => m.MyClassesPage),
    ),
    classJoin: page(() => import("../features/my-classes/join-page").then((m) => m.JoinPage)),
    classes: page(() => import("../features/teacher/classes-page").then((m) => m.ClassesPage)),
    classInvite: page(() => import("../features/teacher/invite-page").then((m) => m.InvitePage)),
    classPage: page(() => import("../features/teacher/class-page").then((m) => m.ClassPage)),
  };
  /** The class pages, and the lost page for any other address of the family. */
  function ClassRoutes() {
    return (
      <Switch>
        {CLASS_ROUTES.map(({ path, key }) => (
          <Route key={path} path={path} component={pages[key]} />
        ))}
        <Route component={lost} />
      </Switch>
    );
  }
  return {
    ClassRoutes,
    /** The code of the class page an address shows (the lost page when none). */
    pageFor: (path: string): LazyPage => {
      const key = classRouteFor(path)?.key;
      return key ? pages[key] : lost;
    },
  };
}
