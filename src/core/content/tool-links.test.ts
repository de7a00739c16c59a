import { expect, it } from "vitest";
import { parseInputs, toolHref } from "../tools/inputs";
import type { ToolSegment } from "./schema";
import { dialogPageTexts, pageTexts } from "./texts";
import { WRITTEN_MISSIONS } from "./written-missions";

/** Every calculator link in the missions' pages and dialogs, with the mission it is in. */
const LINKS = WRITTEN_MISSIONS.flatMap((mission) =>
  [
    ...mission.pages.flatMap(pageTexts),
    ...mission.dialogs.flatMap((d) => d.pages.flatMap(dialogPageTexts)),
  ]
    .flat()
    .filter((s): s is ToolSegment => typeof s === "object" && "tool" in s)
    .map((link) => ({ uid: mission.uid, link })),
);

it("links the lessons that need a calculator to it: savings (m1), student loans (m3), the cost of credit (m10)", () => {
  expect(LINKS.map((l) => `${l.uid} ${l.link.calculator}`).sort()).toEqual([
    "m1 savings",
    "m10 repayment",
    "m3 repayment",
  ]);
});

it.each(LINKS)("$uid's link opens the calculator with exactly the inputs it gives", ({ link }) => {
  const href = toolHref(link);
  const opened = parseInputs(link.calculator, href.slice(href.indexOf("?")));
  expect(opened).toMatchObject(link.prefill);
});
