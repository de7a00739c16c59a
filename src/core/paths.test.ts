import { describe, expect, it } from "vitest";
import { TOPICS } from "./content/topics";
import { AUTH_REDIRECTS, PAGE_ROUTES, PATHS, routeFor } from "./paths";

describe("paths", () => {
  it("gives every topic a page whose parent is Mission control", () => {
    for (const topic of TOPICS) {
      const route = routeFor(PATHS.topic(topic.slug));
      expect(route).toMatchObject({ key: "topic", title: topic.title, parent: PATHS.missions });
    }
  });

  it("finds the mission route for a mission address with or without its page", () => {
    expect(routeFor(PATHS.mission("what-is-credit"))?.key).toBe("mission");
    expect(routeFor(PATHS.mission("what-is-credit", 3))?.key).toBe("mission");
    expect(routeFor("/mission/what-is-credit/3/extra")).toBeUndefined();
  });

  it("finds no route for an address the app does not have", () => {
    expect(routeFor("/nowhere")).toBeUndefined();
  });

  it("writes a calculator's address with its query only when one is given", () => {
    expect(PATHS.tool("savings")).toBe("/tools/savings-calculator");
    expect(PATHS.tool("repayment", "amount=1000")).toBe("/tools/repayment-calculator?amount=1000");
    expect(routeFor(PATHS.tool("savings"))?.parent).toBe(PATHS.tools);
  });

  it("encodes the parts of an address that come from outside", () => {
    expect(PATHS.homeWith("a b&c")).toBe("/explorer?modal=a%20b%26c");
  });

  it("gives every route a distinct address and a title", () => {
    const paths = PAGE_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(PAGE_ROUTES.every((r) => r.title.length > 0)).toBe(true);
  });

  it("keeps the old auth addresses apart from every page route", () => {
    for (const path of Object.keys(AUTH_REDIRECTS)) expect(routeFor(path)).toBeUndefined();
  });
});
