import { anyChanged, SAVINGS_SCHEMA, type SavingsInputs } from "../../../core/tools/inputs";
import { ChoiceField } from "../../ui/choice-field";
import { NumberField, RangeField } from "../../ui/number-field";
import { SelectField } from "../../ui/select-field";
import { Toggle } from "../../ui/toggle";
import { FREQUENCY_OPTIONS } from "./frequencies";
import { useNumberProps } from "./number-props";
import { RWT_HINT, RWT_OPTIONS } from "./rwt";
import { CalculatorForm, type FormProps } from "./calculator-form";
import { MoreOptions } from "./more-options";

/** The plan's expert fields, under "More options". */
const EXPERT = ["compound", "timing", "tax", "real", "inflation"] as const;
const SOLVES = [
  { value: "balance", label: "What I'll have" },
  { value: "deposit", label: "What to save" },
  { value: "time", label: "How long" },
] as const;
const COMPOUNDS = [
  { value: "daily", label: "Daily" },
  { value: "monthly", label: "Monthly" },
  { value: "quarterly", label: "Every 3 months" },
  { value: "yearly", label: "Yearly" },
] as const;
const TIMINGS = [
  { value: "end", label: "At the end of each period" },
  { value: "start", label: "At the start of each period" },
] as const;

/** The savings calculator's inputs: what to work out, and the plan. */
export function SavingsForm({ inputs, set, onLeave }: FormProps<SavingsInputs>) {
  const field = useNumberProps(SAVINGS_SCHEMA, inputs, set);
  return (
    <CalculatorForm label="Your savings plan" onLeave={onLeave}>
      <ChoiceField
        legend="Work out"
        value={inputs.solve}
        options={SOLVES}
        onChange={(solve) => set({ solve })}
      />
      {inputs.solve !== "balance" && (
        <NumberField key="goal" label="Your goal" {...field("goal")} />
      )}
      <NumberField key="start" label="What you have now" {...field("start")} />
      {inputs.solve !== "deposit" && (
        <NumberField key="deposit" label="Regular deposit" {...field("deposit")} />
      )}
      <SelectField
        label="How often you save"
        value={inputs.freq}
        options={FREQUENCY_OPTIONS}
        onChange={(freq) => set({ freq })}
      />
      {inputs.solve !== "time" && (
        <RangeField
          label={inputs.solve === "deposit" ? "Years to reach your goal" : "How many years"}
          value={inputs.years}
          min={SAVINGS_SCHEMA.years.min}
          max={SAVINGS_SCHEMA.years.max}
          suffix="years"
          onChange={(years) => set({ years })}
        />
      )}
      <NumberField
        key="rate"
        label="Interest rate"
        suffix="% a year"
        {...field("rate", "decimal")}
      />
      <MoreOptions given={anyChanged("savings", inputs, EXPERT)}>
        <SelectField
          label="Interest is added"
          value={inputs.compound}
          options={COMPOUNDS}
          onChange={(compound) => set({ compound })}
        />
        <SelectField
          label="Deposits are made"
          value={inputs.timing}
          options={TIMINGS}
          onChange={(timing) => set({ timing })}
        />
        <SelectField
          label="Tax on interest (RWT)"
          hint={RWT_HINT}
          value={inputs.tax}
          options={RWT_OPTIONS}
          onChange={(tax) => set({ tax })}
        />
        <Toggle
          label="Show in today's dollars"
          description="Prices rise over time, so money later buys less."
          checked={inputs.real === "yes"}
          onChange={(on) => set({ real: on ? "yes" : "no" })}
        />
        {inputs.real === "yes" && (
          <NumberField
            key="inflation"
            label="Prices rise by"
            suffix="% a year"
            {...field("inflation", "decimal")}
          />
        )}
      </MoreOptions>
    </CalculatorForm>
  );
}
