import { describe, expect, it } from "vitest";
import { anyRouteFor, CLASS_PATHS, CLASS_ROUTES, classRouteFor } from "./class-paths";
import { AUTH_REDIRECTS, isClassPath, PAGE_ROUTES, PATHS, routeFor } from "./paths";

describe("class paths", () => {
  it("encodes a join code and an invite token, the token after the #", () => {
    expect(CLASS_PATHS.classJoin("AB/12")).toBe("/join/AB%2F12");
    expect(CLASS_PATHS.classInviteLink("a/b")).toBe("/classes/invite#a%2Fb");
  });

  it("tells a class's page from the invite page and finds nothing deeper", () => {
    expect(classRouteFor(CLASS_PATHS.classPage("3f2a"))).toMatchObject({
      key: "classPage",
      parent: CLASS_PATHS.classes,
    });
    expect(classRouteFor(CLASS_PATHS.classInvite)?.key).toBe("classInvite");
    expect(classRouteFor("/classes/3f2a/extra")).toBeUndefined();
  });

  it("counts every class address as the family's and no other page's address", () => {
    const addresses = [
      ...CLASS_ROUTES.map((r) => r.path),
      CLASS_PATHS.classJoin("ABCD1234"),
      CLASS_PATHS.classPage("3f2a"),
      CLASS_PATHS.classInviteLink("t"),
    ];
    for (const path of addresses) expect(isClassPath(path)).toBe(true);
    const others = [...PAGE_ROUTES.map((r) => r.path), ...Object.keys(AUTH_REDIRECTS)];
    for (const path of others) expect(isClassPath(path)).toBe(false);
    expect(isClassPath("/classesque")).toBe(false);
  });

  it("keeps the class routes' addresses apart from every other page's", () => {
    const paths = [...PAGE_ROUTES, ...CLASS_ROUTES].map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const r of CLASS_ROUTES) expect(routeFor(r.path)).toBeUndefined();
  });

  it("names a parent for every class route that is a page with a title", () => {
    for (const r of CLASS_ROUTES) {
      if (r.parent) expect(anyRouteFor(r.parent)?.title).toBeTruthy();
    }
    expect(anyRouteFor(CLASS_PATHS.myClasses)?.parent).toBe(PATHS.profile);
    expect(anyRouteFor(PATHS.profile)?.title).toBe("Profile");
  });
});
