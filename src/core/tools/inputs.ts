/**
 * The two calculators' inputs as they live in the URL (share, bookmark, back button), and the
 * typed link a mission uses to open a calculator prefilled. Core, not web: the content schema
 * types a mission's tool link with these inputs, and the mission player builds its href without
 * loading the calculators' code (docs/decisions/0024-calculators.md).
 */
import { FIGURES } from "../content/figures";
import { PATHS, type ToolName } from "../paths";

/** A number kept between min and max, with at most `decimals` places. */
export type NumberParam = {
  readonly fallback: number;
  readonly min: number;
  readonly max: number;
  readonly decimals: number;
};
/** One of a few words. */
type ChoiceParam = { readonly fallback: string; readonly choices: readonly string[] };
type Param = NumberParam | ChoiceParam;
export type Schema = Readonly<Record<string, Param>>;

type ValueOf<P extends Param> = P extends { readonly choices: readonly (infer C)[] } ? C : number;
export type InputsOf<S extends Schema> = { -readonly [K in keyof S]: ValueOf<S[K]> };

const num = (fallback: number, max: number, decimals = 0, min = 0): NumberParam => ({
  fallback,
  min,
  max,
  decimals,
});
const choice = <const C extends readonly string[]>(choices: C, fallback: C[number]) => ({
  choices,
  fallback,
});

/** The biggest amount a dollars field takes: nine digits. */
export const MAX_DOLLARS = 999_999_999;
export const MAX_RATE = 99.99;
export const MAX_YEARS = 50;

export const FREQUENCIES = ["weekly", "fortnightly", "monthly"] as const;

/**
 * Resident withholding tax on interest: none, or a rate the saver chooses and tells the bank (the
 * income tax rates), which is also where the default 33% (no rate chosen) sits, or 45% (no IRD
 * number given).
 */
export const RWT_RATES: readonly string[] = [
  0,
  FIGURES.taxRate1.value,
  FIGURES.taxRate2.value,
  FIGURES.taxRate3.value,
  FIGURES.taxRate4.value,
  FIGURES.taxRate5.value,
  FIGURES.rwtNoIrdRate.value,
].map(String);

export const REPAYMENT_SCHEMA = {
  /** Any loan, or a New Zealand student loan repaid from pay. */
  mode: choice(["loan", "student"], "loan"),
  amount: num(1000, MAX_DOLLARS),
  rate: num(10, MAX_RATE, 2),
  /** Work out the payment for a term, or the time a payment takes. */
  solve: choice(["payment", "time"], "payment"),
  years: num(3, MAX_YEARS),
  months: num(0, 11),
  payment: num(50, MAX_DOLLARS, 2),
  freq: choice(FREQUENCIES, "monthly"),
  extra: num(0, MAX_DOLLARS, 2),
  fee: num(0, MAX_DOLLARS),
  /** Student loan mode: what is owed, and pay before tax each pay period. */
  balance: num(28_000, MAX_DOLLARS),
  pay: num(1000, MAX_DOLLARS, 2),
  payFreq: choice(FREQUENCIES, "weekly"),
} as const satisfies Schema;

export const SAVINGS_SCHEMA = {
  /** What to work out: the balance after a time, the deposit a goal needs, or the time to it. */
  solve: choice(["balance", "deposit", "time"], "balance"),
  start: num(500, MAX_DOLLARS),
  deposit: num(20, MAX_DOLLARS, 2),
  freq: choice(FREQUENCIES, "weekly"),
  rate: num(3, MAX_RATE, 2),
  compound: choice(["daily", "monthly", "quarterly", "yearly"], "monthly"),
  timing: choice(["end", "start"], "end"),
  years: num(5, MAX_YEARS, 0, 1),
  goal: num(5000, MAX_DOLLARS),
  /** RWT on interest: "0" for none, else a chosen rate, or 45% with no IRD number (figures.ts). */
  tax: choice(RWT_RATES, RWT_RATES[1]!),
  /** Show the answer in today's dollars at `inflation` percent a year. */
  real: choice(["no", "yes"], "no"),
  inflation: num(2, 20, 1),
} as const satisfies Schema;

export type RepaymentInputs = InputsOf<typeof REPAYMENT_SCHEMA>;
export type SavingsInputs = InputsOf<typeof SAVINGS_SCHEMA>;

export const TOOL_SCHEMAS = {
  repayment: REPAYMENT_SCHEMA,
  savings: SAVINGS_SCHEMA,
} as const satisfies Record<ToolName, Schema>;
export type ToolKind = keyof typeof TOOL_SCHEMAS;
export type ToolInputs = { repayment: RepaymentInputs; savings: SavingsInputs };

/** A typed number kept in its param's range and places (blank counts as 0). */
export function fitNumber(param: NumberParam, value: number | null): number {
  const kept = Math.min(Math.max(value ?? 0, param.min), param.max);
  const scale = 10 ** param.decimals;
  return Math.round(kept * scale) / scale;
}

function parseParam(param: Param, raw: string | null): string | number {
  if (raw === null) return param.fallback;
  if ("choices" in param) return param.choices.includes(raw) ? raw : param.fallback;
  const places = param.decimals > 0 ? `(\\.\\d{1,${param.decimals}})?` : "";
  if (!new RegExp(`^\\d{1,9}${places}$`).test(raw)) return param.fallback;
  const value = Number(raw);
  return value >= param.min && value <= param.max ? value : param.fallback;
}

/**
 * A tool's inputs from a query string. Anything missing, misspelt, out of range or not a plain
 * number falls back to its default, so a hand-edited or old link never breaks the page.
 */
export function parseInputs<K extends ToolKind>(kind: K, search: string): ToolInputs[K] {
  const params = new URLSearchParams(search);
  const schema: Schema = TOOL_SCHEMAS[kind];
  const entries = Object.entries(schema).map(([key, p]) => [key, parseParam(p, params.get(key))]);
  // The schema's own parse: each value is its param's choice or a number in its range.
  return Object.fromEntries(entries) as ToolInputs[K];
}

/** A calculator's path with the inputs given (only those) in the schema's order. */
function pathWith(kind: ToolKind, given: Partial<Record<string, string | number>>): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(TOOL_SCHEMAS[kind])) {
    const value = given[key];
    if (value !== undefined) params.set(key, String(value));
  }
  return PATHS.tool(kind, params.toString());
}

/**
 * The calculator's address holding these inputs, naming only those that differ from their
 * defaults: "/tools/savings-calculator?deposit=50". All defaults give the bare path.
 */
export function inputsHref<K extends ToolKind>(kind: K, inputs: ToolInputs[K]): string {
  const given: Partial<Record<string, string | number>> = inputs;
  const schema: Schema = TOOL_SCHEMAS[kind];
  const changed = Object.entries(schema).filter(([key, p]) => given[key] !== p.fallback);
  return pathWith(kind, Object.fromEntries(changed.map(([key]) => [key, given[key]])));
}

/** Whether any of `keys` is set away from its default, as a link or a student set it. */
export function anyChanged<K extends ToolKind>(
  kind: K,
  inputs: ToolInputs[K],
  keys: readonly (keyof ToolInputs[K] & string)[],
): boolean {
  const schema: Schema = TOOL_SCHEMAS[kind];
  return keys.some((key) => inputs[key] !== schema[key]!.fallback);
}

/** A calculator with some of its inputs given (the rest take their defaults). */
export type ToolLink = {
  [K in ToolKind]: { readonly calculator: K; readonly prefill: Partial<ToolInputs[K]> };
}[ToolKind];

/**
 * The link to a calculator prefilled, e.g. toolHref({ calculator: "repayment", prefill: {
 * amount: 1000, rate: 10, years: 3 } }) → "/tools/repayment-calculator?amount=1000&rate=10&years=3".
 */
export function toolHref({ calculator, prefill }: ToolLink): string {
  return pathWith(calculator, prefill);
}
