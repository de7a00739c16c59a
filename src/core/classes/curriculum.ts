import type { SectionUid } from "../progress/sections";

/**
 * What each mission supports in New Zealand's curriculum, as dated data (issue 24.7,
 * docs/decisions/0047). Only what was checked against the sources below is here; the rest of
 * the proposed map (../shared/facts/nz-curriculum-map.md) is left out until it can be.
 */
export const CURRICULUM_CHECKED = "2026-11-26";

/**
 * NZQA's five Financial Capability themes since its 2021 review: the strands a mission teaches.
 * Source: NZQA, "Financial Capability unit standards" review page.
 */
export const STRANDS = [
  "Managing money",
  "Setting goals",
  "Credit and debt",
  "Saving and investing",
  "Insurance and risk",
] as const;
export type Strand = (typeof STRANDS)[number];

export type UnitStandard = { number: number; level: 1 | 2; title: string };

/**
 * Financial Capability unit standards, numbers, levels and titles as NZQA registers them (NZQA
 * review page and registered standards; Young Enterprise's list of current versions). NCEA is
 * replaced from 2028: the date above says when these were true.
 */
const US = {
  24697: {
    number: 24697,
    level: 1,
    title: "Perform income-related calculations for personal finances",
  },
  24705: {
    number: 24705,
    level: 1,
    title: "Interpret and confirm accuracy of personal financial documents",
  },
  24709: {
    number: 24709,
    level: 1,
    title: "Produce a balanced budget to manage personal finances",
  },
  28087: {
    number: 28087,
    level: 1,
    title: "Demonstrate understanding of the effect of life stages on personal income",
  },
  28088: {
    number: 28088,
    level: 1,
    title: "Demonstrate understanding of credit and debt on personal finances",
  },
  28089: {
    number: 28089,
    level: 1,
    title: "Demonstrate understanding of personal financial goal setting",
  },
  28094: {
    number: 28094,
    level: 2,
    title:
      "Produce a balanced household budget and adjust the budget to reflect changing financial circumstances",
  },
  28097: {
    number: 28097,
    level: 2,
    title: "Analyse and select banking products and services in relation to personal finances",
  },
} as const satisfies Record<number, UnitStandard>;

export type CurriculumTags = { strands: readonly Strand[]; standards: readonly UnitStandard[] };

export const CURRICULUM: Readonly<Record<SectionUid, CurriculumTags>> = {
  m7: { strands: ["Managing money"], standards: [US[28097]] },
  m2: { strands: ["Managing money", "Credit and debt"], standards: [US[28097], US[28088]] },
  m0: { strands: ["Managing money"], standards: [US[28097], US[24705]] },
  m1: { strands: ["Setting goals", "Saving and investing"], standards: [US[28089]] },
  m8: { strands: ["Managing money"], standards: [US[24709], US[28094]] },
  m9: { strands: ["Credit and debt"], standards: [US[28088]] },
  m10: { strands: ["Credit and debt"], standards: [US[28088]] },
  m3: { strands: ["Credit and debt"], standards: [US[28088], US[28087]] },
  m6: { strands: ["Managing money"], standards: [US[24697], US[24705], US[28087]] },
};

/** A mission's tags in one line, as a grid's header and the CSV show them (from the API too). */
export function curriculumLine({
  strands,
  standards,
}: {
  strands: readonly string[];
  standards: readonly { number: number; level: number }[];
}): string {
  const units = standards.map((s) => `US ${s.number} (L${s.level})`).join(", ");
  return units ? `${strands.join("; ")}: ${units}` : strands.join("; ");
}
