import { type SelectHTMLAttributes, useId } from "react";
import { cn } from "./cn";
import { Label } from "./label";

/** A native select in the style of Input (native keeps phones' own pickers and keyboard rules). */
export function NativeSelect({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select
      className={cn(
        "block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100",
        className,
      )}
      {...props}
    />
  );
}

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
