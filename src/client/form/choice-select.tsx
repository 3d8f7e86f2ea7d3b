import { useId } from "react";
import { Label } from "../components/ui/label";
import { NativeSelect } from "../components/ui/select";

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
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
