import { weeklyPayslip, type Payslip } from "../../calc/pay";
import { dayMonthYear, dayRange } from "../../format/dates";
import { formatNZD } from "../../format/money";
import { FIGURES, formatFigure } from "../figures";

/**
 * The payslip of Working life (m6): one made-up student's week at a café, worked out by the pay
 * maths (calc/pay.ts) from today's minimum wage, tax, ACC and KiwiSaver figures. Its five parts
 * are written here as rows of words and numbers: the drawing draws them, the alt text and the
 * dialogs' pictures say them, and the hotspots sit where they are, so all of it agrees.
 */

const DAY = 24 * 60 * 60 * 1000;
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** Dollars and cents, as every line of a payslip shows them: "$359.25". */
export const money = (dollars: number) => formatNZD(dollars, { cents: true });

/** Whole months from one date to a later one (a month counts once its day is reached). */
function monthsBetween(from: Date, to: Date): number {
  const months =
    (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth();
  return to.getUTCDate() < from.getUTCDate() ? months - 1 : months;
}

/** `n` weeks of one amount, in whole cents so nothing drifts. */
const times = (dollars: number, n: number) => (Math.round(dollars * 100) * n) / 100;

// A university student's part-time job: the same hours every week, all year, at the adult
// minimum wage, in KiwiSaver at the default rate, with no student loan.
const JOB = { hourlyRate: FIGURES.minimumWageAdult.value, hoursPerWeek: 15 };
const week: Payslip = weeklyPayslip(JOB);

// Paid every Wednesday for the week (Monday to Sunday) that ended three days before. The tax
// year began on Wednesday 1 April, the first payday of the year.
const TAX_YEAR_START = day("2026-04-01");
const PAY_DAY = day("2026-11-18");
const STARTED = day("2025-02-03");
const periodEnd = new Date(PAY_DAY.getTime() - 3 * DAY);
const periodStart = new Date(periodEnd.getTime() - 6 * DAY);
const paysToDate = Math.floor((PAY_DAY.getTime() - TAX_YEAR_START.getTime()) / (7 * DAY)) + 1;

export const PAYSLIP = {
  employer: "Harbour Café Ltd",
  employee: "Kiri Walker",
  /** Clearly made up: not a real IRD number. */
  irdNumber: "123-456-789",
  started: dayMonthYear(STARTED),
  monthsEmployed: monthsBetween(STARTED, PAY_DAY),
  hours: JOB.hoursPerWeek,
  hourlyRate: JOB.hourlyRate,
  week,
  /** What a year of these weeks comes to (the income the tax code is chosen by). */
  yearly: times(week.gross, 52),
  paysToDate,
  yearToDate: {
    gross: times(week.gross, paysToDate),
    paye: times(week.paye, paysToDate),
    acc: times(week.acc, paysToDate),
    kiwiSaver: times(week.kiwiSaver, paysToDate),
    net: times(week.net, paysToDate),
  },
  /** Four weeks of annual leave, counted in this job's usual weeks. */
  annualLeaveHours: FIGURES.annualLeaveWeeks.value * JOB.hoursPerWeek,
} as const;

/** One line of a payslip: what it is, its value, and whether it is the line that matters most. */
export type PayslipRow = readonly [label: string, value: string, strong?: boolean];

const deductions = (p: Omit<Payslip, "taxCode" | "studentLoan">): PayslipRow[] => [
  ["PAYE", money(-p.paye)],
  ["ACC levy", money(-p.acc)],
  ["KiwiSaver", money(-p.kiwiSaver)],
  ["Net pay", money(p.net), true],
];

/** The five parts a student can tap, top to bottom, each a dialog's id, label and rows. */
const PARTS = [
  {
    dialog: "wl-payslip-1",
    label: "Personal details",
    rows: [
      ["Employee", PAYSLIP.employee],
      ["Employee number", "0427"],
      ["Employer", PAYSLIP.employer],
      ["Started", PAYSLIP.started],
    ],
  },
  {
    dialog: "wl-payslip-2",
    label: "Pay cycle",
    rows: [
      ["Weekly pay for", dayRange(periodStart, periodEnd)],
      ["Paid on", dayMonthYear(PAY_DAY)],
      ["Hours × rate", `${JOB.hoursPerWeek} × ${money(JOB.hourlyRate)}`],
      ["Gross pay", money(week.gross)],
      ...deductions(week),
    ],
  },
  {
    dialog: "wl-payslip-3",
    label: "Tax code and IRD number",
    rows: [
      ["Tax code", week.taxCode, true],
      ["IRD number", PAYSLIP.irdNumber],
    ],
  },
  {
    dialog: "wl-payslip-4",
    label: "Year-to-date summary",
    rows: [
      [`Since ${dayMonthYear(TAX_YEAR_START)}`, `${paysToDate} pays`],
      ["Gross pay", money(PAYSLIP.yearToDate.gross)],
      ...deductions(PAYSLIP.yearToDate),
    ],
  },
  {
    dialog: "wl-payslip-5",
    label: "Leave entitlement",
    rows: [
      [
        "Annual leave",
        `${PAYSLIP.annualLeaveHours} hours (${formatFigure("annualLeaveWeeks")} weeks)`,
      ],
      ["Sick leave", `${formatFigure("sickLeaveDays")} days a year`],
    ],
  },
] as const satisfies readonly { dialog: string; label: string; rows: readonly PayslipRow[] }[];

/** The drawing's units: its width, each part's hotspot strip, a row, and the gap between parts. */
export const PAYSLIP_WIDTH = 320;
export const PAYSLIP_STRIP = 46;
export const PAYSLIP_ROW = 16;
const PAD = 8;
const GAP = 4;

export type PayslipPart = (typeof PARTS)[number] & { top: number; bottom: number };

/** The parts with their places in the drawing: each a strip, then its rows, then a gap. */
export const PAYSLIP_PARTS: readonly PayslipPart[] = PARTS.reduce<PayslipPart[]>((laid, part) => {
  const top = (laid.at(-1)?.bottom ?? 0) + GAP * 2;
  const bottom = top + PAYSLIP_STRIP + part.rows.length * PAYSLIP_ROW + PAD;
  return [...laid, { ...part, top, bottom }];
}, []);

export const PAYSLIP_HEIGHT = PAYSLIP_PARTS.at(-1)!.bottom + GAP * 2;

/** A part of the payslip in words, for screen readers: "Tax code: M. IRD number: 123-456-789." */
const sayPart = (part: PayslipPart) =>
  part.rows.map(([label, value]) => `${label}: ${value}.`).join(" ");

export type PayslipDialog = PayslipPart["dialog"];

/** What each part says, by the dialog it opens. */
export const PAYSLIP_SAYS = Object.fromEntries(
  PAYSLIP_PARTS.map((part) => [part.dialog, sayPart(part)]),
) as Record<PayslipDialog, string>;
