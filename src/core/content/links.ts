/**
 * The official pages a mission may send a student to (issue 10): Inland Revenue, the three
 * credit bureaus, MBIE and Sorted. A link names one of these keys, so content cannot link
 * anywhere else; links.test.ts checks every address is https on an official site.
 */
export const LINKS = {
  // Student loans (m3): IRD's page on going overseas (the 184-day and 32-day rules, and the
  // overseas travel calculator, which now lives in myIR).
  irdStudentLoanOverseas: {
    href: "https://www.ird.govt.nz/student-loans/what-happens-to-my-student-loan-when-i-go-overseas",
    site: "Inland Revenue",
  },
  irdTaxCodes: {
    href: "https://www.ird.govt.nz/income-tax/tax-codes-and-tax-rates-for-individuals",
    site: "Inland Revenue",
  },
  centrix: { href: "https://www.centrix.co.nz/", site: "Centrix" },
  equifax: { href: "https://www.equifax.co.nz/", site: "Equifax" },
  illion: { href: "https://www.illion.co.nz/", site: "illion" },
  sorted: { href: "https://sorted.org.nz/", site: "Sorted" },
  mbieCreditLaw: {
    href: "https://www.mbie.govt.nz/business-and-employment/consumer-protection/credit-law",
    site: "MBIE",
  },
} as const satisfies Record<string, { href: string; site: string }>;

export type LinkKey = keyof typeof LINKS;

/** The sites links may lead to. */
export const OFFICIAL_HOSTS = [
  "www.ird.govt.nz",
  "www.centrix.co.nz",
  "www.equifax.co.nz",
  "www.illion.co.nz",
  "sorted.org.nz",
  "www.mbie.govt.nz",
] as const;
