import { anyChanged, REPAYMENT_SCHEMA, type RepaymentInputs } from "../../../core/tools/inputs";
import { ChoiceField } from "../../ui/choice-field";
import { NumberField } from "../../ui/number-field";
import { SelectField } from "../../ui/select-field";
import { FREQUENCY_OPTIONS } from "./frequencies";
import { useNumberProps } from "./number-props";
import { CalculatorForm, type FormProps } from "./calculator-form";
import { MoreOptions } from "./more-options";
import styles from "./calculator.module.css";

const MODES = [
  { value: "loan", label: "Any loan" },
  { value: "student", label: "Student loan" },
] as const;
/** The loan's expert fields, under "More options". */
const EXPERT = ["extra", "fee"] as const;
const SOLVES = [
  { value: "payment", label: "The payment" },
  { value: "time", label: "How long it takes" },
] as const;

/** The repayment calculator's inputs: a loan (by term or by payment) or a student loan. */
export function RepaymentForm({ inputs, set, onLeave }: FormProps<RepaymentInputs>) {
  const field = useNumberProps(REPAYMENT_SCHEMA, inputs, set);
  return (
    <CalculatorForm label="Your loan" onLeave={onLeave}>
      <ChoiceField
        legend="Which loan?"
        value={inputs.mode}
        options={MODES}
        onChange={(mode) => set({ mode })}
      />
      {inputs.mode === "student" ? (
        <>
          <NumberField key="balance" label="What you owe" {...field("balance")} />
          <NumberField key="pay" label="Your pay before tax" {...field("pay")} />
          <SelectField
            label="How often you're paid"
            value={inputs.payFreq}
            options={FREQUENCY_OPTIONS}
            onChange={(payFreq) => set({ payFreq })}
          />
        </>
      ) : (
        <>
          <NumberField key="amount" label="How much you borrow" {...field("amount")} />
          <NumberField
            key="rate"
            label="Interest rate"
            suffix="% a year"
            {...field("rate", "decimal")}
          />
          <SelectField
            label="How often you pay"
            value={inputs.freq}
            options={FREQUENCY_OPTIONS}
            onChange={(freq) => set({ freq })}
          />
          <ChoiceField
            legend="Work out"
            value={inputs.solve}
            options={SOLVES}
            onChange={(solve) => set({ solve })}
          />
          {inputs.solve === "payment" ? (
            <fieldset className={styles.pair}>
              <legend>Time to pay it back</legend>
              <NumberField key="years" label="Years" {...field("years", "number")} />
              <NumberField key="months" label="Months" {...field("months", "number")} />
            </fieldset>
          ) : (
            <NumberField key="payment" label="Payment you can afford" {...field("payment")} />
          )}
          <MoreOptions given={anyChanged("repayment", inputs, EXPERT)}>
            <NumberField key="extra" label="Extra each payment (optional)" {...field("extra")} />
            <NumberField key="fee" label="One-off fee (optional)" {...field("fee")} />
          </MoreOptions>
        </>
      )}
    </CalculatorForm>
  );
}
