/**
 * Numbers as students type and read them: New Zealand dollars in the en-NZ locale
 * (spec sections 3, 5 and 9). Pure functions, shared by the form inputs and the calculators.
 *
 * They write en-NZ's fixed patterns ("-$1,234.50", "12,345.5") without Intl: a page's first Intl
 * formatter costs 15–50 ms of main thread, the largest single task on a mission page or a
 * calculator (docs/decisions/0026). The tests check them against Intl.NumberFormat("en-NZ").
 */

/** dollars: whole dollars (or cents when allowed), grouped as typed; number: a whole number;
 * decimal: a number with one decimal point. */
export type NumberKind = "dollars" | "number" | "decimal";

export type CleanOptions = {
  kind: NumberKind;
  /** Dollars only: allow a decimal point and up to two cents digits. */
  cents?: boolean;
  /** The most characters kept (digits and the decimal point), if set. */
  maxLength?: number;
};

/** A string of digits with en-NZ's thousands separators: "0012345" → "12,345". */
const group = (digits: string) => digits.replace(/^0+(?=\d)/, "").replace(/\B(?=(\d{3})+$)/g, ",");

/**
 * A number's size rounded to `digits` decimals as Intl rounds it: on the number's shortest
 * decimal text (1.005 → "1.01", 437.53499999999997 → "437.53"), half away from zero. The
 * digits are counted as text, so nothing is lost to binary arithmetic on the way.
 */
function rounded(value: number, digits: number): { whole: string; fraction: string } {
  const [mantissa = "", exponent = "0"] = String(Math.abs(value)).split("e");
  const [int = "", frac = ""] = mantissa.split(".");
  const point = int.length + Number(exponent);
  const all = `${"0".repeat(Math.max(0, -point))}${int}${frac}`.padEnd(point + digits + 1, "0");
  const cut = Math.max(0, point) + digits;
  const up = all[cut]! >= "5" ? 1n : 0n;
  const kept = (BigInt(all.slice(0, cut) || "0") + up).toString().padStart(digits + 1, "0");
  return { whole: kept.slice(0, kept.length - digits), fraction: kept.slice(kept.length - digits) };
}

/** Intl shows a minus for any negative number, negative zero included. */
const sign = (value: number) => (value < 0 || Object.is(value, -0) ? "-" : "");

function allowsPoint({ kind, cents = false }: CleanOptions): boolean {
  return kind === "decimal" || (kind === "dollars" && cents);
}

/**
 * Keeps only what the field accepts: digits, and one decimal point where allowed (the first
 * one typed). Commas, "$", spaces and letters go; leading zeros collapse to one.
 */
export function cleanNumber(raw: string, options: CleanOptions): string {
  const point = allowsPoint(options);
  let text = raw.replace(point ? /[^\d.]/g : /\D/g, "");
  if (point) {
    const first = text.indexOf(".");
    if (first !== -1) {
      const fraction = text.slice(first + 1).replace(/\./g, "");
      text = `${text.slice(0, first)}.${options.kind === "dollars" ? fraction.slice(0, 2) : fraction}`;
    }
  }
  text = text.replace(/^0+(?=\d)/, "");
  if (options.maxLength !== undefined) text = text.slice(0, options.maxLength);
  return text;
}

/** Groups the whole part with en-NZ separators, keeping a half-typed fraction: "12345." → "12,345.". */
export function groupDigits(clean: string): string {
  if (clean === "") return "";
  const [whole = "", ...rest] = clean.split(".");
  const grouped = whole === "" ? "" : group(whole);
  return rest.length > 0 ? `${grouped || "0"}.${rest.join("")}` : grouped;
}

/** What a field shows after a keystroke: cleaned, and grouped for dollars. */
export function formatTyping(raw: string, options: CleanOptions): string {
  const clean = cleanNumber(raw, options);
  return options.kind === "dollars" ? groupDigits(clean) : clean;
}

/**
 * Whether typed or pasted text has a minus sign (hyphen, en dash or the minus character). The
 * fields take no negative numbers: cleanNumber leaves the sign out, and the field says so.
 */
export function hasMinus(raw: string): boolean {
  return /[-\u2013\u2212]/.test(raw);
}

/** The number a field's text stands for, or null when there is none ("", "."). */
export function parseNumber(text: string): number | null {
  const clean = text.replace(/[^\d.-]/g, "");
  if (!/\d/.test(clean)) return null;
  const value = Number(clean);
  return Number.isFinite(value) ? value : null;
}

/**
 * An amount as New Zealanders read it: "$12,345", or "$12,345.50" with cents. By default cents
 * show only when the amount has them.
 */
export function formatNZD(value: number, { cents }: { cents?: boolean } = {}): string {
  const showCents = cents ?? !Number.isInteger(Math.round(value * 100) / 100);
  const { whole, fraction } = rounded(value, showCents ? 2 : 0);
  return `${sign(value)}$${group(whole)}${showCents ? `.${fraction}` : ""}`;
}

/** A number grouped for reading, e.g. 12345.5 → "12,345.5". */
export function formatNumber(value: number, maximumFractionDigits = 2): string {
  const { whole, fraction } = rounded(value, maximumFractionDigits);
  const decimals = fraction.replace(/0+$/, "");
  return `${sign(value)}${group(whole)}${decimals ? `.${decimals}` : ""}`;
}

/** How many kept characters (digits and points) come before a caret position. */
export function keptBefore(text: string, caret: number): number {
  return text.slice(0, caret).replace(/[^\d.]/g, "").length;
}

/** The caret position in formatted text just after its n-th kept character. */
export function caretAfterKept(formatted: string, kept: number): number {
  if (kept <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i += 1) {
    if (/[\d.]/.test(formatted[i]!)) seen += 1;
    if (seen === kept) return i + 1;
  }
  return formatted.length;
}

/**
 * The range input's text box (spec section 5): at most two digits, 0 becomes 1, and nothing
 * above max. Returns "" while the box is empty, so a student can delete and retype.
 */
export function cleanRange(raw: string, max = 99): string {
  const digits = raw.replace(/\D/g, "").slice(0, 2);
  if (digits === "") return "";
  return String(Math.min(Math.max(Number(digits), 1), max));
}

/** A range value kept between min (never below 1) and max, e.g. when the box is left. */
export function clampRange(value: number | null, min: number, max: number): number {
  const low = Math.max(1, min);
  if (value === null || !Number.isFinite(value)) return low;
  return Math.min(Math.max(Math.round(value), low), max);
}
