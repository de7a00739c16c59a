import { describe, expect, it } from "vitest";
import { failureKind } from "./failure-kind";

const notFetched = new TypeError(
  "Failed to fetch dynamically imported module: https://rocket.example/assets/tools-page-x.js",
);

describe("why a page failed", () => {
  it("is offline when its code could not be fetched without a connection", () => {
    expect(failureKind(notFetched, false)).toBe("offline");
  });

  it("is missing when its code or stylesheet could not be fetched while online", () => {
    expect(failureKind(notFetched, true)).toBe("missing");
    expect(failureKind(new Error("Unable to preload CSS for /assets/x.css"), true)).toBe("missing");
    expect(failureKind(new TypeError("Importing a module script failed."), true)).toBe("missing");
  });

  it("is a bug for any other error, or a value thrown that is not an error", () => {
    expect(failureKind(new TypeError("Cannot read properties of undefined"), false)).toBe("bug");
    expect(failureKind("dynamically imported module", false)).toBe("bug");
  });
});
