import { useId } from "react";
import { Label } from "./label";
import { NativeSelect } from "./select";

/**
 * A labelled choice among `options` (shown by `labels`), with a first "all" entry whose value is "".
 * onChange gets one of the options or "", never other text.
 */
export function ChoiceSelect<V extends string>({
  label,
  allLabel,
  options,
  labels,
  value,
  onChange,
  className,
}: {
  label: string;
  allLabel: string;
  options: readonly V[];
  labels: Record<V, string>;
  value: V | "";
  onChange: (value: V | "") => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(options.find((option) => option === event.target.value) ?? "")}
      >
        <Options first={allLabel} values={options} labels={labels} />
      </NativeSelect>
    </div>
  );
}

/** A select's options: an optional first one with no value ("All statuses", "Choose a topic…"),
 * then one per value, shown by its label (the value itself when there is none). */
export function Options<V extends string | number>({
  first,
  values,
  labels,
}: {
  first?: string;
  values: readonly V[];
  labels?: Record<V, string>;
}) {
  return (
    <>
      {first === undefined ? null : <option value="">{first}</option>}
      {values.map((value) => (
        <option key={value} value={value}>
          {labels ? labels[value] : value}
        </option>
      ))}
    </>
  );
}
