import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  hasMinus,
  caretAfterKept,
  clampRange,
  cleanNumber,
  cleanRange,
  formatNZD,
  formatNumber,
  formatTyping,
  groupDigits,
  keptBefore,
  parseNumber,
} from "./money";

describe("cleanNumber", () => {
  it("keeps only digits in a dollars field", () => {
    expect(cleanNumber("$12,345", { kind: "dollars" })).toBe("12345");
    expect(cleanNumber("12a3 4-5", { kind: "dollars" })).toBe("12345");
    expect(cleanNumber("12.50", { kind: "dollars" })).toBe("1250");
  });

  it("keeps a point and two cents digits when a dollars field allows cents", () => {
    expect(cleanNumber("239.764", { kind: "dollars", cents: true })).toBe("239.76");
    expect(cleanNumber("1.2.3", { kind: "dollars", cents: true })).toBe("1.23");
  });

  it("keeps only digits in a number field", () => {
    expect(cleanNumber("3.5 years", { kind: "number" })).toBe("35");
    expect(cleanNumber("-7", { kind: "number" })).toBe("7");
  });

  it("keeps the first decimal point only in a decimal field", () => {
    expect(cleanNumber("2.5", { kind: "decimal" })).toBe("2.5");
    expect(cleanNumber("2.5.1", { kind: "decimal" })).toBe("2.51");
    expect(cleanNumber("..5", { kind: "decimal" })).toBe(".5");
    expect(cleanNumber("12.", { kind: "decimal" })).toBe("12.");
  });

  it("collapses leading zeros but keeps a lone zero and 0.x", () => {
    expect(cleanNumber("007", { kind: "number" })).toBe("7");
    expect(cleanNumber("0", { kind: "dollars" })).toBe("0");
    expect(cleanNumber("000", { kind: "dollars" })).toBe("0");
    expect(cleanNumber("00.5", { kind: "decimal" })).toBe("0.5");
  });

  it("cuts the text at maxLength", () => {
    expect(cleanNumber("123456789", { kind: "dollars", maxLength: 6 })).toBe("123456");
    expect(cleanNumber("12.345", { kind: "decimal", maxLength: 4 })).toBe("12.3");
  });

  it("gives an empty string for text with no digits", () => {
    expect(cleanNumber("abc", { kind: "dollars" })).toBe("");
    expect(cleanNumber("", { kind: "decimal" })).toBe("");
  });
});

describe("groupDigits and formatTyping", () => {
  it("groups thousands with commas as in en-NZ", () => {
    expect(groupDigits("12345")).toBe("12,345");
    expect(groupDigits("1234567")).toBe("1,234,567");
    expect(groupDigits("999")).toBe("999");
  });

  it("keeps a half-typed fraction while grouping", () => {
    expect(groupDigits("12345.")).toBe("12,345.");
    expect(groupDigits("12345.5")).toBe("12,345.5");
    expect(groupDigits(".5")).toBe("0.5");
  });

  it("groups long numbers without losing digits", () => {
    expect(groupDigits("12345678901234567890")).toBe("12,345,678,901,234,567,890");
  });

  it("formats a dollars field as it is typed: 12345 becomes 12,345", () => {
    expect(formatTyping("12345", { kind: "dollars" })).toBe("12,345");
    expect(formatTyping("1,2345", { kind: "dollars" })).toBe("12,345");
    expect(formatTyping("$1000000", { kind: "dollars" })).toBe("1,000,000");
  });

  it("leaves number and decimal fields ungrouped", () => {
    expect(formatTyping("12345", { kind: "number" })).toBe("12345");
    expect(formatTyping("1234.5", { kind: "decimal" })).toBe("1234.5");
  });

  it("gives an empty field for an empty entry", () => {
    expect(formatTyping("", { kind: "dollars" })).toBe("");
  });
});

describe("parseNumber", () => {
  it("reads grouped dollars back as a number", () => {
    expect(parseNumber("12,345")).toBe(12345);
    expect(parseNumber("$1,234.50")).toBe(1234.5);
    expect(parseNumber("0")).toBe(0);
  });

  it("returns null when there is no number", () => {
    expect(parseNumber("")).toBeNull();
    expect(parseNumber(".")).toBeNull();
    expect(parseNumber("$")).toBeNull();
  });
});

describe("formatNZD", () => {
  it("shows whole dollars with a $ and commas", () => {
    expect(formatNZD(12345)).toBe("$12,345");
    expect(formatNZD(0)).toBe("$0");
  });

  it("shows cents when the amount has them", () => {
    expect(formatNZD(239.76)).toBe("$239.76");
    expect(formatNZD(1161.6)).toBe("$1,161.60");
  });

  it("shows cents always or never when asked", () => {
    expect(formatNZD(60, { cents: true })).toBe("$60.00");
    expect(formatNZD(32.27, { cents: false })).toBe("$32");
  });

  it("rounds to the nearest cent", () => {
    expect(formatNZD(161.615, { cents: true })).toBe("$161.62");
    expect(formatNZD(20.004)).toBe("$20");
  });

  it("puts the minus sign before the dollar sign", () => {
    expect(formatNZD(-294)).toBe("-$294");
  });
});

describe("formatNumber", () => {
  it("groups and rounds a plain number", () => {
    expect(formatNumber(52770)).toBe("52,770");
    expect(formatNumber(10.456)).toBe("10.46");
    expect(formatNumber(10.456, 0)).toBe("10");
  });
});

describe("caret position while formatting", () => {
  it("counts the digits before the caret, ignoring commas", () => {
    expect(keptBefore("12,345", 4)).toBe(3);
    expect(keptBefore("12,345", 0)).toBe(0);
    expect(keptBefore("1,234.5", 7)).toBe(6);
  });

  it("puts the caret after the same digit once commas move", () => {
    // Typing 4 at the end of "1,23" gives "1,234" (no move) …
    expect(caretAfterKept("1,234", 4)).toBe(5);
    // … and typing a fifth digit regroups "1,2345" to "12,345", caret still at the end.
    expect(caretAfterKept("12,345", 5)).toBe(6);
    // Caret after the second digit of "12,345".
    expect(caretAfterKept("12,345", 2)).toBe(2);
    expect(caretAfterKept("12,345", 3)).toBe(4);
  });

  it("puts the caret at the start or the end at the edges", () => {
    expect(caretAfterKept("12,345", 0)).toBe(0);
    expect(caretAfterKept("12,345", 99)).toBe(6);
  });
});

describe("the range input", () => {
  it("forces 0 to 1", () => {
    expect(cleanRange("0")).toBe("1");
    expect(cleanRange("00")).toBe("1");
  });

  it("keeps at most two digits", () => {
    expect(cleanRange("123")).toBe("12");
    expect(cleanRange("5x")).toBe("5");
  });

  it("never goes above max", () => {
    expect(cleanRange("45", 30)).toBe("30");
    expect(cleanRange("12", 30)).toBe("12");
  });

  it("lets the box be empty while typing", () => {
    expect(cleanRange("")).toBe("");
  });

  it("clamps a left value between min (never below 1) and max", () => {
    expect(clampRange(0, 0, 10)).toBe(1);
    expect(clampRange(null, 3, 10)).toBe(3);
    expect(clampRange(15, 1, 10)).toBe(10);
    expect(clampRange(4.6, 1, 10)).toBe(5);
  });
});

describe("the en-NZ patterns, against Intl.NumberFormat", () => {
  const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat("en-NZ", options);
  const dollars = (digits: number) =>
    intl({
      style: "currency",
      currency: "NZD",
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  // Amounts as the app meets them: whole cents, long fractions (interest), halves, huge and tiny.
  const amount = fc.oneof(
    fc.double({ min: -1e12, max: 1e12, noNaN: true }),
    fc.integer({ min: -1e11, max: 1e11 }).map((cents) => cents / 100),
    fc.integer({ min: -1e9, max: 1e9 }).map((n) => n + 0.5),
    fc.integer({ min: -1e6, max: 1e6 }).map((n) => n / 1000 + 0.005),
    fc.constantFrom(0, -0, 1.005, 2.5, -2.5, 0.125, 1e-7, -1e-7, 999.995, 999999.5),
  );

  it("formatNZD writes every amount as Intl does, with and without cents", () => {
    fc.assert(
      fc.property(amount, (value) => {
        expect(formatNZD(value, { cents: true })).toBe(dollars(2).format(value));
        expect(formatNZD(value, { cents: false })).toBe(dollars(0).format(value));
      }),
      { numRuns: 20_000 },
    );
  });

  it("formatNumber writes every number as Intl does, for each number of decimals", () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 4 }), (value, digits) => {
        expect(formatNumber(value, digits)).toBe(
          intl({ maximumFractionDigits: digits }).format(value),
        );
      }),
      { numRuns: 20_000 },
    );
  });

  it("groupDigits groups any typed digits as Intl groups the whole number", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,24}$/), (digits) => {
        expect(groupDigits(digits)).toBe(intl({ maximumFractionDigits: 0 }).format(BigInt(digits)));
      }),
    );
  });
});

describe("hasMinus", () => {
  it("finds a hyphen, an en dash or a minus sign anywhere in the text", () => {
    expect(hasMinus("-500")).toBe(true);
    expect(hasMinus("-")).toBe(true);
    expect(hasMinus("5\u2013")).toBe(true);
    expect(hasMinus("\u2212$1,200")).toBe(true);
  });

  it("finds none in plain amounts", () => {
    expect(hasMinus("1,200.50")).toBe(false);
    expect(hasMinus("")).toBe(false);
  });
});
