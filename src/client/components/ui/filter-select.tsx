// A filter of a GET search form: a labelled select whose change sends the form. The attribute
// data-submit-on-change lets early-input.js send it before the app has started, too.
import { type ReactNode, useId } from "react";
import { Label } from "./label";
import { NativeSelect } from "./select";

export function FilterSelect({
  label,
  name,
  value,
  onChange,
  children,
}: {
  label: string;
  /** The query parameter the form sends. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The options. */
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        name={name}
        data-submit-on-change=""
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </NativeSelect>
    </div>
  );
}
