// A field of a form made with useContractForm (./contract-form.tsx) for a web address: a url box, so
// phones offer their address keyboard, showing "https://" until something is typed; the label, the
// hint and the field's problem as every field has them.
import { FormField } from "./contract-form";
import { Input } from "./input";

/** What every field takes (form, name, label, hint, classes): FormField's props but its control. */
type FieldProps<V extends object, Out> = Omit<Parameters<typeof FormField<V, Out>>[0], "children">;

export function WebAddressField<V extends object, Out>({
  maxLength,
  ...field
}: FieldProps<V, Out> & {
  /** The contract's longest address, where it sets one. */
  maxLength?: number;
}) {
  return (
    <FormField {...field}>
      {(control) => (
        <Input {...control} type="url" inputMode="url" maxLength={maxLength} placeholder="https://" />
      )}
    </FormField>
  );
}
