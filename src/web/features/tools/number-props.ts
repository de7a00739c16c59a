import { useMemo } from "react";
import type { NumberKind } from "../../../core/format/money";
import {
  fitNumber,
  type InputsOf,
  type NumberParam,
  type Schema,
} from "../../../core/tools/inputs";

type NumberKeys<S extends Schema> = {
  [K in keyof S]: S[K] extends NumberParam ? K : never;
}[keyof S] &
  string;

/**
 * The props that tie a NumberField to one numeric input of a calculator: its starting text,
 * its limits, and a change handler that keeps the value in the input's range. Each input's
 * handler is made once, so the fields not being typed in are not drawn again on every key.
 */
export function useNumberProps<S extends Schema>(
  schema: S,
  inputs: InputsOf<S>,
  set: (patch: Partial<InputsOf<S>>) => void,
) {
  const handlers = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(schema)
          .filter((entry): entry is [string, NumberParam] => !("choices" in entry[1]))
          .map(([key, param]) => [
            key,
            (value: number | null) => {
              const patch: Partial<Record<string, number>> = { [key]: fitNumber(param, value) };
              set(patch as Partial<InputsOf<S>>);
            },
          ]),
      ),
    [schema, set],
  );
  return (key: NumberKeys<S>, kind: NumberKind = "dollars") => {
    const param = schema[key] as NumberParam;
    const digits = String(Math.trunc(param.max)).length;
    const cents = kind === "dollars" && param.decimals > 0;
    return {
      name: key,
      kind,
      cents,
      defaultValue: inputs[key] as number,
      max: param.max,
      min: param.min,
      maxLength: param.decimals > 0 ? digits + 1 + param.decimals : digits,
      onChange: handlers[key]!,
    };
  };
}
