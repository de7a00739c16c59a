import { describe, expect, it } from "vitest";
import { STUDENT_LOAN_EXAMPLE as EX } from "./examples/student-loan";
import { FIGURES, figuresChecked, formatFigure, type FigureKey } from "./figures";
import type { Block, Mission, Page, RichText } from "./schema";
import { dialogPageTexts, figuresIn, pageTexts, plainText } from "./texts";
import { WRITTEN_MISSIONS, writtenMission } from "./written-missions";

/**
 * Issue 23 (facts): what the missions say about student loans, tax on interest, KiwiSaver, buy
 * now pay later, payslips and loans, and the date under every dated figure, held to the reviewed
 * facts (shared/facts/nz-money-facts.md) so a wrong sentence can't come back.
 */

const blocks = (body: readonly Block[]) => body.flatMap((b) => ("list" in b ? b.list : [b]));

/** A page's words (quiz explanations included), in reading order. */
function pageWords(mission: Mission, page: Page): string {
  const explanations =
    page.kind === "quiz" ? page.quiz.options.map((o) => plainText(o.explanation)) : [];
  return [...pageTexts(page).map((t) => plainText(t, mission.defaultName)), ...explanations].join(
    " ",
  );
}

function pageTitled(slug: string, title: string): string {
  const mission = writtenMission(slug);
  const page = mission.pages.find((p) => p.title === title);
  if (!page) throw new Error(`${slug} has no page "${title}"`);
  return pageWords(mission, page);
}

function dialogWords(slug: string, id: string): string {
  const mission = writtenMission(slug);
  const dialog = mission.dialogs.find((d) => d.id === id);
  if (!dialog) throw new Error(`${slug} has no dialog ${id}`);
  return dialog.pages
    .flatMap((p) => blocks(p.body))
    .map((t) => plainText(t, mission.defaultName))
    .join(" ");
}

/** Every word of every mission: pages, quiz explanations and dialogs. */
const everything = WRITTEN_MISSIONS.map((m) =>
  [...m.pages.map((p) => pageWords(m, p)), ...m.dialogs.map((d) => dialogWords(m.slug, d.id))].join(
    " ",
  ),
).join(" ");

describe("1. errors put right", () => {
  it("never says a student loan doesn't grow: the $40 fee each year and StudyLink's $60 are taught", () => {
    expect(everything).not.toMatch(/doesn't grow|does not grow/);
    const interest = pageTitled("student-loans", "What about interest?");
    expect(interest).toContain("Inland Revenue adds a $40 fee each year you owe $20 or more");
    expect(interest).toContain("StudyLink charges $60 for each new loan");
  });

  it("counts the $40 a year in the scenarios: 17.9 years (not 17.8) and 7.4 (not 7.3) on $55,000", () => {
    expect(pageTitled("student-loans", "Scenario: moving away to study")).toContain(
      "less the yearly fee, the loan takes about 17.9 years to pay off",
    );
    expect(pageTitled("student-loans", "Scenario: studying from home")).toContain(
      "takes about 7.4 years to pay off",
    );
  });

  it("says RWT is the rate you choose and tell the bank: 33% if you haven't, 45% without an IRD number", () => {
    expect(pageTitled("impact-of-savings", "Why save?")).toContain(
      "resident withholding tax (RWT) at the rate you choose and tell it: 33% if you haven't chosen, 45% without your IRD number",
    );
    expect(everything).not.toMatch(/income tax rate/);
  });
});

describe("2. student loans, no longer misleading", () => {
  it("takes repayments from each pay over $464 a week, even if the year ends under $24,128, and names the exemption", () => {
    const text = pageTitled("student-loans", "Paying back your loan");
    expect(text).toContain(
      "Repayments come out of each pay over the repayment threshold: $24,128 a year, or $464 a week. Any week over it has a repayment taken, even if your year's total ends up under it.",
    );
    expect(text).toContain("repayment deduction exemption");
    expect(everything).not.toMatch(/Earn less, and you don't have to/);
  });

  it("states the overseas rule as fewer than 32 days in New Zealand in any 184-day period, interest from the day after leaving", () => {
    expect(pageTitled("student-loans", "What about interest?")).toContain(
      "If you're in New Zealand for fewer than 32 days in any 184-day period, you count as overseas-based, and interest is charged from the day after you left.",
    );
    expect(everything).not.toMatch(/Once you've been away for|Overseas for 184 days/);
  });

  it("has final-year Fees Free pay all of the $8,000 final-year fees off the loan: $57,760 left, 15.8 years", () => {
    expect(FIGURES.exampleSlFeesFree.value).toBe(8000);
    expect(FIGURES.exampleSlFeesFree.value).toBeLessThanOrEqual(FIGURES.feesFreeFinalYearMax.value);
    expect(pageTitled("student-loans", "Scenario: moving away to study")).toContain(
      "it pays all $8,000 of the last year's fees once Aroha finishes, straight off the loan: $57,760 left, about 15.8 years to pay off.",
    );
    expect(everything).not.toMatch(/cover some of the last year's fees/);
  });

  it("opens the calculator from the scenario whose loan and pay it fills in: $65,760, and $55,000 as $1,057.69 a week", () => {
    const mission = writtenMission("student-loans");
    const links = mission.pages.flatMap((page) =>
      pageTexts(page)
        .flat()
        .filter((s) => typeof s === "object" && "tool" in s)
        .map((link) => ({ page: page.title, link })),
    );
    expect(links).toHaveLength(1);
    expect(links[0]!.page).toBe("Scenario: moving away to study");
    expect(links[0]!.link).toMatchObject({
      tool: "open the student loan calculator",
      prefill: {
        mode: "student",
        balance: FIGURES.exampleSlLoanAway.value,
        pay: 1057.69,
        payFreq: "weekly",
      },
    });
    expect(EX.yearsAway).toBe(17.9);
  });
});

describe("3. other misleading lines", () => {
  it("locks KiwiSaver until 65 (not 'until you retire') and has under-18s join with a guardian's signature", () => {
    const text = dialogWords("types-of-bank-accounts", "tyoac-2-4");
    expect(text).toContain("KiwiSaver is long-term savings, locked until you're 65");
    expect(text).toContain("Under 18, you join with a guardian's signature.");
    expect(everything).not.toMatch(/can't take it out before then|until you retire/);
  });

  it("lists BNPL's sign-up credit check as a con that may lower a score, not a pro", () => {
    expect(dialogWords("buy-now-pay-later", "dpo-6-1")).not.toMatch(/credit report|credit check/);
    expect(dialogWords("buy-now-pay-later", "dpo-6-2")).toContain(
      "The credit check when you sign up can lower your credit score.",
    );
  });

  it("says BNPL providers report 'to credit bureaus', naming none of them", () => {
    const mission = writtenMission("buy-now-pay-later");
    const text = [
      ...mission.pages.map((p) => pageWords(mission, p)),
      ...mission.dialogs.map((d) => dialogWords(mission.slug, d.id)),
    ].join(" ");
    expect(text).toContain("report your repayments to credit bureaus");
    expect(text).not.toMatch(/the credit bureaus|Centrix|Equifax|illion/);
  });

  it("says a payslip may show the ACC levy inside PAYE", () => {
    expect(pageTitled("working-life", "Your payslip")).toContain(
      "ACC levy: $1.75 in every hundred dollars. Many payslips include it in PAYE instead.",
    );
  });

  it("calls the phone loan's 10% an example rate, beside store plans' 25% to 30%", () => {
    const text = pageTitled("what-is-credit", "The cost of credit");
    expect(text).toContain(
      "at an example rate of 10% a year (store plans often charge 25% to 30% after an interest-free time)",
    );
    expect(everything).not.toMatch(/borrow the \$1,000 at 10%|borrowed at 10%/);
  });

  it("has only a savings account pay you interest, not a bank as such", () => {
    expect(everything).toContain("a savings account pays you interest");
    expect(everything).not.toMatch(
      /bank is safer, and it pays you|the bank pays you\b|money the bank pays you/,
    );
  });
});

/** The line under a page or dialog page, from the figures it quotes (pictures and quizzes too). */
const lineUnder = (texts: readonly RichText[]) => figuresChecked(figuresIn(texts));
const CHECKED = "Checked November 2026";

/**
 * A dated figure written out in some plain text (alt text, a quiz explanation), unless the page
 * names a figure shown the same way (a worked example's $1,000 is not KiwiSaver's $1,000).
 */
function quotesDatedFigure(text: string, named: readonly FigureKey[]): boolean {
  const shownByPage = new Set(named.map(formatFigure));
  return (Object.keys(FIGURES) as FigureKey[]).some((key) => {
    const f = FIGURES[key];
    if (f.asOf === null || f.format === "number" || shownByPage.has(formatFigure(key)))
      return false;
    const shown = formatFigure(key).replace(/[$.]/g, "\\$&");
    return new RegExp(`(?<![\\d.,])${shown}(?![\\d]|[.,]\\d)`).test(text);
  });
}

describe("4. dates a reader can trust", () => {
  const pages = WRITTEN_MISSIONS.flatMap((mission) => [
    ...mission.pages.map((page) => ({
      where: `${mission.slug}: ${page.title}`,
      texts: pageTexts(page),
      plainText: [
        ...(page.kind === "quiz" ? page.quiz.options.map((o) => plainText(o.explanation)) : []),
        "image" in page && page.image ? page.image.alt : "",
      ].join(" "),
      mission: mission.slug,
    })),
    ...mission.dialogs.flatMap((dialog) =>
      dialog.pages.map((page) => ({
        where: `${mission.slug}: ${dialog.id}`,
        texts: dialogPageTexts(page),
        plainText: page.image?.alt ?? "",
        mission: mission.slug,
      })),
    ),
  ]);

  it("dates every page and dialog by when the figures were checked, never by when they started", () => {
    for (const { where, texts } of pages) {
      const line = lineUnder(texts);
      if (line !== null)
        expect(line, where).toMatch(new RegExp(`^${CHECKED}( \\(.+ as at \\w+ \\d{4}\\))?$`));
    }
  });

  it("puts the line under every page, dialog and quiz whose pictures or explanations quote a dated figure", () => {
    const missing = pages
      .filter(
        ({ plainText, texts }) =>
          quotesDatedFigure(plainText, figuresIn(texts)) && lineUnder(texts) === null,
      )
      .map((p) => p.where);
    expect(missing).toEqual([]);
  });

  it("dates the payslip page and the tax-code question, which had no line", () => {
    const mission = writtenMission("working-life");
    const payslip = mission.pages.find((p) => p.title === "Read a payslip")!;
    const question = mission.pages.find((p) => p.kind === "quiz")!;
    expect(lineUnder(pageTexts(payslip))).toBe(CHECKED);
    expect(lineUnder(pageTexts(question))).toBe(CHECKED);
  });

  it("gives every Working life page and dialog that quotes a dated figure the same line", () => {
    const lines = pages
      .filter((p) => p.mission === "working-life")
      .map((p) => lineUnder(p.texts))
      .filter((line) => line !== null);
    expect(lines.length).toBeGreaterThan(5);
    expect(new Set(lines)).toEqual(new Set([CHECKED]));
  });

  it("says a not-yet-confirmed figure is 'as at' its own date, as the facts file asks", () => {
    const living = pages.find((p) => p.where === "student-loans: stl-2-3")!;
    expect(lineUnder(living.texts)).toBe(`${CHECKED} (living costs as at April 2025)`);
  });
});
