import { describe, expect, it } from "vitest";
import { tool } from "../content/schema";
import {
  anyChanged,
  inputsHref,
  parseInputs,
  REPAYMENT_SCHEMA,
  SAVINGS_SCHEMA,
  toolHref,
} from "./inputs";

const query = (href: string) => new URL(href, "http://rocket.test").search;

const defaults = (schema: Record<string, { fallback: string | number }>) =>
  Object.fromEntries(Object.entries(schema).map(([k, p]) => [k, p.fallback]));

describe("parseInputs", () => {
  it("gives every default for an empty query, so a result shows at once", () => {
    expect(parseInputs("repayment", "")).toEqual(defaults(REPAYMENT_SCHEMA));
    expect(parseInputs("savings", "")).toEqual(defaults(SAVINGS_SCHEMA));
  });

  it("reads numbers and choices that are in range", () => {
    const inputs = parseInputs("repayment", "?amount=2000&rate=12.5&freq=weekly&mode=student");
    expect(inputs).toMatchObject({ amount: 2000, rate: 12.5, freq: "weekly", mode: "student" });
  });

  it("falls back to the default for each bad value, keeping the good ones", () => {
    const inputs = parseInputs(
      "repayment",
      "amount=-5&rate=abc&years=1e3&months=12&freq=daily&fee=1.5&extra=2.555&payment=40",
    );
    expect(inputs).toEqual({ ...defaults(REPAYMENT_SCHEMA), payment: 40 });
  });

  it("refuses huge, empty, padded and non-decimal numbers without throwing", () => {
    for (const bad of ["9999999999", "", " 5", "0x10", "Infinity", "NaN", "5.", ".5", "%"]) {
      expect(parseInputs("savings", `start=${encodeURIComponent(bad)}`).start).toBe(500);
    }
  });

  it("keeps savings years at 1 or more, like the slider", () => {
    expect(parseInputs("savings", "years=0").years).toBe(5);
    expect(parseInputs("savings", "years=1").years).toBe(1);
  });
});

describe("toolHref and inputsHref", () => {
  it("builds a prefilled link with only the inputs given, in a fixed order", () => {
    expect(
      toolHref({ calculator: "repayment", prefill: { years: 3, amount: 1000, rate: 10 } }),
    ).toBe("/tools/repayment-calculator?amount=1000&rate=10&years=3");
    expect(toolHref({ calculator: "savings", prefill: {} })).toBe("/tools/savings-calculator");
  });

  it("names only the inputs that differ from their defaults in a calculator's address", () => {
    const inputs = { ...parseInputs("savings", ""), deposit: 50, real: "yes" as const };
    expect(inputsHref("savings", inputs)).toBe("/tools/savings-calculator?deposit=50&real=yes");
    expect(inputsHref("savings", parseInputs("savings", ""))).toBe("/tools/savings-calculator");
  });

  it("round-trips every input through the URL unchanged", () => {
    const repayment = {
      ...parseInputs("repayment", ""),
      mode: "student" as const,
      amount: 12345,
      rate: 19.95,
      solve: "time" as const,
      payment: 77.5,
      freq: "fortnightly" as const,
      extra: 5.25,
      fee: 50,
      balance: 40000,
      pay: 850.5,
    };
    expect(parseInputs("repayment", query(inputsHref("repayment", repayment)))).toEqual(repayment);
    const savings = {
      ...parseInputs("savings", ""),
      solve: "time" as const,
      compound: "daily" as const,
      timing: "start" as const,
      tax: "17.5",
      real: "yes" as const,
      inflation: 3.2,
    };
    expect(parseInputs("savings", query(inputsHref("savings", savings)))).toEqual(savings);
  });

  it("gives a mission's tool link the same address, so the link opens the calculator prefilled", () => {
    const segment = tool("work it out", "repayment", { amount: 1000, rate: 10, years: 3 });
    expect(segment.tool).toBe("work it out");
    expect(toolHref(segment)).toBe("/tools/repayment-calculator?amount=1000&rate=10&years=3");
    expect(parseInputs("repayment", new URL(toolHref(segment), "http://x").search)).toMatchObject({
      amount: 1000,
      rate: 10,
      years: 3,
      months: 0,
    });
  });
});

describe("anyChanged", () => {
  const defaults = parseInputs("savings", "");

  it("is false when every named input keeps its default", () => {
    expect(anyChanged("savings", defaults, ["compound", "tax", "real"])).toBe(false);
  });

  it("is true when a link sets one of the named inputs", () => {
    const linked = parseInputs("savings", "?compound=yearly");
    expect(anyChanged("savings", linked, ["compound", "tax"])).toBe(true);
  });

  it("looks only at the named inputs", () => {
    const linked = parseInputs("savings", "?deposit=50");
    expect(anyChanged("savings", linked, ["compound", "tax"])).toBe(false);
  });
});
