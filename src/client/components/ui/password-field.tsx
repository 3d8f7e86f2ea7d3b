import { Eye, EyeOff } from "lucide-react";
import { type InputHTMLAttributes, useState } from "react";
import { FieldHint } from "./field";
import { Input } from "./input";
import { Label } from "./label";

/** A labelled password input with a Show/Hide toggle (the toggle is a real, labelled button). */
export function PasswordField({
  id,
  label,
  hint,
  ...props
}: { id: string; label: string; hint?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  const [shown, setShown] = useState(false);
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Input
          id={id}
          name={id}
          type={shown ? "text" : "password"}
          aria-describedby={hintId}
          className="pr-11"
          {...props}
        />
        <button
          type="button"
          onClick={() => setShown((value) => !value)}
          aria-pressed={shown}
          aria-controls={id}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100"
        >
          {shown ? (
            <EyeOff aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Eye aria-hidden="true" className="h-4 w-4" />
          )}
          <span className="sr-only">Show {label.toLowerCase()}</span>
        </button>
      </div>
      <FieldHint id={hintId} hint={hint} />
    </div>
  );
}
