// A field of a form made with useContractForm (./contract-form.tsx) whose control is a select of
// fixed choices: the label, the select with an optional first choice with no value ("Choose…"),
// the hint and the field's problem.
import type { ReactNode } from "react";
import { Options } from "./choice-select";
import { type ContractForm, FormField, type TextName } from "./contract-form";
import { NativeSelect } from "./select";

type Choices<C extends string> =
  /** The choices in this order, each shown by its label (the value itself without `labels`). */
  | { values: readonly C[]; labels?: Record<C, string> }
  /** The choices in the order of `labels`, each shown by its label. */
  | { values?: undefined; labels: Record<C, string> };

export function SelectField<V extends object, Out, C extends string>({
  first,
  values,
  labels,
  ...field
}: {
  form: ContractForm<V, Out>;
  name: TextName<V>;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  first?: string;
} & Choices<C>) {
  return (
    <FormField {...field}>
      {(control) => (
        <NativeSelect {...control}>
          <Options first={first} values={values ?? (Object.keys(labels) as C[])} labels={labels} />
        </NativeSelect>
      )}
    </FormField>
  );
}
