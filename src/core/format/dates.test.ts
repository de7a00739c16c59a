import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dayMonthYear, dayRange, monthYear } from "./dates";

const intl = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-NZ", { ...options, timeZone: "UTC" });
const DAY_MS = 24 * 60 * 60 * 1000;
/** Whole days from 1990 to 2100, at midnight UTC. */
const day = fc.integer({ min: 7305, max: 47482 }).map((days) => new Date(days * DAY_MS));

describe("dates in en-NZ, against Intl.DateTimeFormat", () => {
  it("monthYear names every month of every year as Intl does", () => {
    fc.assert(
      fc.property(day, (date) => {
        const expected = intl({ month: "long", year: "numeric" }).format(date);
        expect(monthYear(date.getUTCFullYear(), date.getUTCMonth())).toBe(expected);
      }),
    );
  });

  it("monthYear counts months past December into the next years", () => {
    expect(monthYear(2026, 10)).toBe("November 2026");
    expect(monthYear(2026, 10 + 61)).toBe("December 2031");
    expect(monthYear(2026, 12)).toBe("January 2027");
  });

  it("dayMonthYear writes every day as Intl does, September as Sept", () => {
    const format = intl({ day: "numeric", month: "short", year: "numeric" });
    fc.assert(
      fc.property(day, (date) => {
        expect(dayMonthYear(date)).toBe(format.format(date));
      }),
    );
    expect(dayMonthYear(new Date("2026-09-05T00:00:00Z"))).toBe("5 Sept 2026");
  });

  it("dayRange joins any two days as Intl's formatRange does", () => {
    const format = intl({ day: "numeric", month: "short", year: "numeric" });
    const pair = fc
      .tuple(day, fc.integer({ min: 0, max: 800 }))
      .map(([from, days]) => [from, new Date(from.getTime() + days * DAY_MS)] as const);
    fc.assert(
      fc.property(pair, ([from, to]) => {
        expect(dayRange(from, to)).toBe(format.formatRange(from, to));
      }),
      { numRuns: 5_000 },
    );
  });
});
