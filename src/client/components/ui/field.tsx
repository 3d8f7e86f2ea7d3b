import type { InputHTMLAttributes } from "react";
import { Input } from "./input";
import { Label } from "./label";

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  hint?: string;
}

/** A labelled input; the hint, when given, is read with the field. */
export function Field({ id, label, hint, ...props }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} name={id} aria-describedby={hintId} {...props} />
      <FieldHint id={hintId} hint={hint} />
    </div>
  );
}

/** A field's hint line, read with the field through aria-describedby={id}; nothing without a hint. */
export function FieldHint({ id, hint }: { id: string | undefined; hint: string | undefined }) {
  return hint ? (
    <p id={id} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
      {hint}
    </p>
  ) : null;
}
