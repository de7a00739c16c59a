import { describe, expect, it } from "vitest";
import { shouldShowSplash } from "./splash-rules";

describe("shouldShowSplash", () => {
  it("shows when launched as an installed app", () => {
    expect(shouldShowSplash({ standalone: true, shownBefore: false })).toBe(true);
    expect(shouldShowSplash({ standalone: false, iosStandalone: true, shownBefore: false })).toBe(
      true,
    );
  });

  it("never shows in a browser tab", () => {
    expect(shouldShowSplash({ standalone: false, shownBefore: false })).toBe(false);
  });

  it("does not show again in the same launch", () => {
    expect(shouldShowSplash({ standalone: true, shownBefore: true })).toBe(false);
  });
});
