// The desk's forms on the form primitive (src/client/components/ui/contract-form.tsx): DeskForm posts a
// form's values (or the body built from them) once the shared contract accepts them, says at the top
// how many fields need a look, and puts the server's refusal under the field it names or above the
// button. The fields are FormFields whose label can say "(optional)".
import type { LucideIcon } from "lucide-react";
import type {
  FormEvent,
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from "react";
import {
  type ContractForm,
  type ControlProps,
  type FieldErrors,
  FormAlert,
  FormField,
  SubmitButton,
  type TextName,
} from "../../../../components/ui/contract-form";
import { Input, Textarea } from "../../../../components/ui/input";
import { NativeSelect } from "../../../../components/ui/select";
import { type Candidate, serverProblem } from "../lib/desk-form";

/** A desk form: `send` gets the body once the contract of `form` accepts it; the summary of the
 * problems goes on top, the server's refusal under its field or above the button. */
export function DeskForm<V extends object, Out>({
  form,
  pending,
  build,
  send,
  sent,
  submit,
  icon,
  destructive = false,
  label,
  describedBy,
  className,
  actions,
  children,
}: {
  form: ContractForm<V, Out>;
  pending: boolean;
  /** The body to check with the form's contract, when it is not the values themselves. */
  build?: () => Candidate<V>;
  send: (body: Out) => Promise<unknown>;
  /** Once the body was sent (clearing the reason, closing the form). */
  sent?: () => void;
  submit: ReactNode;
  icon: LucideIcon;
  destructive?: boolean;
  /** The form's accessible name and description. */
  label?: string;
  describedBy?: string;
  className: string;
  /** Beside the submit button. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    form.setFormError(null);
    const built = build?.();
    if (built && "formError" in built) return form.setFormError(built.formError);
    const body = built ? form.validate(built.input, built.problems) : form.validate();
    if (body === null) return;
    try {
      await send(body);
      sent?.();
    } catch (error) {
      const { field, message } = serverProblem(error);
      if (field !== undefined && field in form.values) form.fail(field as Extract<keyof V, string>, message);
      else form.setFormError(message);
    }
  }

  const aria = { "aria-label": label, "aria-describedby": describedBy };
  return (
    <form method="post" noValidate onSubmit={handleSubmit} className={className} {...aria}>
      <FieldCount errors={form.errors} />
      {children}
      <FormAlert message={form.formError} boxed />
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={pending} icon={icon} variant={destructive ? "destructive" : undefined}>
          {submit}
        </SubmitButton>
        {actions}
      </div>
    </form>
  );
}

/** How many fields need a look, announced on top of the form; each problem sits under its field. */
function FieldCount<V>({ errors }: { errors: FieldErrors<V> }) {
  const count = Object.values(errors).filter(Boolean).length;
  const fields = count === 1 ? "the field" : `the ${count} fields`;
  return <FormAlert message={count === 0 ? null : `Please check ${fields} marked below.`} boxed />;
}

interface FieldProps<V extends object, Out> {
  form: ContractForm<V, Out>;
  name: TextName<V>;
  label: string;
  hint?: string;
  /** Marks the label "(optional)". */
  optional?: boolean;
  className?: string;
}

export const INVALID = "aria-invalid:border-red-600 dark:aria-invalid:border-red-400";

/** A field of the desk drawn with `Control` (given the primitive's id, value, onChange and aria). */
function deskField<P extends object>(Control: (props: P & ControlProps) => ReactNode) {
  return function DeskField<V extends object, Out>({
    form,
    name,
    label,
    hint,
    optional,
    className,
    ...native
  }: FieldProps<V, Out> & Omit<P, keyof ControlProps | "form" | "className">) {
    const text = optional ? (
      <>
        {label}
        <span className="font-normal text-slate-600 dark:text-slate-400"> (optional)</span>
      </>
    ) : (
      label
    );
    return (
      <FormField form={form} name={name} label={text} hint={hint} className={className}>
        {(control) => <Control {...(native as P)} {...control} />}
      </FormField>
    );
  };
}

export const InputField = deskField((props: InputHTMLAttributes<HTMLInputElement>) => (
  <Input {...props} className={INVALID} />
));
export const TextAreaField = deskField((props: TextareaHTMLAttributes<HTMLTextAreaElement>) => (
  <Textarea {...props} className={`min-h-24 ${INVALID}`} />
));
export const SelectField = deskField((props: SelectHTMLAttributes<HTMLSelectElement>) => (
  <NativeSelect {...props} className={INVALID} />
));

/** The reason for a change, recorded in the audit. */
export function ReasonField<V extends { reason: string }, Out>({
  label = "Reason for the change",
  ...props
}: Omit<FieldProps<V, Out>, "name" | "label"> & { label?: string; required?: boolean }) {
  return <TextAreaField {...props} name={"reason" as TextName<V>} label={label} rows={2} maxLength={1000} />;
}

/** For the fields that take a web address. */
export const WEB_ADDRESS = { type: "url", inputMode: "url", placeholder: "https://" } as const;
