import { expect, it } from "vitest";
import { parseInputs } from "../../../core/tools/inputs";
import { RWT_HINT, RWT_OPTIONS } from "./rwt";
import { savingsAssumptions } from "./savings-answer";

it("offers each RWT rate a saver can choose, the 33% taken with no rate chosen, and 45% with no IRD number", () => {
  expect(RWT_OPTIONS.map((o) => o.label)).toEqual([
    "No tax",
    "10.5%: income up to $15,600",
    "17.5%: income up to $53,500",
    "30%: income up to $78,100",
    "33%: up to $180,000 or not chosen",
    "39%: income over $180,000",
    "45%: no IRD number",
  ]);
});

it("tells the saver to choose a rate and tell the bank, not that it is 'your income tax rate'", () => {
  expect(RWT_HINT).toBe(
    "You choose your rate and tell your bank. If you haven't, it takes 33%, or 45% without your IRD number.",
  );
  const untaxed = savingsAssumptions({ ...parseInputs("savings", ""), tax: "0" }).join(" ");
  expect(untaxed).toContain(
    "banks take RWT at the rate you choose, or 33% if you haven't chosen one",
  );
  expect(untaxed).not.toContain("income tax rate");
});

it("opens a link with the 33% default or 45% chosen", () => {
  expect(parseInputs("savings", "?tax=33").tax).toBe("33");
  expect(parseInputs("savings", "?tax=45").tax).toBe("45");
});
