// The desk's form fields: a label tied to its control, an optional hint, and the field's error read
// with it (aria-invalid, aria-describedby). The form's own summary (FormAlert) announces the errors.
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { cn } from "../../../../components/ui/cn";
import { Input, Textarea } from "../../../../components/ui/input";
import { Label } from "../../../../components/ui/label";
import { NativeSelect } from "../../../../components/ui/select";

interface FieldFrame {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** Marks the label "(optional)". */
  optional?: boolean;
  className?: string;
}

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

function Frame({
  id,
  label,
  hint,
  error,
  optional,
  className,
  children,
}: FieldFrame & { children: ReactNode }) {
  return (
    <div className={className}>
      <Label htmlFor={id}>
        {label}
        {optional ? (
          <span className="font-normal text-slate-600 dark:text-slate-400"> (optional)</span>
        ) : null}
      </Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const INVALID = "border-red-600 dark:border-red-400";

export function TextField({
  id,
  label,
  hint,
  error,
  optional,
  className,
  ...props
}: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Frame id={id} label={label} hint={hint} error={error} optional={optional} className={className}>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={error ? INVALID : undefined}
        {...props}
      />
    </Frame>
  );
}

export function TextAreaField({
  id,
  label,
  hint,
  error,
  optional,
  className,
  ...props
}: FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Frame id={id} label={label} hint={hint} error={error} optional={optional} className={className}>
      <Textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={cn("min-h-24", error ? INVALID : undefined)}
        {...props}
      />
    </Frame>
  );
}

export function SelectField({
  id,
  label,
  hint,
  error,
  optional,
  className,
  children,
  ...props
}: FieldFrame & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Frame id={id} label={label} hint={hint} error={error} optional={optional} className={className}>
      <NativeSelect
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={error ? INVALID : undefined}
        {...props}
      >
        {children}
      </NativeSelect>
    </Frame>
  );
}

/**
 * The form's errors, announced: the form-wide message, else how many fields need a look. Each
 * field's own message sits under it.
 */
export function FormAlert({ errors }: { errors: Record<string, string> }) {
  const fieldErrors = Object.keys(errors).filter((key) => key !== "form").length;
  const message =
    errors.form ??
    (fieldErrors > 0
      ? `Please check ${fieldErrors === 1 ? "the field" : `the ${fieldErrors} fields`} marked below.`
      : null);
  return (
    <div role="alert" className={message ? undefined : "sr-only"}>
      {message ? (
        <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100">
          {message}
          {errors.form && fieldErrors > 0 ? " Please also check the fields marked below." : null}
        </p>
      ) : null}
    </div>
  );
}

/** Focuses the first field with an error (after the render that shows the messages). */
export function focusFirstError(formId: string, errors: Record<string, string>, fields: readonly string[]) {
  const first = fields.find((field) => errors[field] !== undefined);
  requestAnimationFrame(() => {
    const target = first ? document.getElementById(`${formId}-${first}`) : null;
    target?.focus();
  });
}
